import { logIn, registerVerifiedMember, skipPromo } from "./support/members";
import { startServer } from "./support/server";
import { expect, test } from "./support/test";

test("with the API server stopped, Mon Profil (with the balance) and the packs show their last copy", async ({
  browser,
}) => {
  test.slow();
  const server = await startServer();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const member = await registerVerifiedMember(context.request, server.url);
    await skipPromo(page);
    await logIn(page, server.url, member);
    await page.goto(`${server.url}/profil`);
    // Once the service worker has the page, the files the copies need are kept for offline use.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      for (let i = 0; i < 100 && !navigator.serviceWorker.controller; i++)
        await new Promise((r) => setTimeout(r, 100));
    });
    await page.reload();
    await expect(page.getByText(member.email)).toBeVisible();
    await page.goto(`${server.url}/packs`);
    const firstPack = page.getByRole("button", { name: "Acheter ce pack" }).first();
    await expect(firstPack).toBeVisible();
    const packNames = await page.getByRole("heading", { level: 2 }).allInnerTexts();
    // The copies are written once the answers are in: give the local database its turn.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open("centre-booking");
              open.onerror = () => resolve(0);
              open.onsuccess = () => {
                const db = open.result;
                const names = ["profileCopy", "packsCopy"].filter((n) => db.objectStoreNames.contains(n));
                if (names.length < 2) return resolve(0);
                const tx = db.transaction(names);
                let rows = 0;
                let pending = names.length;
                for (const name of names) {
                  const count = tx.objectStore(name).count();
                  count.onsuccess = () => {
                    rows += count.result;
                    if (--pending === 0) resolve(rows);
                  };
                }
              };
            }),
        ),
      )
      .toBe(2);

    // The server is gone: the phone's copies are shown, with when they were loaded.
    await server.stop();
    // Nor has the browser kept the packs' answer (public, kept 60 s), nor the service worker: the
    // app's own copy must do.
    await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
    await page.evaluate(async () => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys())
          if (request.url.includes("/api/configs/credit/")) await cache.delete(request);
      }
    });
    await page.reload();
    await expect(page.getByText("Connexion impossible : voici les dernières informations")).toBeVisible();
    await expect(page.getByText(/^Dernière mise à jour : /)).toBeVisible();
    await expect(firstPack).toBeVisible();
    expect(await page.getByRole("heading", { level: 2 }).allInnerTexts()).toEqual(packNames);
    await expect(page.getByText("Impossible de charger les packs.")).toHaveCount(0);

    await page.goto(`${server.url}/profil`);
    await expect(page.getByRole("heading", { level: 1, name: "Mon Profil" })).toBeVisible();
    await expect(page.getByText("Connexion impossible : voici les dernières informations")).toBeVisible();
    await expect(page.getByText(/^Dernière mise à jour : /)).toBeVisible();
    await expect(page.getByText(member.email)).toBeVisible();
    await expect(page.getByText("Solde disponible")).toBeVisible();
    await expect(page.getByRole("link", { name: /vos transactions/ })).toBeVisible();
    await expect(page.getByText("Une erreur est survenue lors du chargement de votre profil")).toHaveCount(0);
  } finally {
    await context.close();
    await server.stop().catch(() => undefined);
  }
});
