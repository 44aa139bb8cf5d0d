import type { StaffRole } from "../../../server/db/tables/staff";
import { issueTokens } from "../../../server/domain/tokens";
import { withUserSearch } from "../../../server/domain/user-search";
import type { TestApp } from "../harness";

/** A staff account written straight into the database, with a live access token. */
export async function staffMember(t: TestApp, role: StaffRole, email = `${role}@centre.example`) {
  const row = await t.deps.db
    .insertInto("users")
    .values(
      withUserSearch({
        email,
        passwordHash: "not-a-hash",
        firstName: role === "admin" ? "Aïda" : "Moussa",
        lastName: role === "admin" ? "Ndiaye" : "Fall",
        isVerified: true,
        staffRole: role,
        createdAt: t.deps.clock.now(),
      }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, access: (await issueTokens(t.deps, row.id)).access };
}

/** The audit lines written so far, oldest first. */
export const auditLines = (t: TestApp) =>
  t.deps.db.selectFrom("staffAudit").selectAll().orderBy("id").execute();

/** Moves the test's clock on, and gives each of `people` a new access token (they last 5 minutes). */
export async function later(t: TestApp, ms: number, ...people: { id: number; access: string }[]) {
  t.advance(ms);
  for (const who of people) who.access = (await issueTokens(t.deps, who.id)).access;
}

/** The demo member, with their id, for `later`. */
export async function demoClient(t: TestApp) {
  const { access } = await t.loginDemo();
  const row = await t.deps.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "demo@example.com")
    .executeTakeFirstOrThrow();
  return { id: row.id, access };
}
