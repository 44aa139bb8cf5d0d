import { brand } from "../../src/brand";
import { expect, isPhone, test } from "./support/test";

/** Marks the promo modal as already seen so it does not cover the page under test. */
async function skipPromo(page: import("@playwright/test").Page) {
  await page.addInitScript(() => {
    localStorage.setItem("hasVisitedBefore", "true");
    localStorage.setItem("modalExpireTime", String(Date.now() + 3_600_000));
  });
}

test("home → a service's detail → the booking step 2", async ({ page }) => {
  await skipPromo(page);
  await page.goto("/");
  const essentials = page.locator("section", {
    has: page.getByRole("heading", { name: "Explorer nos entraînements essentiels" }),
  });
  await expect(essentials.locator("article")).toHaveCount(6);
  await essentials.getByRole("link", { name: "Pilates" }).click();
  await expect(page).toHaveURL(/\/services\/5$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pilates" })).toBeVisible();
  await expect(page.getByText("Max par réservation")).toBeVisible();
  await expect(page.getByText("Tous les jours")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Vous aimerez aussi" })).toBeVisible();
  await expect(
    page
      .locator("section", { has: page.getByRole("heading", { name: "Vous aimerez aussi" }) })
      .locator("article"),
  ).toHaveCount(3);
  await page.getByRole("link", { name: "Réserver maintenant" }).click();
  await expect(page).toHaveURL(/\/reservation\?step=2&service=5$/);
  // The wizard records the card's service as it opens (its code comes with it).
  await expect.poll(() => page.evaluate(() => localStorage.getItem("selectedServiceId"))).toBe("5");
});

test("a long description is cut with 'Lire plus' and 'Lire moins'", async ({ page }) => {
  await page.goto("/services/1");
  const more = page.getByRole("button", { name: "Lire plus" });
  await expect(more).toBeVisible();
  await expect(page.getByText("Infusion offerte")).toBeHidden();
  await more.click();
  await expect(page.getByText("Infusion offerte")).toBeVisible();
  await page.getByRole("button", { name: "Lire moins" }).click();
  await expect(page.getByText("Infusion offerte")).toBeHidden();
});

test("an invalid service id says so, and the message goes along to the list of services", async ({
  page,
}) => {
  await skipPromo(page);
  await page.clock.install();
  for (const id of ["999", "abc"]) {
    await page.goto(`/services/${id}`);
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1, name: "Nos services" })).toBeVisible();
    const message = page.getByText("ID service invalide", { exact: true });
    await expect(message).toBeVisible();
    // Time to read it on the list, then it goes.
    await page.clock.fastForward(5_000);
    await expect(message).toBeVisible();
    await page.clock.fastForward(4_000);
    await expect(message).toBeHidden();
  }
});

