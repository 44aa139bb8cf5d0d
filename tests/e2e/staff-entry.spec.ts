import { logIn, registerVerifiedMember, skipPromo } from "./support/members";
import { expect, test } from "./support/test";

/** The spec's dashboard stays open to all, but shows a visitor or a client nothing of the centre. */
test.describe("the back-office's entry", () => {
  test.beforeEach(async ({ page }) => {
    await skipPromo(page);
  });

  test("a visitor sees only that it is the team's space, and a way to log in that comes back", async ({
    page,
  }) => {
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Espace réservé à l'équipe" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Se connecter" })).toHaveAttribute(
      "href",
      "/auth/login?redirect=%2Fadmin%2Fdashboard",
    );
    await expect(page.getByRole("navigation", { name: "Navigation de l'espace équipe" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Agenda du jour" })).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("a client's session gets the same message (the server refuses it the staff calls)", async ({
    page,
    request,
    baseURL,
  }) => {
    const member = await registerVerifiedMember(request, baseURL ?? "");
    await logIn(page, baseURL ?? "", member);
    await page.goto("/admin/dashboard");
    await expect(page.getByTestId("team-only")).toBeVisible();
    await expect(page.getByRole("button", { name: "Changer de compte" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Agenda du jour" })).toHaveCount(0);
  });
});
