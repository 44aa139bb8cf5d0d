import { frConfirmation } from "../../i18n/fr-confirmation";
import { frPractitioners } from "../../i18n/fr-practitioners";
import type { ConfirmationDetails } from "../../stores/confirmation-details";

/** The stored details of a booking, as label and value rows. */
export function confirmationRows(
  details: ConfirmationDetails,
  only?: ReadonlyArray<keyof ConfirmationDetails>,
) {
  const t = frConfirmation;
  const rows: Array<[keyof ConfirmationDetails, string, string]> = [
    ["id", t.bookingNumber, `n° ${details.id}`],
    ["serviceName", t.service, details.serviceName],
    ["dateTime", t.dateTime, details.dateTime],
    ["personCount", t.persons, String(details.personCount)],
    ["practitioner", frPractitioners.with, details.practitioner ?? ""],
    ["paymentMethod", t.paymentMethod, details.paymentMethod],
    ["price", t.total, details.price],
  ];
  return rows
    .filter(([key, , value]) => value.trim() !== "" && (!only || only.includes(key)))
    .map(([, label, value]) => [label, value] as const);
}
