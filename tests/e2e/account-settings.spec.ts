import { logIn, registerVerifiedMember, skipPromo } from "./support/members";
import { expect, test } from "./support/test";

test("changing the password keeps this phone signed in and signs the others out", async ({
  page,
  baseURL,
}) => {
  await skipPromo(page);
  const member = await registerVerifiedMember(page.request, baseURL as string);
  const elsewhere = await page.request.post(`${baseURL}/api/accounts/login/`, {
    data: { username: member.email, password: member.password },
  });
  const otherRefresh = (await elsewhere.json()).body.refresh as string;
  await logIn(page, baseURL as string, member);
  await page.goto("/profil");
  await page.getByRole("button", { name: "Changer mon mot de passe" }).click();
  const dialog = page.getByRole("dialog", { name: "Changer mon mot de passe" });
  await dialog.getByLabel("Mot de passe actuel").fill("Mauvais2026");
  await dialog.getByLabel("Nouveau mot de passe", { exact: true }).fill("Nouveau2026!");
  await dialog.getByLabel("Confirmer le nouveau mot de passe").fill("Nouveau2026!");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog.getByText("Mot de passe incorrect.")).toBeVisible();
  // Nothing typed is lost: only the wrong field is corrected.
  await expect(dialog.getByLabel("Nouveau mot de passe", { exact: true })).toHaveValue("Nouveau2026!");
  await dialog.getByLabel("Mot de passe actuel").fill(member.password);
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(
    page.getByText("Mot de passe modifié. Vos autres appareils ont été déconnectés."),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  const refused = await page.request.post(`${baseURL}/api/accounts/refresh-token/`, {
    data: { refresh: otherRefresh },
  });
  expect(refused.status()).toBe(401);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Mon Profil" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Mon compte" })).toBeVisible();
});

test("deleting the account says what is kept, signs out and goes home", async ({ page, baseURL }) => {
  await skipPromo(page);
  const member = await registerVerifiedMember(page.request, baseURL as string);
  await logIn(page, baseURL as string, member);
  await page.goto("/profil");
  await page.getByRole("button", { name: "Supprimer mon compte" }).click();
  const dialog = page.getByRole("dialog", { name: "Supprimer mon compte" });
  await expect(
    dialog.getByText("Vos réservations, vos paiements et l'historique de vos crédits"),
  ).toBeVisible();
  await dialog.getByLabel("Mot de passe", { exact: true }).fill(member.password);
  await dialog.getByRole("button", { name: "Supprimer définitivement" }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Votre compte a été supprimé.")).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("access_token"))).toBeNull();
  const login = await page.request.post(`${baseURL}/api/accounts/login/`, {
    data: { username: member.email, password: member.password },
  });
  expect(login.status()).toBe(400);
});
