import type { APIRequestContext, Page } from "@playwright/test";
import { TAP_GUARD_MS } from "../../src/ui/tap-guard";
import { buyCredits, chooseService, chooseSlot, nextButton } from "./support/booking";
import { reception, staffTokens } from "./support/desk";
import { logIn, registerVerifiedMember, skipPromo } from "./support/members";
import { expect, test } from "./support/test";

const phone = "77 123 45 67";
const e164 = "+221771234567";
/** A number of its own for each other journey, as typed and as kept. */
function anotherPhone() {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  return {
    typed: `78 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`,
    e164: `+22178${digits}`,
  };
}
const password = "Teranga2026";

type SentMessage = { channel: string; to: string; subject: string; text: string; sent_at: string };

/** Every message to `to` (an e-mail, or a phone however typed) since `after`, newest first. */
async function messagesTo(request: APIRequestContext, baseURL: string, to: string, after: string) {
  const answer = await request.get(`${baseURL}/api/dev/messages?to=${encodeURIComponent(to)}`);
  return ((await answer.json()) as SentMessage[])
    .filter((m) => m.sent_at > after)
    .sort((a, b) => b.sent_at.localeCompare(a.sent_at));
}

/** The newest code sent to the phone since `after`, read from the demo outbox (SMS and WhatsApp too). */
async function lastCode(
  request: APIRequestContext,
  baseURL: string,
  after: string,
  to = e164,
): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const messages = await messagesTo(request, baseURL, to, after);
      code = messages[0]?.text.match(/\b(\d{4})\b/)?.[1] ?? "";
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

/**
 * Each journey is a client of its own address: the server limits the codes sent to phones per
 * address (5 an hour, then growing waits), as it would a crowd of fraudsters behind one.
 */
