import { bookYoga, methodId, type TestApp } from "../harness";
import { demoClient, staffMember } from "../staff/staff-harness";

/** The day the heavy reads' tests read. */
export const PAID_DAY = "2026-03-02";

/** As the API sends it (a -0 is 0 once in JSON). */
export const asJson = (value: unknown) => JSON.parse(JSON.stringify(value));

/** A day with a booking for two paid in cash at the desk (16 000 XOF); answers the admin who reads it. */
export async function paidDay(t: TestApp) {
  const admin = await staffMember(t, "admin");
  const client = await demoClient(t);
  const booking = (await bookYoga(t, client.access, PAID_DAY, "12:00:00", 2)).id;
  await t.api.put(
    `booking/booking/update_payment/${booking}/`,
    { booking_method: await methodId(t, "PAY01") },
    client.access,
  );
  await t.api.post(`staff/bookings/${booking}/pay/`, { method: "cash" }, admin.access);
  return admin;
}
