import { randomUUID } from "node:crypto";
import type { Db } from "../../db/tables";
import { type AppDeps, immediate } from "../../deps";
import type { Refusal } from "../../lib/answers";
import { writeAudit } from "./audit";
import { catalogueRow, notFound } from "./catalogue-changes";
import type { StaffMember } from "./roles";
import { type ServiceDone, serviceAnswers, staffServiceJson } from "./services-admin";

/** A service's picture: sent by an admin, kept in the database, served from there. */

const imageSaved = "Image enregistrée.";

const IMAGE_PREFIX = "/media/services/";

/**
 * A service's new picture (already re-encoded), kept in the database where every instance serves
 * it from, under a new address: browsers and the service worker keep pictures by address, so the
 * new one is fetched and the old one is never shown again. The one it replaces is removed.
 */
export function setServiceImage(
  deps: AppDeps,
  staff: StaffMember,
  id: number,
  webp: Buffer,
): Promise<Refusal | ServiceDone> {
  return immediate(deps, async (tx): Promise<Refusal | ServiceDone> => {
    const before = await catalogueRow(tx.db, "services", id);
    if (!before) return notFound(serviceAnswers.serviceNotFound);
    const path = `${IMAGE_PREFIX}${randomUUID()}.webp`;
    await tx.db
      .insertInto("storedFiles")
      .values({ path, contentType: "image/webp", bytes: webp, createdAt: deps.clock.now() })
      .execute();
    if (before.image.startsWith(IMAGE_PREFIX))
      await tx.db.deleteFrom("storedFiles").where("path", "=", before.image).execute();
    const after = await tx.db
      .updateTable("services")
      .set({ image: path })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(tx, {
      staffId: staff.id,
      action: "service.image_set",
      summary: `Nouvelle image pour le service « ${after.name} ».`,
      data: { service_id: id, image: path, previous: before.image, bytes: webp.length },
    });
    return { ok: true, detail: imageSaved, service: staffServiceJson(after) };
  });
}

/** A service's picture by its public path, from the database. */
export async function readServiceImage(db: Db, file: string) {
  const row = await db
    .selectFrom("storedFiles")
    .select(["bytes", "contentType"])
    .where("path", "=", `${IMAGE_PREFIX}${file}`)
    .executeTakeFirst();
  return row ? { bytes: Buffer.from(row.bytes), contentType: row.contentType } : null;
}
