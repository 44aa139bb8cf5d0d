import type { Page } from "@playwright/test";
import type { FakeWave } from "../../fakes/wave";
import { expect } from "./test";

/**
 * On Wave's checkout page: pays there while Wave's API does not show the payment yet, so that only
 * its webhook can tell our server. The member comes back to the return page, which asks the server
 * (Wave's lookup still says the session is open) and waits; then Wave's signed webhook arrives and
 * the page's next question, 3 s later on the paused clock, shows the payment made. Answers the
 * session, for the journey to replay its webhook.
 */
export async function payWithWebhookOnly(page: Page, wave: FakeWave, purpose: "booking" | "pack") {
  const session = wave.sessionOf(page.url());
  wave.webhookOnly(session);
  const firstAsk = page.waitForResponse((r) =>
    r.url().includes("/api/payments/paiement/orange-money/get-status/"),
  );
  await page.getByRole("button", { name: "Payer" }).click();
  await expect(page).toHaveURL(new RegExp(`/callbacksuccessurl\\?payment=[^&]+&purpose=${purpose}$`));
  // The server asked Wave, which still says open: the return page cannot have settled it.
  expect((await (await firstAsk).json()).status).toBe("PENDING");
  expect(wave.state.lookups).toContain(session);
  await expect(page.getByRole("heading", { level: 1, name: "Vérification du paiement…" })).toBeVisible();

  expect(await wave.deliverKept(session)).toBe(200);
  await page.clock.runFor(3_000);
  await expect(page.getByRole("heading", { level: 1, name: "Paiement réussi !" })).toBeVisible();
  await expect(page.getByText("Confirmé")).toBeVisible();
  return session;
}
