import { appendFileSync, cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { type RunningServer, startServer } from "./support/server";
import { expect, test } from "./support/test";

const HOUR = 60 * 60 * 1000;

test.describe("a new version deployed while the app is open", () => {
  let server: RunningServer;
  let dist: string;
  test.beforeEach(async () => {
    // A copy of the build, so this test can deploy a new one under the running server.
    dist = join(mkdtempSync(join(tmpdir(), "deploy-")), "dist");
    cpSync("dist", dist, { recursive: true });
    server = await startServer({ env: { DIST_DIR: dist } });
  });
  test.afterEach(() => server.stop());

  test("is found by the hourly check and offered; 'Mettre à jour' switches to it", async ({ page }) => {
    await page.clock.install();
    // Not the home page: its welcome offer would stand, modal, over the prompt.
    await page.goto(`${server.url}/services`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
    });

    // The deploy: a new service worker (its bytes differ).
    appendFileSync(join(dist, "sw.js"), "\n// version 2\n");
    const prompt = page.getByRole("status").filter({ hasText: "Une nouvelle version est disponible" });
    await expect(prompt).toHaveCount(0);
    await page.clock.runFor(HOUR);
    await expect(prompt).toBeVisible({ timeout: 20_000 });

    // Nothing reloads until the member says so.
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    const reloaded = page.waitForEvent("load");
    await prompt.getByRole("button", { name: "Mettre à jour" }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere ?? false)).toBe(
      false,
    );
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return {
        waiting: registration.waiting !== null,
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
    expect(state).toEqual({ waiting: false, controlled: true });
    await expect(prompt).toHaveCount(0);
  });
});

/** Requests that load a new document (a reload), not the app's own page changes. */
function countReloads(page: Page) {
  const loads = { count: 0 };
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count += 1;
  });
  return loads;
}

test.describe("a screen file gone from the server (a tab left open across a deploy)", () => {
  // With no service worker the tab asks the server for every file, like a first visit did.
  test.use({ serviceWorkers: "block" });

  // The FAQ has no error screen of its own; a service page has one, which must hand over too.
  const screens: {
    name: string;
    from: string;
    file: RegExp;
    gone?: (body: string) => boolean;
    path: string;
    heading: string | RegExp;
  }[] = [
    { name: "the FAQ", from: "/", file: /\/assets\/Faq-[\w-]+\.js$/, path: "/Faq", heading: /questions/i },
    {
      name: "a service",
      from: "/services",
      file: /\/assets\/_id-[\w-]+\.js$/,
      // The page's own file, not its error screen's, which must still load. Only the first carries
      // the loader, whose code (catalogue-data) is in the catalogue's file.
      gone: (body: string) => /\/catalogue-[\w-]+\.js/.test(body),
      path: "/services/1",
      heading: "Massage suédois",
    },
  ];
  for (const screen of screens) {
    test(`reloads once onto the new build, which opens ${screen.name}`, async ({ page }) => {
      const loads = countReloads(page);
      await page.goto(screen.from);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

      // The deploy: the page served now starts from another entry file, the old screen file is gone.
      let reloaded = false;
      const before = loads.count;
      page.on("request", (request) => {
        if (request.isNavigationRequest()) reloaded = true;
      });
      // The new build's entry has another address; every file of the new build names the new one.
      // Files the old page still loads keep naming the old entry: renamed there, they would start
      // a second copy of the app inside the old page.
      const entry = /index-[\w-]+\.js/g;
      const renamed = (text: string) => text.replace(entry, (name) => `${name}?build=2`);
      await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (!reloaded) {
          const gone = screen.file.test(route.request().url()) && (screen.gone?.(body) ?? true);
          if (gone) return route.fulfill({ status: 404, body: "" });
          return route.fulfill({ response, body });
        }
        await route.fulfill({ response, body: renamed(body) });
      });
      await page.route(
        (url) => url.pathname === "/index.html" || url.pathname === screen.path,
        async (route) => {
          const response = await route.fetch();
          await route.fulfill({ response, body: renamed(await response.text()) });
        },
      );

      if (screen.path === "/Faq")
        await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
      else await page.locator(`a[href="${screen.path}"]`).first().click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(screen.heading);
      expect(loads.count - before).toBe(1);
      // The new page may still be fetching files through the deploy's stand-in: let them go.
      await page.unrouteAll({ behavior: "ignoreErrors" });
    });
  }

  test("does not reload when there is no new build: it says what to do", async ({ page }) => {
    const loads = countReloads(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.route(/\/assets\/Faq-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: "" }));

    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Connexion impossible. Vérifiez votre connexion internet et réessayez.",
    );
    await expect(page.getByRole("button", { name: "Réessayer" })).toBeVisible();
    expect(loads.count).toBe(1);
  });
});
