import { useEffect, useState } from "react";
import { paymentRequestStore, usePaymentRequest } from "../../stores/payment-request";
import { canRefresh, sessionStore } from "../../stores/session";
import { PaymentModal } from "./payment-modal";
import { checkStatus, forgetPending, loadResumable, type ResumedPayment } from "./pending-payment";

/**
 * Mounted by the pages that take payments (/reservation, /packs, /historique): shows the payment modal when one
 * is asked for, and on arrival resumes an Orange Money payment left under way (a reload, a trip to
 * the wallet app, a lost network).
 */
export function PaymentHost({ onClosed }: { onClosed?: () => void } = {}) {
  const request = usePaymentRequest((s) => s.request);
  const [resumed, setResumed] = useState<ResumedPayment | null>(null);

  useEffect(() => {
    // Only a member can have paid; a visitor's phone asks nothing.
    if (!canRefresh(sessionStore.getState().tokens)) return;
    let live = true;
    void loadResumable().then(async (found) => {
      if (!found || !live) return;
      const { pending } = found;
      // Set aside or past its time: looked at once, quietly; reopened only to show it was paid.
      if (pending.dismissed || pending.deadline <= Date.now()) {
        const status = await checkStatus(pending.paymentId).catch(() => null);
        if (status === "FAILED" || (status === "PENDING" && pending.deadline <= Date.now()))
          return forgetPending();
        if (status !== "SUCCESS") return;
      }
      if (live) setResumed(found);
    });
    return () => {
      live = false;
      // Left for another page: a payment asked for here is not shown there.
      paymentRequestStore.getState().close();
    };
  }, []);

  // A new payment replaces the one left under way (the server voids it too).
  useEffect(() => {
    if (request) setResumed(null);
  }, [request]);

  if (!request && !resumed) return null;
  const close = () => {
    paymentRequestStore.getState().close();
    setResumed(null);
    // Mes réservations shows the booking as it now stands (paid, failed, still to pay).
    onClosed?.();
  };
  return (
    <PaymentModal
      // A new request starts the modal afresh on step 1.
      key={
        request
          ? `${request.purpose}:${request.purpose === "booking" ? request.bookingId : request.pack.credit_id}`
          : `resumed:${resumed?.pending.paymentId}`
      }
      request={request}
      resumed={request ? null : resumed}
      onClose={close}
    />
  );
}
