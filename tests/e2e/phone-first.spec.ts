import type { APIRequestContext, Page } from "@playwright/test";
import { skipPromo } from "./support/members";
import { expect, test } from "./support/test";

const phone = "77 123 45 67";
const e164 = "+221771234567";
const password = "Teranga2026";

type SentMessage = { to: string; subject: string; text: string; sent_at: string };

/** The newest code sent to the phone since `after`, read from the demo outbox (SMS and WhatsApp too). */
async function lastCode(request: APIRequestContext, baseURL: string, after: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const answer = await request.get(`${baseURL}/api/dev/mail?to=${encodeURIComponent(e164)}`);
      const messages = ((await answer.json()) as SentMessage[])
        .filter((m) => m.sent_at > after)
        .sort((a, b) => b.sent_at.localeCompare(a.sent_at));
      code = messages[0]?.text.match(/\b(\d{4})\b/)?.[1] ?? "";
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel("Chiffre 1 du code").click();
  await page.keyboard.type(code);
  await page.getByRole("button", { name: "Vérifier" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: /Awa/ }).click();
  await page.getByRole("menuitem", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("access_token"))).toBeNull();
}

test("a phone only: sign up with the code by SMS, then sign in with the password, then with a code", async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? "";
  await skipPromo(page);
  // The screens' 1 s and 2 s delays, and the 60 s before a new code, are driven from here.
  await page.clock.install();

  // Sign-up with the number alone, the code by SMS.
  let since = new Date(Date.now() - 1_000).toISOString();
  await page.goto("/auth/register");
  await page.getByRole("button", { name: "Téléphone" }).click();
  await page.getByLabel("Prénom").fill("Awa");
  await page.getByLabel("Nom", { exact: true }).fill("Sarr");
  await page.getByLabel("Numéro de téléphone").fill(phone);
  const sms = page.getByRole("group", { name: "Recevoir le code par" }).getByRole("button", { name: "SMS" });
  if (await sms.count()) await sms.click();
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByLabel("Confirmer le mot de passe").fill(password);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "S'inscrire" }).click();
  await expect(
    page.getByText("Inscription réussie ! Saisissez le code reçu sur votre téléphone."),
  ).toBeVisible();
  await page.clock.fastForward(1000);
  await expect(page).toHaveURL(/\/auth\/otp-verification\?.*purpose=register/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vérifiez votre numéro de téléphone");
  await expect(
    page.getByText("Saisissez le code à 4 chiffres envoyé par SMS au +221 77 123 45 67."),
  ).toBeVisible();
  await typeCode(page, await lastCode(page.request, base, since));
  await expect(page.getByText("Compte vérifié ! Connexion en cours…")).toBeVisible();
  await page.clock.fastForward(1000);
  await expect(page).toHaveURL(/\/$/);

  // Signed in: the phone is proven, and no e-mail shows as « null ».
  await page.goto("/profil");
  await expect(page.getByRole("heading", { level: 1, name: "Mon Profil" })).toBeVisible();
  await expect(page.getByText("+221 77 123 45 67")).toBeVisible();
  await expect(page.getByText("Vérifié", { exact: true })).toBeVisible();
  await expect(page.getByText("Aucune adresse e-mail")).toBeVisible();
  await expect(page.locator("main")).not.toContainText(/null|undefined/);
  await signOut(page);

  // The phone and its password.
  await page.goto("/auth/login");
  await page.getByRole("button", { name: "Téléphone" }).click();
  await page.getByLabel("Numéro de téléphone").fill(phone);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("access_token"))).not.toBeNull();
  await signOut(page);

  // The phone and a code instead of the password (the outbox's times are the server's: this
  // machine's clock, not the page's).
  since = new Date(Date.now() - 1_000).toISOString();
  await page.goto("/auth/login");
  await page.getByRole("button", { name: "Téléphone" }).click();
  await page.getByLabel("Numéro de téléphone").fill(phone);
  await page.getByRole("button", { name: "Recevoir un code par SMS" }).click();
  await expect(page).toHaveURL(/\/auth\/otp-verification\?.*purpose=login/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connexion par code");
  await typeCode(page, await lastCode(page.request, base, since));
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("access_token"))).not.toBeNull();
});
