import { randomUUID } from "node:crypto";
import { type AppDeps, immediate } from "../deps";
import { type UploadAdmission, type UploadGate, uploadRules } from "./upload-gate";

/**
 * The photo rules counted in the database: every process and every instance on it sees the same
 * turns and the same counts, and a restart forgets nothing.
 */
export function databaseUploadGate(deps: Pick<AppDeps, "db" | "database" | "clock">): UploadGate {
  return {
    admit: (userId) =>
      immediate(deps, async ({ db }): Promise<UploadAdmission> => {
        const now = deps.clock.now().getTime();
        const held = await db
          .selectFrom("uploadTurns")
          .select("since")
          .where("userId", "=", userId)
          .executeTakeFirst();
        if (held && now - held.since < uploadRules.turnMs) return { ok: false, reason: "busy" };
        const recent = await db
          .selectFrom("uploadEvents")
          .select("at")
          .where("userId", "=", userId)
          .where("at", ">", new Date(now - uploadRules.windowMs))
          .orderBy("at")
          .execute();
        if (recent.length >= uploadRules.perWindow) {
          const oldest = recent[0]?.at.getTime() ?? now;
          return { ok: false, reason: "too-many", retryAfterMs: oldest + uploadRules.windowMs - now };
        }
        const turn = randomUUID();
        await db
          .insertInto("uploadTurns")
          .values({ userId, turn, since: now })
          .onConflict((oc) => oc.column("userId").doUpdateSet({ turn, since: now }))
          .execute();
        await db
          .deleteFrom("uploadEvents")
          .where("userId", "=", userId)
          .where("at", "<=", new Date(now - uploadRules.windowMs))
          .execute();
        await db
          .insertInto("uploadEvents")
          .values({ userId, turn, at: new Date(now) })
          .execute();
        return { ok: true, turn };
      }),
    async done(userId, turn, counted = true) {
      await deps.db.deleteFrom("uploadTurns").where("userId", "=", userId).where("turn", "=", turn).execute();
      // A body that held no photo does not count against the member.
      if (!counted) await deps.db.deleteFrom("uploadEvents").where("turn", "=", turn).execute();
    },
  };
}
