import { logIn, skipPromo } from "./support/members";
import { type RunningServer, startServer } from "./support/server";
import { expect, test } from "./support/test";

// The admin that demo mode seeds (README, « Comptes de démonstration »).
const admin = { email: "admin@example.com", password: "Admin2026!", firstName: "Aïda", lastName: "Ndiaye" };

/** A day two weeks ahead, `AAAA-MM-JJ` (the centre's clock is UTC). */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let server: RunningServer;
test.beforeAll(async () => {
  // Its own server, with the demo's people: practitioners mapped here must not touch the other
  // journeys' slots on the shared one.
  server = await startServer({ env: { DEMO_PEOPLE: "on" } });
});
test.afterAll(async () => {
  await server?.stop();
});

test("an admin adds a practitioner with own hours and a day off, maps services, and adds a room", async ({
  page,
}) => {
  const baseURL = server.url;
  const run = Date.now().toString(36).slice(-5);
  const name = `Khady${run}`;
  const room = `Hammam ${run}`;
  await skipPromo(page);
  await logIn(page, baseURL ?? "", admin);

  await page.goto(`${baseURL}/admin/praticiens`);
  await expect(page.getByRole("heading", { level: 1, name: "Praticiens" })).toBeVisible();
  // The demo's practitioners are listed with their hours.
  await expect(page.getByTestId("practitioner-card").filter({ hasText: "Aïssatou Diallo" })).toBeVisible();
  await page.getByRole("link", { name: "Ajouter un praticien" }).first().click();

  const form = page.getByTestId("practitioner-form");
  await form.getByLabel("Prénom").fill(name);
  await form.getByLabel("Nom (jamais montré aux clients)").fill("Mbaye");
  await form.getByLabel("Présentation (facultative, montrée aux clients)").fill("Praticienne de hammam.");
  await form.getByRole("checkbox", { name: "Yoga hatha" }).check();
  await form.getByRole("checkbox", { name: "Pilates" }).check();
  // Own hours: the centre's week to start from, then Monday evenings past closing time are refused.
  await form.getByRole("checkbox", { name: /Horaires du centre/ }).uncheck();
  const hours = page.getByTestId("own-hours");
  await hours.getByLabel("Lundi, à").fill("21:00");
  await form.getByRole("button", { name: "Ajouter le praticien" }).click();
  await expect(form.getByText("Le lundi, ces horaires dépassent ceux du centre.")).toBeVisible();
  // Nothing typed is lost: fixed, then kept.
  await expect(form.getByLabel("Prénom")).toHaveValue(name);
  await hours.getByLabel("Lundi, à").fill("13:00");
  await hours.getByRole("button", { name: "Retirer cette plage (Samedi)" }).click();
  await form.getByRole("button", { name: "Ajouter le praticien" }).click();
  await expect(page.getByText("Praticien ajouté.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/praticiens\/\d+$/);

  // Her photo, shown before it is sent, then kept at its own address.
  await page.getByLabel("Choisir une photo").setInputFiles("public/icons/icon-512.png");
  await expect(page.locator('img[src^="blob:"]')).toBeVisible();
  await page.getByRole("button", { name: "Envoyer la photo" }).click();
  await expect(page.getByText("Photo enregistrée.")).toBeVisible();
  await expect(page.locator('img[src*="/media/practitioners/"]')).toBeVisible();

  // A day off, two weeks from now.
  const absences = page.getByTestId("absence-form");
  const day = dayAhead(14);
  await absences.getByLabel("Du", { exact: true }).fill(day);
  await absences.getByLabel("Au (inclus)").fill(day);
  await absences.getByLabel("Motif").fill("Congés");
  await absences.getByRole("button", { name: "Ajouter l'absence" }).click();
  await expect(page.getByText("Absence enregistrée.")).toBeVisible();
  await expect(page.getByTestId("absences")).toContainText("Congés");

  await page.getByRole("link", { name: "Praticiens", exact: true }).first().click();
  const card = page.getByTestId("practitioner-card").filter({ hasText: name });
  await expect(card).toContainText("Yoga hatha");
  await expect(card).toContainText("Pilates");
  await expect(card).toContainText("Lun09:00–13:00");
  await expect(card).toContainText("Samrepos");
  await expect(card).toContainText("1 absence à venir");

  await page.goto(`${baseURL}/admin/salles`);
  await expect(page.getByRole("heading", { level: 1, name: "Salles" })).toBeVisible();
  await page.getByRole("button", { name: "Ajouter une salle" }).first().click();
  const dialog = page.getByTestId("room-dialog");
  await dialog.getByLabel("Nom").fill(room);
  await dialog.getByLabel("Séances à la fois").fill("2");
  await dialog.getByRole("checkbox", { name: "Rituel bien-être Teranga" }).check();
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Salle ajoutée.")).toBeVisible();
  const row = page.getByTestId("room-row").filter({ hasText: room });
  await expect(row).toContainText("2 séances à la fois");
  await expect(row).toContainText("Rituel bien-être Teranga");
});
