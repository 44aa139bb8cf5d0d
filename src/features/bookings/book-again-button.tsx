import { useNavigate } from "@tanstack/react-router";
import type { BookingHistoryItem } from "../../contract/booking";
import { frBookings } from "../../i18n/fr-bookings";
import { reservationDraftStore } from "../../stores/reservation-draft";

/**
 * « Réserver à nouveau »: the wizard's step 2 for the same service, persons and private option, on a
 * fresh draft (a draft under way for another booking is not mixed into it).
 */
export function BookAgainButton({ item, label }: { item: BookingHistoryItem; label: string }) {
  const navigate = useNavigate();
  async function bookAgain() {
    const draft = reservationDraftStore.getState();
    await draft.reset();
    reservationDraftStore
      .getState()
      .update({ person: item.number_person, privateOption: item.private_option });
    await navigate({
      to: "/reservation",
      search: { step: 2, service: item.service_id, private: item.private_option || undefined },
    });
  }
  return (
    <button type="button" className="btn-ghost !px-4" onClick={() => void bookAgain()} aria-label={label}>
      {frBookings.bookAgain}
    </button>
  );
}
