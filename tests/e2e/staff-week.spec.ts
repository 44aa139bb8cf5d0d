import type { APIRequestContext } from "@playwright/test";
import { admin, chooseService, clockAt, deskDay, openDesk, reception, staffTokens } from "./support/desk";
import { peopleOf } from "./support/people";
import { type RunningServer, startServer } from "./support/server";
import { expect, appPage as test } from "./support/test";

// The week to plan at the desk's tablet and desktop sizes: an admin sees two practitioners' clients
// in their columns, moves one to another time and then to another practitioner; the practitioner
// signs in and sees only his own sessions.
const { day } = deskDay();
const morning = new Date(`${day}T08:55:00Z`);

let server: RunningServer;
test.afterEach(async () => {
  await server?.stop();
});

/** A client made at the desk and booked into the day's `start` Massage suédois, to pay at the venue. */
async function deskBooking(
  request: APIRequestContext,
  token: string,
  last: string,
  phone: string,
  start: string,
) {
  const headers = { Authorization: `Bearer ${token}` };
  const made = await request.post(`${server.url}/api/staff/clients/`, {
    headers,
    data: { first_name: "Awa", last_name: last, telephone_number: phone },
  });
  expect(made.status()).toBe(201);
  const client = (await made.json()).client.id as number;
  const slots = await request.get(`${server.url}/api/staff/slots/?service_id=1&date=${day}`, { headers });
  const slot = (await slots.json()).slots.find((s: { start_time: string }) => s.start_time === start);
  const booked = await request.post(`${server.url}/api/staff/bookings/`, {
    headers,
    data: { client_id: client, service: 1, slot: slot.id, number_person: 1, payment: "at_venue" },
  });
  expect(booked.status()).toBe(201);
  return (await booked.json()).booking.booking_id as number;
}

for (const size of [
  { width: 1280, height: 800, phone: "76 430 10" },
  { width: 1024, height: 768, phone: "76 430 20" },
] as const) {
  test(`at ${size.width}×${size.height}: the desk plans the week by practitioner and moves a booking; the practitioner sees his own sessions only`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    server = await startServer({ env: clockAt(morning) });
    const people = peopleOf(server.dataDir);
    const khady = people.practitioner("Khady", "Sène");
    const ousmane = people.practitioner("Ousmane", "Ba");
    const cabin = people.room("Cabine 1");
    const token = (await staffTokens(page, server.url, admin)).access ?? "";
    const hers = await deskBooking(page.request, token, "Diallo", `${size.phone} 01`, "10:00:00");
    const his = await deskBooking(page.request, token, "Mbaye", `${size.phone} 02`, "11:00:00");
    const third = await deskBooking(page.request, token, "Sy", `${size.phone} 03`, "16:00:00");
    people.assign(hers, [khady], cabin);
    people.assign(third, [khady], cabin);
    people.assign(his, [ousmane], cabin);
    // Both deliver the massage, in the cabin (mapped once booked: the bookings keep who they were given).
    people.delivers(khady, 1);
    people.delivers(ousmane, 1);
    people.hosts(cabin, 1);

    await openDesk(page, server.url, `/admin/semaine?date=${day}`, morning, admin);
    await expect(page.getByRole("heading", { name: "Semaine" })).toBeVisible();
    const lane = (id: number) =>
      page.locator(`[data-testid="week-lane"][data-column="${id}"][data-date="${day}"]`);
    const diallo = lane(khady).getByTestId("week-block").filter({ hasText: "Awa Diallo" });
    await expect(diallo).toHaveText(/10h00 · Massage suédois/);
    await expect(lane(khady).getByTestId("week-block")).toHaveText([/Awa Diallo/, /Awa Sy/]);
    await expect(lane(ousmane).getByTestId("week-block")).toHaveText(/Awa Mbaye/);
    await expect(lane(khady)).not.toContainText("Awa Mbaye");

    // Opened, then moved to 14h00 with the agenda's own dialog: the block follows.
    await diallo.click();
    const details = page.getByTestId("week-booking-dialog");
    await expect(details).toContainText("Massage suédois");
    await details.getByRole("button", { name: "Déplacer" }).click();
    const move = page.getByTestId("schedule-move-dialog");
    await move.getByRole("button", { name: "14h00" }).click();
    await move.getByRole("button", { name: "Déplacer", exact: true }).click();
    await expect(move).toBeHidden();
    await expect(diallo).toHaveText(/14h00 · Massage suédois/);

    // « Changer de praticien »: Ousmane, free at 14h00, takes it; the block moves to his column.
    await diallo.click();
    await details.getByRole("button", { name: "Changer de praticien" }).click();
    const assign = page.getByTestId("assign-dialog");
    await assign.getByLabel("Praticien").selectOption({ label: "Ousmane Ba" });
    await assign.getByRole("button", { name: "Enregistrer" }).click();
    await expect(assign).toBeHidden();
    await expect(page.getByText("Réservation réattribuée.")).toBeVisible();
    await expect(lane(ousmane).getByTestId("week-block")).toHaveText([/Awa Mbaye/, /Awa Diallo/]);
    await expect(lane(khady).getByTestId("week-block")).toHaveText([/Awa Sy/]);

    // A free cell of Khady's: « Réserver ici » opens the desk's booking on that day, time and person.
    await lane(khady)
      .getByRole("button", { name: /^Réserver ici : Khady Sène, .* à 12h00$/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/reserver\\?.*practitioner=${khady}`));
    await expect(page).toHaveURL(/time=12%3A00|time=12:00/);
    // The service chosen, Khady stays the one asked for.
    await chooseService(page, "Massage suédois");
    await expect(page.getByRole("radio", { name: /Khady/ })).toBeChecked();
    await expect(page.locator("#desk-day")).toHaveValue(day);

    // The receptionist's account becomes Khady's own: signed in, only her day, her client only.
    const team = await page.request.get(`${server.url}/api/staff/team/`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const member = (await team.json()).find((m: { email: string }) => m.email === reception.username);
    const role = await page.request.post(`${server.url}/api/staff/team/${member.id}/role/`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { role: "practitioner" },
    });
    expect(role.status()).toBe(200);
    people.link(ousmane, reception.username);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await openDesk(page, server.url, "/admin/dashboard", morning, reception);
    await expect(page).toHaveURL(/\/admin\/semaine/);
    await expect(page.getByRole("heading", { name: "Mes séances" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Navigation de l'espace équipe" });
    await expect(nav.getByRole("link")).toHaveText(["Ma journée"]);
    await expect(page.getByTestId("week-block")).toHaveText([/Awa Mbaye/, /Awa Diallo/]);
    await expect(page.getByText("Awa Sy")).toHaveCount(0);
  });
}
