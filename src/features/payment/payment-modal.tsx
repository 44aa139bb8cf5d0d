import { useState } from "react";
import { frPayment } from "../../i18n/fr-payment";
import { frPromo } from "../../i18n/fr-promo";
import { Modal } from "../../ui/modal";
import { GiftPaid } from "./gift-paid";
import { LeaveBooking } from "./leave-booking";
import { MethodStep } from "./method-step";
import { PackPaid } from "./pack-paid";
import { confirmDisabled, totalText } from "./payment-rules";
import { QrStep } from "./qr-step";
import { type FlowProps, usePaymentFlow } from "./use-payment-flow";

const t = frPayment;

/** The payment modal: step 1 'Choisissez votre moyen de paiement', step 2 'Paiement Orange Money'. */
export function PaymentModal(props: FlowProps) {
  const flow = usePaymentFlow(props);
  const { request, step } = flow;
  const title = step === "qr" ? t.orangeMoney : t.chooseMethod;
  const disabled = request
    ? confirmDisabled({
        step,
        request,
        method: flow.method,
        balance: flow.balance,
        qrReady: !!flow.qr && !flow.outcome,
        busy: flow.busy,
      })
    : step !== "qr" || !flow.qr || !!flow.outcome;
  const total = request ? totalText(request, "PAY04") : (flow.details?.price ?? null);
  // A booking just made and not paid: closing asks whether to keep it held or let it go.
  const [leaving, setLeaving] = useState(false);
  const mayLeave = request?.purpose === "booking" && request.justBooked === true && step === "choose";
  const close = () => (mayLeave && !flow.busy ? setLeaving(true) : flow.close());
  if (step === "packPaid" && request?.purpose === "pack")
    return request.gift ? (
      <Modal open onClose={flow.close} title={frPromo.giftPaidTitle}>
        <GiftPaid onClose={flow.close} />
      </Modal>
    ) : (
      <Modal open onClose={flow.close} title={t.packPaidTitle}>
        <PackPaid pack={request.pack} onClose={flow.close} />
      </Modal>
    );
  if (leaving && request?.purpose === "booking")
    return (
      <Modal open onClose={flow.close} title={t.leaveTitle}>
        <LeaveBooking bookingId={request.bookingId} onKeep={flow.close} onLeft={flow.close} />
      </Modal>
    );
  return (
    <Modal open onClose={close} title={title}>
      <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
        <div className="overflow-y-auto p-5 pt-6 sm:p-6">
          <p className="pr-12 text-xl font-bold text-brand-dark" aria-hidden="true">
            {title}
          </p>
          {request?.purpose === "pack" && request.gift && step === "choose" && (
            <p className="mt-1 text-sm font-semibold text-brand">{frPromo.giftTitle(request.pack.name)}</p>
          )}
          {request?.purpose === "booking" && step === "choose" && (
            <p className="mt-1 text-sm text-ink/70">
              {request.serviceName} · {request.dateTime}
            </p>
          )}
          <div className="mt-5">
            {step === "qr" ? (
              <QrStep
                qr={flow.qr}
                total={total}
                outcome={flow.outcome}
                paused={flow.paused}
                failedText={request?.purpose === "pack" ? t.packFailed : t.refused}
              />
            ) : request ? (
              <MethodStep
                request={request}
                methods={flow.methods.state}
                onRetry={flow.methods.retry}
                offered={flow.offered}
                method={flow.method}
                balance={flow.balance}
                onChoose={flow.choose}
                disabled={flow.busy}
              />
            ) : null}
          </div>
          {flow.notice && (
            <p
              className={`mt-4 rounded-xl p-3 text-sm font-medium ${flow.notice.kind === "error" ? "bg-red-50 text-red-800" : "bg-brand/10 text-brand-dark"}`}
            >
              {flow.notice.text}
            </p>
          )}
        </div>
        <div className="flex gap-2 border-t border-black/5 bg-white p-3 sm:gap-3 sm:p-4 sm:px-6">
          <button
            type="button"
            className="btn-ghost shrink-0 px-4"
            onClick={step === "qr" ? flow.back : close}
            disabled={flow.busy && step === "choose"}
          >
            {step === "qr" ? t.back : t.cancel}
          </button>
          <button
            type="button"
            className="btn-primary min-w-0 flex-1 px-3 text-center leading-tight"
            onClick={flow.confirm}
            disabled={disabled}
          >
            {flow.busy ? t.confirming : t.confirm}
          </button>
        </div>
      </div>
    </Modal>
  );
}
