import { randomUUID } from "node:crypto";
import {
  catalogueMessages,
  type PackInputData,
  type ServiceInputData,
  type StaffPack,
  type StaffService,
} from "../../../src/contract/staff/catalogue";
import type { Db, NewRow, Row } from "../../db/tables";
import { type AppDeps, immediate } from "../../deps";
import type { Refusal } from "../../lib/answers";
import { sanitizeHtml } from "../../lib/html-allowlist";
import { formatXofPlain } from "../../lib/money";
import { artUrl } from "../../media/registry";
import { serviceJson } from "../../routes/services";
import { applySchedule, ensureSlots } from "../schedule";
import { searchColumns } from "../service-search";
import { writeAudit } from "./audit";
import type { StaffMember } from "./roles";

/** The catalogue kept by admins: services and packs created, changed, withdrawn; a service's picture. */

export const catalogueAnswers = {
  serviceNotFound: "Service introuvable.",
  packNotFound: "Pack introuvable.",
  serviceCreated: (name: string) => `Service « ${name} » créé : il est proposé dès maintenant.`,
  serviceSaved: "Service enregistré : les clients voient les changements dès maintenant.",
  serviceDeactivated: "Service désactivé : il n'est plus proposé, ses réservations restent.",
  serviceReactivated: "Service réactivé : il est de nouveau proposé.",
  imageSaved: "Image enregistrée.",
  packCreated: (name: string) => `Pack « ${name} » créé.`,
  packSaved: "Pack enregistré. Les paiements déjà commencés gardent les conditions d'origine.",
  packDeactivated: "Pack désactivé : il n'est plus vendu.",
  packReactivated: "Pack réactivé : il est de nouveau en vente.",
} as const;
const a = catalogueAnswers;

export const staffServiceJson = (s: Row<"services">): StaffService => ({
  ...serviceJson(s),
  slot_capacity: s.slotCapacity,
  is_active: s.isActive,
});

export const staffPackJson = (p: Row<"creditPacks">): StaffPack => ({
  id: p.id,
  name: p.name,
  credit_number: p.creditNumber,
  real_price: p.realPrice,
  validity_days: p.validityDays,
  is_active: p.isActive,
});

const notFound = (message: string): Refusal => ({ ok: false, status: 404, errors: { detail: [message] } });

/** Every service, on sale first, then by id. */
export const allServices = (db: Db) =>
  db.selectFrom("services").selectAll().orderBy("isActive", "desc").orderBy("id").execute();

export const allPacks = (db: Db) =>
  db
    .selectFrom("creditPacks")
    .selectAll()
    .orderBy("isActive", "desc")
    .orderBy("creditNumber")
    .orderBy("id")
    .execute();

const serviceById = (db: Db, id: number) =>
  db.selectFrom("services").selectAll().where("id", "=", id).executeTakeFirst();
const packById = (db: Db, id: number) =>
  db.selectFrom("creditPacks").selectAll().where("id", "=", id).executeTakeFirst();

/** What is stored of a service's input: its description cleaned, search columns written beside. */
function serviceColumns(input: ServiceInputData) {
  const description = sanitizeHtml(input.description);
  return {
    name: input.name,
    type: input.type,
    price: input.price,
    creditPrice: input.credit_price,
    description,
    shortDescription: input.short_description,
    shortResume: input.short_resume,
    duration: input.duration,
    nbPersonMaxPerBooking: input.nb_person_max_per_booking,
    slotCapacity: input.slot_capacity,
    canHavePrivateOption: input.can_have_private_option,
    // Not offered: no price for it (the booking's quote never adds it then).
    privateOptionPrice: input.can_have_private_option ? (input.private_option_price ?? 0) : 0,
    privateOptionCreditPrice: input.can_have_private_option ? (input.private_option_credit_price ?? 0) : 0,
    ...searchColumns({ name: input.name, description, shortDescription: input.short_description }),
  } satisfies Partial<NewRow<"services">>;
}

/** A description whose tags were all it held is refused rather than stored empty. */
const emptyDescription = (input: ServiceInputData): Refusal | null =>
  input.description.trim() !== "" &&
  sanitizeHtml(input.description)
    .replace(/<[^>]*>/g, "")
    .trim() === ""
    ? { ok: false, status: 400, errors: { description: [catalogueMessages.descriptionEmpty] } }
    : null;

