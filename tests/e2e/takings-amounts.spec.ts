import { expect, test } from "./support/test";

// The administrator that demo mode seeds (README, « Comptes de démonstration »).
const admin = { email: "admin@example.com", password: "Admin2026!" };

test("a month's big takings fit their cards from a phone to a desk", async ({ page }) => {
  // The server's answer, with the amounts of a busy month: 12 345 000 XOF taken.
  await page.route(
    (url) => url.pathname === "/api/staff/takings/",
    async (route) => {
      const body = await (await route.fetch()).json();
      body.total_amount = 12_345_000;
      for (const line of body.received) {
        line.amount = line.method === "credits" ? 0 : 3_086_250;
        line.count = 1234;
        line.credits = line.method === "credits" ? 123_456 : 0;
      }
      body.packs_sold = { ...body.packs_sold, count: 321, amount: 9_876_000 };
      body.refunds = { ...body.refunds, money_count: 12, money_amount: 1_234_000 };
      await route.fulfill({ json: body });
    },
  );
  await page.goto("/auth/login");
  await page.getByLabel("Adresse e-mail").fill(admin.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/recettes?period=month");
  const total = page.getByTestId("takings-total");
  await expect(total).toContainText(/12\D345\D000/);
  for (const [width, height] of [
    [360, 740],
    [1024, 768],
    [1280, 800],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    // Every card and every figure in it: nothing wider than the box it is drawn in.
    const overflowing = await page
      .locator("main section, main section p")
      .evaluateAll((boxes) =>
        boxes
          .filter((box) => box.scrollWidth > box.clientWidth + 1 && !box.closest(".overflow-x-auto"))
          .map((box) => box.textContent?.slice(0, 40)),
      );
    expect(overflowing, `${width}×${height}`).toEqual([]);
    // The figure is whole inside its card.
    const card = await total.locator("xpath=..").boundingBox();
    const figure = await total.boundingBox();
    expect(figure && card && figure.x + figure.width <= card.x + card.width, `${width}`).toBe(true);
  }
});
