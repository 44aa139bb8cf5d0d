import { expect, test } from "./support/test";

test("a service search ignores accents, and an empty result offers to clear it", async ({
  page,
}, testInfo) => {
  await page.goto("/services");
  const search = page.getByRole("searchbox", { name: "Rechercher un service" });
  await expect(page.getByText("12 services")).toBeVisible();
  await search.fill("preparation");
  await expect(page).toHaveURL(/q=preparation/);
  await expect(page.getByRole("heading", { name: "Préparation physique" })).toBeVisible();

  await search.fill("zzzz");
  await expect(page.getByText("Aucun service disponible")).toBeVisible();
  const clear = page.getByRole("button", { name: "Effacer la recherche" });
  await expect(clear).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("empty-search.png"), fullPage: true });
  await clear.click();
  await expect(page.getByText("12 services")).toBeVisible();
  await expect(search).toHaveValue("");
  await expect(page).not.toHaveURL(/q=/);
  await expect(clear).toHaveCount(0);
});
