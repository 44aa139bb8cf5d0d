import { readFileSync } from "node:fs";
import { expect, test } from "./support/test";

// The administrator that demo mode seeds (README, « Comptes de démonstration »).
const admin = { email: "admin@example.com", password: "Admin2026!" };

test("the owner opens the reports, cuts them by week and downloads one as CSV", async ({ page }) => {
  await page.goto("/auth/login");
  await page.getByLabel("Adresse e-mail").fill(admin.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/rapports?from=2026-03-02&to=2026-03-29");
  await expect(page.getByRole("heading", { name: "Rapports", level: 1 })).toBeVisible();
  const revenue = page.getByTestId("revenue-bars");
  // Four weeks cut by day: 28 rows; by week: 4.
  await expect(revenue.locator("tbody tr")).toHaveCount(28);
  await page.getByRole("button", { name: "Semaine" }).click();
  await expect(page).toHaveURL(/by=week/);
  await expect(revenue.locator("tbody tr")).toHaveCount(4);

  const panel = page.locator("[data-report=attendance]");
  const download = page.waitForEvent("download");
  await panel.getByRole("button", { name: "Exporter en CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("rapport-absences-2026-03-02-2026-03-29.csv");
  const bytes = readFileSync((await file.path()) ?? "");
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.subarray(3).toString("utf8")).toMatch(
    /^Ligne;Libellé;Réservations;Absences;Annulations;Annulations tardives\r\n/,
  );
});
