import { randomUUID } from "node:crypto";
import { peopleMessages } from "../../../src/contract/staff/people";
import { type AppDeps, immediate } from "../../deps";
import type { Refusal } from "../../lib/answers";
import { writeAudit } from "../staff/audit";
import { notFound } from "../staff/catalogue-changes";
import type { StaffMember } from "../staff/roles";
import { fullName, readPractitioners } from "./practitioner-rows";
import type { PractitionerDone } from "./practitioners-admin";

/**
 * A practitioner's photo, kept in the database as a service's picture is: a new address for each
 * one sent (browsers keep pictures by address), the one it replaces removed.
 */

export const PHOTO_PREFIX = "/media/practitioners/";

export function setPractitionerPhoto(
  deps: AppDeps,
  staff: StaffMember,
  id: number,
  webp: Buffer,
): Promise<Refusal | PractitionerDone> {
  return immediate(deps, async (tx): Promise<Refusal | PractitionerDone> => {
    const before = await tx.db
      .selectFrom("practitioners")
      .select(["firstName", "lastName", "photo"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) return notFound(peopleMessages.practitionerNotFound);
    const path = `${PHOTO_PREFIX}${randomUUID()}.webp`;
    await tx.db
      .insertInto("storedFiles")
      .values({ path, contentType: "image/webp", bytes: webp, createdAt: deps.clock.now() })
      .execute();
    if (before.photo.startsWith(PHOTO_PREFIX))
      await tx.db.deleteFrom("storedFiles").where("path", "=", before.photo).execute();
    await tx.db.updateTable("practitioners").set({ photo: path }).where("id", "=", id).execute();
    await writeAudit(tx, {
      staffId: staff.id,
      action: "practitioner.photo_set",
      summary: `Nouvelle photo pour ${fullName(before)}.`,
      data: { practitioner_id: id, photo: path, previous: before.photo, bytes: webp.length },
    });
    const [practitioner] = await readPractitioners(tx.db, deps.clock.now(), id);
    if (!practitioner) throw new Error("practitioner gone within its own transaction");
    return { ok: true, detail: peopleMessages.photoSaved, practitioner };
  });
}
