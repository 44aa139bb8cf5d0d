import {
  catalogueMessages,
  type ServiceInputData,
  type StaffService,
} from "../../../src/contract/staff/catalogue";
import type { Db, NewRow, Row } from "../../db/tables";
import { type AppDeps, immediate } from "../../deps";
import type { Refusal } from "../../lib/answers";
import { sanitizeHtml } from "../../lib/html-allowlist";
import { formatXofPlain } from "../../lib/money";
import { artUrl } from "../../media/registry";
import { serviceJson } from "../catalogue";
import { applySchedule, ensureSlots } from "../schedule";
import { searchColumns } from "../service-search";
import { writeAudit } from "./audit";
import { catalogueRow, changedFigures, notFound, switchActive, updatedSummary } from "./catalogue-changes";
import type { StaffMember } from "./roles";

/** The services kept by admins: created, changed, withdrawn or offered again. */

export const serviceAnswers = {
  serviceNotFound: "Service introuvable.",
  serviceCreated: (name: string) => `Service « ${name} » créé : il est proposé dès maintenant.`,
  serviceSaved: "Service enregistré : les clients voient les changements dès maintenant.",
  serviceDeactivated: "Service désactivé : il n'est plus proposé, ses réservations restent.",
  serviceReactivated: "Service réactivé : il est de nouveau proposé.",
} as const;
const a = serviceAnswers;

export const staffServiceJson = (s: Row<"services">): StaffService => ({
  ...serviceJson(s),
  slot_capacity: s.slotCapacity,
  staffing: s.staffing,
  is_active: s.isActive,
});

/** Every service, on sale first, then by id. */
export const allServices = (db: Db) =>
  db.selectFrom("services").selectAll().orderBy("isActive", "desc").orderBy("id").execute();

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
    ...(input.staffing ? { staffing: input.staffing } : {}),
    ...searchColumns({ name: input.name, description, shortDescription: input.short_description }),
  } satisfies Partial<NewRow<"services">>;
}

/** A new service's staffing when none is said: a class when many share a slot, as the migration chose. */
const defaultStaffing = (input: ServiceInputData) =>
  input.slot_capacity > input.nb_person_max_per_booking || input.slot_capacity >= 4
    ? ("session" as const)
    : ("booking" as const);

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
  staffing: s.staffing,
  can_have_private_option: s.canHavePrivateOption,
  private_option_price: s.privateOptionPrice,
  private_option_credit_price: s.privateOptionCreditPrice,
});

export type ServiceDone = { ok: true; detail: string; service: StaffService };

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
      .values({ staffing: defaultStaffing(input), ...serviceColumns(input), image: artUrl("choice") })
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
    const before = await catalogueRow(tx.db, "services", id);
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
    const figures = changedFigures(serviceFigures(before), serviceFigures(after));
    const texts = (
      [
        ["description", "description"],
        ["shortDescription", "short_description"],
        ["shortResume", "short_resume"],
      ] as const
    )
      .filter(([k]) => before[k] !== after[k])
      .map(([, label]) => label);
    await writeAudit(tx, {
      staffId: staff.id,
      action: "service.updated",
      summary: updatedSummary("services", after.name, figures, texts),
      data: {
        service_id: id,
        before: figures.before,
        after: figures.after,
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
    const before = await catalogueRow(tx.db, "services", id);
    const after = await switchActive(tx, staff, "services", id, active);
    if (!after) return notFound(a.serviceNotFound);
    // Offered again: its slots brought in line with what changed meanwhile (closures, hours, length).
    if (active && before && !before.isActive) await applySchedule(tx);
    return {
      ok: true,
      detail: active ? a.serviceReactivated : a.serviceDeactivated,
      service: staffServiceJson(after),
    };
  });
  return result;
}
