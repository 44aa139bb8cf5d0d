import type { Route } from "@playwright/test";
import { type RunningServer, startServer } from "./support/server";
import { expect, isPhone, storeTokens, test } from "./support/test";

// The member calls are held on their way out: no service worker may answer them first.
test.use({ serviceWorkers: "block" });

let server: RunningServer;
test.afterEach(async () => {
  await server?.stop();
});

test("an access token that expires while screens load is refreshed once, and nobody sees it", async ({
  page,
}) => {
  server = await startServer();
  const login = await page.request.post(`${server.url}/api/accounts/login/`, {
    data: { username: "demo@example.com", password: "Demo2026!" },
  });
  const { body: tokens } = await login.json();
  // The phone's clock stands where the token was issued: to the app it stays good for 5 minutes,
  // and no timer of the app refreshes it ahead of time during the test.
  await page.clock.install();
  await page.goto(`${server.url}/`);
  await storeTokens(page, tokens);
  await page.goto(`${server.url}/profil`);
  await expect(page.getByRole("heading", { level: 1, name: "Mon Profil" })).toBeVisible();

  // Six minutes later for the server: the access token it issued has expired there.
  await server.stop();
  server = await startServer({
    port: Number(new URL(server.url).port),
    dataDir: server.dataDir,
    env: { CLOCK_OFFSET_MINUTES: "6" },
  });

  // The screens' calls sent with the expired token are held until all of them are out at once.
  const screens = [
    "/api/booking/booking/validated",
    "/api/payments/user-credit-records/",
    "/api/payments/user-mobile-payments/",
  ];
  const held: Route[] = [];
  const statuses: string[] = [];
  await page.route(
    (url) => screens.some((path) => url.pathname.startsWith(path)),
    (route) => {
      if (route.request().headers().authorization !== `Bearer ${tokens.access}`) return route.continue();
      held.push(route);
      if (held.length === screens.length) for (const r of held) void r.continue();
    },
  );
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith("/api/accounts/") || screens.some((s) => path.startsWith(s)))
      statuses.push(`${response.status()} ${path}`);
  });

  // Two screens start loading at once, as the router preloads a link the member is about to open.
  // The router waits a moment on intent before it preloads (leaving the link before cancels it).
  await page
    .getByRole("link", { name: /transactions/i })
    .first()
    .focus();
  await page.clock.runFor(100);
  if (isPhone(page)) await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  const bookingsLink = page.getByRole("link", { name: "Mes réservations" }).first();
  await bookingsLink.hover();
  await page.clock.runFor(100);
  await expect.poll(() => held.length).toBe(screens.length);
  await expect
    .poll(() => statuses.filter((s) => !s.startsWith("401") && !s.includes("refresh")).length)
    .toBe(screens.length);

  expect(statuses.filter((s) => s.startsWith("401")).sort()).toEqual([
    "401 /api/booking/booking/validated",
    "401 /api/payments/user-credit-records/",
    "401 /api/payments/user-mobile-payments/",
  ]);
  expect(statuses.filter((s) => s.includes("refresh-token"))).toEqual(["200 /api/accounts/refresh-token/"]);

  // Both screens open with their data, without a word about the session.
  await bookingsLink.click();
  await expect(page.getByRole("heading", { level: 1, name: "Mes réservations" })).toBeVisible();
  await expect(page.getByText(/session a expiré|erreur est survenue/i)).toHaveCount(0);
  await page.goto(`${server.url}/historique-transaction`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/session a expiré|erreur est survenue/i)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("access_token"))).not.toBe(tokens.access);
});
