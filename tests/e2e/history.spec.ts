import { expectAccessible } from "./support/axe";
import { accessToken, buyCredits } from "./support/booking";
import { bookConfirmed, filter, resetFilters, resultCount } from "./support/history";
import { accountButton, logIn, registerVerifiedMember, skipPromo } from "./support/members";
import { expect, isPhone, test } from "./support/test";

test("a member finds a booking by search and by each filter, cancels it and gets the credits back", async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const member = await registerVerifiedMember(request, baseURL as string);
  const token = await accessToken(request, baseURL as string, member);
  const bought = await buyCredits(request, baseURL as string, token);
  // Services no other journey books, so parallel journeys keep their slots.
  const paid = await bookConfirmed(request, baseURL as string, token, {
    serviceName: "Préparation physique",
    fromDay: 2,
    method: "PAY02",
  });
  const atVenue = await bookConfirmed(request, baseURL as string, token, {
    serviceName: "Coaching prénatal",
    fromDay: 6,
    method: "PAY01",
  });
  await skipPromo(page);
  await logIn(page, baseURL as string, member);
  await page.goto("/historique");
  await expect(page.getByRole("heading", { level: 1, name: "Mes réservations" })).toBeVisible();
  await expect(resultCount(page, "2 réservations")).toBeVisible();
  await expect(page.getByText(/^Dernière mise à jour : /)).toBeVisible();
  await expectAccessible(page, "/historique");

  await page.getByRole("searchbox", { name: "Rechercher une réservation" }).fill("preparation");
  await expect(resultCount(page, "1 réservation")).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Préparation physique" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Rechercher une réservation" }).fill("");
  await expect(resultCount(page, "2 réservations")).toBeVisible();

  await filter(page, (scope) => scope.getByLabel("Paiement").selectOption({ label: "En attente" }));
  await expect(resultCount(page, "1 réservation")).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Coaching prénatal" })).toBeVisible();
  // The filters are in the URL: a reload keeps them.
  await expect(page).toHaveURL(/payment=pending/);
  await page.reload();
  await expect(resultCount(page, "1 réservation")).toBeVisible();
  await resetFilters(page);
  await expect(resultCount(page, "2 réservations")).toBeVisible();

  await filter(page, async (scope) => {
    await scope.getByLabel("Date", { exact: true }).selectOption({ label: "Personnalisée" });
    await scope.getByLabel("Du").fill(paid.day);
    await scope.getByLabel("Au").fill(paid.day);
  });
  await expect(resultCount(page, "1 réservation")).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Préparation physique" })).toBeVisible();
  // A start after the end is refused, in the spec's words, and the last good range stays.
  const rangeError = page.getByText("La date de début doit être antérieure à la date de fin");
  if (isPhone(page)) {
    await page.getByRole("button", { name: /^Filtres/ }).click();
    const drawer = page.getByRole("dialog", { name: "Filtres" });
    await drawer.getByLabel("Du").fill(atVenue.day);
    await drawer.getByRole("button", { name: "Appliquer" }).click();
    await expect(rangeError).toBeVisible();
    await page.keyboard.press("Escape");
  } else {
    await page.getByLabel("Du").fill(atVenue.day);
    await expect(rangeError).toBeVisible();
  }
  await expect(resultCount(page, "1 réservation")).toBeVisible();
  await resetFilters(page);

  await filter(page, (scope) => scope.getByRole("button", { name: "Annulée", exact: true }).click());
  await expect(page.getByText("Aucune réservation ne correspond à vos critères de recherche.")).toBeVisible();
  await resetFilters(page);

  // Cancel the booking paid in credits: the card and the balance follow at once.
  await expect(page.getByText(/^Annulation possible jusqu'au /).first()).toBeVisible();
  await page.getByRole("button", { name: /^Annuler : Préparation physique/ }).click();
  const dialog = page.getByRole("dialog", { name: "Confirmer l'annulation" });
  await expect(dialog.getByText("Êtes-vous sûr de vouloir annuler cette réservation ?")).toBeVisible();
  await expectAccessible(page, "the cancel dialog");
  await dialog.getByRole("button", { name: "Oui, annuler" }).click();
  await expect(
    page.getByText(/^Réservation annulée avec succès\. \d+\scrédits? rendus à votre solde\.$/),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  // The balance in the header menu follows at once, without loading any page.
  await accountButton(page).click();
  await expect(page.getByRole("menuitem", { name: `Solde disponible ${bought} crédits` })).toBeVisible();
  await page.keyboard.press("Escape");
  await filter(page, (scope) => scope.getByRole("button", { name: "Annulée", exact: true }).click());
  await expect(resultCount(page, "1 réservation")).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Préparation physique" })).toBeVisible();
  // Booked again in one tap: the wizard's date step, for the same service.
  await page.getByRole("button", { name: "Réserver à nouveau : Préparation physique" }).click();
  await expect(page).toHaveURL(/\/reservation\?step=2&service=\d+/);
  await expect(
    page
      .getByTestId("phone-summary")
      .or(page.getByRole("region", { name: "Résumé", exact: true }))
      .first(),
  ).toContainText("Préparation physique");
  await expect(page.getByRole("heading", { name: "Créneaux horaires" })).toBeVisible();

  await page.goto("/profil");
  await expect(page.getByText(new RegExp(`^${bought}\\s+crédits$`)).first()).toBeVisible();

  // The credit history: the purchase, the spending and the refund, filtered by origin and date.
  await page.goto("/historique-transaction");
  await expect(resultCount(page, "3 transactions")).toBeVisible();
  await expectAccessible(page, "/historique-transaction");
  await filter(page, (scope) => scope.getByLabel("Type").selectOption({ label: "Remboursement" }));
  await expect(resultCount(page, "1 transaction")).toBeVisible();
  await expect(page.getByText(`+${paid.creditPrice}`, { exact: false }).first()).toBeVisible();
  await resetFilters(page);
  const today = new Date().toISOString().slice(0, 10);
  await filter(page, (scope) => scope.getByLabel("Au").fill(today));
  // The end day counts until its last second: today's records are all in.
  await expect(resultCount(page, "3 transactions")).toBeVisible();
  await resetFilters(page);
  await filter(page, (scope) => scope.getByLabel("Du").fill(paid.day));
  await expect(page.getByText("Aucune transaction ne correspond à vos critères de recherche.")).toBeVisible();
});
