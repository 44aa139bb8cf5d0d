import type { Db } from "../../tables";
import { demoClients, demoStaff } from "../demo-desk";
import { demoMember } from "../seed";

/** The accounts the demonstration writes: a database holding only these is no one's real data. */
const demoEmails = [demoMember.email, ...demoStaff.map((s) => s.email), ...demoClients.map((c) => c.email)];

/** How many accounts the database holds besides the demonstration's. */
export async function otherMembers(db: Db): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("email", "not in", demoEmails)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
