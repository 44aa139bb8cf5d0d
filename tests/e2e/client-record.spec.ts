import type { APIRequestContext, Page } from "@playwright/test";
import { admin, clockAt, deskDay, reception, type StaffLogin, signIn as signInAt } from "./support/desk";
import { skipPromo } from "./support/members";
import { type RunningServer, startServer } from "./support/server";
import { expect, appPage as test } from "./support/test";

const ALLERGY = "Allergie aux huiles essentielles";
const PASSING = "Préfère la salle du fond";

// 08:30 of a working day: the server's clock and the page's agree on it.
const { day } = deskDay();
const morning = new Date(`${day}T08:30:00Z`);

// A server of its own for each test: both sizes type the same phone for their client.
let server: RunningServer;
test.beforeEach(async () => {
  server = await startServer({ env: clockAt(morning) });
});
test.afterEach(async () => {
  await server?.stop();
});

async function tokens(request: APIRequestContext, who: StaffLogin) {
  const login = await request.post(`${server.url}/api/accounts/login/`, { data: who });
  return (await login.json()).body as Record<string, string>;
}

/** A walk-in booked at the desk into the day's 10:00 yoga, with only a phone: their id. */
async function walkIn(request: APIRequestContext, access: string, phone: string, lastName: string) {
  const headers = { Authorization: `Bearer ${access}` };
  const slots = await request.get(`${server.url}/api/staff/slots/?service_id=4&date=${day}`, { headers });
  const slot = (await slots.json()).slots.find((s: { start_time: string }) => s.start_time === "10:00:00");
  const booked = await request.post(`${server.url}/api/staff/bookings/`, {
    headers,
    data: {
      new_client: { first_name: "Mariama", last_name: lastName, telephone_number: phone },
      service: 4,
      slot: slot.id,
      number_person: 1,
      payment: "at_venue",
    },
  });
  expect(booked.status()).toBe(201);
  return (await booked.json()).booking.client.id as number;
}

const signIn = (page: Page, who: StaffLogin) => signInAt(page, server.url, who);

async function editPhoneAndNote(page: Page, clientId: number) {
  await page.clock.install({ time: morning });
  await page.clock.resume();
  await skipPromo(page);
  await signIn(page, reception);
  await page.goto(`${server.url}/admin/clients/${clientId}`);
  await page.getByRole("button", { name: "Modifier", exact: true }).click();
  const dialog = page.getByTestId("edit-client-dialog");
  const phone = dialog.getByLabel("Téléphone", { exact: true });
  // A phone that is another client's (the demo member's): refused under the field, typed text kept.
  await phone.fill("77 123 45 67");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(
    dialog.getByText("Ce numéro de téléphone est déjà celui d'un client : Awa Diop."),
  ).toBeVisible();
  await expect(phone).toHaveValue("77 123 45 67");
  await expect(dialog.getByRole("link", { name: "Ouvrir la fiche de ce client" })).toBeVisible();
  await phone.fill("78 123 45 67");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("link", { name: "+221 78 123 45 67" })).toBeVisible();

  const notes = page.getByTestId("client-notes");
  await notes.getByLabel("Nouvelle note").fill(ALLERGY);
  await notes.getByRole("button", { name: "Ajouter la note" }).click();
  await expect(page.getByTestId("client-note").first()).toContainText(ALLERGY);
  await expect(page.getByTestId("client-note").first()).toContainText("Moussa");
  await expect(notes.getByLabel("Nouvelle note")).toHaveValue("");
}

/** A second note, deleted through the desk's dialog: a lost connection said in it, then done. */
async function deleteANote(page: Page) {
  const notes = page.getByTestId("client-notes");
  await notes.getByLabel("Nouvelle note").fill(PASSING);
  await notes.getByRole("button", { name: "Ajouter la note" }).click();
  const passing = page.getByTestId("client-note").filter({ hasText: PASSING });
  await expect(passing).toHaveCount(1);
  await passing.getByRole("button", { name: /^Supprimer la note du / }).click();
  const dialog = page.getByTestId("delete-note-dialog");
  await expect(dialog).toContainText("Supprimer cette note ?");
  await expect(dialog).toContainText(PASSING);
  // « Annuler » keeps it.
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(dialog).toBeHidden();
  await expect(passing).toHaveCount(1);
  // The connection lost on the way: said in the dialog, which stays open.
  await passing.getByRole("button", { name: /^Supprimer la note du / }).click();
  const notesApi = /\/api\/staff\/clients\/\d+\/notes\/\d+\/?$/;
  await page.route(notesApi, (route) => route.abort("internetdisconnected"));
  await dialog.getByRole("button", { name: "Supprimer", exact: true }).click();
  await expect(dialog.getByRole("alert")).toContainText("Pas de connexion, ou la réponse s'est perdue.");
  await expect(dialog).toBeVisible();
  await page.unroute(notesApi);
  await dialog.getByRole("button", { name: "Supprimer", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(passing).toHaveCount(0);
  await expect(page.getByTestId("client-note").filter({ hasText: ALLERGY })).toHaveCount(1);
}

async function seeAgendaAndJournal(page: Page, name: string) {
  await page.goto(`${server.url}/admin/dashboard?date=${day}`);
  const row = page.getByTestId("agenda-booking").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  const marker = row.getByTestId("booking-notes");
  await expect(marker).toContainText("⚠ Note");
  await marker.locator("summary").click();
  await expect(marker.getByText(ALLERGY)).toBeVisible();
  // The Journal is the admins': the phone as it was and now is.
  await signIn(page, admin);
  await page.goto(`${server.url}/admin/journal`);
  const line = page.locator('[data-action="client.updated"]').filter({ hasText: name });
  await expect(line.first()).toContainText("Téléphone : +221 77 555 10 20 → +221 78 123 45 67");
}

test("the receptionist edits a client's phone, adds a note the agenda shows and deletes another; the Journal has the old and new phone", async ({
  page,
  request,
}) => {
  const reception_ = await tokens(request, reception);
  const clientId = await walkIn(request, reception_.access ?? "", "77 555 10 20", "Diallo");
  await editPhoneAndNote(page, clientId);
  await deleteANote(page);
  await seeAgendaAndJournal(page, "Mariama Diallo");
});

test.describe("at the tablet's width", () => {
  test.use({ viewport: { width: 1024, height: 768 } });
  test("the same edit and note, at 1024×768", async ({ page, request }) => {
    const reception_ = await tokens(request, reception);
    const clientId = await walkIn(request, reception_.access ?? "", "77 555 10 20", "Ndour");
    await editPhoneAndNote(page, clientId);
    await seeAgendaAndJournal(page, "Mariama Ndour");
  });
});
