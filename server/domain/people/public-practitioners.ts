import type { PublicPractitioner } from "../../../src/contract/practitioners";
import type { Db } from "../../db/tables";
import { activeService } from "../catalogue";

/**
 * Who delivers a service, as a client may see them: the active practitioners mapped to it, first
 * name, photo and bio only (never their last name, account or hours). None for a service not on sale.
 */
export async function practitionersOfService(
  db: Db,
  serviceId: number,
): Promise<PublicPractitioner[] | null> {
  if (!(await activeService(db, serviceId))) return null;
  const rows = await db
    .selectFrom("practitioners as p")
    .innerJoin("practitionerServices as ps", "ps.practitionerId", "p.id")
    .select(["p.id", "p.firstName", "p.photo", "p.bio"])
    .where("ps.serviceId", "=", serviceId)
    .where("p.isActive", "=", true)
    .orderBy("p.firstName")
    .orderBy("p.id")
    .execute();
  return rows.map((r) => ({ id: r.id, first_name: r.firstName, photo: r.photo, bio: r.bio }));
}
