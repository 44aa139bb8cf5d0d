import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, openDatabase } from "../../../server/db/open";
import { bookingMessages } from "../../../src/contract/booking";
import { paymentMessages } from "../../../src/contract/payments";
import { type Instances, startInstances } from "../support/api-instances";
import { allAtOnce, type HttpAnswer, type HttpRequest } from "../support/http-burst";
import {
  brokenRules,
  giveCredits,
  movementsSum,
  seedMembers,
  unpaidBooking,
  YOGA,
  yogaBooking,
  yogaSlots,
} from "../support/instance-data";
import { freshDatabase } from "../support/postgres-template";

/**
 * The rules that must hold under real concurrency, proven over HTTP against the real server's
 * processes: on PostgreSQL two instances (each its own process, port and connections) on one
 * database; on SQLite one server of two serving processes on one file. Several client threads send
 * at once, half of the requests to each instance.
 */
const onPostgres = process.env.TEST_DATABASE === "postgres";
const secret = randomBytes(32).toString("hex");
let servers: Instances | undefined;
let database: Database | undefined;
let bases: string[] = [];

/** The shared database, once the servers run on it. */
const db = () => {
  if (!database) throw new Error("no database");
  return database;
};

beforeAll(async () => {
  if (onPostgres) {
    const url = await freshDatabase(inject("postgresUrl"));
    servers = await startInstances(2, { databaseUrl: url, jwtSecretHex: secret });
    database = await openDatabase(url, { migrate: false, poolSize: 2 });
  } else {
    servers = await startInstances(1, { jwtSecretHex: secret, workers: 2 });
    database = await openDatabase(servers.sqliteFile ?? "", { migrate: false });
  }
  bases = servers.instances.map((i) => i.url);
}, 90_000);

afterAll(async () => {
  await database?.close();
  await servers?.stop();
}, 30_000);

/** No answer is a server error, and the database keeps every rule. */
async function soundAfter(answers: HttpAnswer[]) {
  const failed = answers.filter((a) => a.status === 0 || a.status >= 500);
  expect(failed, JSON.stringify(failed.slice(0, 3))).toEqual([]);
  expect(await brokenRules(db())).toEqual([]);
}

const methodId = async (code: "PAY02" | "PAY03") =>
  (await db().db.selectFrom("bookingMethods").select("id").where("code", "=", code).executeTakeFirstOrThrow())
    .id;

