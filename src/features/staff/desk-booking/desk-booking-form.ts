import * as v from "valibot";
import { isApiError } from "../../../api/errors";
import { readRefusal } from "../../../api/refusal";
import { paymentMessages } from "../../../contract/payments";
import type { Service } from "../../../contract/services";
import type { ClientListItem } from "../../../contract/staff/clients";
import {
  type DeskBookingRequest,
  type DeskPayment,
  type DeskSlot,
  deskBookingMessages,
  deskBookingRequestSchema,
  duplicateClientSchema,
} from "../../../contract/staff/desk-booking";
import { frStaffDesk } from "../../../i18n/fr-staff-desk";
import { type FieldErrors, firstMessages } from "../../../lib/form-errors";
import { type BookingPrice, bookingPrice } from "../../../lib/price";

/** What the receptionist has typed and chosen; nothing of it is lost on a refusal. */
export type DeskForm = {
  /** An existing client, or a new one typed in. */
  who: "existing" | "new";
  client: ClientListItem | null;
  newClient: { first_name: string; last_name: string; telephone_number: string; email: string };
  serviceId: number | null;
  day: string;
  slotId: number | null;
  /** Who the client asked for (or the week's cell was in); null: « Sans préférence ». */
  practitionerId: number | null;
  persons: number;
  privateOption: boolean;
  payment: DeskPayment | null;
  reference: string;
};

export const emptyForm = (
  day: string,
  preset: { client?: ClientListItem | null; serviceId?: number; slotId?: number; practitioner?: number } = {},
): DeskForm => ({
  who: "existing",
  client: preset.client ?? null,
  newClient: { first_name: "", last_name: "", telephone_number: "", email: "" },
  serviceId: preset.serviceId ?? null,
  day,
  slotId: preset.slotId ?? null,
  practitionerId: preset.practitioner ?? null,
  persons: 1,
  privateOption: false,
  payment: null,
  reference: "",
});

/** Persons one booking may take in this slot: the service's cap, within the places left. */
export const maxPersons = (service: Service, slot: DeskSlot | undefined) =>
  Math.max(1, Math.min(service.nb_person_max_per_booking, slot?.remaining_capacity ?? 1));

/** Whether the private option may be offered: the service and the slot both allow it. */
export const privateAllowed = (service: Service | undefined, slot: DeskSlot | undefined) =>
  !!service?.can_have_private_option && !!slot?.can_have_private_option;

/** The price as the client would pay it: the app's one price function (discount, option, persons). */
export function shownPrice(form: DeskForm, service: Service | undefined, slot: DeskSlot | undefined) {
  if (!service || !slot) return null;
  return bookingPrice(
    service,
    slot.pct_discount,
    form.persons,
    form.privateOption && privateAllowed(service, slot),
  );
}

/**
 * Whether « Crédits » may be chosen: an existing client whose balance covers the credit price (a
 * new client has none yet).
 */
export const creditsCover = (form: DeskForm, price: BookingPrice | null) =>
  form.who === "existing" && !!form.client && !!price && form.client.total_credits >= price.credit_price;

/**
 * The request to send, or each field's message: what is missing first (the client, the service,
 * the time, the payment), then the contract's own checks (the new client's phone and e-mail).
 * Keys are the API's field names, so the server's refusals land on the same fields.
 */
export function deskRequest(
  form: DeskForm,
  service: Service | undefined,
  slot: DeskSlot | undefined,
): { ok: true; body: DeskBookingRequest } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (form.who === "existing" && !form.client) errors.client_id = deskBookingMessages.noClient;
  if (!service) errors.service = frStaffDesk.required.service;
  else if (!slot) errors.slot = frStaffDesk.required.slot;
  const price = shownPrice(form, service, slot);
  if (!form.payment) errors.payment = frStaffDesk.required.payment;
  // Chosen, then the client or the persons changed: the balance no longer covers it.
  else if (form.payment === "credits" && price && !creditsCover(form, price))
    errors.payment = paymentMessages.insufficient;
  const body = {
    ...(form.who === "existing"
      ? form.client
        ? { client_id: form.client.id }
        : {}
      : { new_client: { ...form.newClient } }),
    service: service?.id ?? 0,
    slot: slot?.id ?? 0,
    number_person: form.persons,
    ...(form.practitionerId ? { practitioner: form.practitionerId } : {}),
    private_option: form.privateOption && privateAllowed(service, slot),
    ...(price ?? {}),
    payment: form.payment ?? "at_venue",
    reference: form.payment === "orange_money" || form.payment === "wave" ? form.reference : "",
  };
  const checked = v.safeParse(deskBookingRequestSchema, body);
  // The contract's messages for what was typed; those about what was not chosen are said above.
  const typed = checked.success ? {} : firstMessages(checked.issues);
  for (const [key, message] of Object.entries(typed))
    if (key.startsWith("new_client.") || key === "reference" || key === "number_person")
      errors[key] ??= message;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body };
}

/** A refusal of the API, each message on its field; a duplicate client's id for the link. */
export type DeskRefusal = { fields: FieldErrors; message: string | null; existingClientId: number | null };

export function deskRefusal(error: unknown, fallback: string): DeskRefusal {
  if (!isApiError(error) || error.kind !== "http")
    return { fields: {}, message: fallback, existingClientId: null };
  const refusal = readRefusal(error.data);
  const duplicate = v.safeParse(duplicateClientSchema, error.data);
  return {
    fields: refusal.fields,
    message: refusal.message ?? (Object.keys(refusal.fields).length === 0 ? fallback : null),
    existingClientId: duplicate.success ? duplicate.output.existing_client_id : null,
  };
}
