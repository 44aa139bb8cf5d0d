import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

// The administrator that demo mode seeds (README, « Comptes de démonstration »).
const admin = { email: "admin@example.com", password: "Admin2026!" };

// A back-office screen: at the desk's size.
test.use({ viewport: { width: 1280, height: 800 } });

async function openReports(page: Page, query: string) {
  await page.goto("/auth/login");
  await page.getByLabel("Adresse e-mail").fill(admin.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/rapports?${query}`);
  await expect(page.getByRole("heading", { name: "Rapports", level: 1 })).toBeVisible();
}

/**
 * Types a year into a date field digit by digit, as a person does: the year is the field's last
 * part whatever order the browser shows the day and month in.
 */
async function typeYear(page: Page, label: string, year: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.focus();
  await field.press("ArrowRight");
  await field.press("ArrowRight");
  await field.pressSequentially(year);
}

test("a date typed digit by digit never asks for year 2, a year by day switches to weeks, over three years is said", async ({
  page,
}) => {
  await openReports(page, "from=2026-01-01&to=2026-03-31");
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/staff/reports/")) asked.push(request.url());
  });
  const revenue = page.getByTestId("revenue-bars");
  await expect(revenue.locator("tbody tr")).toHaveCount(90);

  // 1 January 2025 to 31 March 2026: 455 days, too many bars by day.
  await typeYear(page, "Du", "2025");
  await expect(page).toHaveURL(/from=2025-01-01/);
  await expect(page).toHaveURL(/by=week/);
  await expect(page.getByRole("status").filter({ hasText: "Trop de colonnes" })).toHaveText(
    "Trop de colonnes pour un découpage par jour : rapports découpés par semaine.",
  );
  await expect(page.getByRole("button", { name: "Semaine" })).toHaveAttribute("aria-pressed", "true");
  await expect(revenue.locator("tbody tr")).toHaveCount(66);
  // The years on their way (0002, 0020, 0202) were never asked.
  expect(asked.filter((url) => /from=0/.test(url))).toEqual([]);

  // 2022 to 2026: over three years, said, not asked; the page and what was typed stay.
  const before = page.url();
  await typeYear(page, "Du", "2022");
  await expect(page.getByRole("alert")).toHaveText("Période trop longue : trois ans au plus.");
  await expect(page.getByLabel("Du", { exact: true })).toHaveValue("2022-01-01");
  expect(page.url()).toBe(before);
  await expect(revenue.locator("tbody tr")).toHaveCount(66);
  expect(asked.filter((url) => /from=(0|2022)/.test(url))).toEqual([]);

  // Mended: from 2024, by week.
  await typeYear(page, "Du", "2024");
  await expect(page).toHaveURL(/from=2024-01-01/);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(revenue.locator("tbody tr")).toHaveCount(118);

  // The end's year typed: on its way (0002) it would come before the start and drag it along.
  await typeYear(page, "Au", "2025");
  await expect(page).toHaveURL(/from=2024-01-01&to=2025-03-31/);
  await expect(revenue.locator("tbody tr")).toHaveCount(66);
  expect(asked.filter((url) => /(from|to)=0/.test(url))).toEqual([]);
});

test("a period typed by hand in the address is refused in French, the picker still there to mend it", async ({
  page,
}) => {
  await openReports(page, "from=2020-01-01&to=2026-03-31");
  await expect(page.getByRole("alert")).toHaveText("Période trop longue : trois ans au plus.");
  await expect(page.getByLabel("Du", { exact: true })).toHaveValue("2020-01-01");
  await expect(page.getByTestId("revenue-bars")).toHaveCount(0);

  // 455 days by day: more bars than a chart holds.
  await page.goto("/admin/rapports?from=2025-01-01&to=2026-03-31");
  await expect(page.getByRole("alert")).toHaveText(
    "Trop de colonnes pour ce découpage : choisissez la semaine, le mois ou l'année.",
  );
  await page.getByRole("button", { name: "Mois" }).click();
  await expect(page).toHaveURL(/by=month/);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByTestId("revenue-bars").locator("tbody tr")).toHaveCount(15);

  // The server refuses what the screen let through: its words, the picker kept, no retry of the same.
  await page.route("**/api/staff/reports/**", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ to: ["Période trop longue : trois ans au plus."] }),
    }),
  );
  await page.goto("/admin/rapports?from=2025-01-01&to=2025-01-31");
  await expect(page.getByRole("alert")).toHaveText("Période trop longue : trois ans au plus.");
  await expect(page.getByLabel("Au", { exact: true })).toHaveValue("2025-01-31");
  await expect(page.getByRole("button", { name: "Réessayer" })).toHaveCount(0);
});
