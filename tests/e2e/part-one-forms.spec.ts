import { expect, test } from "./support/test";

test("an account screen's message is a toast for 5 s, the button settles before a second tap", async ({
  page,
}) => {
  await page.clock.install({ time: new Date("2026-03-02T08:00:00Z") });
  await page.goto("/auth/login");
  await page.getByLabel("Adresse e-mail").fill("demo@example.com");
  await page.getByLabel("Mot de passe", { exact: true }).fill("Mauvais2026");
  // Time stands still from here: only runFor moves it.
  await page.clock.pauseAt(new Date("2026-03-02T08:01:00Z"));
  // Its label reads 'Connexion…' while busy: found by its role in the form.
  const button = page.locator('form button[type="submit"]');
  await button.click();
  const toast = page.getByText("Identifiants invalides");
  await expect(toast).toBeVisible();
  // A toast over the page, nothing added inside the form: nothing moved under the finger.
  await expect(page.locator("form").getByText("Identifiants invalides")).toHaveCount(0);
  // The answer is in, yet the button waits for the screen to settle.
  await expect(button).toBeDisabled();
  await page.clock.runFor(400);
  await expect(button).toBeEnabled();
  await expect(button).toHaveText("Se connecter");
  await page.clock.runFor(4_500);
  await expect(toast).toBeVisible();
  await page.clock.runFor(200);
  await expect(toast).toHaveCount(0);
});

test("an error under a field goes as soon as the field changes", async ({ page }) => {
  await page.goto("/auth/register");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "S'inscrire" }).click();
  const firstName = page.getByLabel("Prénom");
  const firstNameError = page.locator(`#${await firstName.getAttribute("aria-describedby")}`);
  await expect(firstNameError).toBeVisible();
  await expect(page.getByText("Ce champ est obligatoire.")).toHaveCount(2);
  await firstName.fill("Awa");
  await expect(page.getByText("Ce champ est obligatoire.")).toHaveCount(1);
});

test("registration says why it cannot go on, and a field left says what is wrong with it", async ({
  page,
}) => {
  await page.goto("/auth/register");
  // Left with a password missing a digit: said at once, before any submit; an empty field is not blamed.
  await page.getByLabel("Mot de passe", { exact: true }).fill("Sansunchiffre");
  await page.getByLabel("Confirmer le mot de passe").fill("Autre1");
  await expect(page.getByText("Le mot de passe doit contenir au moins un chiffre")).toBeVisible();
  await expect(page.getByText("Ce champ est obligatoire.")).toHaveCount(0);
  // The box just below is ticked by the same tap that leaves the field, though the error pushes it down.
  await page.getByRole("checkbox").click();
  await expect(page.getByText("Les mots de passe ne correspondent pas")).toBeVisible();
  await expect(page.getByRole("checkbox")).toBeChecked();

  // Unticked, the button is greyed yet a tap says why: the spec's message, under the box.
  await page.getByRole("checkbox").uncheck();
  const submit = page.getByRole("button", { name: "S'inscrire" });
  await expect(submit).toBeDisabled();
  await expect(
    page.getByText("Cochez la case des conditions d'utilisation pour pouvoir vous inscrire."),
  ).toBeVisible();
  await submit.click({ force: true });
  await expect(
    page.getByText("Vous devez accepter les conditions d'utilisation pour vous inscrire"),
  ).toBeVisible();
  await expect(page.getByRole("checkbox")).toBeFocused();
});
