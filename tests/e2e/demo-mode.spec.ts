import type { Page } from "@playwright/test";
import { appDrawn, expect, test } from "./support/test";

/** How the server marks a page served in demonstration mode. */
const DEMO_META = '<meta name="app-mode" content="demo">';

async function skipPromo(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem("hasVisitedBefore", "true");
    localStorage.setItem("modalExpireTime", String(Date.now() + 3_600_000));
  });
}

/** WCAG contrast ratio of the text of `selector` against its background. */
async function contrastOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((el) => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (css: string) => {
      const [r = 0, g = 0, b = 0] = rgb(css).map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const style = getComputedStyle(el);
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  });
}

test("a page served in demo mode says so, discreetly, readably, without overflow at 320 px", async ({
  page,
}) => {
  await skipPromo(page);
  await page.setViewportSize({ width: 320, height: 640 });
  // The page as the server serves it in demo mode.
  await page.route(
    (url) => url.pathname === "/",
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace("</head>", `${DEMO_META}</head>`);
      await route.fulfill({ response, body: html });
    },
  );
  await page.goto("/");
  await appDrawn(page);
  const banner = page.getByRole("note").filter({ hasText: "Mode démonstration" });
  await expect(banner).toBeVisible();
  expect((await banner.boundingBox())?.height ?? 99).toBeLessThanOrEqual(32);
  expect(await contrastOf(page, '[role="note"]')).toBeGreaterThanOrEqual(4.5);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a page served without the demo mark shows no banner", async ({ page }) => {
  await skipPromo(page);
  await page.route(
    (url) => url.pathname === "/",
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<meta name="app-mode"[^>]*>/g, "");
      await route.fulfill({ response, body: html });
    },
  );
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Mode démonstration")).toHaveCount(0);
});

test("the demo server marks its pages, and the app shows the banner", async ({ page, baseURL }) => {
  await skipPromo(page);
  const html = await (await page.request.get(`${baseURL}/`)).text();
  expect(html).toMatch(/<meta[^>]*name="app-mode"[^>]*content="demo"/);
  await page.goto("/");
  await expect(page.getByRole("note").filter({ hasText: "Mode démonstration" })).toBeVisible();
});
