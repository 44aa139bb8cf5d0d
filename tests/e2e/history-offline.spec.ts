import { accessToken, buyCredits } from "./support/booking";
import { bookConfirmed } from "./support/history";
import { accountButton, logIn, registerVerifiedMember, skipPromo } from "./support/members";
import { startServer } from "./support/server";
import { expect, test } from "./support/test";

test("with the API server stopped the last bookings still show; the server refuses a cancel past the cut-off", async ({
  browser,
}) => {
  test.slow();
  let server = await startServer();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const { request } = context;
    const member = await registerVerifiedMember(request, server.url);
    const token = await accessToken(request, server.url, member);
    await buyCredits(request, server.url, token);
    const booked = await bookConfirmed(request, server.url, token, {
      serviceName: "Pilates",
      fromDay: 1,
      method: "PAY02",
    });
    await skipPromo(page);
    await logIn(page, server.url, member);
    await page.goto(`${server.url}/historique`);
    await expect(page.getByRole("heading", { level: 3, name: "Pilates" })).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      for (let i = 0; i < 100 && !navigator.serviceWorker.controller; i++)
        await new Promise((r) => setTimeout(r, 100));
    });

    // The server is gone (not only the browser's offline flag): the phone's copy is shown.
    await server.stop();
    await page.reload();
    await expect(page.getByText("Connexion impossible : voici les dernières informations")).toBeVisible();
    await expect(page.getByText(/^Dernière mise à jour : /)).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Pilates" })).toBeVisible();
    await page.getByRole("button", { name: /^Annuler : Pilates/ }).click();
    const dialog = page.getByRole("dialog", { name: "Confirmer l'annulation" });
    await dialog.getByRole("button", { name: "Oui, annuler" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(/l'annulation demande une connexion internet/);

    // Back, with the server's clock an hour before the session: the server refuses, in French.
    const start = Date.parse(`${booked.day}T${booked.start}Z`);
    const minutes = Math.floor((start - Date.now()) / 60_000) - 60;
    server = await startServer({
      port: Number(new URL(server.url).port),
      dataDir: server.dataDir,
      env: { CLOCK_OFFSET_MINUTES: String(minutes) },
    });
    await dialog.getByRole("button", { name: "Oui, annuler" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "Impossible d'annuler une réservation qui commence dans moins de 3 heures.",
    );
    await page.keyboard.press("Escape");
    await page.reload();
    await expect(page.getByText(/^Dernière mise à jour : /)).toBeVisible();
    await expect(
      page.getByText("Impossible d'annuler une réservation qui commence dans moins de 3 heures."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /^Annuler : Pilates/ })).toHaveCount(0);

    // Logout leaves nothing of the member's history on the phone.
    const kept = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open("centre-booking");
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const count = open.result.transaction("bookingHistory").objectStore("bookingHistory").count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      );
    expect(await kept()).toBe(1);
    await accountButton(page).click();
    await page.getByRole("menuitem", { name: "Déconnexion" }).click();
    await expect.poll(kept).toBe(0);
  } finally {
    await context.close();
    await server.stop();
  }
});
