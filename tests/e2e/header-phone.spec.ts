// Phone widths only: the phone project runs this file (see playwright.config.ts).
import { expectCentred, expectNoSidewaysScroll, expectOnScreen } from "./support/layout";
import { accountButton, logIn, registerVerifiedMember, skipPromo } from "./support/members";
import { appDrawn, expect, test } from "./support/test";

for (const width of [320, 360]) {
  test.describe(`a member with a long name on a ${width} px phone`, () => {
    // A phone's viewport: a page wider than the screen widens the layout and pushes fixed boxes aside.
    test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });

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

test("the menu offers to install the app once the browser allows it, and not after", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("button", { name: "Installer l'application" })).toHaveCount(0);
  await page.getByRole("button", { name: "Fermer le menu" }).click();
  // Chrome offers its prompt: the app keeps it for the menu's entry.
  await page.evaluate(() => {
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: boolean }).prompted = true;
      },
      userChoice: Promise.resolve({ outcome: "accepted" }),
    });
    window.dispatchEvent(event);
  });
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  await menu.getByRole("button", { name: "Installer l'application" }).click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
  await expect(menu.getByRole("button", { name: "Installer l'application" })).toHaveCount(0);
});

test("the floating messaging button covers neither the page's end nor a field being filled", async ({
  page,
}) => {
  await page.goto("/contactez-nous");
  await appDrawn(page);
  const messaging = page.locator("[data-floating-messaging]");
  await expect(messaging).toBeVisible();
  // Scrolled to the end, the last line of the footer sits above the button.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const textBottom = await page
    .getByRole("contentinfo")
    .getByText("©")
    .evaluate((line) => {
      const range = document.createRange();
      range.selectNodeContents(line);
      return range.getBoundingClientRect().bottom;
    });
  const button = await messaging.boundingBox();
  expect(textBottom).toBeLessThanOrEqual(button?.y ?? 0);
  // Typing: the keyboard's turn, the button steps aside and comes back after.
  await page.getByLabel("Message").focus();
  await expect(messaging).toBeHidden();
  await page.getByLabel("Message").blur();
  await expect(messaging).toBeVisible();
});

test("the menu offers to install the app on the first visit, the browser's prompt coming before the app listens", async ({
  page,
}) => {
  // Chromium fires its event about 310 ms into a first visit, when the entry has run but the app's
  // code is still on its way: the event is dispatched as the page's scripts have run, before any
  // of the app's files arrive.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { prompted: boolean }).prompted = true;
        },
        userChoice: Promise.resolve({ outcome: "dismissed" }),
      });
      (window as unknown as { appListening: boolean }).appListening =
        document.querySelector("#root:not([inert])") !== null;
      window.dispatchEvent(event);
    });
  });
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { appListening: boolean }).appListening)).toBe(
    false,
  );
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.getByRole("button", { name: "Installer l'application" }).click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
});
