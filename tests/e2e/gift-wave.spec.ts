import type { Page } from "@playwright/test";
import { registerVerifiedMember, skipPromo } from "./support/members";
import { expect, test } from "./support/test";

const dialogOf = (page: Page) => page.getByRole("dialog");
const packCard = (page: Page, pack: string) => page.getByRole("listitem").filter({ hasText: pack });

test("a visitor's « Offrir ce pack » stays a gift through login, and paid by Wave its return page shows the code, not credits", async ({
  page,
  baseURL,
  request,
}) => {
  const url = baseURL ?? "";
  const member = await registerVerifiedMember(request, url);
  await skipPromo(page);
  // The page's clock is driven from here: the 1 s auto-open after login is not waited for.
  await page.clock.install();
  await page.goto("/packs");
  await expect(page.getByRole("heading", { level: 1, name: "Achetez vos crédits" })).toBeVisible();
  await page.clock.pauseAt(Date.now() + 60_000);
  await packCard(page, "Pack Essentiel").getByRole("button", { name: "Offrir ce pack" }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fpacks$/);
  await page.getByLabel("Adresse e-mail").fill(member.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/packs$/);
  await expect(page.getByRole("heading", { level: 1, name: "Achetez vos crédits" })).toBeVisible();
  await page.clock.runFor(1_000);
  const dialog = dialogOf(page);
  await expect(dialog.getByText("Offrir « Pack Essentiel »")).toBeVisible();

  await dialog.getByText("Wave", { exact: true }).click();
  await dialog.getByRole("button", { name: "Confirmer le paiement" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole("button", { name: "Payer" }).click();
  await expect(page).toHaveURL(/\/callbacksuccessurl\?payment=[^&]+&purpose=pack$/);
  await expect(page.getByRole("heading", { level: 1, name: "Paiement réussi !" })).toBeVisible();
  await expect(page.getByTestId("gift-code")).toHaveText(/^CADEAU-[A-Z0-9]{8}$/);
  await expect(page.getByText(/Il vous a aussi été envoyé par e-mail\./)).toBeVisible();
  await expect(page.getByText("Vos crédits ont été ajoutés à votre solde.")).toBeHidden();
  const gift = (await page.getByTestId("gift-code").textContent()) ?? "";

  // No credits for the buyer; the code is listed on the packs page.
  await page.goto("/packs");
  await expect(page.getByTestId("gifts-bought")).toContainText(gift);
  await page.goto("/profil");
  await expect(page.getByText("0 crédit", { exact: true })).toBeVisible();
});
