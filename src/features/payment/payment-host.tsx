import { useEffect, useState } from "react";
import { paymentRequestStore, usePaymentRequest } from "../../stores/payment-request";
import { canRefresh, sessionStore } from "../../stores/session";
import { PaymentModal } from "./payment-modal";
import { loadResumable, type ResumedPayment } from "./pending-payment";

/**
 * Mounted by the pages that take payments (/reservation, /packs): shows the payment modal when one
 * is asked for, and on arrival resumes an Orange Money payment left under way (a reload, a trip to
 * the wallet app, a lost network).
 */
export function PaymentHost() {
  const request = usePaymentRequest((s) => s.request);
  const [resumed, setResumed] = useState<ResumedPayment | null>(null);

  useEffect(() => {
    // Only a member can have paid; a visitor's phone asks nothing.
    if (!canRefresh(sessionStore.getState().tokens)) return;
    let live = true;
    void loadResumable().then((found) => {
      if (live && found) setResumed(found);
    });
    return () => {
      live = false;
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
