import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { withUserSearch } from "../../../server/domain/user-search";
import {
  clientDetailSchema,
  clientLedgerPageSchema,
  LEDGER_PAGE_SIZE,
} from "../../../src/contract/staff/clients";
import { makeTestApp, type TestApp } from "../harness";
import { auditLines, demoClient, staffMember } from "./staff-harness";

const DAY = 86_400_000;

/**
 * 130 records more for the client, written out of date order and in threes at the same instant,
 * some expired, some spent, so a page's order rests on the date then the id.
 */
async function longLedger(t: TestApp, userId: number) {
  const now = t.deps.clock.now().getTime();
  const values = Array.from({ length: 130 }, (_, i) => {
    // Ids rise while instants go up and down: ties of three, each group older or newer than the last.
    const group = Math.floor(i / 3);
    const at = now - ((group * 7919) % 400) * DAY;
    return {
      userId,
      origin: i % 4 === 0 ? ("booking" as const) : ("purchase" as const),
      serviceName: `Ligne ${i}`,
      originalCreditNumber: 10 + (i % 7),
      usedCredits: i % 4 === 0 ? 10 + (i % 7) : i % 5,
      createdAt: new Date(at),
      expiresAt: i % 6 === 0 ? new Date(now - DAY) : new Date(now + 30 * DAY),
    };
  });
  await t.deps.db.insertInto("creditRecords").values(values).execute();
}

/** Every record of the client, as the page must order them: the latest written, then the highest id. */
const expectedOrder = async (t: TestApp, userId: number) =>
  (
    await t.deps.db
      .selectFrom("creditRecords")
      .select(["id", "createdAt"])
      .where("userId", "=", userId)
      .execute()
  )
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .map((r) => r.id);

