import type { Page } from "@playwright/test";
import type { JourneyTest } from "../journey-test";
import { accountButton, logIn, registerVerifiedMember, skipPromo } from "../members";
import type { ProviderTest } from "../provider-stack";
import { expect } from "../test";
import { payWithWebhookOnly } from "../wave-webhook";

const paymentDialog = (page: Page) => page.getByRole("dialog");
const qrImage = (page: Page) =>
  paymentDialog(page).getByRole("img", { name: "QR code de paiement Orange Money" });

/** Buys the pack of the card named `pack`. */
const buyButton = (page: Page, pack: string) =>
  page.getByRole("listitem").filter({ hasText: pack }).getByRole("button", { name: "Acheter ce pack" });

/** Chooses Orange Money, confirms, and answers the link the QR code opens in the payer's app. */
async function startOrangeMoney(page: Page): Promise<string> {
  const dialog = paymentDialog(page);
  await dialog.getByText("Orange Money", { exact: true }).click();
  const answer = page.waitForResponse(
    (r) => r.url().endsWith("/api/payments/paiement/orange-money/") && r.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: "Confirmer le paiement" }).click();
  const { deepLinks } = (await (await answer).json()) as { deepLinks: { OM: string } };
  await expect(qrImage(page)).toBeVisible();
  await expect(dialog.getByText("Ce QR code est valable 5 minutes.")).toBeVisible();
  return deepLinks.OM;
}

/** The member's phone: Orange Money's page, opened from the QR code, in another tab. */
async function answerOnProvider(page: Page, link: string, button: "Confirmer le paiement" | "Refuser") {
  const provider = await page.context().newPage();
  await provider.goto(link);
  await provider.getByRole("button", { name: button }).click();
  await expect(provider.getByText(button === "Refuser" ? /refusé/ : /Paiement accepté/)).toBeVisible();
  await provider.close();
}

/**
 * Polling intervals on the paused clock until what they bring shows: no real 3 s wait. After a
 * reload the poll may start a little after the first move of the clock, so it moves again until then.
 */
async function pollOnce(page: Page, done: ReturnType<Page["getByText"]>) {
  await expect(async () => {
    await page.clock.runFor(3_000);
    await expect(done).toBeVisible({ timeout: 500 });
  }).toPass();
}

/** Opens /packs and stops the page's clock there: timers run only when the test moves it. */
async function openPacks(page: Page) {
  await page.goto("/packs");
  await expect(page.getByRole("heading", { level: 1, name: "Achetez vos crédits" })).toBeVisible();
  await page.clock.pauseAt(Date.now() + 60_000);
}

