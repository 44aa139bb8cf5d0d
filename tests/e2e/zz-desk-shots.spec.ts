import { chooseService, signIn } from "./support/desk";
import { skipPromo } from "./support/members";
import { expect, test } from "./support/test";

for (const size of [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
])
  test(`desk shots ${size.width}`, async ({ page, baseURL }) => {
    await page.setViewportSize(size);
    await skipPromo(page);
    await signIn(page, baseURL as string, { username: "accueil@example.com", password: "Accueil2026!" });
    await page.goto(`${baseURL}/admin/reserver`);
    await chooseService(page, "Massage suédois");
    const choice = page.getByRole("group", { name: "Praticien" });
    await expect(choice).toBeVisible();
    await choice.getByText("Aïssatou", { exact: true }).click();
    await page.locator("#desk-day").fill("2026-12-01");
    await expect(page.getByTestId("desk-slots")).toBeVisible();
    await choice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/cc-shots/desk-${size.width}.png` });
  });
