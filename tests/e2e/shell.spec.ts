import { expect, isPhone, test } from "./support/test";

test("the home page shows the hero and the Essentiel services", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Votre bien-être commence ici" })).toBeVisible();
  const essentials = page.locator("section", {
    has: page.getByRole("heading", { name: "Explorer nos entraînements essentiels" }),
  });
  const cards = essentials.locator("article");
  await expect(cards).toHaveCount(6);
  await expect(cards.first().getByText("Essentiel")).toBeVisible();
  await expect(page.getByRole("link", { name: "Voir plus d'entraînements" })).toHaveAttribute(
    "href",
    "/services",
  );
  await expect(page.locator("body")).not.toContainText("undefined");
  expect(errors).toEqual([]);
});

test("a deep link to a service opens its detail", async ({ page }) => {
  await page.goto("/services/3");
  await expect(page.getByRole("heading", { level: 1, name: "Massage sportif" })).toBeVisible();
  await expect(page.getByText("Annulation gratuite sous 3h avant la séance")).toBeVisible();
  await expect(page.getByRole("link", { name: "Réserver maintenant" })).toHaveAttribute(
    "href",
    "/reservation?step=2&service=3",
  );
});

test("the header menu has the spec's items, with 'connexion requise' on phones", async ({ page }) => {
  await page.goto("/services");
  const labels = ["Accueil", "Soins et services", "Faire une réservation", "Mes réservations", "Nos packs"];
  if (isPhone(page)) {
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    for (const label of labels)
      await expect(menu.getByRole("link", { name: new RegExp(label) })).toBeVisible();
    await expect(menu.getByRole("link", { name: /Mes réservations/ })).toContainText("connexion requise");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  } else {
    const nav = page.getByRole("navigation", { name: "Menu principal" });
    await expect(nav.getByRole("link")).toHaveText(labels);
    await expect(page.getByRole("link", { name: "Connexion" })).toBeVisible();
  }
  const footer = page.locator("footer");
  await expect(footer.getByRole("link", { name: "CGU" })).toHaveAttribute("href", "/media/docs/cgu.html");
  await expect(footer.getByRole("link", { name: "Confidentialité" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Écrivez-nous sur WhatsApp" })).toBeVisible();
});

test("every route of the spec exists; /faq and /Faq both reach the FAQ", async ({ page }) => {
  const routes: [string, string][] = [
    ["/faq", "Foire aux questions"],
    ["/Faq", "Foire aux questions"],
    ["/Qui-somme-nous", "Notre Histoire"],
    ["/contactez-nous", "Contactez-nous"],
    ["/packs", "Achetez vos crédits"],
    ["/reservation?step=9&service=abc", "Effectuez votre réservation"],
    ["/admin/dashboard", "Espace réservé à l'équipe"],
    ["/auth/login?redirect=https://evil.example", "Bon retour parmi nous"],
    ["/auth/register", "Créez votre compte"],
    ["/auth/otp-verification?email=x&purpose=zzz", "Vérification du code"],
    ["/auth/forgot-password", "Mot de passe oublié ?"],
    ["/auth/reset-password", "Choisissez un nouveau mot de passe"],
    // Without a payment in the link, the wallet's return pages say so (never success by the URL).
    ["/callbacksuccessurl", "Résultat du paiement indisponible"],
    ["/callbackcancelurl", "Résultat du paiement indisponible"],
    ["/confirmation?status=success", "Réservation Confirmée"],
    ["/confirmation?status=error", "Échec de la Réservation"],
  ];
  for (const [path, heading] of routes) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading }), path).toBeVisible();
  }
});

test("a confirmation link without a known status confirms nothing: it goes home", async ({ page }) => {
  for (const path of ["/confirmation?status=nope", "/confirmation"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Réservation Confirmée" })).toHaveCount(0);
  }
});

test("member pages send a visitor to login with a way back", async ({ page }) => {
  await page.goto("/historique");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fhistorique$/);
  await page.goto("/profil");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fprofil$/);
});

test("an unknown address shows the not-found page", async ({ page }) => {
  await page.goto("/cette-page-n-existe-pas");
  await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
  await page.getByRole("link", { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("services search and pages keep to the URL", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByText("12 services")).toBeVisible();
  await page.getByRole("button", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator("article")).toHaveCount(6);
  await page.getByRole("searchbox", { name: "Rechercher un service" }).fill("massage");
  await expect(page).toHaveURL(/q=massage/);
  await expect(page.getByText("4 services")).toBeVisible();
  await page.getByRole("searchbox", { name: "Rechercher un service" }).fill("zzzz");
  await expect(page.getByText("Aucun service disponible")).toBeVisible();
});
