import { logIn, skipPromo } from "./support/members";
import { expect, test } from "./support/test";

// The admin that demo mode seeds (README, « Comptes de démonstration »).
const admin = { email: "admin@example.com", password: "Admin2026!", firstName: "Aïda", lastName: "Ndiaye" };

test("an admin invites a colleague, makes them admin, then takes the access away", async ({
  page,
  request,
  baseURL,
}) => {
  const url = baseURL ?? "";
  const email = `coach.${Date.now()}@example.com`;
  await skipPromo(page);
  await logIn(page, url, admin);
  await page.goto("/admin/equipe");
  await expect(page.getByRole("heading", { level: 1, name: "Équipe" })).toBeVisible();
  // One's own row has no action: another admin changes it.
  const me = page.getByTestId("team-member").filter({ hasText: admin.email });
  await expect(me).toContainText("Un autre administrateur peut changer votre rôle.");
  await expect(me.getByRole("button")).toHaveCount(0);

  await page.getByRole("button", { name: "Inviter quelqu'un" }).click();
  const invite = page.getByTestId("invite-dialog");
  await invite.getByLabel("Adresse e-mail").fill("pas-une-adresse");
  await invite.getByLabel("Prénom (facultatif)").fill("Ousmane");
  await invite.getByRole("button", { name: "Envoyer l'invitation" }).click();
  // Refused here with what was typed kept.
  await expect(invite.getByLabel("Prénom (facultatif)")).toHaveValue("Ousmane");
  await expect(invite.getByLabel("Adresse e-mail")).toHaveAttribute("aria-invalid", "true");
  await invite.getByLabel("Adresse e-mail").fill(email);
  await invite.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expect(page.getByText(`Invitation envoyée à ${email}.`)).toBeVisible();

  const row = page.getByTestId("team-member").filter({ hasText: email });
  await expect(row).toContainText("Ousmane");
  await expect(row).toContainText("Accueil");
  await expect(row).toContainText("Mot de passe à choisir");
  const mails = await (await request.get(`${url}/api/dev/mail?to=${encodeURIComponent(email)}`)).json();
  expect(mails[0]?.text).toContain("Mot de passe oublié ?");

  await row.getByRole("button", { name: "Modifier l'accès" }).click();
  const dialog = page.getByTestId("role-dialog");
  await dialog.getByRole("radio", { name: /Administrateur/ }).check();
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Rôle modifié.")).toBeVisible();
  await expect(row).toContainText("Administrateur");

  await row.getByRole("button", { name: "Modifier l'accès" }).click();
  await dialog.getByRole("radio", { name: /Aucun accès/ }).check();
  await dialog.getByRole("button", { name: "Retirer l'accès" }).click();
  await expect(page.getByText("Rôle retiré : l'espace équipe lui est fermé dès maintenant.")).toBeVisible();
  await expect(row).toHaveCount(0);

  // The journal holds the three changes, shown before the walk of the whole chain comes back.
  let release = () => {};
  const walked = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/staff/audit/verify/", async (route) => {
    await walked;
    await route.continue();
  });
  await page
    .getByRole("navigation", { name: "Navigation de l'espace équipe" })
    .getByRole("link", { name: "Journal" })
    .click();
  await expect(page.getByText(`Rôle retiré à Ousmane`)).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: "Vérification du journal en cours" }),
  ).toBeVisible();
  release();
  // Checked again on each visit of its first page: every line linked to the one before.
  await expect(page.getByRole("status").filter({ hasText: "Journal intact" })).toContainText(
    "lignes vérifiées",
  );
  // At the desk on a phone: nothing runs off the side.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/admin/equipe");
  await expect(page.getByTestId("team-member").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
});
