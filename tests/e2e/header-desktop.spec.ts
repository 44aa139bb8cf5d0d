// Desktop widths only: the desktop project runs this file (see playwright.config.ts).
import { expectNoSidewaysScroll, expectOnScreen } from "./support/layout";
import { accountButton, logIn, registerVerifiedMember, skipPromo } from "./support/members";
import { expect, test } from "./support/test";

test.describe("a member with a long name on a desktop", () => {
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
