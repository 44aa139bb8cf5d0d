import type { Page } from "@playwright/test";
import { expect, loginAsDemo, test } from "./support/test";

/** Every API call the page makes from now on, as "METHOD path?query". */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return calls;
}

test("Mon Profil asks for the profile once, shared with the header", async ({ page, baseURL }) => {
  await loginAsDemo(page, baseURL ?? "");
  const calls = apiCalls(page);
  await page.goto("/profil");
  await expect(page.getByText("Awa Diop")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(calls.filter((c) => c === "GET /api/accounts/profile/")).toHaveLength(1);
});

test("a page visited again within minutes comes from the router's cache", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("hasVisitedBefore", "true");
    localStorage.setItem("modalExpireTime", String(Date.now() + 3_600_000));
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Explorer nos entraînements essentiels" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const calls = apiCalls(page);
  await page.getByRole("link", { name: "Voir plus d'entraînements" }).click();
  await expect(page.getByText("12 services")).toBeVisible();
  await page.getByRole("link", { name: "Accueil" }).first().click();
  await expect(page.getByRole("heading", { name: "Explorer nos entraînements essentiels" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Only the services page was new; coming back home asked for nothing.
  expect(calls).toEqual(["GET /api/booking/services/?page=1&page_size=6"]);
});
