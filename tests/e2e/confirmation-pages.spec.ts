import type { APIRequestContext, Page } from "@playwright/test";
import { logIn, registerVerifiedMember, skipPromo } from "./support/members";
import { expect, test } from "./support/test";
import { tokenOf, walletCheckout } from "./support/wallet-checkout";

const confirmationMails = async (request: APIRequestContext, baseURL: string, email: string) =>
  (await (await request.get(`${baseURL}/api/dev/mail?to=${encodeURIComponent(email)}`)).json()).filter(
    (mail: { subject: string }) => mail.subject.startsWith("Réservation confirmée"),
  );

/** Stops the page's clock where it is, so a countdown moves only when the test says. */
async function pauseClock(page: Page) {
  // The page's clock runs while the pause is asked for: on a busy machine the aim may already be
  // past by the time it arrives, then ask again from the new time.
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes("to the past")) throw error;
    }
  }
}

test.beforeEach(async ({ page }) => {
  await skipPromo(page);
});

test("a wallet payment approved: the success page, its method, the mail, then home after 8 s", async ({
  page,
  baseURL,
}) => {
  const url = baseURL ?? "";
  const member = await registerVerifiedMember(page.request, url);
  await logIn(page, url, member);
  const checkout = await walletCheckout(page.request, url, await tokenOf(page.request, url, member));
  await page.clock.install();
  await page.goto(checkout.url);
  await page.getByRole("button", { name: "Payer" }).click();
  await expect(page).toHaveURL(/\/callbacksuccessurl\?payment=[^&]+&purpose=booking$/);
  await expect(page.getByRole("heading", { level: 1, name: "Paiement réussi !" })).toBeVisible();
  await pauseClock(page);
  const details = page.locator("dl");
  await expect(details).toContainText("Confirmé");
  await expect(details).toContainText("Wave");
  await expect(page.getByRole("timer")).toHaveText(/^Retour à l'accueil dans [5-8] s$/);
  // The mail leaves just after the payment is applied.
  await expect.poll(async () => (await confirmationMails(page.request, url, member.email)).length).toBe(1);

  await page.clock.runFor(4_000);
  await expect(page).toHaveURL(/\/callbacksuccessurl/);
  await expect(page.getByRole("timer")).toHaveText(/^Retour à l'accueil dans [1-4] s$/);
  await page.clock.runFor(5_000);
  await expect(page).toHaveURL(`${url}/`);
});

test("a wallet payment cancelled: the cancel page stays with its retry, and a forged success link still says cancelled", async ({
  page,
  baseURL,
}) => {
  const url = baseURL ?? "";
  const member = await registerVerifiedMember(page.request, url);
  await logIn(page, url, member);
  const checkout = await walletCheckout(page.request, url, await tokenOf(page.request, url, member));
  await page.clock.install();
  await page.goto(checkout.url);
  await page.getByRole("button", { name: "Annuler" }).click();
  await expect(page).toHaveURL(/\/callbackcancelurl\?/);
  await expect(page.getByRole("heading", { level: 1, name: "Paiement annulé" })).toBeVisible();
  await expect(page.getByText("Aucun montant n'a été débité.")).toBeVisible();
  // A payment to retry: the page waits for the member, however long they take.
  await page.clock.runFor(60_000);
  await expect(page).toHaveURL(/\/callbackcancelurl\?/);
  await expect(page.getByRole("timer")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Réessayer le paiement" })).toHaveAttribute(
    "href",
    /^\/reservation/,
  );

  // The URL says success; the server says the payment failed: the page believes the server.
  await page.goto(`/callbacksuccessurl?payment=${checkout.paymentId}&purpose=booking`);
  await expect(page.getByRole("heading", { level: 1, name: "Paiement annulé" })).toBeVisible();
  await expect(page.getByText("Paiement réussi !")).toHaveCount(0);
  expect(await confirmationMails(page.request, url, member.email)).toEqual([]);
});

test("a visitor and an unknown payment get a French message, never a blank page", async ({ page }) => {
  await page.goto("/callbacksuccessurl?payment=inconnu&purpose=booking");
  await expect(page.getByText("Connectez-vous pour connaître le résultat de votre paiement.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Se connecter" })).toHaveAttribute(
    "href",
    /^\/auth\/login\?redirect=/,
  );
});

test("an unknown payment of a member says it cannot be found", async ({ page, baseURL }) => {
  const url = baseURL ?? "";
  await logIn(page, url, await registerVerifiedMember(page.request, url));
  await page.goto("/callbackcancelurl?payment=0b5e8d7f-inconnu&purpose=booking");
  await expect(page.getByRole("alert")).toHaveText("Ce paiement est introuvable sur votre compte.");
});

test("the confirmation page shows the booking kept on the phone, and goes home after 10 s", async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      "confirmationDetails",
      JSON.stringify({
        id: 42,
        serviceName: "Massage relaxant",
        dateTime: "12 mars 2026 à 10h00",
        personCount: 2,
        paymentMethod: "Paiement sur place",
        price: "30 000 XOF",
      }),
    );
  });
  await page.clock.install();
  await page.goto("/confirmation?status=success");
  await expect(page.getByRole("heading", { level: 1, name: "Réservation Confirmée" })).toBeVisible();
  await pauseClock(page);
  await expect(page.getByText("Un e-mail de confirmation vous a été envoyé.")).toBeVisible();
  const details = page.locator("dl");
  for (const text of [
    "n° 42",
    "Massage relaxant",
    "12 mars 2026 à 10h00",
    "Paiement sur place",
    "30 000 XOF",
  ])
    await expect(details).toContainText(text);
  await expect(page.getByRole("timer")).toHaveText(/^Retour à l'accueil dans (10|9|8) s$/);
  await page.clock.runFor(6_000);
  await expect(page).toHaveURL(/\/confirmation\?status=success$/);
  await page.clock.runFor(5_000);
  await expect(page).toHaveURL(/\/$/);
});

test("a failed booking shows the link's message and no stored details when there are none, and stays", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(
    `/confirmation?status=error&message=${encodeURIComponent("Le créneau vient d'être pris.")}`,
  );
  await expect(page.getByRole("heading", { level: 1, name: "Échec de la Réservation" })).toBeVisible();
  await expect(page.getByText("Le créneau vient d'être pris.")).toBeVisible();
  await expect(page.locator("dl")).toHaveCount(0);
  await page.clock.runFor(60_000);
  await expect(page).toHaveURL(/\/confirmation\?status=error/);
  await expect(page.getByRole("link", { name: "Retour à l'accueil" })).toBeVisible();
});
