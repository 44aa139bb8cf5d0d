import { expect, test } from "./support/test";

// The phone's data saver, as Chrome reports it to pages and says it with every request.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "Save-Data": "on" });
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "connection", {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: "3g", addEventListener() {}, removeEventListener() {} }),
    });
  });
});

test("with the data saver on, decorative pictures are not downloaded and nothing moves", async ({ page }) => {
  const pictures: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image" && request.url().includes("/media/")) pictures.push(request.url());
  });
  await page.goto("/services");
  await expect(page.locator("article")).toHaveCount(6);
  // Each card keeps its picture's box, tinted, so the grid looks the same without the bytes.
  const box = await page.locator("article").first().locator("span[aria-hidden='true']").first().boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(100);
  await page.goto("/services/1");
  await expect(page.getByRole("heading", { level: 1, name: "Massage suédois" })).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(pictures).toEqual([]);
  await expect(page.locator("main img")).toHaveCount(0);
});
