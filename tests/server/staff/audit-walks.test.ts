import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { WHOLE_WALK_MS } from "../../../server/domain/staff/audit-walks";
import { heavyJobs } from "../../../server/heavy-reads/jobs";
import { staffPaths } from "../../../src/contract/staff/common";
import { makeTestApp, type TestApp } from "../harness";
import { lineAt, tamper, writeLines } from "./audit-tamper";
import { staffMember } from "./staff-harness";

const check = async (t: TestApp, token: string) => (await t.api.get(staffPaths.auditVerify, token)).data;

describe("the Journal's chain check, page after page", () => {
  it("walks the whole log once, then only the lines written since, and catches a forged new line at once", async () => {
    const t = await makeTestApp({ demoMember: false });
    const admin = await staffMember(t, "admin");
    await writeLines(t, 5);
    const walks = vi.spyOn(heavyJobs, "auditVerify");
    // Two admins opening the Journal together share one walk.
    const [first, second] = await Promise.all([check(t, admin.access), check(t, admin.access)]);
    expect(first).toMatchObject({ intact: true, checked: 5 });
    expect(second).toEqual(first);
    // The second shares the first's walk, or (arriving once it ended) walks only from its end.
    const wholeWalks = () => walks.mock.calls.filter((call) => !call[2]).length;
    expect(wholeWalks()).toBe(1);

    await writeLines(t, 2);
    expect(await check(t, admin.access)).toMatchObject({ intact: true, checked: 7, last_seq: 7 });
    expect(wholeWalks()).toBe(1);
    expect(walks.mock.calls.at(-1)?.[2]).toEqual({ seq: 5, hash: (await lineAt(t, 5)).hash });

    // A line slipped in after the end found whole is caught by the short walk.
    const last = await lineAt(t, 7);
    await tamper(t, [
      `insert into staff_audit (at, staff_id, action, summary, data, seq, prev_hash, hash) values (${Number(last.at)}, null, 'takings.exported', 'Faux', '{}', 8, '${last.hash}', '${"f".repeat(64)}')`,
    ]);
    expect(await check(t, admin.access)).toMatchObject({
      intact: false,
      broken: { seq: 8, reason: "changed" },
    });
  });

  it("walks the whole log again after five minutes, and catches an older line changed", async () => {
    const t = await makeTestApp({ demoMember: false });
    const admin = await staffMember(t, "admin");
    await writeLines(t, 4);
    expect(await check(t, admin.access)).toMatchObject({ intact: true, checked: 4 });
    await tamper(t, ["update staff_audit set summary = 'Réécrite.' where seq = 2"]);
    t.advance(WHOLE_WALK_MS);
    // The first admin's access has run out meanwhile: another admin opens the Journal.
    const later = await staffMember(t, "admin", "admin2@centre.example");
    const after = await check(t, later.access);
    expect(after).toMatchObject({ intact: false, broken: { seq: 2, reason: "changed" } });
    // A broken chain is walked whole each time: repaired, it reads whole at once.
    await sql.raw("update staff_audit set summary = 'Export n° 2.' where seq = 2").execute(t.deps.db);
    expect(await check(t, later.access)).toMatchObject({ intact: true, checked: 4 });
  });

  it("never vouches for an end that was cut off or written over: the whole log is walked again", async () => {
    const t = await makeTestApp({ demoMember: false });
    const admin = await staffMember(t, "admin");
    await writeLines(t, 5);
    expect(await check(t, admin.access)).toMatchObject({ intact: true, checked: 5, last_seq: 5 });
    // The last two lines cut off: the figures to note are those of the chain as it now ends.
    await tamper(t, ["delete from staff_audit where seq > 3"]);
    const cut = await check(t, admin.access);
    expect(cut).toMatchObject({
      intact: true,
      checked: 3,
      last_seq: 3,
      last_hash: (await lineAt(t, 3)).hash,
    });
    // A line the application writes next takes the place after them, and reads whole.
    await writeLines(t, 1);
    expect(await check(t, admin.access)).toMatchObject({ intact: true, checked: 4, last_seq: 4 });
  });
});
