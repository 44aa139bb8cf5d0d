import type { Page } from "@playwright/test";
import { skipPromo } from "./support/members";
import { appDrawn, expect, loginAsDemo, test } from "./support/test";

/** Holds back the requests to `url`, as a slow connection would, until the answer is called. */
async function holdBack(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

// A first visit: no service worker yet, the server sends each public page already drawn.
test.use({ serviceWorkers: "block" });

test.describe("a public page before any script has run", () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading] of [
    ["/services/1", "Massage suédois"],
    ["/services", "Nos services"],
    ["/", "Votre bien-être commence ici"],
    ["/auth/login", "Bon retour parmi nous"],
  ] as const) {
    test(`${path} shows its content from the page itself`, async ({ page }) => {
      await page.goto(path);
      // Read as drawn: inert until the app arrives, it is not offered to assistive technologies yet.
      await expect(page.locator("main h1, main h2").filter({ hasText: heading }).first()).toBeVisible();
      await expect(page.locator("header").first()).toBeVisible();
      await expect(page.locator("footer")).toBeVisible();
      await expect(page.locator("#root")).toHaveAttribute("inert");
    });
  }
});

test("the app draws over the page without moving it or its scroll, then works as usual", async ({ page }) => {
  await skipPromo(page);
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.total += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  let documents = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  // The app's script held back, as on a slow connection, while the visitor reads and scrolls.
  const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto("/contactez-nous", { waitUntil: "commit" });
  await expect(page.locator("footer")).toBeVisible();
  // Drawn ahead, it cannot be used: nothing typed there would survive the app's arrival.
  await expect(page.locator("#root")).toHaveAttribute("inert");
  await page.evaluate(() => window.scrollTo(0, 600));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  release();
  await appDrawn(page);
  await expect(page.getByLabel("Message")).toBeEditable();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(await page.evaluate(() => (window as unknown as { shifts: { total: number } }).shifts.total)).toBe(
    0,
  );

  // The app's own page changes, with no new document.
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Foire aux questions");
  expect(documents).toBe(1);
});

for (const path of [
  "/",
  "/services",
  "/services/3",
  "/Faq",
  "/Qui-somme-nous",
  "/contactez-nous",
  "/auth/login",
  "/reservation",
]) {
  test(`the app adopts the elements drawn on ${path} instead of drawing them again`, async ({ page }) => {
    // The offer shows on the home page only (and the contact page's map frame refuses storage).
    if (path === "/") await skipPromo(page);
    const complaints: string[] = [];
    page.on("pageerror", (error) => complaints.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") complaints.push(message.text());
    });
    // The app's script held back until the drawn elements are marked.
    const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
    await page.goto(path, { waitUntil: "commit" });
    await page.locator("footer").waitFor({ state: "attached" });
    await page.evaluate(() => {
      const drawn = { main: document.querySelector("main"), footer: document.querySelector("footer") };
      Object.assign(window, { drawn });
    });
    release();
    await appDrawn(page);
    const kept = await page.evaluate(() => {
      const { drawn } = window as unknown as { drawn: Record<string, Element | null> };
      return (
        drawn.main === document.querySelector("main") && drawn.footer === document.querySelector("footer")
      );
    });
    expect(kept).toBe(true);
    // A page that differs from the drawn one would be redrawn by React, with an error logged.
    expect(complaints).toEqual([]);
  });
}

test("a member opening a drawn page gets the member's page, drawn without an error", async ({
  page,
  baseURL,
}) => {
  await skipPromo(page);
  await loginAsDemo(page, baseURL as string);
  const complaints: string[] = [];
  page.on("pageerror", (error) => complaints.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") complaints.push(message.text());
  });
  for (const path of ["/", "/services/3"]) {
    await page.goto(path);
    await expect(page.getByRole("banner").getByRole("button", { name: /Awa/ })).toBeVisible();
  }
  await page.goto("/");
  await expect(page.getByText("Bonjour Awa Diop, ravi de vous revoir !")).toBeVisible();
  expect(complaints).toEqual([]);
});