const apiPath = (link: string) => link.replace(/^\/api\//, "");

describe("a client's ledger, a page at a time", () => {
  it("gives every record once, newest first, ties by id, and the balance over all of them", async () => {
    const t = await makeTestApp();
    const staff = await staffMember(t, "reception");
    const client = await demoClient(t);
    const before = v.parse(
      clientDetailSchema,
      (await t.api.get(`staff/clients/${client.id}/`, staff.access)).data,
    );
    expect(before.ledger_next).toBeNull();
    await longLedger(t, client.id);

    const res = await t.api.get(`staff/clients/${client.id}/`, staff.access);
    const page = v.parse(clientDetailSchema, res.data);
    expect(page.ledger).toHaveLength(LEDGER_PAGE_SIZE);
    const seen = page.ledger.map((l) => l.id);
    let next = page.ledger_next;
    let pages = 1;
    while (next !== null) {
      const older = await t.api.get(apiPath(next), staff.access);
      expect(older.status).toBe(200);
      const body = v.parse(clientLedgerPageSchema, older.data);
      seen.push(...body.results.map((l) => l.id));
      next = body.next;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(await expectedOrder(t, client.id));

    // The balance counts every live record, not the page shown: the member's own figure.
    const mine = (await t.api.get("accounts/profile/", client.access)).data.body.total_credits;
    const live = await t.deps.db
      .selectFrom("creditRecords")
      .selectAll()
      .where("userId", "=", client.id)
      .execute();
    const now = t.deps.clock.now();
    const expected = live
      .filter((r) => r.expiresAt === null || r.expiresAt > now)
      .reduce((sum, r) => sum + r.originalCreditNumber - r.usedCredits, 0);
    expect(page.client.total_credits).toBe(expected);
    expect(page.client.total_credits).toBe(mine);

    // A smaller page size walks the same records.
    const small = await t.api.get(`staff/clients/${client.id}/ledger/?page_size=7`, staff.access);
    const first = v.parse(clientLedgerPageSchema, small.data);
    expect(first.results.map((l) => l.id)).toEqual(seen.slice(0, 7));
    expect(first.next).toBe(`/api/staff/clients/${client.id}/ledger/?page_size=7&before=${seen[6]}`);
  });

  it("never leads into another client's ledger, and is the team's only", async () => {
    const t = await makeTestApp();
    const staff = await staffMember(t, "reception");
    const client = await demoClient(t);
    await longLedger(t, client.id);
    const other = await t.deps.db
      .insertInto("users")
      .values(
        withUserSearch({
          email: "autre@example.com",
          passwordHash: "x",
          firstName: "Fatou",
          lastName: "Sow",
          isVerified: true,
          createdAt: t.deps.clock.now(),
        }),
      )
      .returning("id")
      .executeTakeFirstOrThrow();
    await longLedger(t, other.id);
    const [record] = await expectedOrder(t, client.id);
    // A cursor of this client's record reads nothing in the other's ledger, and the other way round.
    const across = await t.api.get(`staff/clients/${other.id}/ledger/?before=${record}`, staff.access);
    expect(v.parse(clientLedgerPageSchema, across.data)).toEqual({ next: null, results: [] });
    const theirs = await expectedOrder(t, other.id);
    const back = await t.api.get(`staff/clients/${client.id}/ledger/?before=${theirs[0]}`, staff.access);
    expect(v.parse(clientLedgerPageSchema, back.data)).toEqual({ next: null, results: [] });

    const path = `staff/clients/${client.id}/ledger/`;
    expect((await t.api.get(path, client.access)).status).toBe(403);
    expect((await t.api.get(path)).status).toBe(401);
    expect((await t.api.get("staff/clients/999999/ledger/", staff.access)).status).toBe(404);
    // A cursor that is no id reads the latest page, as the audit log does.
    const odd = await t.api.get(`${path}?before=abc`, staff.access);
    expect(v.parse(clientLedgerPageSchema, odd.data).results).toHaveLength(LEDGER_PAGE_SIZE);
    // Read straight, without the client's page: still in the audit log, once for the quarter hour.
    const viewed = (await auditLines(t)).filter((l) => l.action === "client.viewed");
    expect(viewed.map((l) => [l.clientId, l.staffId])).toEqual([
      [other.id, staff.id],
      [client.id, staff.id],
    ]);
  });
});

describe("an adjustment's reason on the client's ledger", () => {
  it("is read by the team on the client's page and on older pages, never by the client", async () => {
    const t = await makeTestApp();
    const staff = await staffMember(t, "reception");
    const client = await demoClient(t);
    const reason = "Geste commercial après un retard du coach";
    const adjusted = await t.api.post(
      `staff/clients/${client.id}/credits/`,
      { delta: 7, reason },
      staff.access,
    );
    expect(adjusted.status).toBe(200);
    const adjustmentOf = (entries: { kind: string; reason: string | null }[]) =>
      entries.filter((e) => e.kind === "adjustment").map((e) => e.reason);

    const page = v.parse(
      clientDetailSchema,
      (await t.api.get(`staff/clients/${client.id}/`, staff.access)).data,
    );
    expect(adjustmentOf(page.ledger)).toEqual([reason]);

    // Pushed onto an older page by newer records: the reason comes with it.
    await longLedger(t, client.id);
    const ids = await expectedOrder(t, client.id);
    const record = adjusted.data.entry.id as number;
    const before = ids[ids.indexOf(record) - 1];
    const older = await t.api.get(`staff/clients/${client.id}/ledger/?before=${before}`, staff.access);
    const first = v.parse(clientLedgerPageSchema, older.data).results[0];
    expect(first).toMatchObject({ id: record, kind: "adjustment", reason, staff_name: "Moussa Fall" });

    // The client's own history names the line without its reason.
    for (const path of ["payments/user-credit-records/", "accounts/profile/"]) {
      const mine = await t.api.get(path, client.access);
      expect(mine.status).toBe(200);
      expect(JSON.stringify(mine.data)).not.toContain("retard du coach");
    }
  });
});
