import { execFile } from "node:child_process";
import { dirname } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../harness";
import { tamper, writeLines } from "./audit-tamper";

const run = promisify(execFile);

/** `npm run staff -- audit-verify` on the test's database, as an administrator runs it. */
async function auditVerify(t: TestApp) {
  const { DATABASE_URL: _, JWT_SECRET: __, ...env } = process.env;
  const onPostgres = t.deps.database.dialect === "postgres";
  const where = onPostgres ? { DATABASE_URL: t.file } : { DATA_DIR: dirname(t.file) };
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", "scripts/staff.ts", "audit-verify"],
      { env: { ...env, ...where, JWT_SECRET: t.deps.config.jwtSecret.toString("hex") } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("npm run staff -- audit-verify", { timeout: 60_000 }, () => {
  it("says the log holds and where it ends, or names its first broken line with a failing exit code", async () => {
    const t = await makeTestApp({ dbFile: true, demoMember: false });
    await writeLines(t, 3);
    const last = await t.deps.db
      .selectFrom("staffAudit")
      .select("hash")
      .where("seq", "=", 3)
      .executeTakeFirstOrThrow();
    const intact = await auditVerify(t);
    expect(intact.code).toBe(0);
    expect(intact.stdout).toContain("Journal intact : 3 ligne(s) vérifiée(s).");
    expect(intact.stdout).toContain(`Dernière ligne : n° 3, empreinte ${last.hash}.`);

    await tamper(t, ["delete from staff_audit where seq = 2"]);
    const broken = await auditVerify(t);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain("Journal altéré : La ligne n° 2 manque : elle a été effacée du journal.");
  });
});
