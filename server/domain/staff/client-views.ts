import type { Db } from "../../db/tables";
import { immediate } from "../../deps";
import { type AuditDeps, writeAudit } from "./audit";
import type { StaffMember } from "./roles";

/**
 * A client's record (profile, address, balance, bookings) is personal data: opening it is logged,
 * once per staff member and client per quarter of an hour. A visit at the desk opens the same
 * record many times (after each sale or adjustment): one line tells who looked at whom and when,
 * a line per opening would bury the log's real actions; a look after a quarter of an hour is a
 * new line.
 */
export const CLIENT_VIEW_WINDOW_MS = 15 * 60_000;

type Client = { id: number; first_name: string; last_name: string; email: string };

/**
 * Read from the log's first line of the window on (found on the index of times): a client of years
 * has thousands of lines, and only the window's few are looked at.
 */
const seenLately = (db: Db, staffId: number, clientId: number, since: Date) =>
  db
    .selectFrom("staffAudit")
    .select("id")
    .where("clientId", "=", clientId)
    .where("id", ">=", (eb) =>
      eb.selectFrom("staffAudit").select("id").where("at", ">", since).orderBy("at").orderBy("id").limit(1),
    )
    .where("staffId", "=", staffId)
    .where("action", "=", "client.viewed")
    .where("at", ">", since)
    .limit(1)
    .executeTakeFirst();

/** Writes « who opened whose record » unless that staff member opened it in the last window. */
export async function noteClientViewed(deps: AuditDeps, staff: StaffMember, client: Client): Promise<void> {
  const since = new Date(deps.clock.now().getTime() - CLIENT_VIEW_WINDOW_MS);
  // Read first without the writers' lock: most openings are repeats and write nothing.
  if (await seenLately(deps.db, staff.id, client.id, since)) return;
  await immediate(deps, async (tx) => {
    if (await seenLately(tx.db, staff.id, client.id, since)) return;
    await writeAudit(tx, {
      staffId: staff.id,
      action: "client.viewed",
      clientId: client.id,
      summary: `Fiche de ${client.first_name} ${client.last_name} <${client.email}> consultée.`,
      data: {},
    });
  });
}
