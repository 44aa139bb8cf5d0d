import { type RunningServer, startServer } from "./support/server";
import { expect, test } from "./support/test";

let server: RunningServer;
test.beforeEach(async () => {
  server = await startServer();
});
test.afterEach(() => server.stop());

test("the banner follows the server answering, not only what the phone says about its network", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(`${server.url}/services`);
  await expect(page.locator("article")).toHaveCount(6);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
  });
  const banner = page.getByRole("status").filter({ hasText: "Le serveur ne répond pas" });
  await expect(banner).toHaveCount(0);

  // The phone still says it is online; the server is gone.
  await server.stop();
  await page.getByRole("button", { name: "Page 2" }).click();
  // The page still shows, from the catalogue kept on the phone; the banner says where it comes from.
  await expect(page.locator("article").first()).toBeVisible();
  await expect(banner).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);

  // Back: the app's own checks find it, with no request from the member. A check may still meet
  // the browser's last broken connection to the old server, so a later check may be the one.
  server = await startServer({ port: Number(new URL(server.url).port), dataDir: server.dataDir });
  await expect(async () => {
    await page.clock.runFor(20_000);
    await expect(banner).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
});
