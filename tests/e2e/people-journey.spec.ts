import type { APIRequestContext } from "@playwright/test";
import { admin, clockAt, deskDay, openDesk, staffTokens } from "./support/desk";
import { registerVerifiedMember } from "./support/members";
import { type RunningServer, startServer } from "./support/server";
import { expect, appPage as test } from "./support/test";

// The centre's people end to end: an admin adds a practitioner with her day off and maps her
// service, and a room; a client books with « Sans préférence », another chooses her; the week
// shows both in their columns; the desk hands one to the other practitioner; on her day off she
// alone is refused.
const { day, nextWeek } = deskDay();
// The day before, early: the demo's desk bookings of its own today weigh nothing on this day.
const morning = new Date(Date.parse(`${day}T06:00:00Z`) - 86_400_000);

let server: RunningServer;
test.beforeAll(async () => {
  // Its own server, no demo people: the ones made here are the only ones.
  server = await startServer({ env: clockAt(morning) });
});
test.afterAll(async () => {
  await server?.stop();
});

async function slotAt(request: APIRequestContext, date: string, start: string, practitioner?: number) {
  const answer = await request.post(`${server.url}/api/booking/slots/get_slots_by_dates/`, {
    data: { service_id: 1, dates: [date, date], ...(practitioner ? { practitioner } : {}) },
  });
  const slots = (await answer.json())[date] as {
    id: number;
    start_time: string;
    available: boolean;
    pct_discount: number;
  }[];
  const slot = slots.find((s) => s.start_time === start);
  if (!slot) throw new Error(`no 1/${date}/${start}`);
  return slot;
}

async function book(
  request: APIRequestContext,
  token: string,
  slot: { id: number; pct_discount: number },
  practitioner?: number,
) {
  const factor = 1 - slot.pct_discount / 100;
  const answer = await request.post(`${server.url}/api/booking/booking/create/`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      service: 1,
      slot: slot.id,
      price: Math.round(25000 * factor),
      credit_price: Math.round(25 * factor),
      number_person: 1,
      ...(practitioner ? { practitioner } : {}),
    },
  });
  return { status: answer.status(), body: await answer.json() };
}

