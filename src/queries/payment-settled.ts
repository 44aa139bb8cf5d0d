import { type ConfirmationDetails, saveConfirmationDetails } from "../stores/confirmation-details";
import { reservationDraftStore } from "../stores/reservation-draft";
import { bookingsChanged, creditsChanged } from "./changes";

// Loaded on demand: the local database is not part of the first screen's JavaScript.
const database = () => import("../db/accessors").then((m) => m.localDb);

/**
 * The one place where a paid booking is settled on the phone, whoever paid it (the wizard, Mes
 * réservations, the wallet's return page): its details kept for the confirmation page, the lists
 * and the balance read again (the header shows the balance at once), and the wizard's draft forgotten only when it is the draft of this very booking (a
 * booking paid from the history leaves the draft the member is writing alone).
 * `keepDraft` leaves the draft for the caller to forget once it has left the wizard.
 */
export async function settleBookingPaid(
  bookingId: number | undefined,
  details: ConfirmationDetails | null,
  { keepDraft = false } = {},
): Promise<void> {
  if (details) saveConfirmationDetails(details);
  bookingsChanged();
  if (!keepDraft && bookingId !== undefined) await forgetDraftOf(bookingId);
}

/** The wizard's draft of this booking is forgotten; a draft of another booking stays the member's. */
export async function forgetDraftOf(bookingId: number): Promise<void> {
  const ofThis = () => reservationDraftStore.getState().bookingId === bookingId;
  if (ofThis()) return reservationDraftStore.getState().reset();
  // On the wallet's return page the draft may not have been read yet.
  await reservationDraftStore.getState().hydrate();
  if (ofThis()) await reservationDraftStore.getState().reset();
}

/** A pack paid: the new balance shows, the pack chosen before login is forgotten. */
export async function settlePackPaid({ balanceReloaded = false } = {}): Promise<void> {
  if (!balanceReloaded) creditsChanged();
  // If it fails the packs page offers the pack again, nothing worse.
  await database()
    .then((db) => db.clearSelectedPack())
    .catch(() => undefined);
}
