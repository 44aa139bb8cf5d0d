import type { Browser, Page } from "@playwright/test";
import { logIn, type Member, registerVerifiedMember, skipPromo } from "./support/members";
import { expect, test } from "./support/test";

// The admin that demo mode seeds (README, « Comptes de démonstration »).
const admin = { email: "admin@example.com", password: "Admin2026!", firstName: "Aïda", lastName: "Ndiaye" };

const dialogOf = (page: Page) => page.getByRole("dialog");
const packCard = (page: Page, pack: string) => page.getByRole("listitem").filter({ hasText: pack });

/** A page of its own for `who`, signed in, its clock driven by the test (no real wait for polls). */
async function pageFor(browser: Browser, baseURL: string, who: Member) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await skipPromo(page);
  await logIn(page, baseURL, who);
  await page.clock.install();
  return page;
}

async function openPacks(page: Page) {
  await page.goto("/packs");
  await expect(page.locator("#root[inert]")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Achetez vos crédits" })).toBeVisible();
  await page.clock.pauseAt(Date.now() + 60_000);
}

/** Orange Money chosen and confirmed, the QR code's link paid in another tab, the poll run until `done` shows. */
async function payByOrangeMoney(page: Page, done: RegExp) {
  const dialog = dialogOf(page);
  const answer = page.waitForResponse(
    (r) => r.url().endsWith("/api/payments/paiement/orange-money/") && r.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: "Confirmer le paiement" }).click();
  const { deepLinks } = (await (await answer).json()) as { deepLinks: { OM: string } };
  const provider = await page.context().newPage();
  await provider.goto(deepLinks.OM);
  await provider.getByRole("button", { name: "Confirmer le paiement" }).click();
  await expect(provider.getByText(/Paiement accepté/)).toBeVisible();
  await provider.close();
  await expect(async () => {
    await page.clock.runFor(3_000);
    await expect(dialog.getByText(done)).toBeVisible({ timeout: 500 });
  }).toPass();
}

test("an admin makes a promo code, a member buys a pack with it, and a gift pack is redeemed by another member", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const url = baseURL ?? "";
  const code = `ETE${Date.now().toString(36).toUpperCase().slice(-5)}`;
  await skipPromo(page);
  await logIn(page, url, admin);
  await page.goto(`${url}/admin/codes-promo`);
  await expect(page.getByRole("heading", { level: 1, name: "Codes promo" })).toBeVisible();
  await page.getByRole("button", { name: "Nouveau code" }).click();
  const form = page.getByTestId("promo-dialog");
  await form.getByLabel("Code (lettres, chiffres, tirets)").fill(code.toLowerCase());
  await form.getByLabel("Pourcentage (1 à 99)").fill("25");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  const row = page.getByTestId("promo-row").filter({ hasText: code });
  await expect(row).toContainText("−25 %");
  await expect(row).toContainText("0 utilisation");

  const buyer = await pageFor(browser, url, await registerVerifiedMember(request, url));
  await openPacks(buyer);
  await packCard(buyer, "Pack Essentiel").getByRole("button", { name: "Acheter ce pack" }).click();
  const dialog = dialogOf(buyer);
  await dialog.getByText("Orange Money", { exact: true }).click();
  await dialog.getByLabel("Code promo").fill("NIMPORTE");
  await dialog.getByRole("button", { name: "Appliquer" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Ce code promo n'existe pas.");
  // What was typed stays, to be corrected.
  await expect(dialog.getByLabel("Code promo")).toHaveValue("NIMPORTE");
  await dialog.getByLabel("Code promo").fill(code.toLowerCase());
  await dialog.getByRole("button", { name: "Appliquer" }).click();
  await expect(dialog.getByRole("status")).toContainText(`Code ${code} appliqué`);
  await expect(dialog.getByText(/37\s500\sXOF/).last()).toBeVisible();
  await payByOrangeMoney(buyer, /50\scrédits ajoutés à votre solde/);
  await dialog.getByRole("button", { name: "Terminé" }).click();

  await page.reload();
  await expect(page.getByTestId("promo-row").filter({ hasText: code })).toContainText("1 utilisation");

  // Used once by this member (1 per client by default): refused now.
  await packCard(buyer, "Pack Essentiel").getByRole("button", { name: "Offrir ce pack" }).click();
  await expect(dialog.getByText("Offrir « Pack Essentiel »")).toBeVisible();
  await dialog.getByText("Orange Money", { exact: true }).click();
  await dialog.getByLabel("Code promo").fill(code);
  await dialog.getByRole("button", { name: "Appliquer" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Vous avez déjà utilisé ce code promo autant de fois que possible.",
  );
  await payByOrangeMoney(buyer, /Voici le code à donner/);
  await expect(dialog.getByTestId("gift-code")).toHaveText(/^CADEAU-[A-Z0-9]{8}$/);
  const gift = (await dialog.getByTestId("gift-code").textContent()) ?? "";
  await dialog.getByRole("button", { name: "Terminé" }).click();
  await expect(buyer.getByTestId("gifts-bought")).toContainText(gift);

  const receiver = await pageFor(browser, url, await registerVerifiedMember(request, url));
  await openPacks(receiver);
  await receiver.getByLabel("Code cadeau").fill(gift.toLowerCase());
  await receiver.getByRole("button", { name: "Utiliser le code" }).click();
  await expect(
    receiver
      .getByRole("status")
      .filter({ hasText: /Code cadeau utilisé : 50\scrédits ajoutés à votre solde\./ }),
  ).toBeVisible();
  // Asked again by the same receiver (an answer lost): the same answer, never « déjà utilisé ».
  await receiver.getByLabel("Code cadeau").fill(gift);
  await receiver.getByRole("button", { name: "Utiliser le code" }).click();
  await expect(
    receiver
      .getByRole("status")
      .filter({ hasText: /Code cadeau utilisé : 50\scrédits ajoutés à votre solde\./ }),
  ).toBeVisible();
  await expect(receiver.getByRole("alert")).toHaveCount(0);
});
