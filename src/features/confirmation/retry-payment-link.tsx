import { Link } from "@tanstack/react-router";
import { useEffect } from "react";
import { frCallback } from "../../i18n/fr-callback";
import { reservationDraftStore, useReservationDraft } from "../../stores/reservation-draft";

/**
 * 'Réessayer le paiement': a pack goes back to the packs; a booking to the wizard's payment step
 * with its draft kept, so the member does not choose everything again. Without a draft, the
 * wizard from its start.
 */
export function RetryPaymentLink({ purpose, className }: { purpose: "booking" | "pack"; className: string }) {
  const serviceId = useReservationDraft((s) => s.serviceId);
  const slotId = useReservationDraft((s) => s.slotId);
  const custom = useReservationDraft((s) => s.type === "custom");
  useEffect(() => {
    if (purpose === "booking") void reservationDraftStore.getState().hydrate();
  }, [purpose]);

  if (purpose === "pack")
    return (
      <Link to="/packs" className={className}>
        {frCallback.retry}
      </Link>
    );
  const search =
    serviceId !== null && slotId !== null
      ? { step: 3, service: serviceId, type: custom ? ("custom" as const) : undefined }
      : {};
  return (
    <Link to="/reservation" search={search} className={className}>
      {frCallback.retry}
    </Link>
  );
}
