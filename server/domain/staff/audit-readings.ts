import type { Db } from "../../db/tables";
import { immediate } from "../../deps";
import { type AuditDeps, type AuditLine, writeAudit } from "./audit";
import type { StaffMember } from "./roles";

/**
 * Reading personal data is logged once per staff member and thing read per quarter of an hour: a
 * visit at the desk opens the same client's record many times (after each sale or adjustment), an
 * owner exports the same month again after a look; one line tells who read what and when, a line
 * per reading would bury the log's real actions (and make every reader wait for the log's one
 * writer); a reading after a quarter of an hour is a new line.
 */
export const READING_WINDOW_MS = 15 * 60_000;

/** What makes two readings the same: who, which action, about which client, and what the line says. */
type Same = { staffId: number; action: AuditLine["action"]; clientId?: number; summary?: string };

/**
 * Read from the log's first line of the window on (found on the index of times): a client of years
 * has thousands of lines, and only the window's few are looked at.
 */
const seenLately = (db: Db, same: Same, since: Date) =>
  db
    .selectFrom("staffAudit")
    .select("id")
    .where("id", ">=", (eb) =>
      eb.selectFrom("staffAudit").select("id").where("at", ">", since).orderBy("at").orderBy("id").limit(1),
    )
    .where("staffId", "=", same.staffId)
    .where("action", "=", same.action)
    .$if(same.clientId !== undefined, (q) => q.where("clientId", "=", same.clientId ?? 0))
    .$if(same.summary !== undefined, (q) => q.where("summary", "=", same.summary ?? ""))
    .where("at", ">", since)
    .limit(1)
    .executeTakeFirst();

/** Writes `line` unless the same reading (`same`) was logged in the last window. */
export async function noteReading(deps: AuditDeps, same: Same, line: AuditLine): Promise<void> {
  const since = new Date(deps.clock.now().getTime() - READING_WINDOW_MS);
  // Read first without the writers' lock: most readings are repeats and write nothing.
  if (await seenLately(deps.db, same, since)) return;
  await immediate(deps, async (tx) => {
    if (await seenLately(tx.db, same, since)) return;
    await writeAudit(tx, line);
  });
}

type Client = { id: number; first_name: string; last_name: string; email: string | null };

/** « who opened whose record », once per window. */
export const noteClientViewed = (deps: AuditDeps, staff: StaffMember, client: Client) =>
  noteReading(
    deps,
    { staffId: staff.id, action: "client.viewed", clientId: client.id },
    {
      staffId: staff.id,
      action: "client.viewed",
      clientId: client.id,
      summary: `Fiche de ${client.first_name} ${client.last_name}${client.email ? ` <${client.email}>` : ""} consultée.`,
      data: {},
    },
  );
