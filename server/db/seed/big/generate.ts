import { createHash } from "node:crypto";
import type { ScryptCost } from "../../../domain/passwords";
import { isoDay, SLOT_HORIZON_DAYS } from "../../../domain/schedule";
import type { Tables } from "../../tables";
import { chainAudit } from "./audit";
import { type Check, checkInvariants } from "./checks";
import { planDrafts } from "./drafts";
import { MemoryLedger } from "./ledger";
import { sharedPasswordHash } from "./password";
import { planClients, planStaff } from "./people";
import { Rng } from "./random";
import { DAY, planSlots } from "./slots";
import { tellStory } from "./story";
import { insertRows, nextId, resetSequences, type Target } from "./writer";

export type BigOptions = {
  /** 1: the full centre (20,000 clients, 400,000 bookings); 0.01 for a quick run. */
  scale: number;
  seed: number;
  /** The centre's "today" (YYYY-MM-DD): the story ends this day at 10:00, Dakar time (UTC). */
  today: string;
  /** The server's JWT secret: the audit lines are signed with the key it derives. */
  jwtSecret: Buffer;
  /** The clients' password hash cost (a test passes a cheap one). */
  passwordCost?: ScryptCost;
};

export type BigReport = { counts: [table: string, rows: number][]; checks: Check[]; ms: number };

/** What a full centre holds, before scaling. */
const FULL = { clients: 20_000, bookings: 400_000, years: 3 };

/** The tables written, in the order their references need; their counts are reported. */
export const bigTables = [
  "users",
  "slots",
  "bookings",
  "creditRecords",
  "creditMovements",
  "payments",
  "venuePayments",
  "staffAudit",
] as const satisfies (keyof Tables)[];

/**
 * Grows the database into a busy centre's last years: clients, the slots of every day, bookings in
 * every state, their payments, the credits ledger and the staff's audit log, then checks every
 * invariant. The same options on the same database give the same rows.
 */
export async function generateBigCentre(target: Target, options: BigOptions): Promise<BigReport> {
  const started = performance.now();
  const rng = new Rng(options.seed);
  const now = Date.parse(`${options.today}T10:00:00Z`);
  if (Number.isNaN(now)) throw new Error(`Date invalide : ${options.today} (attendu AAAA-MM-JJ).`);
  const today = Date.parse(`${isoDay(new Date(now))}T00:00:00Z`);
  const scale = Math.min(1, Math.max(0, options.scale));
  // A small centre keeps months enough for its oldest pack to run out; from a tenth up, three years.
  const spanDays = Math.round(FULL.years * 365 * Math.min(1, Math.max(0.15, scale * 10)));
  const from = today - spanDays * DAY;

  const services = await target.db
    .selectFrom("services")
    .selectAll()
    .where("isActive", "=", true)
    .orderBy("id")
    .execute();
  const packs = await target.db
    .selectFrom("creditPacks")
    .selectAll()
    .where("isActive", "=", true)
    .orderBy("creditNumber")
    .orderBy("id")
    .execute();
  if (services.length === 0 || packs.length === 0)
    throw new Error(
      "Catalogue vide : démarrez le serveur une fois (ou npm run dev) avant de générer le centre.",
    );

  const firstUser = await nextId(target, "users");
  const team = planStaff(rng, firstUser, from, firstUser);
  const salt = createHash("sha256").update(`big-centre/${options.seed}`).digest().subarray(0, 16);
  const people = planClients(
    rng,
    Math.max(12, Math.round(FULL.clients * scale)),
    firstUser + team.rows.length,
    from - 30 * DAY,
    now,
    sharedPasswordHash(salt, options.passwordCost),
  );
  const slots = await planSlots(
    target,
    services,
    from,
    today + SLOT_HORIZON_DAYS * DAY,
    await nextId(target, "slots"),
  );
  const drafts = planDrafts(rng, slots.all, people.clients, Math.round(FULL.bookings * scale), now);
  const ledger = new MemoryLedger(
    await nextId(target, "creditRecords"),
    await nextId(target, "creditMovements"),
  );
  const story = tellStory(
    rng,
    drafts,
    people.clients,
    {
      admins: team.staff.filter((s) => s.role === "admin"),
      desk: team.staff.filter((s) => s.role === "reception"),
    },
    packs,
    ledger,
    await nextId(target, "bookings"),
    await nextId(target, "venuePayments"),
    now,
  );
  const audit = await chainAudit(target, story.audit, options.jwtSecret, await nextId(target, "staffAudit"));

  await insertRows(target, "users", [...team.rows, ...people.rows]);
  await insertRows(target, "slots", slots.rows);
  await insertRows(target, "bookings", story.bookings);
  await insertRows(target, "creditRecords", ledger.records);
  await insertRows(target, "creditMovements", ledger.movements);
  await insertRows(target, "payments", story.payments);
  await insertRows(target, "venuePayments", story.venuePayments);
  await insertRows(target, "staffAudit", audit);
  await resetSequences(
    target,
    bigTables.filter((t) => t !== "payments"),
  );

  const checks = await checkInvariants(target.db, new Date(now), options.jwtSecret);
  const counts: [string, number][] = [];
  for (const table of bigTables) {
    const row = await target.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst();
    counts.push([table, Number(row?.n ?? 0)]);
  }
  return { counts, checks, ms: Math.round(performance.now() - started) };
}
