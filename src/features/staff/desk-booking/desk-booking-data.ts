import type { Service } from "../../../contract/services";
import type { ClientListItem } from "../../../contract/staff/clients";
import type { Practitioner } from "../../../contract/staff/people";
import { read } from "../../../queries/cache";
import { staffClientQuery } from "../../../queries/staff-clients";
import { deskCatalogueQuery } from "../../../queries/staff-desk";
import { staffPractitionersQuery } from "../../../queries/staff-people";

export type DeskBookingData = {
  services: Service[];
  /** The client the screen was opened for (from their page), null when none or not found. */
  client: ClientListItem | null;
  /** The active practitioners, for the desk's choice; none when they cannot be read (the centre assigns). */
  practitioners: Practitioner[];
};

/**
 * The catalogue, and the client the screen opens for: their record, read as their page reads it
 * (the desk opened it for them), for their name and their balance of credits.
 */
export async function loadDeskBooking(clientId: number | undefined): Promise<DeskBookingData> {
  const [services, detail, practitioners] = await Promise.all([
    read(deskCatalogueQuery),
    clientId === undefined ? null : read(staffClientQuery(clientId)),
    read(staffPractitionersQuery).catch(() => []),
  ]);
  const client = detail && detail.client.role === null ? detail.client : null;
  return { services, client, practitioners: practitioners.filter((p) => p.is_active) };
}
