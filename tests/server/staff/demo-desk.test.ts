import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { demoStaff, retireDemoStaff, seedDemoDesk } from "../../../server/db/seed/demo-desk";
import { bookingHistoryPageSchema } from "../../../src/contract/booking";
import { agendaSchema } from "../../../src/contract/staff/agenda";
import { contactInboxSchema } from "../../../src/contract/staff/messages";
import { manualRefundListSchema, takingsSchema } from "../../../src/contract/staff/money";
import { makeTestApp, type TestApp } from "../harness";

const login = async (t: TestApp, who: (typeof demoStaff)[number]) =>
  t.api.post("accounts/login/", { username: who.email, password: who.password });

describe("the demonstration's day at the desk", () => {
  it("seeds a demo admin and receptionist and a day with bookings in every state, once", async () => {
    const t = await makeTestApp();
    expect(await seedDemoDesk(t.deps)).toBe(true);
    expect(await seedDemoDesk(t.deps)).toBe(false);

    const admin = await login(t, demoStaff[0]);
    expect(admin.data.body.role).toBe("admin");
    const desk = await login(t, demoStaff[1]);
    expect(desk.data.body.role).toBe("reception");
    const token = desk.data.body.access as string;

    const agenda = v.parse(agendaSchema, (await t.api.get("staff/agenda/", token)).data);
    const bookings = agenda.services.flatMap((s) => s.slots.flatMap((slot) => slot.bookings));
    const states = new Set(
      bookings.map((b) =>
        b.status === "cancelled"
          ? "cancelled"
          : b.attendance
            ? b.attendance
            : b.venue_payment
              ? "venue"
              : b.payment_status === "paid"
                ? b.payment_method
                : "unpaid",
      ),
    );
    expect([...states].sort()).toEqual(["PAY03", "absent", "cancelled", "present", "unpaid", "venue"]);
    // The demo member's session paid in credits is marked present: their own history shows it.
    const demo = await t.loginDemo();
    const mine = v.parse(
      bookingHistoryPageSchema,
      (await t.api.get("booking/booking/validated", demo.access)).data,
    ).results;
    expect(mine.filter((b) => b.attendance === "present").map((b) => b.payment_method)).toEqual(["PAY02"]);
    expect(bookings.find((b) => b.status === "cancelled")).toMatchObject({
      cancel_reason: "Coach indisponible",
      cancelled_by: "Aïda Ndiaye",
      refunded_credits: 8,
    });

    const refunds = v.parse(manualRefundListSchema, (await t.api.get("staff/refunds/", token)).data);
    expect(refunds.map((r) => [r.refund_amount, r.client.telephone_number])).toEqual([
      [95000, "+221703456789"],
    ]);
    const inbox = v.parse(contactInboxSchema, (await t.api.get("staff/messages/", token)).data);
    expect(inbox).toMatchObject({ count: 2, unread_count: 1 });
    const day = v.parse(takingsSchema, (await t.api.get("staff/takings/", token)).data);
    expect(day.total_amount).toBeGreaterThan(0);
    expect(day.no_shows.count).toBe(1);
    // The demo member's balance stays whole: 150 less 25 and 8 spent, 8 back.
    const member = await t.loginDemo();
    expect((await t.api.get("accounts/profile/", member.access)).data.body.total_credits).toBe(125);
    const log = (await t.api.get("staff/audit/", admin.data.body.access)).data;
    expect(log.results.length).toBeGreaterThan(3);
  });

  it("is retired in production: no role, no login, no session", async () => {
    const t = await makeTestApp();
    await seedDemoDesk(t.deps);
    const admin = await login(t, demoStaff[0]);
    expect(await retireDemoStaff(t.deps)).toBe(2);
    expect(await retireDemoStaff(t.deps)).toBe(0);
    expect((await login(t, demoStaff[0])).status).toBe(400);
    expect((await t.api.get("staff/me/", admin.data.body.access)).status).toBe(401);
    const roles = await t.deps.db
      .selectFrom("users")
      .select("staffRole")
      .where(
        "email",
        "in",
        demoStaff.map((s) => s.email),
      )
      .execute();
    expect(roles).toEqual([{ staffRole: null }, { staffRole: null }]);
  });
});
