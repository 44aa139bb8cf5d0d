import { expectCentred, expectNoSidewaysScroll, expectOnScreen } from "./support/layout";
import { logIn, registerVerifiedMember, skipPromo } from "./support/members";
import { expect, test } from "./support/test";

/** The header's account button: named by the member's first name, cut at 14 characters. */
const accountButton = (page: import("@playwright/test").Page) =>
  page.getByRole("banner").getByRole("button", { name: "Marie-Chris..." });

for (const width of [320, 360]) {
  test.describe(`a member with a long name on a ${width} px phone`, () => {
    // A phone's viewport: a page wider than the screen widens the layout and pushes fixed boxes aside.
    test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });
    // These are phone sizes: the desktop project would only repeat them.
    test.beforeEach(() => test.skip(test.info().project.name !== "phone", "phone widths"));

    test("the header fits, the side menu opens, the modal and the toast are centred", async ({
      page,
      baseURL,
    }) => {
      await skipPromo(page);
      await logIn(page, baseURL ?? "", await registerVerifiedMember(page.request, baseURL ?? ""));
      // Saving the profile reloads the page after 1 s: the clock is held so the toast can be measured.
      await page.clock.install();
      await page.goto("/profil");
      await expect(page.getByRole("heading", { level: 1, name: "Mon Profil" })).toBeVisible();
      await expect(page.getByText("Marie-Christine Ndiaye-Diallo-Sarr")).toBeVisible();
      await expectNoSidewaysScroll(page);

      // The avatar stays, the name gives way but still names the button.
      await expectOnScreen(page, accountButton(page));
      await expect(accountButton(page).getByText("MN")).toBeVisible();
      const menuButton = page.getByRole("button", { name: "Ouvrir le menu" });
      await expectOnScreen(page, menuButton);
      await menuButton.click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu).toBeVisible();
      await expectOnScreen(page, menu.getByRole("button", { name: "Fermer le menu" }));
      await menu.getByRole("button", { name: "Fermer le menu" }).click();
      await expect(menu).toBeHidden();

      await page.getByRole("button", { name: "Modifier mon profil" }).click();
      const dialog = page.getByRole("dialog", { name: "Modifier mon profil" });
      await expect(dialog).toBeVisible();
      await expectCentred(page, dialog);
      await expectOnScreen(page, dialog.getByRole("button", { name: "Fermer", exact: true }));

      await dialog.getByRole("button", { name: "Enregistrer" }).click();
      const toast = page.getByRole("status").filter({ hasText: "Profil mis à jour avec succès!" });
      await expect(toast).toBeVisible();
      await expectCentred(page, toast);
      await expectOnScreen(page, toast.getByRole("button", { name: "Fermer", exact: true }));
      await expectNoSidewaysScroll(page);
    });

    test("no page is wider than the screen", async ({ page, baseURL }) => {
      await skipPromo(page);
      await logIn(page, baseURL ?? "", await registerVerifiedMember(page.request, baseURL ?? ""));
      const pages: [string, string][] = [
        ["/", "Votre bien-être commence ici"],
        ["/services", "Nos services"],
        ["/services/3", "Massage sportif"],
        ["/Faq", "Foire aux questions"],
        ["/contactez-nous", "Contactez-nous"],
        ["/Qui-somme-nous", "Notre Histoire"],
        ["/packs", "Achetez vos crédits"],
        ["/historique", "Mes réservations"],
        ["/profil", "Mon Profil"],
        ["/cette-page-n-existe-pas", "Page introuvable"],
      ];
      for (const [path, heading] of pages) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading }), path).toBeVisible();
        await expect(accountButton(page), path).toBeVisible();
        await expectNoSidewaysScroll(page);
      }
    });
  });
}

test.describe("a member with a long name on a desktop", () => {
  test.beforeEach(() => test.skip(test.info().project.name !== "desktop", "desktop widths"));

  test("the name shows beside the avatar where the header has room", async ({ page, baseURL }) => {
    await skipPromo(page);
    await logIn(page, baseURL ?? "", await registerVerifiedMember(page.request, baseURL ?? ""));
    await page.goto("/profil");
    await expect(page.getByRole("heading", { level: 1, name: "Mon Profil" })).toBeVisible();
    const name = accountButton(page).getByText("Marie-Chris...");
    // 1280: menu, avatar and name; 1024: beside the full menu only the avatar; 800: no inline menu.
    for (const [width, nameShown] of [
      [1280, true],
      [1024, false],
      [800, true],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      // A visually hidden name is 1 px wide: it still names the button, nobody sees it.
      const nameWidth = () => name.evaluate((el) => el.getBoundingClientRect().width);
      if (nameShown) await expect.poll(nameWidth, `${width} px`).toBeGreaterThan(40);
      else await expect.poll(nameWidth, `${width} px`).toBeLessThanOrEqual(1);
      await expectOnScreen(page, accountButton(page));
      await expectNoSidewaysScroll(page);
    }
  });
});
