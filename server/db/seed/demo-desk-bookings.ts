import type { AppDeps } from "../../deps";
import { debit, refund } from "../../domain/ledger";
import { creditsWorth, quote } from "../../domain/pricing";
import { writeAudit } from "../../domain/staff/audit";
import type { DeskMethod } from "../tables/payments";
import type { demoClients } from "./demo-desk";
import { demoMember } from "./seed";

const MINUTE = 60_000;

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "config">;
type Client = (typeof demoClients)[number]["email"] | typeof demoMember.email;

type Plan = {
  service: string;
  start: number;
  client: Client;
  persons: number;
  pay: "venue_unpaid" | "credits" | DeskMethod | "online_wave";
  attendance?: "present" | "absent";
  cancel?: string;
};

/** Each state the desk meets, on the day's slots (`start`: the slot's rank in the service's day). */
const plans: Plan[] = [
  {
    service: "Yoga hatha",
    start: 0,
    client: "fatou.sow@example.com",
    persons: 1,
    pay: "cash",
    attendance: "present",
  },
  {
    service: "Yoga hatha",
    start: 0,
    client: "cheikh.ba@example.com",
    persons: 2,
    pay: "venue_unpaid",
    attendance: "absent",
  },
  // The demo member sees « Présent » in their own history too.
  {
    service: "Massage suédois",
    start: 1,
    client: demoMember.email,
    persons: 1,
    pay: "credits",
    attendance: "present",
  },
  { service: "Pilates", start: 2, client: "ibrahima.diallo@example.com", persons: 1, pay: "wave" },
  { service: "Cardio training", start: 4, client: "khady.sarr@example.com", persons: 2, pay: "venue_unpaid" },
  {
    service: "Massage sportif",
    start: 5,
    client: "ibrahima.diallo@example.com",
    persons: 1,
    pay: "venue_unpaid",
  },
  {
    service: "Renforcement musculaire",
    start: 6,
    client: "khady.sarr@example.com",
    persons: 1,
    pay: "online_wave",
  },
  {
    service: "Yoga hatha",
    start: 3,
    client: demoMember.email,
    persons: 1,
    pay: "credits",
    cancel: "Coach indisponible",
  },
];

/** The demo's day at the desk: a booking for each plan, with its payment, attendance or cancellation. */
export async function seedBookings(
  tx: Deps,
  day: string,
  now: Date,
  ids: Map<string, number>,
  staff: { admin: number; desk: number },
) {
  const { db } = tx;
  const bookedAt = new Date(now.getTime() - 26 * 60 * MINUTE);
  for (const [i, plan] of plans.entries()) {
    const userId = ids.get(plan.client);
    const service = await db
      .selectFrom("services")
      .selectAll()
      .where("name", "=", plan.service)
      .executeTakeFirst();
    if (!userId || !service) continue;
    const slots = await db
      .selectFrom("slots")
      .selectAll()
      .where("serviceId", "=", service.id)
      .where("date", "=", day)
      .orderBy("startsAt")
      .execute();
    const slot = slots[Math.min(plan.start, slots.length - 1)];
    if (!slot) continue;
    const price = quote(service, slot, plan.persons, false);
    const method = plan.pay === "credits" ? "PAY02" : plan.pay === "online_wave" ? "PAY03" : "PAY01";
    const paid = plan.pay !== "venue_unpaid";
    const booking = await db
      .insertInto("bookings")
      .values({
        userId,
        serviceId: service.id,
        slotId: slot.id,
        numberPerson: plan.persons,
        privateOption: false,
        price: price.price,
        creditPrice: price.credit_price,
        moneyRefundCredits: creditsWorth(service, plan.persons, false, price),
        paymentStatus: paid ? "paid" : "pending",
        paymentMethod: method,
        createdAt: bookedAt,
        holdUntil: new Date(bookedAt.getTime() + 15 * MINUTE),
        confirmedAt: new Date(bookedAt.getTime() + MINUTE),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const what = `Réservation n° ${booking.id} (${plan.client}, ${service.name})`;
    const at = new Date(now.getTime() - (plans.length - i) * 5 * MINUTE);
    if (plan.pay === "credits")
      await debit(db, userId, price.credit_price, bookedAt, { id: booking.id, serviceName: service.name });
    if (plan.pay === "online_wave")
      await db
        .insertInto("payments")
        .values({
          id: `demo-wave-${booking.id}`,
          userId,
          purpose: "booking",
          objectId: booking.id,
          method: "PAY03",
          amount: price.price,
          status: "success",
          createdAt: bookedAt,
          expiresAt: new Date(bookedAt.getTime() + 15 * MINUTE),
          settledAt: new Date(bookedAt.getTime() + 2 * MINUTE),
          provider: "sandbox",
        })
        .execute();
    if (plan.pay === "cash" || plan.pay === "card" || plan.pay === "wave" || plan.pay === "orange_money") {
      await db
        .insertInto("venuePayments")
        .values({
          bookingId: booking.id,
          method: plan.pay,
          amount: price.price,
          staffId: staff.desk,
          paidAt: at,
        })
        .execute();
      await writeAudit(
        { ...tx, clock: { now: () => at } },
        {
          staffId: staff.desk,
          action: "booking.paid_at_venue",
          bookingId: booking.id,
          clientId: userId,
          summary: `${what} payée sur place (démonstration).`,
          data: { method: plan.pay, amount: price.price, reference: null },
        },
      );
    }
    if (plan.attendance) {
      await db
        .updateTable("bookings")
        .set({ attendance: plan.attendance, attendanceAt: at, attendanceBy: staff.desk })
        .where("id", "=", booking.id)
        .execute();
      await writeAudit(
        { ...tx, clock: { now: () => at } },
        {
          staffId: staff.desk,
          action: "booking.attendance",
          bookingId: booking.id,
          clientId: userId,
          summary: `${what} : ${plan.attendance === "present" ? "Présent" : "Absent"} (démonstration).`,
          data: { attendance: plan.attendance, previous: null },
        },
      );
    }
    if (plan.cancel) {
      await db
        .updateTable("bookings")
        .set({ cancelledAt: at, cancelReason: plan.cancel, cancelledBy: staff.admin })
        .where("id", "=", booking.id)
        .execute();
      const back = await refund(db, userId, booking.id, service.name, at);
      await writeAudit(
        { ...tx, clock: { now: () => at } },
        {
          staffId: staff.admin,
          action: "booking.cancelled",
          bookingId: booking.id,
          clientId: userId,
          summary: `${what} annulée, ${back} crédits rendus : ${plan.cancel} (démonstration).`,
          data: { refund: true, refunded_credits: back, reason: plan.cancel },
        },
      );
    }
  }
}