describe(onPostgres
  ? "two API instances on one PostgreSQL database"
  : "two serving processes on one SQLite file", { timeout: 60_000 }, () => {
  it("let in no more persons than a slot's places, and a private booking only alone", async () => {
    const [open, privateOnly] = await yogaSlots(db(), 2, 0);
    if (!open || !privateOnly) throw new Error("setup");
    const members = await seedMembers(db(), secret, 28, "places");
    const create = (tag: string, token: string, body: unknown): HttpRequest => ({
      tag,
      method: "POST",
      path: "/api/booking/booking/create/",
      token,
      json: body,
    });
    const requests: HttpRequest[] = [];
    // 24 asks for one place and 4 for the slot alone (every seventh), for 10 places; then 8 asks
    // for another slot alone.
    for (const [i, member] of members.entries()) {
      const alone = i % 7 === 3;
      requests.push(create(alone ? "open-private" : "open", member.access, yogaBooking(open, 1, alone)));
      if (i < 8) requests.push(create("private", member.access, yogaBooking(privateOnly, 1, true)));
    }
    const answers = await allAtOnce(bases, requests);
    await soundAfter(answers);

    const held = await db()
      .db.selectFrom("bookings")
      .select(["slotId", "numberPerson", "privateOption"])
      .where("cancelledAt", "is", null)
      .where("slotId", "in", [open.id, privateOnly.id])
      .execute();
    const onOpen = held.filter((b) => b.slotId === open.id);
    const accepted = answers.filter((a) => a.tag.startsWith("open") && a.status === 201);
    expect(accepted).toHaveLength(onOpen.length);
    // Either one private booking took the slot first, or the places went to 10 persons.
    if (onOpen.some((b) => b.privateOption)) expect(onOpen).toHaveLength(1);
    else expect(onOpen.reduce((sum, b) => sum + b.numberPerson, 0)).toBe(open.capacity);
    expect(held.filter((b) => b.slotId === privateOnly.id)).toEqual([
      { slotId: privateOnly.id, numberPerson: 1, privateOption: true },
    ]);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(400);
      expect([bookingMessages.capacity, bookingMessages.privateTaken]).toContain(
        refused.data.non_field_errors?.[0],
      );
    }
  });

  it("spend a member's credits for exactly the bookings they cover, never below zero", async () => {
    const [member] = await seedMembers(db(), secret, 1, "credits");
    if (!member) throw new Error("setup");
    await giveCredits(db(), member.id, 3 * YOGA.credit_price);
    const slots = await yogaSlots(db(), 8, 2);
    const bookings = await Promise.all(slots.map((slot) => unpaidBooking(db(), member.id, slot)));
    const PAY02 = await methodId("PAY02");
    const requests: HttpRequest[] = [];
    for (let round = 0; round < 3; round++)
      for (const booking of bookings)
        requests.push({
          tag: String(booking.id),
          method: "PUT",
          path: `/api/booking/booking/update_payment/${booking.id}/`,
          token: member.access,
          json: { booking_method: PAY02 },
        });
    const answers = await allAtOnce(bases, requests);
    await soundAfter(answers);

    const paid = answers.filter((a) => a.status === 200);
    expect(new Set(paid.map((a) => a.tag)).size).toBe(paid.length);
    expect(paid).toHaveLength(3);
    for (const refused of answers.filter((a) => a.status !== 200))
      expect([paymentMessages.insufficient, paymentMessages.alreadyPaid]).toContain(refused.data.detail);
    const paidRows = await db()
      .db.selectFrom("bookings")
      .select("id")
      .where("userId", "=", member.id)
      .where("paymentStatus", "=", "paid")
      .execute();
    expect(paidRows.map((b) => String(b.id)).sort()).toEqual(paid.map((a) => a.tag).sort());
    expect(await movementsSum(db(), member.id)).toBe(0);
  });

  it("create one booking for one Idempotency-Key sent to both at once, and answer it to every copy", async () => {
    const [member] = await seedMembers(db(), secret, 1, "cle");
    const [slot] = await yogaSlots(db(), 1, 10);
    if (!member || !slot) throw new Error("setup");
    const answers = await allAtOnce(
      bases,
      Array.from({ length: 12 }, () => ({
        tag: "create",
        method: "POST" as const,
        path: "/api/booking/booking/create/",
        token: member.access,
        headers: { "Idempotency-Key": "reservation-unique-1" },
        json: yogaBooking(slot, 2),
      })),
    );
    await soundAfter(answers);
    const rows = await db().db.selectFrom("bookings").select("id").where("userId", "=", member.id).execute();
    expect(rows).toHaveLength(1);
    expect(answers.map((a) => [a.status, a.data.booking_id])).toEqual(Array(12).fill([201, rows[0]?.id]));
  });

  it("rotate one refresh token sent to both at once into one successor, never two", async () => {
    const [member] = await seedMembers(db(), secret, 1, "session");
    if (!member) throw new Error("setup");
    const answers = await allAtOnce(
      bases,
      Array.from({ length: 12 }, () => ({
        tag: "refresh",
        method: "POST" as const,
        path: "/api/accounts/refresh-token/",
        json: { refresh: member.refresh },
      })),
    );
    await soundAfter(answers);
    // Copies within the grace get the one successor again; no second branch of the session.
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    const successors = new Set(answers.map((a) => a.data.refresh));
    expect(successors.size).toBe(1);
    const live = await db()
      .db.selectFrom("refreshTokens")
      .select("jti")
      .where("userId", "=", member.id)
      .where("rotatedAt", "is", null)
      .execute();
    expect(live).toHaveLength(1);
    const [successor] = successors;
    const next = await fetch(`${bases.at(-1)}/api/accounts/refresh-token/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ refresh: successor }),
    });
    expect(next.status).toBe(200);
  });

  it("apply a provider's approval delivered to both at once once: a pack's credits, a booking paid", async () => {
    const [member] = await seedMembers(db(), secret, 1, "paiement");
    const [slot] = await yogaSlots(db(), 1, 11);
    if (!member || !slot) throw new Error("setup");
    const pack = await db()
      .db.selectFrom("creditPacks")
      .select(["id", "creditNumber"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const post = (path: string, json: unknown, method = "POST") =>
      fetch(`${bases[0]}/api${path}`, {
        method,
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${member.access}` },
        body: JSON.stringify(json),
      }).then((r) => r.json());
    // A pack by Orange Money QR code, a booking by the wallet's checkout: both left to approve.
    const qr = await post("/payments/paiement/orange-money/", {
      object_id: pack.id,
      payment_purpose: "pack",
    });
    const booking = await unpaidBooking(db(), member.id, slot);
    const wallet = await post(
      `/booking/booking/update_payment/${booking.id}/`,
      { booking_method: await methodId("PAY03") },
      "PUT",
    );
    expect(qr.qrId).toBeTruthy();
    expect(wallet.payment_id).toBeTruthy();
    const approvals: HttpRequest[] = [];
    for (let i = 0; i < 8; i++)
      approvals.push(
        { tag: "pack", method: "POST", path: `/sandbox/orange-money/${qr.qrId}/approve` },
        { tag: "booking", method: "POST", path: `/sandbox/checkout/${wallet.payment_id}/pay` },
      );
    const answers = await allAtOnce(bases, approvals);
    await soundAfter(answers);
    expect(answers.map((a) => a.status)).toEqual(Array(16).fill(303));
    for (const a of answers.filter((x) => x.tag === "booking"))
      expect(a.location).toMatch(/^\/callbacksuccessurl\?/);

    expect(await movementsSum(db(), member.id)).toBe(pack.creditNumber);
    const payments = await db()
      .db.selectFrom("payments")
      .select(["purpose", "status"])
      .where("userId", "=", member.id)
      .orderBy("purpose")
      .execute();
    expect(payments).toEqual([
      { purpose: "booking", status: "success" },
      { purpose: "pack", status: "success" },
    ]);
    const paid = await db()
      .db.selectFrom("bookings")
      .select(["paymentStatus", "paymentMethod"])
      .where("id", "=", booking.id)
      .executeTakeFirstOrThrow();
    expect(paid).toEqual({ paymentStatus: "paid", paymentMethod: "PAY03" });
  });
});
