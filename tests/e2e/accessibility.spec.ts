import { expectAccessible } from "./support/axe";
import { expectNoSidewaysScroll } from "./support/layout";
import { logIn, registerVerifiedMember, skipPromo } from "./support/members";
import { expect, isPhone, test } from "./support/test";

/** Every public page, with the level-1 heading that says it has rendered. */
const publicPages: [path: string, heading: string][] = [
  ["/", "Votre bien-être commence ici"],
  ["/services", "Nos services"],
  ["/services/3", "Massage sportif"],
  ["/packs", "Achetez vos crédits"],
  ["/reservation", "Effectuez votre réservation"],
  ["/Faq", "Foire aux questions"],
  ["/contactez-nous", "Contactez-nous"],
  ["/Qui-somme-nous", "Notre Histoire"],
  ["/auth/login", "Bon retour parmi nous"],
  ["/auth/register", "Créez votre compte"],
  ["/auth/forgot-password", "Mot de passe oublié ?"],
  ["/auth/otp-verification?email=axe%40example.com&purpose=register", "Vérifiez votre adresse e-mail"],
  ["/auth/reset-password", "Choisissez un nouveau mot de passe"],
  ["/cette-page-n-existe-pas", "Page introuvable"],
];

for (const [path, heading] of publicPages) {
  test(`axe finds no serious problem on ${path}`, async ({ page }) => {
    await skipPromo(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    // Wait for the lists whose cards carry the secondary text that used to lack contrast.
    if (path === "/") await expect(page.getByRole("main").locator("article").first()).toBeVisible();
    if (path === "/services") await expect(page.getByText("12 services")).toBeVisible();
    // The subscriptions banner comes after the packs: its text used to lack contrast (4.1:1).
    if (path === "/packs")
      await expect(page.getByRole("button", { name: "Acheter ce pack" }).first()).toBeVisible();
    if (path === "/services/3")
      await expect(page.getByRole("heading", { name: "Vous aimerez aussi" })).toBeVisible();
    await expectAccessible(page, path);
    await expectNoSidewaysScroll(page);
  });
}

test("axe finds no serious problem in the promo and choice modals", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The promo opens 1 s after a first visit: the clock is moved, not waited for.
  await page.clock.fastForward(1000);
  const promo = page.getByRole("dialog", { name: "-20 % sur votre premier massage" });
  await expect(promo).toBeVisible();
  await expectAccessible(page, "the promo modal");
  await promo.getByRole("button", { name: "J'en profite" }).click();
  await expect(page.getByRole("dialog", { name: "Choisissez votre experience" })).toBeVisible();
  await expectAccessible(page, "the choice modal");
});

test("axe finds no serious problem in the menus of a visitor", async ({ page }) => {
  await skipPromo(page);
  await page.goto("/services");
  await expect(page.getByText("12 services")).toBeVisible();
  if (isPhone(page)) {
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByText("connexion requise")).toBeVisible();
  } else {
    await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeVisible();
  }
  await expectAccessible(page, "the visitor's menu");
});

test("axe finds no serious problem on Mon Profil, its menus and modals", async ({ page, baseURL }) => {
  await skipPromo(page);
  await logIn(page, baseURL ?? "", await registerVerifiedMember(page.request, baseURL ?? ""));
  await page.goto("/profil");
  await expect(page.getByRole("heading", { level: 1, name: "Mon Profil" })).toBeVisible();
  await expect(page.getByText("Marie-Christine Ndiaye-Diallo-Sarr")).toBeVisible();
  await expectAccessible(page, "/profil");
  await expectNoSidewaysScroll(page);

  if (isPhone(page)) {
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectAccessible(page, "the member's side menu");
    await page.keyboard.press("Escape");
  } else {
    await page.getByRole("banner").getByRole("button", { name: "Marie-Chris..." }).click();
    await expect(page.getByRole("menuitem", { name: "Déconnexion" })).toBeVisible();
    await expectAccessible(page, "the account menu");
    await page.keyboard.press("Escape");
  }

  await page.getByRole("button", { name: "Modifier mon profil" }).click();
  const profile = page.getByRole("dialog", { name: "Modifier mon profil" });
  await expect(profile).toBeVisible();
  await expectAccessible(page, "the profile modal");
  await profile.getByRole("button", { name: "Fermer", exact: true }).click();
  await expect(profile).toBeHidden();

  await page.getByRole("button", { name: "Modifier mon adresse" }).click();
  await expect(page.getByRole("dialog", { name: "Modifier mon adresse" })).toBeVisible();
  await expectAccessible(page, "the address modal");
  await page
    .getByRole("dialog", { name: "Modifier mon adresse" })
    .getByRole("button", { name: "Fermer", exact: true })
    .click();

  // The member signed up with an e-mail: a phone to add, proven by a code.
  await page.getByRole("button", { name: "Ajouter un numéro de téléphone" }).click();
  await expect(page.getByRole("dialog", { name: "Ajouter un numéro de téléphone" })).toBeVisible();
  await expectAccessible(page, "the phone's modal");
});
