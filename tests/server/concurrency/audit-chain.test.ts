import { describe, expect, it } from "vitest";
import { verifyAuditChain } from "../../../server/domain/staff/audit-verify";
import { makeTestApp } from "../harness";
import { demoClient, staffMember } from "../staff/staff-harness";
import { inParallel, type ParallelRequest } from "./parallel";

describe("audit lines written by several servers at once", { timeout: 60_000 }, () => {
  it("keep one chain: every place once, each line linked to the one before", async () => {
    const t = await makeTestApp({ dbFile: true });
    const client = await demoClient(t);
    const desks = [];
    for (let i = 0; i < 4; i++) desks.push(await staffMember(t, "reception", `accueil${i}@centre.example`));
    const requests: ParallelRequest[] = [];
    for (const [i, desk] of desks.entries()) {
      // Each desk exports the takings of eight days (a line each) and opens the same record three
      // times (one line per desk, however the openings meet).
      for (let n = 0; n < 8; n++)
        requests.push({
          tag: "export",
          method: "GET",
          path: `/api/staff/takings/export.csv?period=day&date=2026-03-0${n + 1}`,
          token: desk.access,
        });
      for (let n = 0; n < 3; n++)
        requests.push({
          tag: `open${i}`,
          method: "GET",
          path: `/api/staff/clients/${client.id}/`,
          token: desk.access,
        });
    }
    const answers = await inParallel(t, requests);
    expect(answers.filter((a) => a.status !== 200).map((a) => [a.tag, a.status, a.data])).toEqual([]);

    const lines = await t.deps.db.selectFrom("staffAudit").selectAll().orderBy("seq").execute();
    expect(lines).toHaveLength(4 * 8 + 4);
    expect(lines.map((l) => l.seq)).toEqual(lines.map((_, i) => i + 1));
    expect(
      lines
        .filter((l) => l.action === "client.viewed")
        .map((l) => l.staffId)
        .sort(),
    ).toEqual(desks.map((d) => d.id).sort());
    expect(await verifyAuditChain(t.deps.db, t.deps.config.jwtSecret)).toMatchObject({
      intact: true,
      checked: lines.length,
    });
  });
});