async function expectBalance(page: Page, credits: string) {
  // The page's clock stands still, and React reveals a part that loads on demand (the account
  // menu) on a timer: the clock moves until it shows, as it would by itself on a phone.
  await expect
    .poll(async () => {
      await page.clock.runFor(300);
      return accountButton(page).isVisible();
    })
    .toBe(true);
  await accountButton(page).click();
  await expect(page.getByRole("menuitem", { name: `Solde disponible ${credits}` })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.goto("/profil");
  await expect(page.getByText(credits, { exact: true })).toBeVisible();
}

/** The pack journeys, on the server (and providers) `test` runs against. */
export function packJourneys(test: JourneyTest, providers: string) {
  test.describe(providers, () => {
    test.beforeEach(async ({ page }) => {
      await skipPromo(page);
      // The page's clock is driven from here: the 1 s auto-open and the 3 s polls are not waited for.
      await page.clock.install();
    });

    test("a visitor's pack opens by itself after login, is paid by Orange Money, and the balance shows", async ({
      page,
      baseURL,
      request,
    }) => {
      const member = await registerVerifiedMember(request, baseURL ?? "");
      await openPacks(page);
      await expect(page.getByText("Premium", { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Bientôt disponible" })).toBeDisabled();
      await buyButton(page, "Pack Essentiel").click();
      await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fpacks$/);

      await page.getByLabel("Adresse e-mail").fill(member.email);
      await page.getByLabel("Mot de passe", { exact: true }).fill(member.password);
      await page.getByRole("button", { name: "Se connecter" }).click();
      await expect(page).toHaveURL(/\/packs$/);
      await expect(page.getByRole("heading", { level: 1, name: "Achetez vos crédits" })).toBeVisible();
      // Not before the second has passed.
      await expect(paymentDialog(page)).toBeHidden();
      await page.clock.runFor(1_000);
      const dialog = paymentDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText("Pack Essentiel")).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Confirmer le paiement" })).toBeDisabled();

      const link = await startOrangeMoney(page);
      // Tapped before paying in the app: the member is told, not left with a button that does nothing.
      await dialog.getByRole("button", { name: "Confirmer le paiement" }).click();
      await expect(dialog.getByText("Paiement pas encore reçu.")).toBeVisible();
      await answerOnProvider(page, link, "Confirmer le paiement");
      await pollOnce(
        page,
        page.getByText("Paiement confirmé avec succès! 50 crédits ajoutés à votre solde."),
      );
      // A result of its own, with the balance read again, until the member leaves it.
      await expect(dialog.getByText("Nouveau solde")).toBeVisible();
      await expect(dialog.getByText("50 crédits", { exact: true })).toBeVisible();
      await page.clock.runFor(10_000);
      await dialog.getByRole("button", { name: "Terminé" }).click();
      await expect(dialog).toBeHidden();
      await expectBalance(page, "50 crédits");

      // The pack was forgotten once paid: back on /packs nothing opens by itself.
      await page.goto("/packs");
      await page.clock.runFor(2_000);
      await expect(paymentDialog(page)).toBeHidden();
    });

    test("a member buys a pack with the wallet through its checkout page", async ({
      page,
      baseURL,
      request,
      desk,
    }) => {
      const member = await registerVerifiedMember(request, baseURL ?? "");
      await logIn(page, baseURL ?? "", member);
      await openPacks(page);
      await buyButton(page, "Pack Découverte").click();
      const dialog = paymentDialog(page);
      await expect(dialog.getByText("Pack Découverte")).toBeVisible();
      await dialog.getByText("Wave", { exact: true }).click();
      await dialog.getByRole("button", { name: "Confirmer le paiement" }).click();
      await expect(page).toHaveURL(desk.wallet);
      await page.getByRole("button", { name: "Payer" }).click();
      await expect(page).toHaveURL(/\/callbacksuccessurl\?payment=[^&]+&purpose=pack$/);
      const paymentId = new URL(page.url()).searchParams.get("payment") ?? "";
      await page.goto("/profil");
      await expect(page.getByText("100 crédits", { exact: true })).toBeVisible();
      // The payment is a receipt on the transactions page: what, XOF, method and its reference.
      await page.goto("/historique-transaction");
      const receipt = page.getByTestId("payment-receipt").filter({ hasText: "Pack · Pack Découverte" });
      await expect(receipt).toHaveCount(1);
      await expect(receipt.getByText("Payé", { exact: true })).toBeVisible();
      await expect(receipt.getByText(/^95\s000\sXOF$/)).toBeVisible();
      await expect(receipt.getByText("Wave", { exact: true })).toBeVisible();
      await expect(receipt.getByText("Référence")).toBeVisible();
      // The sandbox's reference is the payment itself; Wave's is its session, the payment's number beside it.
      await expect(receipt.getByText(paymentId, { exact: true })).toBeVisible();
    });

    test("a reload during the Orange Money wait resumes it where it was", async ({
      page,
      baseURL,
      request,
    }) => {
      const member = await registerVerifiedMember(request, baseURL ?? "");
      await logIn(page, baseURL ?? "", member);
      await openPacks(page);
      await buyButton(page, "Pack Essentiel").click();
      const link = await startOrangeMoney(page);

      await page.reload();
      await expect(qrImage(page)).toBeVisible();
      await expect(paymentDialog(page).getByText("En attente de la confirmation du paiement…")).toBeVisible();
      await answerOnProvider(page, link, "Confirmer le paiement");
      await pollOnce(
        page,
        page.getByText("Paiement confirmé avec succès! 50 crédits ajoutés à votre solde."),
      );
      await paymentDialog(page).getByRole("button", { name: "Terminé" }).click();
      await expect(paymentDialog(page)).toBeHidden();
      // Shown once: another reload resumes nothing.
      await page.reload();
      await page.clock.runFor(3_000);
      await expect(paymentDialog(page)).toBeHidden();
      await expectBalance(page, "50 crédits");
    });

    test("a pack refused on Orange Money says so in French and lets the member choose again", async ({
      page,
      baseURL,
      request,
    }) => {
      const member = await registerVerifiedMember(request, baseURL ?? "");
      await logIn(page, baseURL ?? "", member);
      await openPacks(page);
      await buyButton(page, "Pack Bien-être").click();
      const link = await startOrangeMoney(page);
      await answerOnProvider(page, link, "Refuser");
      const dialog = paymentDialog(page);
      await pollOnce(page, dialog.getByText("Une erreur est survenue lors du paiement. Veuillez réessayer."));
      await expect(dialog.getByRole("button", { name: "Confirmer le paiement" })).toBeDisabled();
      await dialog.getByRole("button", { name: "Retour" }).click();
      await expect(
        dialog.getByRole("heading", { name: "Choisissez votre moyen de paiement" }),
      ).toBeAttached();
      await expect(dialog.getByRole("radio", { name: /^Orange Money/ })).toBeChecked();
      await expect(dialog.getByText("Wave", { exact: true })).toBeVisible();
    });
  });
}

/**
 * A pack bought with the wallet that only Wave's webhook can settle: real providers only (the
 * sandbox has no webhook). Wave's lookup keeps saying the session is open, so the return page's
 * question is not what adds the credits.
 */
export function packWebhookJourney(test: ProviderTest, providers: string) {
  test.describe(providers, () => {
    test.beforeEach(async ({ page }) => {
      await skipPromo(page);
      await page.clock.install();
    });

    test("a pack paid with the wallet is credited by Wave's webhook while the member waits, and once only", async ({
      page,
      baseURL,
      request,
      desk,
    }) => {
      const member = await registerVerifiedMember(request, baseURL ?? "");
      await logIn(page, baseURL ?? "", member);
      await openPacks(page);
      await buyButton(page, "Pack Découverte").click();
      const dialog = paymentDialog(page);
      await dialog.getByText("Wave", { exact: true }).click();
      await dialog.getByRole("button", { name: "Confirmer le paiement" }).click();
      await expect(page).toHaveURL(desk.wallet);
      const session = await payWithWebhookOnly(page, desk.wave, "pack");
      // Wave sends the event again: the credits are not added a second time.
      expect(await desk.wave.replayLast(session)).toBe(200);
      await expectBalance(page, "100 crédits");
    });
  });
}
