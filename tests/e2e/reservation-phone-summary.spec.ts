import { bookingPrice } from "../../src/lib/price";
import { chooseService, nextButton } from "./support/booking";
import { logIn, registerVerifiedMember, skipPromo } from "./support/members";
import { expect, isPhone, test } from "./support/test";

const nb = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");
const xof = (n: number) => `${nb(n.toLocaleString("fr-FR"))} XOF`;

test("a discounted slot shows its price after the discount, and the phone's summary bar the total", async ({
  page,
  baseURL,
}) => {
  const base = baseURL as string;
  await skipPromo(page);
  const services = (await (await page.request.get(`${base}/api/booking/services/?page_size=100`)).json())
    .results;
  const service = services.find((s: { name: string }) => s.name === "Yoga hatha");
  await logIn(page, base, await registerVerifiedMember(page.request, base));
  await page.goto("/reservation");
  await chooseService(page, "Yoga hatha");
  await nextButton(page).click();
  await page.getByLabel("Nombre de personnes").selectOption("2");
  // The first day of the window with a discounted slot (Monday afternoons, Wednesday mornings).
  const discounted = page.getByRole("button", { name: /^\d\dh\d\d.*-\d+\s%/ }).and(page.locator(":enabled"));
  for (let day = 0; day < 5 && !(await discounted.first().isVisible()); day++) {
    await page.getByRole("group", { name: "Dates" }).locator("button[aria-pressed]").nth(day).click();
    await discounted
      .first()
      .waitFor({ timeout: 2_000 })
      .catch(() => undefined);
  }
  const slot = discounted.first();
  const pct = Number(nb((await slot.textContent()) ?? "").match(/-(\d+) %/)?.[1]);
  expect(pct).toBeGreaterThan(0);
  const total = bookingPrice(service, pct, 2, false);
  expect(total.price).toBeLessThan(service.price * 2);
  expect(nb((await slot.getByTestId("slot-price").textContent()) ?? "")).toBe(xof(total.price));
  await slot.click();
  const bar = page.getByTestId("phone-summary");
  if (!isPhone(page)) {
    // From 1024 px the side summary says it, in XOF as paid at the venue (the method kept by default);
    // the bar is for phones only.
    await expect(bar).toHaveCount(0);
    await expect
      .poll(async () => nb((await page.getByRole("complementary").textContent()) ?? ""))
      .toContain(xof(total.price));
    return;
  }
  await expect(bar).toContainText("Yoga hatha");
  await expect(bar).toContainText("2 personnes");
  await expect(bar).toContainText(`-${pct}`);
  expect(nb((await bar.textContent()) ?? "")).toContain(`${total.credit_price} crédits`);
  expect(nb((await bar.textContent()) ?? "")).toContain(xof(total.price));
  // Step 3 still says what was chosen.
  await nextButton(page).click();
  await expect(page).toHaveURL(/step=3/);
  await expect(page.getByRole("group", { name: "Moyen de paiement" })).toBeVisible();
  expect(nb((await bar.textContent()) ?? "")).toContain(xof(total.price));
});