/** The figures an audit line keeps of a service. */
const serviceFigures = (s: Row<"services">) => ({
  name: s.name,
  type: s.type,
  price: s.price,
  credit_price: s.creditPrice,
  duration: s.duration,
  nb_person_max_per_booking: s.nbPersonMaxPerBooking,
  slot_capacity: s.slotCapacity,
  can_have_private_option: s.canHavePrivateOption,
  private_option_price: s.privateOptionPrice,
  private_option_credit_price: s.privateOptionCreditPrice,
});

export type ServiceDone = { ok: true; detail: string; service: StaffService };
export type PackDone = { ok: true; detail: string; pack: StaffPack };

/**
 * A new service, on sale at once: its slots are made right after (outside the transaction, as at
 * start; a failure there leaves the service without slots until the next round of upkeep).
 */
export async function createService(
  deps: AppDeps,
  staff: StaffMember,
  input: ServiceInputData,
): Promise<Refusal | ServiceDone> {
  const refused = emptyDescription(input);
  if (refused) return refused;
  const row = await immediate(deps, async (tx) => {
    const created = await tx.db
      .insertInto("services")
      // The centre's neutral illustration until a picture is sent: never an empty image in the app.
      .values({ ...serviceColumns(input), image: artUrl("choice") })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(tx, {
      staffId: staff.id,
      action: "service.created",
      summary: `Service « ${created.name} » créé (${formatXofPlain(created.price)}, ${created.creditPrice} crédits, ${created.duration} min).`,
      data: { service_id: created.id, ...serviceFigures(created) },
    });
    return created;
  });
  await ensureSlots(deps);
  return { ok: true, detail: a.serviceCreated(row.name), service: staffServiceJson(row) };
}

/**
 * The service changed as a whole. Bookings keep the price they were made at (each stores its own).
 * Future slots nobody booked follow a new length (drawn again) or a new capacity; a slot someone
 * booked keeps its times and places, so no booking moves.
 */
export async function updateService(
  deps: AppDeps,
  staff: StaffMember,
  id: number,
  input: ServiceInputData,
): Promise<Refusal | ServiceDone> {
  const refused = emptyDescription(input);
  if (refused) return refused;
  const result = await immediate(deps, async (tx): Promise<Refusal | ServiceDone> => {
    const before = await serviceById(tx.db, id);
    if (!before) return notFound(a.serviceNotFound);
    const after = await tx.db
      .updateTable("services")
      .set(serviceColumns(input))
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // Future slots follow a new length or capacity; booked ones keep their terms (see applySchedule).
    const reshaped = before.duration !== after.duration || before.slotCapacity !== after.slotCapacity;
    const slots = reshaped ? await applySchedule(tx) : null;
    const was = serviceFigures(before);
    const figures = serviceFigures(after);
    const changed = (Object.keys(figures) as (keyof typeof figures)[]).filter((k) => was[k] !== figures[k]);
    const texts = (
      [
        ["description", "description"],
        ["shortDescription", "short_description"],
        ["shortResume", "short_resume"],
      ] as const
    )
      .filter(([k]) => before[k] !== after[k])
      .map(([, label]) => label);
    const names = [...changed, ...texts];
    await writeAudit(tx, {
      staffId: staff.id,
      action: "service.updated",
      summary: `Service « ${after.name} » modifié${names.length ? ` (${names.join(", ")})` : " (rien de changé)"}.`,
      data: {
        service_id: id,
        before: Object.fromEntries(changed.map((k) => [k, was[k]])),
        after: Object.fromEntries(changed.map((k) => [k, figures[k]])),
        texts_changed: texts,
        ...(slots ? { slots } : {}),
      },
    });
    return { ok: true, detail: a.serviceSaved, service: staffServiceJson(after) };
  });
  return result;
}

/**
 * Withdrawn (`active` false): gone from the catalogue and the slot search, no new booking; the
 * bookings made stay as they are. Offered again, it gets the slots it missed meanwhile.
 */
