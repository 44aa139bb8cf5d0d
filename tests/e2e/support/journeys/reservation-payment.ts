import type { Page } from "@playwright/test";
import { accessToken, buyCredits, chooseService, chooseSlot, nextButton } from "../booking";
import type { JourneyTest } from "../journey-test";
import { logIn, registerVerifiedMember, skipPromo } from "../members";
import type { ProviderTest } from "../provider-stack";
import { expect, isPhone } from "../test";
import { payWithWebhookOnly } from "../wave-webhook";

const dialog = (page: Page) => page.getByRole("dialog");

/** Books `service` at a slot with `method` chosen at step 3, and waits for the payment modal. */
async function bookAndOpenPayment(page: Page, service: string, pick: number, method: string) {
  await page.goto("/reservation");
  await chooseService(page, service);
  await nextButton(page).click();
  await chooseSlot(page, pick);
  await nextButton(page).click();
  await page.getByRole("group", { name: "Moyen de paiement" }).getByText(method, { exact: true }).click();
  if (isPhone(page)) await nextButton(page).click();
  // The summary says how the member chose to pay.
  await expect(page.getByRole("region", { name: "Résumé", exact: true })).toContainText(method);
  await page.getByLabel(/J'accepte les conditions/).check();
  await page.getByLabel(/aucune contre-indication/).check();
  await page.clock.pauseAt(Date.now() + 60_000);
  const created = page.waitForResponse((r) => r.url().endsWith("/api/booking/booking/create/"));
  await page.getByRole("button", { name: /^Réserver/ }).click();
  expect((await created).status()).toBe(201);
  // The modal opens half a second after the booking, not before.
  await expect(dialog(page)).toBeHidden();
  await expect(async () => {
    await page.clock.runFor(250);
    await expect(dialog(page)).toBeVisible({ timeout: 100 });
  }).toPass();
  await expect(dialog(page).getByRole("radio", { name: new RegExp(`^${method}`) })).toBeChecked();
}

async function expectConfirmed(page: Page, service: string, method: string) {
  await expect(page).toHaveURL(/\/confirmation\?status=success/);
  await expect(page.getByRole("heading", { level: 1, name: "Réservation Confirmée" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(service);
  await expect(page.getByRole("main")).toContainText(method);
}

/** The booking journeys through payment, on the server (and providers) `test` runs against. */
export function reservationPaymentJourneys(test: JourneyTest, providers: string) {
  test.describe(providers, () => {
    test.beforeEach(async ({ page }) => {
      await skipPromo(page);
      // Timers move only when a test moves them: the 0.5 s before the modal and the 3 s polls.
      await page.clock.install();
    });

    test("paid with credits: the balance falls by the total", async ({ page, baseURL }) => {
      const base = baseURL as string;
      const member = await registerVerifiedMember(page.request, base);
      const credits = await buyCredits(page.request, base, await accessToken(page.request, base, member));
      await logIn(page, base, member);
      await bookAndOpenPayment(page, "Yoga hatha", isPhone(page) ? 11 : 12, "Crédits");
      await expect(dialog(page).getByText(`Solde: ${credits} crédits`)).toBeVisible();
      await dialog(page).getByRole("button", { name: "Confirmer le paiement" }).click();
      await expectConfirmed(page, "Yoga hatha", "Crédits");
      await page.goto("/profil");
      await expect(page.getByText(`${credits - 8} crédits`, { exact: true })).toBeVisible();
    });

    test("a short balance shows before choosing; the method chosen is not asked again; paid at the venue", async ({
      page,
      baseURL,
    }) => {
      const base = baseURL as string;
      await logIn(page, base, await registerVerifiedMember(page.request, base));
      await page.goto("/reservation");
      await chooseService(page, "Pilates");
      await nextButton(page).click();
      await chooseSlot(page, isPhone(page) ? 13 : 14);
      await nextButton(page).click();
      // Step 3: the balance on the credits card, which cannot be chosen with too few.
      const methods = page.getByRole("group", { name: "Moyen de paiement" });
      await expect(methods.getByText("Solde: 0 crédit · Solde insuffisant.")).toBeVisible();
      await expect(methods.getByRole("radio", { name: /^Crédits/ })).toBeDisabled();
      if (isPhone(page)) await nextButton(page).click();
      // Step 4: the method kept by default is named, and the total is in what is paid (XOF).
      const summary = page.getByRole("region", { name: "Résumé", exact: true });
      await expect(summary).toContainText("Paiement sur place");
      await expect(summary).not.toContainText("Total en crédits");
      await expect(summary).toContainText(/Total\s*\d[\d\s]*XOF/);
      await page.getByLabel(/J'accepte les conditions/).check();
      await page.getByLabel(/aucune contre-indication/).check();
      await page.clock.pauseAt(Date.now() + 60_000);
      await page.getByRole("button", { name: /^Réserver/ }).click();
      await expect(async () => {
        await page.clock.runFor(250);
        await expect(dialog(page)).toBeVisible({ timeout: 100 });
      }).toPass();
      // The window shows the method chosen at step 3 alone, and lets the member change it.
      await expect(dialog(page).getByRole("radio")).toHaveCount(1);
      await expect(dialog(page).getByRole("radio", { name: /^Paiement sur place/ })).toBeChecked();
      await dialog(page).getByRole("button", { name: "Changer de moyen de paiement" }).click();
      await dialog(page).getByText("Crédits", { exact: true }).click();
      await expect(
        dialog(page).getByText("Solde insuffisant. Veuillez recharger vos crédits."),
      ).toBeVisible();
      await expect(dialog(page).getByRole("button", { name: "Confirmer le paiement" })).toBeDisabled();
      await dialog(page).getByText("Paiement sur place", { exact: true }).click();
      await expect(dialog(page).getByText("Payez lors de votre arrivée", { exact: true })).toBeVisible();
      await dialog(page).getByRole("button", { name: "Confirmer le paiement" }).click();
      await expectConfirmed(page, "Pilates", "Paiement sur place");
    });

    test("paid by Orange Money, approved on the phone while the app polls, resumed after a reload", async ({
      page,
      baseURL,
    }) => {
      const base = baseURL as string;
      await logIn(page, base, await registerVerifiedMember(page.request, base));
      await bookAndOpenPayment(page, "Cardio training", isPhone(page) ? 15 : 16, "Orange Money");
      const answer = page.waitForResponse((r) => r.url().endsWith("/api/payments/paiement/orange-money/"));
      await dialog(page).getByRole("button", { name: "Confirmer le paiement" }).click();
      const { deepLinks } = (await (await answer).json()) as { deepLinks: { OM: string } };
      await expect(dialog(page).getByRole("heading", { name: "Paiement Orange Money" })).toBeVisible();
      await expect(dialog(page).getByRole("img", { name: "QR code de paiement Orange Money" })).toBeVisible();
      await page.clock.runFor(3_000);
      // The member leaves for the wallet app and the page reloads: the wait picks up where it was.
      await page.reload();
      await expect(dialog(page).getByText("En attente de la confirmation du paiement…")).toBeVisible();
      const provider = await page.context().newPage();
      // The payer's phone: what the QR code's Orange Money link opens.
      await provider.goto(deepLinks.OM);
      await provider.getByRole("button", { name: "Confirmer le paiement" }).click();
      await expect(provider.getByText(/Paiement accepté/)).toBeVisible();
      await provider.close();
      await page.clock.runFor(3_000);
      await expectConfirmed(page, "Cardio training", "Orange Money");
    });

    test("paid with the wallet through its checkout and the return page", async ({ page, baseURL, desk }) => {
      const base = baseURL as string;
      await logIn(page, base, await registerVerifiedMember(page.request, base));
      await bookAndOpenPayment(page, "Renforcement musculaire", isPhone(page) ? 17 : 18, "Wave");
      await dialog(page).getByRole("button", { name: "Confirmer le paiement" }).click();
      await expect(page).toHaveURL(desk.wallet);
      await page.getByRole("button", { name: "Payer" }).click();
      await expect(page).toHaveURL(/\/callbacksuccessurl\?payment=[^&]+&purpose=booking$/);
      await expect(page.getByRole("heading", { level: 1, name: "Paiement réussi !" })).toBeVisible();
      await expect(page.getByText("Confirmé")).toBeVisible();
      await expect(page.getByRole("main")).toContainText("Wave");
    });

    test("the whole booking with the keyboard only", async ({ page, baseURL }) => {
      const base = baseURL as string;
      await logIn(page, base, await registerVerifiedMember(page.request, base));
      await page.goto("/reservation");
      await expect(page.getByRole("heading", { name: "Choisissez votre service" })).toBeVisible();
      const press = async (key: string, times = 1) => {
        for (let i = 0; i < times; i++) await page.keyboard.press(key);
      };
      /** Tabs until `locator` has the focus, then presses `key` on it. */
      const reach = async (locator: ReturnType<Page["locator"]>, key = "Enter") => {
        for (let i = 0; i < 80 && !(await locator.evaluate((el) => el === document.activeElement)); i++)
          await press("Tab");
        await expect(locator).toBeFocused();
        await press(key);
      };
      await reach(page.getByRole("button", { name: /^Yoga hatha/ }));
      await reach(nextButton(page));
      const slots = page.getByRole("button", { name: /^\d\dh\d\d/ }).and(page.locator(":enabled"));
      // From tomorrow on, the first day of the window that has free slots (any run date).
      for (let d = 1; d < 5 && (await slots.count()) === 0; d++) {
        await reach(page.getByRole("group", { name: "Dates" }).locator("button[aria-pressed]").nth(d));
        await expect(page.getByRole("heading", { name: /^Créneaux horaires · / })).toBeVisible();
      }
      await expect(slots.first()).toBeVisible();
      await reach(slots.nth((isPhone(page) ? 19 : 20) % (await slots.count())));
      await reach(nextButton(page));
      await expect(page.getByRole("group", { name: "Moyen de paiement" })).toBeVisible();
      await reach(page.getByRole("radio", { name: /^Paiement sur place/ }), "Space");
      if (isPhone(page)) await reach(nextButton(page));
      await reach(page.getByLabel(/J'accepte les conditions/), "Space");
      await reach(page.getByLabel(/aucune contre-indication/), "Space");
      await page.clock.pauseAt(Date.now() + 60_000);
      await reach(page.getByRole("button", { name: /^Réserver/ }));
      await expect(async () => {
        await page.clock.runFor(250);
        await expect(dialog(page)).toBeVisible({ timeout: 100 });
      }).toPass();
      await reach(dialog(page).getByRole("button", { name: "Confirmer le paiement" }));
      await expectConfirmed(page, "Yoga hatha", "Paiement sur place");
    });
  });
}

/**
 * The wallet journey that only Wave's webhook can settle: real providers only (the sandbox has no
 * webhook). Wave's lookup keeps saying the session is open, so the return page's question is not
 * what pays the booking.
 */
export function reservationWebhookJourney(test: ProviderTest, providers: string) {
  test.describe(providers, () => {
    test.beforeEach(async ({ page }) => {
      await skipPromo(page);
      await page.clock.install();
    });

    test("paid with the wallet: Wave's webhook confirms it while the member waits, and once only", async ({
      page,
      baseURL,
      desk,
    }) => {
      const base = baseURL as string;
      const member = await registerVerifiedMember(page.request, base);
      await logIn(page, base, member);
      await bookAndOpenPayment(page, "Renforcement musculaire", isPhone(page) ? 21 : 22, "Wave");
      await dialog(page).getByRole("button", { name: "Confirmer le paiement" }).click();
      await expect(page).toHaveURL(desk.wallet);
      const session = await payWithWebhookOnly(page, desk.wave, "booking");
      await expect(page.getByRole("main")).toContainText("Wave");
      // Wave sends the event again: the booking is not paid (nor announced) a second time.
      expect(await desk.wave.replayLast(session)).toBe(200);
      const confirmed = async () =>
        (
          (await (
            await page.request.get(`${base}/api/dev/mail?to=${encodeURIComponent(member.email)}`)
          ).json()) as { subject: string }[]
        ).filter((m) => m.subject.startsWith("Réservation confirmée")).length;
      await expect.poll(confirmed).toBe(1);
    });
  });
}
