import { type AppDeps, immediate } from "../../deps";
import { decideBooking } from "../../domain/bookability";
import { bookingValues } from "../../domain/booking-create";
import { saveChoice } from "../../domain/people/assign";
import { assignUnassigned } from "../../domain/people/assign-existing";
import { quote } from "../../domain/pricing";
import { isoDay } from "../../domain/schedule";
import { demoClients } from "./demo-desk";

/**
 * Demo mode only, once, after the practitioners: the desk's day gets its people, and the six days
 * after it a realistic load (classes and massages across the four practitioners), booked through
 * the booking rule itself (people, rooms, places): confirmed, to pay at the venue. Nothing is
 * forced: a plan that does not fit is skipped.
 */

const DAY = 86_400_000;
/** Per day: a service and its slot's rank in the day, a client (index), persons. */
const dayPlan: [service: string, rank: number, client: number, persons: number][] = [
  ["Yoga hatha", 0, 0, 2],
  ["Yoga hatha", 0, 1, 1],
  ["Cardio training", 1, 2, 1],
  ["Massage suédois", 1, 3, 1],
  ["Massage aux pierres chaudes", 3, 4, 1],
  ["Massage sportif", 6, 5, 1],
  ["Pilates", 5, 0, 1],
  ["Pilates", 5, 2, 2],
  ["Massage suédois", 6, 1, 1],
  ["Renforcement musculaire", 2, 4, 3],
  ["Soin du visage éclat", 4, 3, 1],
  ["Yoga hatha", 7, 5, 1],
  ["Cardio training", 0, 1, 2],
  ["Massage sportif", 2, 2, 1],
  ["Massage suédois", 4, 0, 1],
  ["Préparation physique", 1, 3, 2],
  ["Massage aux pierres chaudes", 7, 5, 1],
  ["Renforcement musculaire", 0, 0, 1],
];

export async function seedDemoWeek(deps: Pick<AppDeps, "db" | "database" | "clock">): Promise<number> {
  return immediate(deps, async ({ db }) => {
    const marker = await db
      .selectFrom("serverMeta")
      .select("value")
      .where("key", "=", "demo_week")
      .executeTakeFirst();
    if (marker) return 0;
    await db.insertInto("serverMeta").values({ key: "demo_week", value: "1" }).execute();
    const now = deps.clock.now();
    let booked = await assignUnassigned(db, now);
    const clients = await db
      .selectFrom("users")
      .select("id")
      .where(
        "email",
        "in",
        demoClients.map((c) => c.email),
      )
      .orderBy("id")
      .execute();
    if (clients.length === 0) return booked;
    const services = await db.selectFrom("services").selectAll().where("isActive", "=", true).execute();
    for (let d = 1; d <= 6; d++) {
      const day = isoDay(new Date(now.getTime() + d * DAY));
      for (const [i, [name, rank, client, persons]] of dayPlan.entries()) {
        // Not the same load every day: each day leaves out a different few.
        if ((i + d) % 4 === 0) continue;
        const service = services.find((s) => s.name === name);
        const userId = clients[(client + d) % clients.length]?.id;
        if (!service || !userId) continue;
        const slots = await db
          .selectFrom("slots")
          .selectAll()
          .where("serviceId", "=", service.id)
          .where("date", "=", day)
          .where("withdrawn", "=", false)
          .orderBy("startsAt")
          .execute();
        // From its rank on, the first slot someone can take (a coach's mornings, a cabin free).
        const ask = { persons, privateOption: false, byDesk: true };
        let slot: (typeof slots)[number] | undefined;
        let decision: Awaited<ReturnType<typeof decideBooking>> | undefined;
        for (let k = 0; k < slots.length && !decision?.ok; k++) {
          slot = slots[(rank + d + k) % slots.length];
          decision = slot && (await decideBooking(db, service, slot, ask, now));
        }
        if (!slot || !decision?.ok) continue;
        const price = quote(service, slot, persons, false);
        const made = new Date(now.getTime() - (7 - d) * 3_600_000);
        const row = await db
          .insertInto("bookings")
          .values({
            ...bookingValues({ ok: true, service, slot }, userId, persons, false, price, made),
            confirmedAt: made,
            paymentMethod: "PAY01",
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await saveChoice(db, row.id, decision.choice, null, true);
        booked++;
      }
    }
    return booked;
  });
}