export async function setServiceActive(
  deps: AppDeps,
  staff: StaffMember,
  id: number,
  active: boolean,
): Promise<Refusal | ServiceDone> {
  const result = await immediate(deps, async (tx): Promise<Refusal | ServiceDone> => {
    const before = await serviceById(tx.db, id);
    if (!before) return notFound(a.serviceNotFound);
    const after = await tx.db
      .updateTable("services")
      .set({ isActive: active })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // Offered again: its slots brought in line with what changed meanwhile (closures, hours, length).
    if (active && !before.isActive) await applySchedule(tx);
    if (before.isActive !== active)
      await writeAudit(tx, {
        staffId: staff.id,
        action: active ? "service.reactivated" : "service.deactivated",
        summary: `Service « ${after.name} » ${active ? "réactivé" : "désactivé"}.`,
        data: { service_id: id },
      });
    return {
      ok: true,
      detail: active ? a.serviceReactivated : a.serviceDeactivated,
      service: staffServiceJson(after),
    };
  });
  return result;
}

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
    const before = await serviceById(tx.db, id);
    if (!before) return notFound(a.serviceNotFound);
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
    return { ok: true, detail: a.imageSaved, service: staffServiceJson(after) };
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

const packColumns = (input: PackInputData) => ({
  name: input.name,
  creditNumber: input.credit_number,
  realPrice: input.real_price,
  validityDays: input.validity_days,
});

const packFigures = (p: Row<"creditPacks">) => ({
  name: p.name,
  credit_number: p.creditNumber,
  real_price: p.realPrice,
  validity_days: p.validityDays,
});

export function createPack(deps: AppDeps, staff: StaffMember, input: PackInputData): Promise<PackDone> {
  return immediate(deps, async (tx): Promise<PackDone> => {
    const created = await tx.db
      .insertInto("creditPacks")
      .values(packColumns(input))
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(tx, {
      staffId: staff.id,
      action: "pack.created",
      summary: `Pack « ${created.name} » créé (${created.creditNumber} crédits, ${formatXofPlain(created.realPrice)}, ${created.validityDays} jours).`,
      data: { pack_id: created.id, ...packFigures(created) },
    });
    return { ok: true, detail: a.packCreated(created.name), pack: staffPackJson(created) };
  });
}

/**
 * The pack changed. A payment already started keeps what it was opened for: the pack's terms are
 * copied into the payment when it starts (`openProviderPayment`), never read again from here.
 */
export function updatePack(
  deps: AppDeps,
  staff: StaffMember,
  id: number,
  input: PackInputData,
): Promise<Refusal | PackDone> {
  return immediate(deps, async (tx): Promise<Refusal | PackDone> => {
    const before = await packById(tx.db, id);
    if (!before) return notFound(a.packNotFound);
    const after = await tx.db
      .updateTable("creditPacks")
      .set(packColumns(input))
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const was = packFigures(before);
    const now = packFigures(after);
    const changed = (Object.keys(now) as (keyof typeof now)[]).filter((k) => was[k] !== now[k]);
    await writeAudit(tx, {
      staffId: staff.id,
      action: "pack.updated",
      summary: `Pack « ${after.name} » modifié${changed.length ? ` (${changed.join(", ")})` : " (rien de changé)"}.`,
      data: {
        pack_id: id,
        before: Object.fromEntries(changed.map((k) => [k, was[k]])),
        after: Object.fromEntries(changed.map((k) => [k, now[k]])),
      },
    });
    return { ok: true, detail: a.packSaved, pack: staffPackJson(after) };
  });
}

export function setPackActive(
  deps: AppDeps,
  staff: StaffMember,
  id: number,
  active: boolean,
): Promise<Refusal | PackDone> {
  return immediate(deps, async (tx): Promise<Refusal | PackDone> => {
    const before = await packById(tx.db, id);
    if (!before) return notFound(a.packNotFound);
    const after = await tx.db
      .updateTable("creditPacks")
      .set({ isActive: active })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (before.isActive !== active)
      await writeAudit(tx, {
        staffId: staff.id,
        action: active ? "pack.reactivated" : "pack.deactivated",
        summary: `Pack « ${after.name} » ${active ? "réactivé" : "désactivé"}.`,
        data: { pack_id: id },
      });
    return { ok: true, detail: active ? a.packReactivated : a.packDeactivated, pack: staffPackJson(after) };
  });
}