for (const path of ["/", "/services", "/services/3", "/Faq", "/auth/login", "/reservation"]) {
  test(`the app takes over ${path} with files asked for all at once, none after another`, async ({
    page,
  }) => {
    if (path === "/") await skipPromo(page);
    const asked: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) asked.push(pathname);
    });
    await page.goto(path, { waitUntil: "commit" });
    await appDrawn(page);
    // What the page lists for its start script: the entry and every file the takeover needs. A file
    // found only once another has run would cost a slow connection one more round trip.
    const listed = await page
      .locator("script[data-entry]")
      .evaluate((script: HTMLScriptElement) => [
        script.getAttribute("src"),
        script.dataset.entry,
        ...(script.dataset.preload ?? "").split(" "),
      ]);
    expect(asked.length).toBeGreaterThan(3);
    // The service worker's helpers (its own, and the polling helper that looks for a new version
    // every hour) come once the app has taken over, on purpose (see above).
    const late = /\/(workbox-window[\w.-]*|poll-[\w-]+)\.js$/;
    expect(asked.filter((file) => !listed.includes(file) && !late.test(file))).toEqual([]);
  });
}

test("the carousel's controls stay where they were drawn once the app takes over", async ({ page }) => {
  await skipPromo(page);
  const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto("/", { waitUntil: "commit" });
  const carousel = page.getByRole("region", { name: "Programmes Signature" });
  const pause = carousel.getByRole("button", { name: "Mettre le défilement en pause" });
  await pause.waitFor();
  // As the visitor sees it: once the page's style sheet applies (the markup may come before it).
  await page.waitForFunction(() =>
    [...document.styleSheets].some((sheet) => {
      try {
        return Boolean(sheet.href?.includes("/assets/")) && sheet.cssRules.length > 0;
      } catch {
        return false;
      }
    }),
  );
  // Where it sits on the page, whatever the scroll.
  const place = () =>
    pause.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return { x: box.x + window.scrollX, y: box.y + window.scrollY };
    });
  const drawn = await place();
  release();
  await appDrawn(page);
  // A tap adopts the carousel, which then lays itself out for this screen (three cards on a wide one).
  await carousel.getByRole("button", { name: "Programme suivant" }).click();
  await expect(carousel.getByRole("button", { name: "Aller au programme 2" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  // Moved, the button would take a tap made meanwhile for something else.
  expect(await place()).toEqual(drawn);
});

test("a page drawn from data changed since the build is drawn again with today's", async ({ page }) => {
  // The catalogue edited after the build: the description, which React would not check, differs.
  await page.route("**/api/booking/services/3/", async (route) => {
    const answer = await route.fetch();
    const service = (await answer.json()) as Record<string, unknown>;
    await route.fulfill({
      response: answer,
      json: { ...service, description: "<p>Une description revue depuis la construction.</p>" },
    });
  });
  await page.goto("/services/3");
  await expect(page.getByText("Une description revue depuis la construction.")).toBeVisible();
});

test("a drawn page whose app's own file cannot come stays readable", async ({ page }) => {
  await page.route(/\/assets\/app-[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
  await page.goto("/services", { waitUntil: "commit" });
  await expect(page.locator("#root")).not.toHaveAttribute("inert");
  await expect(page.getByRole("heading", { level: 1, name: "Nos services" })).toBeVisible();
});

test("a search address gets the app's own page, not the drawn list", async ({ page }) => {
  await skipPromo(page);
  const answer = await page.request.get("/services?q=yoga");
  expect(await answer.text()).toContain('<div id="root"></div>');
  await page.goto("/services?q=yoga");
  await expect(page.getByRole("searchbox")).toHaveValue("yoga");
});

test("a drawn page whose app cannot come stays readable, and its links lead on", async ({ page }) => {
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
  await page.goto("/services");
  await expect(page.locator("#root")).not.toHaveAttribute("inert");
  await expect(page.getByRole("heading", { level: 1, name: "Nos services" })).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/Faq$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Foire aux questions");
});

test.describe("on a first visit with a service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("the worker and its precache wait until the app has drawn over the page", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    // The catalogue's answer held back: the app cannot draw the page yet, long after `load`.
    const release = await holdBack(page, "**/api/booking/services/**");
    const catalogueAsked = page.waitForRequest("**/api/booking/services/**");
    await page.goto("/services", { waitUntil: "commit" });
    await page.waitForLoadState("load");
    // The app has started (it asks for the catalogue), one frame and task later: where the worker
    // used to be registered.
    await catalogueAsked;
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    expect(asked.filter((path) => /workbox-window|^\/sw\.js$/.test(path))).toEqual([]);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) ?? null),
    ).toBeNull();

    release();
    await appDrawn(page);
    await expect
      .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())))
      .toBe(true);
  });
});