test("an admin adds a practitioner and her day off; two clients book; the week shows them; the desk reassigns one", async ({
  page,
}) => {
  // Planned at the desk's tablet (the phone's day list is the week view's own journey): each
  // project runs it on its own server, at that size.
  await page.setViewportSize({ width: 1024, height: 768 });
  const base = server.url;
  const token = (await staffTokens(page, base, admin)).access ?? "";
  const headers = { Authorization: `Bearer ${token}` };
  // Awa is already there: mapped to the massage, she takes the demo's 10h00 session booked before
  // (the centre had nobody then), so she is the busier one that day.
  const awa = await page.request.post(`${base}/api/staff/practitioners/`, {
    headers,
    data: { first_name: "Awa", last_name: "Ndour", services: [1] },
  });
  expect(awa.status()).toBe(201);
  const awaId = (await awa.json()).practitioner.id as number;

  // The admin adds Mariama, who gives Swedish massages, and her day off next week.
  await openDesk(page, base, "/admin/praticiens/nouveau", morning, admin);
  const form = page.getByTestId("practitioner-form");
  await form.getByLabel("Prénom").fill("Mariama");
  await form.getByLabel("Nom (jamais montré aux clients)").fill("Faye");
  await form.getByRole("checkbox", { name: "Massage suédois" }).check();
  await form.getByRole("button", { name: "Ajouter le praticien" }).click();
  await expect(page.getByText("Praticien ajouté.")).toBeVisible();
  const mariamaId = Number(page.url().match(/praticiens\/(\d+)$/)?.[1]);
  const absences = page.getByTestId("absence-form");
  await absences.getByLabel("Du", { exact: true }).fill(nextWeek);
  await absences.getByLabel("Au (inclus)").fill(nextWeek);
  await absences.getByLabel("Motif").fill("Congés");
  await absences.getByRole("button", { name: "Ajouter l'absence" }).click();
  await expect(page.getByText("Absence enregistrée.")).toBeVisible();
  // A cabin for the massages.
  await page.goto(`${base}/admin/salles`);
  await page.getByRole("button", { name: "Ajouter une salle" }).first().click();
  const room = page.getByTestId("room-dialog");
  await room.getByLabel("Nom").fill("Cabine 1");
  await room.getByLabel("Séances à la fois").fill("2");
  await room.getByRole("checkbox", { name: "Massage suédois" }).check();
  await room.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Salle ajoutée.")).toBeVisible();

  // Two clients: one with no preference (Mariama, the least busy that day), one who chose her.
  const first = await registerVerifiedMember(page.request, base);
  const second = await registerVerifiedMember(page.request, base);
  const login = async (who: { email: string; password: string }) =>
    (
      await (
        await page.request.post(`${base}/api/accounts/login/`, {
          data: { username: who.email, password: who.password },
        })
      ).json()
    ).body.access as string;
  const three = await slotAt(page.request, day, "15:00:00");
  const four = await slotAt(page.request, day, "16:00:00", mariamaId);
  const any = await book(page.request, await login(first), three);
  expect(any.status).toBe(201);
  expect(any.body.practitioner).toBe("Mariama");
  const chosen = await book(page.request, await login(second), four, mariamaId);
  expect(chosen.body.practitioner).toBe("Mariama");

  // The week: each in the column of the one who takes it.
  await page.goto(`${base}/admin/semaine?date=${day}`);
  const lane = (id: number) =>
    page.locator(`[data-testid="week-lane"][data-column="${id}"][data-date="${day}"]`);
  const blocks = (id: number, at: string) =>
    lane(id)
      .getByTestId("week-block")
      .filter({ hasText: `${at} · Massage suédois` });
  await expect(lane(mariamaId).getByTestId("week-block")).toHaveCount(2);
  await expect(blocks(mariamaId, "15h00")).toHaveCount(1);
  await expect(blocks(mariamaId, "16h00")).toHaveCount(1);
  await expect(blocks(awaId, "10h00")).toHaveCount(1);

  // The desk hands the 15h00 session to Awa, free then.
  await blocks(mariamaId, "15h00").click();
  await page.getByTestId("week-booking-dialog").getByRole("button", { name: "Changer de praticien" }).click();
  const assign = page.getByTestId("assign-dialog");
  await assign.getByLabel("Praticien").selectOption({ label: "Awa Ndour" });
  await assign.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Réservation réattribuée.")).toBeVisible();
  await expect(blocks(awaId, "15h00")).toHaveCount(1);
  await expect(blocks(mariamaId, "15h00")).toHaveCount(0);

  // Her day off: Mariama is offered nothing, Awa is; a booking asking for Mariama is refused.
  const off = await slotAt(page.request, nextWeek, "10:00:00", mariamaId);
  expect(off.available).toBe(false);
  expect((await slotAt(page.request, nextWeek, "10:00:00", awaId)).available).toBe(true);
  const refused = await book(page.request, await login(first), off, mariamaId);
  expect(refused.body.practitioner).toEqual(["Ce praticien n'est pas disponible sur ce créneau."]);
  const accepted = await book(page.request, await login(second), off);
  expect(accepted.body.practitioner).toBe("Awa");

  // The 16h00 client pays at the venue: a confirmed booking, one the desk may move.
  const methods = await (await page.request.get(`${base}/api/configs/bookingmethod/`)).json();
  const atVenue = methods.find((m: { code: string }) => m.code === "PAY01").id as number;
  const confirmed = await page.request.post(
    `${base}/api/booking/booking/${chosen.body.booking_id}/confirm-payment/`,
    { headers: { Authorization: `Bearer ${await login(second)}` }, data: { booking_method: atVenue } },
  );
  expect(confirmed.status()).toBe(200);

  // Mariama falls ill this afternoon: her 16h00 session goes to « Réservations à traiter », and
  // the desk hands it to Awa at the same time from « Déplacer ».
  const sick = await page.request.post(`${base}/api/staff/practitioners/${mariamaId}/absences/`, {
    headers,
    data: { starts_at: `${day}T16:00:00Z`, ends_at: `${day}T18:00:00Z`, label: "Malade" },
  });
  expect(sick.status()).toBe(201);
  await page.goto(`${base}/admin/horaires`);
  const item = page.getByTestId("booking-to-deal-with");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("16:00–17:00");
  await item.getByRole("button", { name: "Déplacer" }).click();
  const move = page.getByTestId("schedule-move-dialog");
  await move.getByText(/^Awa/).click();
  await expect(move.getByRole("radio", { name: /Awa/ })).toBeChecked();
  await move.getByRole("button", { name: "16h00 · heure actuelle" }).click();
  await move.getByRole("button", { name: "Déplacer", exact: true }).click();
  await expect(page.getByText("Réservation réattribuée.")).toBeVisible();
  await expect(item).toHaveCount(0);
  await page.goto(`${base}/admin/semaine?date=${day}`);
  await expect(blocks(awaId, "16h00")).toHaveCount(1);
  await expect(lane(mariamaId).getByTestId("week-block")).toHaveCount(0);
});
