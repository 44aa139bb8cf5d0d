import { describe, expect, it } from "vitest";
import { copyDatabase } from "../../../server/db/copy";
import { openDatabase } from "../../../server/db/open";
import { seedDemoDesk } from "../../../server/db/seed/demo-desk";
import type { Db } from "../../../server/db/tables";
import { refreshUserSearch, userSearchColumns } from "../../../server/domain/user-search";
import { emptyDatabase, makeTestApp, type TestApp } from "../harness";
import { staffMember } from "./staff-harness";

const DEMO = { username: "demo@example.com", password: "Demo2026!" };

/** Every account's stored copy is what the rule makes of its fields now. */
async function expectCopiesTrue(db: Db) {
  const users = await db.selectFrom("users").selectAll().execute();
  for (const u of users)
    expect({ searchText: u.searchText, searchPhone: u.searchPhone }, String(u.email)).toEqual(
      userSearchColumns(u),
    );
  return users.length;
}

const emailsFound = async (t: TestApp, token: string, q: string) =>
  (
    (await t.api.get(`staff/clients/?search=${encodeURIComponent(q)}`, token)).data.results as {
      email: string;
    }[]
  ).map((r) => r.email);

describe("the client search's stored copy, at every write of a name, an e-mail or a phone", () => {
  it("follows registration, profile edits, a new e-mail, the team's invitations, erasure and the seeds", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    expect(await seedDemoDesk(t.deps)).toBe(true);

    const registered = await t.api.post("accounts/register/", {
      first_name: "Ndèye",
      last_name: "Sène",
      email: "ndeye@example.com",
      password: "Bonjour2026",
      password2: "Bonjour2026",
    });
    expect(registered.status).toBe(201);
    expect(await emailsFound(t, admin.access, "sene ndeye")).toEqual(["ndeye@example.com"]);

    // The profile: names and phone changed, then the phone taken off.
    const member = await t.loginDemo();
    const edited = await t.api.patch(
      "accounts/profile/",
      { first_name: "Aïda", last_name: "Ŋom", telephone_number: "78-555-12-34" },
      member.access,
    );
    expect(edited.status).toBe(200);
    await expectCopiesTrue(t.deps.db);
    expect(await emailsFound(t, admin.access, "aida nom")).toEqual(["demo@example.com"]);
    expect(await emailsFound(t, admin.access, "555 12")).toEqual(["demo@example.com"]);
    expect(await emailsFound(t, admin.access, "awa diop")).toEqual([]);
    await t.api.patch("accounts/profile/", { telephone_number: "" }, member.access);
    expect(await emailsFound(t, admin.access, "555 12")).toEqual([]);

    // A new e-mail, once its code comes back.
    const asked = await t.api.post(
      "accounts/email/change/",
      { new_email: "aida.ngom@example.com", password: DEMO.password },
      member.access,
    );
    expect(asked.status).toBe(200);
    const confirmed = await t.api.post(
      "accounts/email/confirm/",
      { new_email: "aida.ngom@example.com", otp: t.lastCode("aida.ngom@example.com") },
      member.access,
    );
    expect(confirmed.status).toBe(200);
    expect(await emailsFound(t, admin.access, "aida.ngom@")).toEqual(["aida.ngom@example.com"]);
    expect(await emailsFound(t, admin.access, "demo@")).toEqual([]);

    // A staff member invited with a name.
    const invited = await t.api.post(
      "staff/team/",
      { email: "binta@centre.example", role: "reception", first_name: "Binta", last_name: "Faye" },
      admin.access,
    );
    expect(invited.status).toBe(200);
    expect(await emailsFound(t, admin.access, "faye binta")).toEqual(["binta@centre.example"]);

    // Erased: no longer found by anything it was.
    await t.api.post("accounts/checkOTP/", {
      email: "ndeye@example.com",
      otp: t.lastCode("ndeye@example.com"),
      purpose: "register",
    });
    const login = await t.api.post("accounts/login/", {
      username: "ndeye@example.com",
      password: "Bonjour2026",
    });
    const erased = await t.api.post("accounts/delete/", { password: "Bonjour2026" }, login.data.body.access);
    expect(erased.status).toBe(200);
    expect(await emailsFound(t, admin.access, "sene")).toEqual([]);
    expect(await emailsFound(t, admin.access, "ndeye@")).toEqual([]);

    // Every account written so far, the demo member and desk included.
    expect(await expectCopiesTrue(t.deps.db)).toBeGreaterThan(8);
  });

  it("is carried by a copy of the database", async () => {
    const t = await makeTestApp({ sqliteFile: true });
    await seedDemoDesk(t.deps);
    const target = await openDatabase(await emptyDatabase());
    await copyDatabase(t.deps.database, target);
    expect(await expectCopiesTrue(target.db)).toBeGreaterThan(5);
    await target.close();
  });

  it("is brought in line with what an older release wrote: a new name found, the former one no longer", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    // As the release before the copy writes: the fields alone.
    await t.deps.db
      .updateTable("users")
      .set({ firstName: "Mariama", lastName: "Ba", telephoneNumber: "+221 70 999 88 77" })
      .where("email", "=", "demo@example.com")
      .execute();
    const before = await t.deps.db.insertInto("users").values({
      email: "ancienne@example.com",
      passwordHash: "not-a-hash",
      firstName: "Astou",
      lastName: "Gaye",
      isVerified: true,
      createdAt: t.deps.clock.now(),
    } as never);
    await before.execute();
    expect(await emailsFound(t, admin.access, "diop")).toContain("demo@example.com");

    expect(await refreshUserSearch(t.deps.db)).toBe(2);
    expect(await emailsFound(t, admin.access, "diop")).not.toContain("demo@example.com");
    expect(await emailsFound(t, admin.access, "mariama ba")).toEqual(["demo@example.com"]);
    expect(await emailsFound(t, admin.access, "70 999")).toEqual(["demo@example.com"]);
    await expectCopiesTrue(t.deps.db);
    // Nothing left to bring in line: nothing written.
    expect(await refreshUserSearch(t.deps.db)).toBe(0);
  });
});
