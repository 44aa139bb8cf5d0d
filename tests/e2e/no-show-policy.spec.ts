import type { APIRequestContext } from "@playwright/test";
import { bookingPrice } from "../../src/lib/price";
import { admin, clockAt, deskDay, openDesk } from "./support/desk";
import { skipPromo } from "./support/members";
import { type RunningServer, startServer } from "./support/server";
import { expect, storeTokens, appPage as test } from "./support/test";

// 09:10 of a working day two days ahead: the 09:00 sessions have begun (« Absent » may be marked),
// and with a 24-hour cut-off every session left that day is inside it. Server and page agree.
const { day } = deskDay();
const morning = new Date(`${day}T09:10:00Z`);

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer({ env: clockAt(morning) });
});
test.afterAll(async () => {
  await server?.stop();
});

const demo = { username: "demo@example.com", password: "Demo2026!" };
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * The centre's policy (a late cancel costs 2 credits, a no-show 3, a 24-hour cut-off), and 20
 * credits for the demo member, whose id it answers, with the admin's token.
 */
async function centre(request: APIRequestContext) {
  const login = await request.post(`${server.url}/api/accounts/login/`, { data: admin });
  const access = (await login.json()).body.access as string;
  const headers = bearer(access);
  const rules = await request.put(`${server.url}/api/staff/settings/rules/`, {
    headers,
    data: { cancel_cutoff_hours: 24, booking_lead_hours: 3, max_unpaid_bookings: 3 },
  });
  expect(rules.status()).toBe(200);
  const penalties = await request.put(`${server.url}/api/staff/settings/penalties/`, {
    headers,
    data: { late_cancel: { kind: "credits", credits: 2 }, no_show: { kind: "credits", credits: 3 } },
  });
  expect(penalties.status()).toBe(200);
  const clients = await request.get(`${server.url}/api/staff/clients/?search=demo@example.com`, { headers });
  const clientId = (await clients.json()).results[0].id as number;
  const credits = await request.post(`${server.url}/api/staff/clients/${clientId}/credits/`, {
    headers: { ...headers, "Idempotency-Key": `credits-${Date.now()}-${Math.random()}` },
    data: { delta: 20, reason: "Parcours des pénalités" },
  });
  expect(credits.status()).toBe(200);
  return { access, clientId };
}

/** The demo member's Yoga hatha (id 4) from 13:00 on, paid in credits: its id and start. */
async function lateYoga(request: APIRequestContext, token: string) {
  const headers = bearer(token);
  const service = await (await request.get(`${server.url}/api/booking/services/4/`)).json();
  const list = await request.get(`${server.url}/api/booking/slots/?service_id=4&date=${day}&page_size=100`);
  const slot = (await list.json()).results.find(
    (s: { start_time: string; remaining_capacity: number }) =>
      s.start_time >= "13:00:00" && s.remaining_capacity > 0,
  );
  const created = await request.post(`${server.url}/api/booking/booking/create/`, {
    headers,
    data: {
      service: 4,
      slot: slot.id,
      ...bookingPrice(service, slot.pct_discount, 1, false),
      private_option: false,
      number_person: 1,
    },
  });
  expect(created.status()).toBe(201);
  const { booking_id } = await created.json();
  const methods = await (await request.get(`${server.url}/api/configs/bookingmethod/`)).json();
  const paid = await request.post(`${server.url}/api/booking/booking/${booking_id}/confirm-payment/`, {
    headers,
    data: { booking_method: methods.find((m: { code: string }) => m.code === "PAY02").id },
  });
  expect(paid.status()).toBe(200);
  return booking_id as number;
}

test("the member is told what cancelling late costs, cancels, and reads the fee in their ledger", async ({
  page,
  request,
}) => {
  await centre(request);
  const login = await request.post(`${server.url}/api/accounts/login/`, { data: demo });
  const tokens = (await login.json()).body as Record<string, string>;
  const id = await lateYoga(request, tokens.access ?? "");

  await page.clock.install({ time: morning });
  await page.clock.resume();
  await skipPromo(page);
  await page.goto(`${server.url}/`);
  await storeTokens(page, tokens);
  await page.goto(`${server.url}/historique`);
  const card = page.locator(`#booking-${id}`);
  await expect(card).toContainText("Annulation tardive : 2 crédits de pénalité.");
  // Inside the cut-off a late cancel is allowed, a move is not.
  await expect(card.getByRole("button", { name: /^Déplacer/ })).toHaveCount(0);
  await card.getByRole("button", { name: /^Annuler/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Êtes-vous sûr de vouloir annuler cette réservation ?");
  await expect(dialog.getByTestId("cancel-penalty")).toHaveText(
    "Annulation tardive : 2 crédits de pénalité seront retenus sur vos crédits.",
  );
  await dialog.getByRole("button", { name: "Oui, annuler" }).click();
  await expect(page.getByText("Pénalité : 2 crédits retenus.")).toBeVisible();

  await page.goto(`${server.url}/historique-transaction`);
  await expect(page.getByText("Pénalité d'annulation tardive · Yoga hatha").first()).toBeVisible();
});

test("the desk marks « Absent », the fee is taken once, and « Rembourser la pénalité » gives it back", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const { access, clientId } = await centre(request);
  const headers = bearer(access);
  const slots = await request.get(`${server.url}/api/staff/slots/?service_id=4&date=${day}`, { headers });
  const slot = (await slots.json()).slots.find((s: { start_time: string }) => s.start_time === "09:00:00");
  const booked = await request.post(`${server.url}/api/staff/bookings/`, {
    headers: { ...headers, "Idempotency-Key": `absent-${Date.now()}-${Math.random()}` },
    data: { client_id: clientId, service: 4, slot: slot.id, number_person: 1, payment: "at_venue" },
  });
  expect(booked.status()).toBe(201);
  const id = (await booked.json()).booking.booking_id as number;

  await openDesk(page, server.url, "/admin/dashboard", morning);
  const row = page.locator(`[data-testid="agenda-booking"][data-booking="${id}"]:visible`);
  await row.getByRole("button", { name: "Absent", exact: true }).click();
  await expect(page.getByText(/est marqué absent\. Pénalité : 3 crédits retenus\./)).toBeVisible();
  const penalty = row.getByTestId("booking-penalty");
  await expect(penalty).toContainText("Pénalité : 3 crédits");
  await penalty.getByRole("button", { name: "Rembourser la pénalité" }).click();
  await expect(page.getByText("Pénalité remboursée : 3 crédits rendus au client.")).toBeVisible();
  await expect(row.getByTestId("booking-penalty")).toHaveCount(0);
  // Still marked absent: only the fee came back.
  await expect(row.getByRole("button", { name: "Annuler le pointage" })).toBeVisible();
});
