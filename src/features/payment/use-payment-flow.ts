import { useNavigate } from "@tanstack/react-router";
import { useEffect, useMemo, useRef, useState } from "react";
import { isApiError } from "../../api/errors";
import { confirmBookingPayment } from "../../api/payments";
import type { BookingMethod, OrangeMoneyResponse } from "../../contract/payments";
import { paymentMessages } from "../../contract/payments";
import { frPayment } from "../../i18n/fr-payment";
import { saveConfirmationDetails } from "../../stores/confirmation-details";
import type { PaymentRequest } from "../../stores/payment-request";
import { createAttemptKeys } from "./attempt-keys";
import {
  bookingDetails,
  bookingGone,
  failureText,
  finishBooking,
  finishPack,
  forgetBooking,
  forgetDraft,
  refusalIs,
  tellFailure,
} from "./payment-outcomes";
import { creditBalance, defaultMethod, offeredMethods } from "./payment-rules";
import { checkStatus, dismissPending, forgetPending, type ResumedPayment } from "./pending-payment";
import { startQrPayment, startWalletPayment } from "./provider-steps";
import { usePaymentMethods } from "./use-payment-methods";
import { type PollOutcome, useQrPolling } from "./use-qr-polling";

const t = frPayment;

/** Choosing, the Orange Money QR code, and a pack paid (its result, with the new balance). */
export type PaymentStepName = "choose" | "qr" | "packPaid";
export type QrState = { qr: OrangeMoneyResponse; paymentId: string; deadline: number; resumed: boolean };
export type FlowProps = {
  request: PaymentRequest | null;
  resumed: ResumedPayment | null;
  onClose: () => void;
};

