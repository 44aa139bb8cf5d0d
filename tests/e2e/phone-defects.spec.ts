// Defects seen on the phone (issue 27): each test goes red when its fix is taken out.
import { chooseService, chooseSlot, nextButton } from "./support/booking";
import { logIn, registerVerifiedMember, skipPromo } from "./support/members";
import { expectMessagingCoversNothing } from "./support/messaging-box";
import { expect, isPhone, test } from "./support/test";

test("after the code is checked, the login form has the e-mail filled in", async ({ page, baseURL }) => {
  const email = `verifie.${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = "Teranga2026";
  const registered = await page.request.post(`${baseURL}/api/accounts/register/`, {
    data: { first_name: "Awa", last_name: "Sow", email, password, password2: password },
  });
  expect(registered.status()).toBe(201);
  let code = "";
  await expect
    .poll(async () => {
      const mails = await (
        await page.request.get(`${baseURL}/api/dev/mail?to=${encodeURIComponent(email)}`)
      ).json();
      code = mails[0]?.text.match(/: (\d{4})\n/)?.[1] ?? "";
      return code;
    })
    .toMatch(/^\d{4}$/);
  await page.clock.install();
  await page.goto(`/auth/otp-verification?email=${encodeURIComponent(email)}&purpose=register`);
  await page.getByLabel("Chiffre 1 du code").click();
  await page.keyboard.type(code);
  await page.getByRole("button", { name: "Vérifier" }).click();
  await page.clock.fastForward(2000);
  await expect(page).toHaveURL(/\/auth\/login\?.*verification=success/);
  // Welcomed, not welcomed back: the account is a few minutes old.
  await expect(page.getByRole("heading", { level: 1, name: "Bienvenue parmi nous" })).toBeVisible();
  await expect(page.getByLabel("Adresse e-mail")).toHaveValue(email);
  await expect(page.getByLabel("Mot de passe", { exact: true })).toHaveValue("");
});

test("one toast at a time, and an error does not follow the member to another page", async ({ page }) => {
  await page.clock.install();
  await page.goto("/auth/login");
  // Held still: a toast lasts 5 s, and a slow answer must not let one go before the next comes.
  await page.clock.pauseAt(Date.now() + 1000);
  const toasts = page.locator("[aria-live=polite] > div");
  await page.getByLabel("Adresse e-mail").fill("personne@example.com");
  await page.getByLabel("Mot de passe", { exact: true }).fill("Mauvais2026");
  const form = page.locator("form");
  const submit = form.locator("button[type=submit]");
  for (const attempt of [1, 2]) {
    const answered = page.waitForResponse(/\/api\/accounts\/login\//);
    await submit.click();
    await answered;
    await expect(toasts, `attempt ${attempt}`).toHaveCount(1);
    // The button settles 400 ms after the answer; a toast lasts 5 s.
    await page.clock.runFor(400);
    await expect(submit).toHaveText("Se connecter");
  }
  await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(toasts).toHaveCount(0);
});

const publicScreens: [path: string, heading: string][] = [
  ["/", "Votre bien-être commence ici"],
  ["/services", "Nos services"],
  ["/services/3", "Massage sportif"],
  ["/packs", "Achetez vos crédits"],
  ["/Faq", "Foire aux questions"],
  ["/contactez-nous", "Contactez-nous"],
  ["/Qui-somme-nous", "Notre Histoire"],
  ["/auth/login", "Bon retour parmi nous"],
  ["/auth/register", "Créez votre compte"],
  ["/auth/forgot-password", "Mot de passe oublié ?"],
  ["/auth/otp-verification?email=boite%40example.com&purpose=register", "Vérifiez votre adresse e-mail"],
  ["/auth/reset-password", "Choisissez un nouveau mot de passe"],
];

test("the messaging link covers no control and no amount on the public screens", async ({ page }) => {
  await skipPromo(page);
  for (const [path, heading] of publicScreens) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    if (path === "/")
      await expect(page.getByRole("link", { name: "Réserver un créneau" }).first()).toBeVisible();
    if (path === "/packs")
      await expect(page.getByRole("button", { name: "Acheter ce pack" }).first()).toBeVisible();
    if (path === "/services") await expect(page.getByText("12 services")).toBeVisible();
    await expectMessagingCoversNothing(page, path);
  }
});

test("the messaging link covers no control and no amount on a member's screens, the wizard and the dialogs", async ({
  page,
  baseURL,
}) => {
  await skipPromo(page);
  await logIn(page, baseURL ?? "", await registerVerifiedMember(page.request, baseURL ?? ""));
  await page.goto("/profil");
  await expect(page.getByRole("link", { name: /vos transactions/ })).toBeVisible();
  await expectMessagingCoversNothing(page, "/profil");
  await page.getByRole("button", { name: "Modifier mon profil" }).click();
  await expect(page.getByRole("dialog", { name: "Modifier mon profil" })).toBeVisible();
  await expectMessagingCoversNothing(page, "the profile dialog");
  await page.keyboard.press("Escape");
  for (const [path, heading] of [
    ["/historique", "Mes réservations"],
    ["/historique-transaction", "Historique des transactions"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectMessagingCoversNothing(page, path);
  }
  await page.goto("/reservation");
  await expectMessagingCoversNothing(page, "step 1");
  await chooseService(page, "Massage suédois");
  await nextButton(page).click();
  await chooseSlot(page, 5);
  await expectMessagingCoversNothing(page, "step 2");
  await nextButton(page).click();
  await expect(
    page.getByRole("group", { name: "Moyen de paiement" }).getByRole("radio").first(),
  ).toBeAttached();
  await expectMessagingCoversNothing(page, "step 3");
  if (isPhone(page)) {
    await nextButton(page).click();
    await expect(page.getByText("Arrivez 15 minutes avant l'heure de votre rendez-vous")).toBeVisible();
    await expectMessagingCoversNothing(page, "step 4");
  }
});
