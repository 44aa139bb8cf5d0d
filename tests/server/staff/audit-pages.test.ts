import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { generateBigCentre } from "../../../server/db/seed/big/generate";
import { immediate } from "../../../server/deps";
import { isoDay } from "../../../server/domain/schedule";
import { writeAudit } from "../../../server/domain/staff/audit";
import { type AuditPage, auditPageSchema } from "../../../src/contract/staff/audit";
import { makeTestApp, type TestApp } from "../harness";
import { referenceAuditIds } from "../support/audit-page-reference";
import { TEST_START } from "../support/test-start";
import { staffMember } from "./staff-harness";

type Filter = { bookingId?: number; clientId?: number; staffId?: number };

const query = (filter: Filter) =>
  [
    filter.bookingId === undefined ? "" : `&booking_id=${filter.bookingId}`,
    filter.clientId === undefined ? "" : `&client_id=${filter.clientId}`,
    filter.staffId === undefined ? "" : `&staff_id=${filter.staffId}`,
  ].join("");

describe("the audit log's pages, from line to line", { timeout: 120_000 }, () => {
  let t: TestApp;
  let admin: { id: number; access: string };
  const read = async (path: string): Promise<AuditPage> => {
    const res = await t.api.get(path.replace(/^\/api\//, ""), admin.access);
    expect(res.status, path).toBe(200);
    return v.parse(auditPageSchema, res.data);
  };
  /** Every page from the newest by `next`, then back up by `previous`: the ids of each. */
  async function walk(filter: Filter, size: number) {
    const down: number[][] = [];
    let page = await read(`staff/audit/?page_size=${size}${query(filter)}`);
    expect(page.previous).toBeNull();
    down.push(page.results.map((e) => e.id));
    while (page.next) {
      expect(page.next).toContain(query(filter));
      page = await read(page.next);
      down.push(page.results.map((e) => e.id));
    }
    const up: number[][] = [page.results.map((e) => e.id)];
    while (page.previous) {
      page = await read(page.previous);
      up.unshift(page.results.map((e) => e.id));
    }
    return { down, up };
  }

  beforeAll(async () => {
    t = await makeTestApp({ demoMember: false });
    await generateBigCentre(
      { db: t.deps.db, dialect: t.deps.database.dialect, database: t.deps.database },
      {
        scale: 0.002,
        seed: 11,
        today: isoDay(new Date(TEST_START)),
        jwtSecret: t.deps.config.jwtSecret,
        passwordCost: { N: 2 ** 10, r: 8, p: 1 },
      },
    );
    admin = await staffMember(t, "admin", "journal@centre.example");
  }, 120_000);

  it("read down then up, give every line the numbered pages gave, in their order, page for page", async () => {
    const { db } = t.deps;
    const busiest = async (column: "staffId" | "clientId" | "bookingId") => {
      const row = await db
        .selectFrom("staffAudit")
        .select([column, (eb) => eb.fn.countAll<number>().as("n")])
        .where(column, "is not", null)
        .groupBy(column)
        .orderBy("n", "desc")
        .orderBy(column)
        .limit(1)
        .executeTakeFirstOrThrow();
      return row[column] ?? 0;
    };
    const filters: Filter[] = [
      {},
      { staffId: await busiest("staffId") },
      { clientId: await busiest("clientId") },
      { bookingId: await busiest("bookingId") },
      { clientId: 99_999 },
    ];
    expect((await referenceAuditIds(db, {})).length).toBeGreaterThan(200);
    for (const filter of filters) {
      const all = await referenceAuditIds(db, filter);
      for (const size of [7, 100]) {
        const { down, up } = await walk(filter, size);
        // The pages of the numbered pager: page n held the lines from (n - 1) × size on.
        const numbered = Array.from({ length: Math.max(1, Math.ceil(all.length / size)) }, (_, n) =>
          all.slice(n * size, (n + 1) * size),
        );
        expect(down, JSON.stringify({ filter, size })).toEqual(numbered);
        expect(up, JSON.stringify({ filter, size })).toEqual(numbered);
      }
    }
  });

  it("ends where the lines end: a last full page leads nowhere, one line more makes one more page", async () => {
    const { db } = t.deps;
    const client = await db
      .selectFrom("staffAudit")
      .select(["clientId", (eb) => eb.fn.countAll<number>().as("n")])
      .where("clientId", "is not", null)
      .groupBy("clientId")
      // A page holds 100 lines at most.
      .having((eb) => eb.fn.countAll(), ">=", 3)
      .having((eb) => eb.fn.countAll(), "<", 99)
      .orderBy("clientId")
      .limit(1)
      .executeTakeFirstOrThrow();
    const filter = { clientId: client.clientId ?? 0 };
    const lines = Number(client.n);
    const all = await referenceAuditIds(db, filter);
    expect((await walk(filter, lines)).down).toEqual([all]);
    expect((await walk(filter, lines - 1)).down).toEqual([all.slice(0, -1), all.slice(-1)]);
    expect((await walk(filter, lines + 1)).down).toEqual([all]);
    // An old link past the oldest line: nothing there, and the way back to the newest page.
    const past = await read(`staff/audit/?page_size=5&before=${Math.min(...all)}${query(filter)}`);
    expect(past.results).toEqual([]);
    expect(past.next).toBeNull();
    expect((await read(past.previous ?? "")).results.map((e) => e.id)).toEqual(all.slice(0, 5));
    // Above the newest line: the newest page.
    const above = await read(`staff/audit/?page_size=2&after=${Math.max(...all) + 1000}${query(filter)}`);
    expect(above.results.map((e) => e.id)).toEqual(all.slice(0, 2));
    expect(above.previous).toBeNull();
  });

  it("going back up after a new line was written, ends on a full page of the newest lines", async () => {
    const all = await referenceAuditIds(t.deps.db, {});
    const first = await read("staff/audit/?page_size=3");
    const second = await read(first.next ?? "");
    expect(second.results.map((e) => e.id)).toEqual(all.slice(3, 6));
    await immediate(t.deps, (tx) =>
      writeAudit(tx, { staffId: admin.id, action: "takings.exported", summary: "Recettes exportées." }),
    );
    const back = await read(second.previous ?? "");
    expect(back.results.map((e) => e.id)).toEqual(all.slice(0, 3));
    const top = await read(back.previous ?? "");
    const newest = await referenceAuditIds(t.deps.db, {});
    expect(top.results.map((e) => e.id)).toEqual(newest.slice(0, 3));
    expect(top.previous).toBeNull();
  });
});
