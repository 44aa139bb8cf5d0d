import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { legacyLineHash } from "../../../server/domain/staff/audit-chain";
import { verifyAuditChain } from "../../../server/domain/staff/audit-verify";
import { auditVerificationSchema } from "../../../src/contract/staff/audit";
import { staffPaths } from "../../../src/contract/staff/common";
import { makeTestApp, type TestApp } from "../harness";
import { lineAt, tamper, writeLines } from "./audit-tamper";
import { staffMember } from "./staff-harness";

/** Two lines a page: every break below is met across a page's edge at least once. */
const verify = (t: TestApp) => verifyAuditChain(t.deps.db, t.deps.config.jwtSecret, 2);

describe("the audit log's hash chain", () => {
  it("numbers and links every line, and the admins' check says it holds", async () => {
    const t = await makeTestApp({ demoMember: false });
    const admin = await staffMember(t, "admin");
    const reception = await staffMember(t, "reception");
    expect(await verify(t)).toEqual({
      intact: true,
      checked: 0,
      last_seq: null,
      last_hash: null,
      broken: null,
    });
    await writeLines(t, 3);
    await t.api.get(`${staffPaths.takingsCsv}?period=day`, reception.access);
    const lines = await t.deps.db.selectFrom("staffAudit").selectAll().orderBy("id").execute();
    expect(lines.map((l) => l.seq)).toEqual([1, 2, 3, 4]);
    expect(lines[0]?.prevHash).toBe("0".repeat(64));
    for (const [i, line] of lines.entries()) {
      expect(line.hash).toMatch(/^[0-9a-f]{64}$/);
      if (i > 0) expect(line.prevHash).toBe(lines[i - 1]?.hash);
    }

    expect((await t.api.get(staffPaths.auditVerify, reception.access)).status).toBe(403);
    const answer = await t.api.get(staffPaths.auditVerify, admin.access);
    expect(answer.status).toBe(200);
    expect(v.parse(auditVerificationSchema, answer.data)).toEqual({
      intact: true,
      checked: 4,
      last_seq: 4,
      last_hash: lines[3]?.hash,
      broken: null,
    });
    expect(await verify(t)).toEqual(answer.data);
  });

  it("signs with a key the database does not hold: another secret is named as the likely cause", async () => {
    const t = await makeTestApp({ demoMember: false });
    await writeLines(t, 2);
    const other = await verifyAuditChain(t.deps.db, Buffer.alloc(32, 7));
    expect(other.broken).toMatchObject({ seq: 1, reason: "other_key" });
    expect(other.broken?.message).toContain("JWT_SECRET n'est sans doute pas celui qui a signé le journal");
  });

  const fakeHash = "f".repeat(64);
  it.each([
    {
      what: "a line's summary changed",
      statements: ["update staff_audit set summary = 'Export falsifié.' where seq = 3"],
      broken: { seq: 3, reason: "changed" },
    },
    {
      what: "a line backdated by a day",
      statements: ["update staff_audit set at = at - 86400000 where seq = 4"],
      broken: { seq: 4, reason: "changed" },
    },
    {
      what: "a line deleted",
      statements: ["delete from staff_audit where seq = 3"],
      broken: { seq: 3, reason: "missing" },
    },
    {
      what: "the first line deleted",
      statements: ["delete from staff_audit where seq = 1"],
      broken: { seq: 1, reason: "missing" },
    },
    {
      what: "a line added at the end, linked to the last",
      statements: [
        `insert into staff_audit (at, staff_id, action, summary, data, seq, prev_hash, hash)
         select at + 1000, staff_id, action, 'Export ajouté.', data, 6, hash, '${fakeHash}' from staff_audit where seq = 5`,
      ],
      broken: { seq: 6, reason: "changed" },
    },
    {
      what: "a line inserted in the middle, the later ones renumbered",
      statements: [
        "update staff_audit set seq = seq + 100 where seq >= 3",
        "update staff_audit set seq = seq - 99 where seq >= 103",
        `insert into staff_audit (at, staff_id, action, summary, data, seq, prev_hash, hash)
         select at + 500, staff_id, action, 'Export ajouté.', data, 3, hash, '${fakeHash}' from staff_audit where seq = 2`,
      ],
      broken: { seq: 3, reason: "changed" },
    },
    {
      what: "a line added beside the chain, with no place",
      statements: [
        `insert into staff_audit (at, staff_id, action, summary, data)
         select at, staff_id, action, 'Export ajouté.', data from staff_audit where seq = 2`,
      ],
      broken: { seq: null, reason: "unnumbered" },
    },
    {
      what: "two lines swapped",
      statements: [
        "update staff_audit set seq = 100 where seq = 3",
        "update staff_audit set seq = 3 where seq = 4",
        "update staff_audit set seq = 4 where seq = 100",
      ],
      broken: { seq: 3, reason: "out_of_place" },
    },
  ])("finds $what, on either database", async ({ statements, broken }) => {
    const t = await makeTestApp({ demoMember: false });
    await writeLines(t, 5);
    expect((await verify(t)).intact).toBe(true);
    await tamper(t, statements);
    const check = await verify(t);
    expect(check).toMatchObject({ intact: false, broken });
    expect(check.checked).toBe(broken.seq === null ? 5 : broken.seq - 1);
    expect(check.broken?.message).toMatch(/^(La ligne n° \d+|Une ligne sans numéro)/);
    // The admins' check answers the same, in French.
    const admin = await staffMember(t, "admin");
    expect((await t.api.get(staffPaths.auditVerify, admin.access)).data).toEqual(
      await verifyAuditChain(t.deps.db, t.deps.config.jwtSecret),
    );
  });

  it("refuses a line hashed without the key after the signed ones (the migration's kind of hash)", async () => {
    const t = await makeTestApp({ demoMember: false });
    await writeLines(t, 3);
    const last = await lineAt(t, 3);
    await tamper(t, []);
    const line = { ...last, at: new Date(last.at.getTime() + 1000), summary: "Export ajouté." };
    const hash = legacyLineHash(4, last.hash ?? "", line);
    const { id: _, ...row } = line;
    await t.deps.db
      .insertInto("staffAudit")
      .values({ ...row, seq: 4, prevHash: last.hash, hash })
      .execute();
    expect((await verify(t)).broken).toMatchObject({ seq: 4, reason: "unsigned" });
  });
});
