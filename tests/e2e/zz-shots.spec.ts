import { chooseSlot, nextButton } from "./support/booking";
import { logIn, registerVerifiedMember, skipPromo } from "./support/members";
import { expect, test } from "./support/test";

test("shots", async ({ page, baseURL }, info) => {
  const base = baseURL as string;
  await skipPromo(page);
  await logIn(page, base, await registerVerifiedMember(page.request, base));
  const list = (await (await page.request.get(`${base}/api/booking/services/?page_size=100`)).json()).results;
  const id = list.find((s: { name: string }) => s.name === "Massage suédois").id;
  await page.goto(`/services/${id}`);
  const choice = page.getByRole("group", { name: "Votre praticien" });
  await expect(choice).toBeVisible();
  await choice.getByText("Ibrahima", { exact: true }).click();
  await page.screenshot({ path: `/tmp/cc-shots/service-${info.project.name}.png`, fullPage: true });
  await choice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/cc-shots/service-view-${info.project.name}.png` });
  await page.getByRole("link", { name: "Réserver maintenant" }).click();
  await expect(page).toHaveURL(/step=2/);
  await chooseSlot(page, 2);
  await page.screenshot({ path: `/tmp/cc-shots/wizard-${info.project.name}.png`, fullPage: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `/tmp/cc-shots/wizard-view-${info.project.name}.png` });
  await page.getByRole("group", { name: "Dates" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/cc-shots/wizard-view2-${info.project.name}.png` });
  await nextButton(page).click();
  await page.screenshot({ path: `/tmp/cc-shots/step3-${info.project.name}.png`, fullPage: true });
});