test.beforeEach(async ({ page }, info) => {
  const byte = [...info.title].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) % 250, 7) + 1;
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${byte}` });
});

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

  // Credits bought, a session booked and paid with them: the confirmation comes by SMS.
  const token = (await page.evaluate(() => localStorage.getItem("access_token"))) ?? "";
  await buyCredits(page.request, base, token);
  since = new Date(Date.now() - 1_000).toISOString();
  await page.goto("/reservation");
  await chooseService(page, "Yoga hatha");
  await nextButton(page).click();
  await chooseSlot(page, 7);
  await nextButton(page).click();
  const methods = page.getByRole("group", { name: "Moyen de paiement" });
  await methods.getByText("Crédits", { exact: true }).click();
  await expect(methods.getByRole("radio", { name: /^Crédits/ })).toBeChecked();
  await nextButton(page).click();
  await page.getByLabel(/J'accepte les conditions/).check();
  await page.getByLabel(/aucune contre-indication/).check();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole("button", { name: /^Réserver/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(async () => {
    await page.clock.runFor(250);
    await expect(dialog).toBeVisible({ timeout: 100 });
  }).toPass();
  await expect(dialog.getByRole("radio", { name: /^Crédits/ })).toBeChecked();
  await dialog.getByRole("button", { name: "Confirmer le paiement" }).click();
  await expect(page).toHaveURL(/\/confirmation\?status=success/);
  await expect
    .poll(async () =>
      (await messagesTo(page.request, base, phone, since)).map((m) => [m.channel, m.text.split(".")[0]]),
    )
    .toContainEqual(["sms", "Teranga Wellness : réservation confirmée"]);
  await page.clock.resume();
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

test("forgotten password by phone: the code by SMS, then a new password", async ({ page, baseURL }) => {
  const base = baseURL ?? "";
  const number = anotherPhone();
  let since = new Date(Date.now() - 1_000).toISOString();
  const registered = await page.request.post(`${base}/api/accounts/register/`, {
    data: { first_name: "Khady", last_name: "Fall", phone: number.typed, password, password2: password },
  });
  expect(registered.status()).toBe(201);
  const otp = await lastCode(page.request, base, since, number.e164);
  const checked = await page.request.post(`${base}/api/accounts/checkOTP/`, {
    data: { phone: number.e164, otp, purpose: "register" },
  });
  expect(checked.status()).toBe(200);

  await skipPromo(page);
  await page.clock.install();
  await page.goto("/auth/login");
  await page.getByRole("button", { name: "Téléphone" }).click();
  await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await expect(page.getByRole("button", { name: "Téléphone" })).toHaveAttribute("aria-pressed", "true");
  since = new Date(Date.now() - 1_000).toISOString();
  await page.getByLabel("Numéro de téléphone").fill(number.typed);
  const sms = page.getByRole("group", { name: "Recevoir le code par" }).getByRole("button", { name: "SMS" });
  if (await sms.count()) await sms.click();
  await page.getByRole("button", { name: "Envoyer le code" }).click();
  await page.clock.fastForward(2000);
  await expect(page).toHaveURL(/\/auth\/otp-verification\?.*purpose=reset_password/);
  await expect(page.getByText(/envoyé par SMS au\s\+221\s78/)).toBeVisible();
  await typeCode(page, await lastCode(page.request, base, since, number.e164));
  await expect(page.getByText("Code vérifié avec succès.")).toBeVisible();
  await page.clock.fastForward(2000);
  await expect(page).toHaveURL(/\/auth\/reset-password/);
  await page.getByLabel("Nouveau mot de passe").fill("Nouveau2026!");
  await page.getByLabel("Confirmer le mot de passe").fill("Nouveau2026!");
  await page.getByRole("button", { name: "Réinitialiser le mot de passe" }).click();
  await expect(
    page.getByText("Votre mot de passe a été réinitialisé. Vous pouvez vous connecter."),
  ).toBeVisible();
  const login = await page.request.post(`${base}/api/accounts/login/`, {
    data: { username: number.typed, password: "Nouveau2026!" },
  });
  expect(login.status()).toBe(200);
});

test("Mon Profil: a member who signed up by e-mail adds a phone, proves it, and gets messages by SMS", async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const number = anotherPhone();
  await skipPromo(page);
  const member = await registerVerifiedMember(page.request, base, { firstName: "Ndèye", lastName: "Sow" });
  await logIn(page, base, member);
  await page.clock.install();
  await page.goto("/profil");
  const channel = page.getByRole("group", { name: "Recevoir mes messages par" });
  await expect(channel.getByRole("button", { name: "SMS" })).toBeDisabled();
  await expect(page.getByText(/vérifiez d'abord votre numéro de téléphone/)).toBeVisible();

  await page.getByRole("button", { name: "Ajouter un numéro de téléphone" }).click();
  const dialog = page.getByRole("dialog", { name: "Ajouter un numéro de téléphone" });
  await dialog.getByLabel("Numéro de téléphone").fill(number.typed);
  await dialog.getByLabel("Mot de passe", { exact: true }).fill("Mauvais2026");
  await dialog.getByRole("button", { name: "Recevoir le code" }).click();
  await expect(dialog.getByText("Mot de passe incorrect.")).toBeVisible();
  await expect(dialog.getByLabel("Numéro de téléphone")).toHaveValue(number.typed);
  const since = new Date(Date.now() - 1_000).toISOString();
  await dialog.getByLabel("Mot de passe", { exact: true }).fill(member.password);
  await dialog.getByRole("button", { name: "Recevoir le code" }).click();
  await expect(
    dialog.getByText(/Saisissez le code à 4 chiffres envoyé (par SMS|sur WhatsApp) au\s\+221\s78/),
  ).toBeVisible();
  await dialog.getByLabel("Code reçu").fill(await lastCode(page.request, base, since, number.e164));
  await dialog.getByRole("button", { name: "Confirmer" }).click();
  await expect(page.getByText("Votre numéro de téléphone est vérifié.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Vérifié", { exact: true })).toHaveCount(2);
  // Taps just after a window closes were aimed at it, and are swallowed for a moment.
  await page.clock.fastForward(TAP_GUARD_MS);

  await channel.getByRole("button", { name: "SMS" }).click();
  await expect(page.getByText("Vos messages vous parviendront par SMS.")).toBeVisible();
  await expect(channel.getByRole("button", { name: "SMS" })).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(
    page.getByRole("group", { name: "Recevoir mes messages par" }).getByRole("button", { name: "SMS" }),
  ).toHaveAttribute("aria-pressed", "true");
});

test("a client the desk created with a phone only claims the account: the code, the password chosen, the desk's record", async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const number = anotherPhone();
  const desk = await staffTokens(page, base, reception);
  const created = await page.request.post(`${base}/api/staff/clients/`, {
    headers: { Authorization: `Bearer ${desk.access}` },
    data: { first_name: "Mariama", last_name: "Ba", telephone_number: number.typed },
  });
  expect(created.status()).toBe(201);

  await skipPromo(page);
  await page.clock.install();
  const since = new Date(Date.now() - 1_000).toISOString();
  await page.goto("/auth/register");
  await page.getByRole("button", { name: "Téléphone" }).click();
  await page.getByLabel("Prénom").fill("Mariama");
  await page.getByLabel("Nom", { exact: true }).fill("Ba");
  await page.getByLabel("Numéro de téléphone").fill(number.typed);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByLabel("Confirmer le mot de passe").fill(password);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "S'inscrire" }).click();
  await page.clock.fastForward(1000);
  await expect(page).toHaveURL(/\/auth\/otp-verification\?.*purpose=register/);
  // Before the code, the password chosen opens nothing.
  const early = await page.request.post(`${base}/api/accounts/login/`, {
    data: { username: number.e164, password },
  });
  expect(early.status()).toBe(400);
  await typeCode(page, await lastCode(page.request, base, since, number.e164));
  await expect(page.getByText("Compte vérifié ! Connexion en cours…")).toBeVisible();
  await page.clock.fastForward(1000);
  await expect(page).toHaveURL(/\/$/);

  // The desk's record is the member's: one client, found by the desk under the same id.
  const token = (await page.evaluate(() => localStorage.getItem("access_token"))) ?? "";
  const profile = await page.request.get(`${base}/api/accounts/profile/`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect((await profile.json()).body).toMatchObject({
    first_name: "Mariama",
    telephone_number: number.e164,
    phone_verified: true,
  });
  const record = await page.request.get(`${base}/api/staff/clients/${(await created.json()).client.id}/`, {
    headers: { Authorization: `Bearer ${desk.access}` },
  });
  expect((await record.json()).client).toMatchObject({ is_verified: true, first_name: "Mariama" });
});
