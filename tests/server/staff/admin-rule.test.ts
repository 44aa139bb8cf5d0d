import { describe, expect, it } from "vitest";
import { roleRuleMessages } from "../../../server/domain/staff/role-rule";
import { setStaffRole } from "../../../server/domain/staff/team";
import { inParallel } from "../concurrency/parallel";
import { makeTestApp, type TestApp } from "../harness";
import { staffMember } from "./staff-harness";

const admins = (t: TestApp) =>
  t.deps.db.selectFrom("users").select("email").where("staffRole", "=", "admin").orderBy("email").execute();

describe("there is always an admin, and nobody changes their own role", () => {
  it("refuses an admin's invitation of their own address with another role", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const self = await t.api.post(
      "staff/team/",
      { email: "Admin@Centre.example", role: "reception" },
      admin.access,
    );
    expect(self).toMatchObject({ status: 400, data: { detail: roleRuleMessages.notSelf } });
    expect(await admins(t)).toEqual([{ email: "admin@centre.example" }]);
  });

  it("refuses an invitation that makes an account from someone who is no longer an admin", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    // Their role went while their request was on its way.
    await t.deps.db.updateTable("users").set({ staffRole: "reception" }).where("id", "=", admin.id).execute();
    const made = await setStaffRole(t.deps, {
      email: "nouveau@centre.example",
      role: "admin",
      actorId: admin.id,
    });
    expect(made).toMatchObject({ outcome: "refused", message: roleRuleMessages.noLongerAdmin });
    const account = await t.deps.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "nouveau@centre.example")
      .executeTakeFirst();
    expect(account).toBeUndefined();
  });

  it("lets the command line change any role but never remove the last admin", async () => {
    const t = await makeTestApp();
    await staffMember(t, "admin");
    for (const role of [null, "reception"] as const)
      expect(
        await setStaffRole(t.deps, { email: "admin@centre.example", role, actorId: null }),
      ).toMatchObject({ outcome: "refused", message: roleRuleMessages.lastAdmin });
    expect(await admins(t)).toEqual([{ email: "admin@centre.example" }]);
    // The way back for a centre whose admin left: a new admin first, then the old one goes.
    await setStaffRole(t.deps, { email: "chef@centre.example", role: "admin", actorId: null });
    const removed = await setStaffRole(t.deps, { email: "admin@centre.example", role: null, actorId: null });
    expect(removed.outcome).toBe("removed");
    expect(await admins(t)).toEqual([{ email: "chef@centre.example" }]);
  });

  it("lets one of two admins demoting each other at once through two servers succeed", {
    timeout: 60_000,
  }, async () => {
    const t = await makeTestApp({ dbFile: true });
    const first = await staffMember(t, "admin", "awa@centre.example");
    const second = await staffMember(t, "admin", "binta@centre.example");
    const demote = (by: typeof first, whom: typeof first) => ({
      tag: String(by.id),
      method: "POST" as const,
      path: `/api/staff/team/${whom.id}/role/`,
      token: by.access,
      json: { role: "reception" },
    });
    // A slow disk keeps each one's reads far from its write: only the transaction orders them.
    const answers = await inParallel(t, [demote(first, second), demote(second, first)], 2, undefined, {
      statementDelayMs: 20,
    });
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status !== 200);
    expect(refused?.data).toEqual({ detail: roleRuleMessages.lastAdmin });
    expect(await admins(t)).toHaveLength(1);
  });
});
