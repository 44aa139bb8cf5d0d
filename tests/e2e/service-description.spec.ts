import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

// The answers are rewritten on their way to the page: no service worker in between.
test.use({ serviceWorkers: "block" });

const hostile =
  '<p>Un <strong>massage</strong> profond.</p><img src="/x.png" onerror="alert(1)"><script>alert(2)</script>' +
  '<ul><li>Huiles chaudes</li></ul><a href="javascript:alert(3)">lien piégé</a>' +
  '<p><a href="https://exemple.sn/tarifs" onclick="alert(4)">nos tarifs</a></p>';

/** The first service, as the API would send it with a hostile description. */
async function serveHostileDescription(page: Page) {
  await page.route(/\/api\/booking\/services\/1\/$/, async (route) => {
    const response = await route.fetch();
    const service = await response.json();
    await route.fulfill({ response, json: { ...service, description: hostile } });
  });
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  return alerts;
}

test("a service's HTML description keeps its formatting and loses everything active", async ({ page }) => {
  const alerts = await serveHostileDescription(page);
  await page.goto("/services/1");
  // The description's own paragraph: a related service's card also ends in "profond.".
  const description = page.getByText("Un massage profond.").locator("xpath=ancestor::div[1]");
  await expect(description.locator("strong")).toHaveText("massage");
  await expect(description.locator("li")).toHaveText("Huiles chaudes");
  await expect(description.locator("img, script")).toHaveCount(0);
  // A web link stays a link, with nothing active on it; the script's link loses its address.
  await expect(description.getByRole("link", { name: "nos tarifs" })).toHaveAttribute(
    "href",
    "https://exemple.sn/tarifs",
  );
  await expect(description.locator("[onclick], a[href^='javascript']")).toHaveCount(0);
  await expect(description.getByRole("link")).toHaveCount(1);
  expect(alerts).toEqual([]);
});

test("without the sanitiser (offline before any service page), the description is its text alone", async ({
  page,
}) => {
  const alerts = await serveHostileDescription(page);
  await page.route(/\/assets\/dompurify-[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
  await page.goto("/services/1");
  await expect(page.getByRole("heading", { level: 1, name: "Massage suédois" })).toBeVisible();
  const description = page.getByText("Un massage profond.").locator("xpath=ancestor::div[1]");
  await expect(description).toContainText("Huiles chaudes");
  await expect(description.locator("strong, img, script, a")).toHaveCount(0);
  expect(alerts).toEqual([]);
});
