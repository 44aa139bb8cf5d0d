import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, testChromiumPath } from "../../scripts/browser.mjs";
import { startServer } from "./support/server";
import { expect, test } from "./support/test";

test("the manifest is valid and Chromium finds the app installable", async ({ page, baseURL }) => {
  await page.goto("/");
  const manifest = await (await page.request.get(`${baseURL}/manifest.webmanifest`)).json();
  expect(manifest).toMatchObject({
    lang: "fr",
    start_url: "/",
    display: "standalone",
    name: expect.any(String),
    short_name: expect.any(String),
    description: expect.stringContaining("Réservez"),
    theme_color: expect.stringMatching(/^#/),
    background_color: expect.stringMatching(/^#/),
  });
  const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes}:${i.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(["192x192:any", "512x512:any", "512x512:maskable"]));
  expect(manifest.screenshots.map((s: { form_factor: string }) => s.form_factor).sort()).toEqual([
    "narrow",
    "wide",
  ]);
  // Long-press shortcuts to the three things clients come for, each with its icon.
  expect(manifest.shortcuts.map((c: { name: string; url: string }) => `${c.name} ${c.url}`)).toEqual([
    "Faire une réservation /reservation",
    "Mes réservations /historique",
    "Nos packs /packs",
  ]);
  const shortcutIcons = manifest.shortcuts.flatMap((c: { icons: { src: string }[] }) => c.icons);
  for (const asset of [...manifest.icons, ...manifest.screenshots, ...shortcutIcons]) {
    const response = await page.request.get(`${baseURL}${asset.src}`);
    expect(response.status(), asset.src).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  }

  // Installability is not reported in incognito contexts: use a real profile, as a phone would.
  const profile = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "profile-")), {
    executablePath: testChromiumPath,
    args: chromiumArgs,
    viewport: page.viewportSize(),
  });
  try {
    const installed = await profile.newPage();
    await installed.goto(`${baseURL}/`);
    await installed.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await profile.newCDPSession(installed);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
    const { errors } = await cdp.send("Page.getAppManifest");
    expect(errors).toEqual([]);
  } finally {
    await profile.close();
  }
});

test("after one online visit the catalogue opens with the server gone and the phone offline", async ({
  browser,
}) => {
  test.slow();
  const server = await startServer();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/services`);
    await expect(page.locator("article")).toHaveCount(6);
    // The service worker is in control and has put the whole catalogue in its cache.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      for (let i = 0; i < 100 && !navigator.serviceWorker.controller; i++)
        await new Promise((r) => setTimeout(r, 100));
    });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const names = await caches.keys();
          let count = 0;
          for (const name of names) count += (await (await caches.open(name)).keys()).length;
          return names.includes("public-catalogue-v1") && names.includes("public-images-v1") ? count : 0;
        }),
      )
      .toBeGreaterThan(20);
    // The precache holds the shell and the screens, not what the phone may never need: the PNG
    // icons (the browser fetches its own), the local database, the HTML sanitiser, the screens
    // that only work online (signing in, codes, a wallet's return).
    const precached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((n) => n.startsWith("workbox-precache"));
      const requests = name ? await (await caches.open(name)).keys() : [];
      return requests.map((r) => new URL(r.url).pathname);
    });
    expect(precached).toContain("/index.html");
    expect(precached.some((p) => /\/assets\/react-/.test(p))).toBe(true);
    expect(
      precached.filter((p) =>
        /\.png$|\/assets\/(dexie|dompurify|login|otp-verification|callback-screen)-/.test(p),
      ),
    ).toEqual([]);
    // Opened once online, a service page leaves its sanitiser in the cache for offline visits, and
    // the sign-in page its own file.
    await page.goto(`${server.url}/services/2`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto(`${server.url}/auth/login`);
    await expect(page.getByRole("heading", { level: 1, name: "Bon retour parmi nous" })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const kept = await (await caches.open("late-assets-v1")).keys();
          return kept.map((r) => new URL(r.url).pathname.replace(/-[\w-]+\.js$/, ""));
        }),
      )
      .toEqual(expect.arrayContaining(["/assets/dompurify", "/assets/login"]));

    await server.stop();
    await context.setOffline(true);

    await page.goto(`${server.url}/services`);
    await expect(page.getByRole("heading", { level: 1, name: "Nos services" })).toBeVisible();
    await expect(page.locator("article")).toHaveCount(6);
    await expect(page.getByText("Vous êtes hors ligne")).toBeVisible();
    await page.getByRole("button", { name: "Page 2" }).click();
    await expect(page.locator("article").first()).toBeVisible();

    // A service never opened online still opens, from the cached catalogue.
    await page.goto(`${server.url}/services/11`);
    await expect(page.getByRole("heading", { level: 1, name: "Rituel bien-être Teranga" })).toBeVisible();
    const image = page.locator("article img").first();
    await expect(image).toHaveJSProperty("complete", true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.goto(`${server.url}/services/1`);
    await expect(page.getByRole("heading", { level: 1, name: "Massage suédois" })).toBeVisible();

    // The sign-in page, opened once online, opens offline; a page that only works online and was
    // never opened says to check the connection.
    await page.goto(`${server.url}/auth/login`);
    await expect(page.getByRole("heading", { level: 1, name: "Bon retour parmi nous" })).toBeVisible();
    await page.goto(`${server.url}/auth/forgot-password`);
    await expect(
      page.getByText("Connexion impossible. Vérifiez votre connexion internet et réessayez."),
    ).toBeVisible();
  } finally {
    await context.close();
    await server.stop();
  }
});
