import { reservationDraftStore } from "../../stores/reservation-draft";

/**
 * Idempotency keys of payment attempts: one per attempt, kept on the phone (with the reservation
 * draft) while the answer is unknown, so that the retry after a lost answer, a closed modal or a
 * reload is the same request to the server and pays once; dropped once the server has answered.
 */
export function createAttemptKeys() {
  const draft = () => reservationDraftStore.getState();
  return {
    /** The key for an attempt on `scope` (what is paid and how): the lost one, or a new one. */
    take: (scope: string): string => draft().attemptKey(scope),
    /** The server answered (a payment or a refusal): the next attempt is a new one. */
    answered: (scope: string): void => draft().attemptAnswered(scope),
  };
}