test("the Signature carousel moves by button, keyboard and pauses", async ({ page }) => {
  await skipPromo(page);
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Programmes Signature" });
  await expect(carousel.getByRole("link", { name: "Réserver un créneau" }).first()).toBeVisible();
  await carousel.getByRole("button", { name: "Mettre le défilement en pause" }).click();
  await expect(carousel.getByRole("button", { name: "Reprendre le défilement" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await carousel.getByRole("button", { name: "Programme suivant" }).click();
  await expect(carousel.getByRole("button", { name: "Aller au programme 2" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await carousel.getByRole("button", { name: "Programme suivant" }).press("ArrowLeft");
  await expect(carousel.getByRole("button", { name: "Aller au programme 1" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  if (isPhone(page)) await expect(carousel.getByText("Taxes incluses").first()).toBeVisible();
});

test("the promo modal opens 1 s after the first visit and leads to the choice modal", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const promo = page.getByRole("dialog", { name: "-20 % sur votre premier massage" });
  // Its exact 1 s is the component test's; here the clock is moved instead of waited for.
  await page.clock.fastForward(1000);
  await expect(promo).toBeVisible();
  await promo.getByRole("button", { name: "J'en profite" }).click();
  const choice = page.getByRole("dialog", { name: "Choisissez votre experience" });
  await expect(choice).toBeVisible();
  await choice.getByRole("link", { name: "Personnalisé" }).click();
  await expect(page).toHaveURL(/\/reservation\?type=custom$/);
  expect(await page.evaluate(() => localStorage.getItem("hasVisitedBefore"))).toBe("true");
  expect(Number(await page.evaluate(() => localStorage.getItem("modalExpireTime")))).toBeGreaterThan(
    Date.now(),
  );
});

test("FAQ: search, categories and the empty message with its reset", async ({ page }) => {
  await page.goto("/faq");
  const questions = page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 2 });
  await expect(questions).toHaveCount(10);
  await page.getByRole("button", { name: "Paiements" }).click();
  await expect(questions).toHaveCount(2);
  await page.getByRole("button", { name: "Mes crédits expirent-ils ?" }).click();
  // Corrected from the spec's text: credits expire with their pack, as the profile shows.
  await expect(
    page.getByText(/^Oui : vos crédits restent valables pendant la durée de validité/),
  ).toBeVisible();
  await page.getByRole("button", { name: "Toutes" }).click();
  await page.getByRole("searchbox", { name: "Rechercher une question" }).fill("annuler");
  await expect(questions).toHaveCount(1);
  await page.getByRole("button", { name: "Puis-je annuler ma réservation ?" }).click();
  await expect(page.getByText(/jusqu'à 3 heures avant le début/)).toBeVisible();
  await page.getByRole("searchbox", { name: "Rechercher une question" }).fill("piscine");
  await expect(page.getByText("Aucune question ne correspond à votre recherche.")).toBeVisible();
  await page.getByRole("button", { name: "Réinitialiser la recherche" }).click();
  await expect(questions).toHaveCount(10);
  await page.getByRole("link", { name: "Nous contacter" }).first().click();
  await expect(page).toHaveURL(/\/contactez-nous$/);
});

test("contact: the rules' messages, then a message sent and received", async ({ page, baseURL }) => {
  await page.clock.install();
  await page.goto("/contactez-nous");
  const send = page.getByRole("button", { name: "Envoyer le message" });
  await send.click();
  for (const message of [
    "Le nom est requis",
    "L'email est requis",
    "Veuillez sélectionner un sujet",
    "Le message est requis",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByLabel("Nom complet").fill("Al");
  await page.getByLabel("Adresse e-mail").fill("pas-un-email");
  await page.getByLabel("Téléphone (facultatif)").fill("12");
  await page.getByLabel("Sujet").selectOption("reservation");
  await page.getByLabel("Message").fill("Court");
  await send.click();
  await expect(page.getByText("Le nom doit comporter au moins 3 caractères")).toBeVisible();
  await expect(page.getByText("Veuillez saisir une adresse email valide")).toBeVisible();
  await expect(page.getByText("Veuillez saisir un numéro de téléphone valide")).toBeVisible();
  await expect(page.getByText("Le message doit comporter au moins 10 caractères")).toBeVisible();

  const stamp = `${Date.now()}`;
  await page.getByLabel("Nom complet").fill("Ndèye Fall");
  await page.getByLabel("Adresse e-mail").fill(`ndeye.${stamp}@example.com`);
  await page.getByLabel("Téléphone (facultatif)").fill("77 000 11 22");
  await page.getByLabel("Message").fill(`Bonjour, avez-vous des créneaux le soir ? ${stamp}`);
  await send.click();
  await expect(page.getByText("Message envoyé avec succès!")).toBeVisible();
  await expect(page.getByText("Nous vous répondrons dans les plus brefs délais.")).toBeVisible();
  await expect(page.getByLabel("Nom complet")).toHaveValue("");
  // The mail leaves just after the answer (the answer never waits for the mail server).
  await expect
    .poll(async () => {
      const outbox = await (await page.request.get(`${baseURL}/api/dev/mail?to=${brand.email}`)).json();
      return outbox.some((m: { text: string }) => m.text.includes(stamp));
    })
    .toBe(true);
  await page.clock.fastForward(5000);
  await expect(page.getByText("Message envoyé avec succès!")).toBeHidden();
});

test("about: the story, the four values and the way to book", async ({ page }) => {
  await page.goto("/Qui-somme-nous");
  await expect(page.getByRole("heading", { level: 1, name: "Notre Histoire" })).toBeVisible();
  for (const value of ["Excellence", "Motivation", "Innovation", "Inclusivité"]) {
    await expect(page.getByRole("heading", { name: value })).toBeVisible();
  }
  await page.getByRole("link", { name: "Réserver une séance" }).last().click();
  await expect(page).toHaveURL(/\/reservation$/);
});

test("no horizontal scroll on public pages", async ({ page }) => {
  await skipPromo(page);
  for (const path of ["/", "/services", "/services/11", "/Faq", "/contactez-nous", "/Qui-somme-nous"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
