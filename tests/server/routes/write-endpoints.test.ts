import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { makeTestApp } from "../harness";

/** Every write of the API, with whether it needs a member's token. */
const writes: [method: string, path: string, auth: boolean][] = [
  ["POST", "/api/accounts/login/", false],
  ["POST", "/api/accounts/register/", false],
  ["POST", "/api/accounts/refresh-token/", false],
  ["POST", "/api/accounts/logout/", false],
  ["POST", "/api/accounts/OTP-request/", false],
  ["POST", "/api/accounts/checkOTP/", false],
  ["POST", "/api/accounts/password-reset/confirm/", false],
  ["PATCH", "/api/accounts/profile/", true],
  ["POST", "/api/booking/slots/get_slots_by_dates/", false],
  ["POST", "/api/booking/booking/create/", true],
  ["PUT", "/api/booking/booking/update_payment/1/", true],
  ["POST", "/api/booking/booking/1/confirm-payment/", true],
  ["POST", "/api/payments/payment/", true],
  ["POST", "/api/payments/paiement/orange-money/", true],
  ["POST", "/api/payments/pack/checkout/", true],
  ["POST", "/api/notifications/contact-us", false],
];

async function snapshot(t: Awaited<ReturnType<typeof makeTestApp>>) {
  const tables = [
    "users",
    "bookings",
    "payments",
    "credit_records",
    "credit_movements",
    "contact_messages",
    "otp_codes",
  ];
  const counts: Record<string, unknown> = {};
  for (const name of tables) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(
      t.deps.db,
    );
    counts[name] = rows[0];
  }
  return counts;
}

describe("every write endpoint", () => {
  it("answers malformed JSON, a missing body and wrong types with a French 400, and changes nothing", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const before = await snapshot(t);
    for (const [method, path, auth] of writes) {
      const token = auth ? access : undefined;
      const headers = { "Content-Type": "application/json" };
      const malformed = await t.api.raw(method, path, { body: '{"oops":', token, headers });
      expect(malformed.status, `${method} ${path} malformed`).toBe(400);
      expect(JSON.stringify(malformed.data), path).toContain(
        "Requête invalide : le corps doit être un JSON valide.",
      );
      const notObject = await t.api.raw(method, path, { body: "42", token, headers });
      expect(notObject.status, `${method} ${path} not an object`).toBe(400);
      const wrongTypes = await t.api.raw(method, path, {
        json: {
          username: 1,
          email: 2,
          service: "x",
          booking_method: "x",
          object_id: [],
          refresh: 3,
          name: false,
          first_name: 9,
          dates: "x",
          pack_id: {},
          booking_on_payment_waiting: null,
        },
        token,
      });
      expect(wrongTypes.status, `${method} ${path} wrong types`).toBe(400);
      expect(JSON.stringify(wrongTypes.data)).not.toMatch(/Invalid|Expected|received/);
    }
    expect(await snapshot(t)).toEqual(before);
  });
});