/** The modal's state and actions: step 1 chooses and pays, step 2 shows the QR code and polls it. */
export function usePaymentFlow({ request: asked, resumed, onClose }: FlowProps) {
  const navigate = useNavigate();
  const request = asked ?? resumed?.pack ?? null;
  const methods = usePaymentMethods();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [step, setStep] = useState<PaymentStepName>(resumed ? "qr" : "choose");
  const [qr, setQr] = useState<QrState | null>(() =>
    resumed
      ? {
          qr: resumed.pending.qr,
          paymentId: resumed.pending.paymentId,
          deadline: resumed.pending.deadline,
          resumed: true,
        }
      : null,
  );
  const [outcome, setOutcome] = useState<Exclude<PollOutcome, "success"> | null>(null);
  const [notice, setNotice] = useState<{ kind: "error" | "info"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // A second tap lands before React re-renders the disabled button: the ref stops it at once.
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const qrAttempt = useRef(0);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const [keys] = useState(createAttemptKeys);

  const offered =
    methods.state.kind === "ready" && request ? offeredMethods(methods.state.methods, request) : [];
  const balance = methods.state.kind === "ready" ? creditBalance(methods.state.methods) : null;
  const method =
    offered.find((m) => m.id === chosenId) ??
    defaultMethod(offered, request?.purpose === "booking" ? request.preferred : undefined);

  async function succeed(paidWith: BookingMethod | null, message?: string) {
    if (request?.purpose === "pack") {
      finishPack(request.pack, { windowOpen: mounted.current, gift: request.gift });
      // Said on a screen of its own, with the new balance, not in a toast that goes.
      if (mounted.current) return setStep("packPaid");
      return onClose();
    }
    const details = resumed?.details ?? (request && paidWith ? bookingDetails(request, paidWith) : null);
    if (details) finishBooking(details, message);
    onClose();
    const bookingId = request?.purpose === "booking" ? request.bookingId : resumed?.pending.objectId;
    await navigate({ to: "/confirmation", search: { status: "success" } });
    if (bookingId !== undefined) forgetDraft(bookingId);
  }

  async function onOutcome(result: PollOutcome) {
    // Cleared before it shows: a reload right after never shows it a second time.
    await forgetPending();
    if (result === "success") return succeed(method);
    if (mounted.current) setOutcome(result);
  }
  const target = useMemo(() => (qr && !outcome ? qr : null), [qr, outcome]);
  const polling = useQrPolling(target, (result) => void onOutcome(result));

  async function run(action: () => Promise<void>) {
    if (inFlight.current || !request) return;
    inFlight.current = true;
    setBusy(true);
    setNotice(null);
    try {
      await action();
    } finally {
      inFlight.current = false;
      if (mounted.current) setBusy(false);
    }
  }
  const fail = (error: unknown) => {
    const text = failureText(error, request?.purpose ?? "booking");
    tellFailure(text);
    // The booking can no longer be paid (its hold lapsed, it was cancelled, it is not found):
    // the wizard books again rather than reopening this one.
    if (request?.purpose === "booking" && bookingGone(error)) {
      forgetBooking(request.bookingId);
      return onClose();
    }
    if (mounted.current) setNotice({ kind: "error", text });
  };

  async function payHere(chosen: BookingMethod) {
    if (request?.purpose !== "booking") return;
    const scope = `confirm:${request.bookingId}:${chosen.id}`;
    try {
      const result = await confirmBookingPayment(request.bookingId, chosen.id, keys.take(scope));
      keys.answered(scope);
      if (result.status === "confirmed" || result.status === "paid")
        // At the venue nothing is paid yet: the server's own words say so, not 'Paiement confirmé'.
        return succeed(chosen, result.status === "confirmed" && result.message ? result.message : undefined);
      saveConfirmationDetails(bookingDetails(request, chosen));
      onClose();
      await navigate({ to: "/confirmation", search: { status: "error", message: t.notFinalized } });
    } catch (error) {
      // A lost answer keeps its key: the retry is the same request and pays once.
      if (!isApiError(error) || error.kind !== "network") keys.answered(scope);
      // Paid meanwhile (an answer lost before a reload): the server says so, and that is a success.
      if (refusalIs(error, paymentMessages.alreadyPaid)) return succeed(chosen);
      fail(error);
    }
  }

  async function showQr(chosen: BookingMethod, paying: PaymentRequest) {
    setStep("qr");
    setOutcome(null);
    setQr(null);
    // Retour or closing while the QR code is on its way makes this attempt one nobody wants.
    const mine = ++qrAttempt.current;
    const wanted = () => mounted.current && qrAttempt.current === mine;
    try {
      const started = await startQrPayment(paying, chosen, wanted);
      if (started && wanted()) setQr({ ...started, resumed: false });
    } catch (error) {
      if (!wanted()) return;
      setStep("choose");
      fail(error);
    }
  }

  async function goToWallet(chosen: BookingMethod, paying: PaymentRequest) {
    try {
      const url = await startWalletPayment(paying, chosen, keys);
      setNotice({ kind: "info", text: t.redirecting });
      // The button stays busy while the browser leaves for the wallet's page.
      inFlight.current = true;
      window.location.assign(url);
    } catch (error) {
      fail(error);
    }
  }

  function confirm() {
    if (step === "qr")
      // Tapped before paying in the app: said, rather than nothing happening.
      return void run(async () => {
        const found = await polling.checkNow();
        if (!mounted.current || found === "ended") return;
        setNotice(
          found === "pending" ? { kind: "info", text: t.notPaidYet } : { kind: "error", text: t.notChecked },
        );
      });
    const chosen = method;
    if (!chosen || !request) return;
    void run(async () => {
      if (chosen.code === "PAY04") return showQr(chosen, request);
      if (chosen.code === "PAY03") return goToWallet(chosen, request);
      return payHere(chosen);
    });
  }

  /**
   * Leaves the QR code: one last look catches a payment made meanwhile; still open, the record is
   * kept but set aside, so a payment made later in the wallet app is still seen (never reopened).
   */
  function leaveQr() {
    qrAttempt.current++;
    const left = target;
    polling.stop();
    setQr(null);
    if (!left) return;
    void dismissPending(left.paymentId);
    void checkStatus(left.paymentId).then(
      (status) => {
        if (status === "SUCCESS") void forgetPending().then(() => succeed(method));
        else if (status === "FAILED") void forgetPending();
      },
      () => undefined,
    );
  }

  return {
    request,
    details: resumed?.details ?? null,
    methods,
    offered,
    balance,
    method,
    step,
    qr,
    outcome,
    notice,
    busy,
    paused: polling.paused,
    choose: (id: number) => {
      setChosenId(id);
      setNotice(null);
    },
    confirm,
    back() {
      leaveQr();
      setOutcome(null);
      setNotice(null);
      // A booking resumed after a reload has nothing to choose from: going back closes.
      if (!request) return onClose();
      setStep("choose");
    },
    close() {
      if (step === "qr") leaveQr();
      onClose();
    },
  };
}
