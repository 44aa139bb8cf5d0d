import { useState } from "react";
import { actionFailure, markRefundDone } from "../../../api/staff";
import type { ManualRefund } from "../../../contract/staff/money";
import { frStaff } from "../../../i18n/fr-staff";
import { formatXof } from "../../../lib/format";
import { dakarDateTime } from "../../../lib/history-dates";
import { displayPhone } from "../../../lib/phone";
import { toastStore } from "../../../stores/toasts";
import { DeskDialog } from "../../../ui/desk-dialog";
import { EmptyPanel } from "../../../ui/panels";
import { Badge } from "../../../ui/staff-badges";
import { Segmented, StaffHeader, StaffPanel } from "../../../ui/staff-page";
import { usePageTitle } from "../../../ui/use-page-title";
import { useSettlingBusy } from "../../../ui/use-settling-busy";
import type { RefundState } from "./refunds-data";

const t = frStaff.refunds;

type Props = {
  refunds: ManualRefund[];
  state: RefundState;
  onState: (state: RefundState) => void;
  onChanged: () => void;
};

const amountText = (r: ManualRefund) =>
  r.refund_amount === null ? t.readAtProvider : formatXof(r.refund_amount);

/** Money to give back by hand: how much was actually received, to which number, and 'Fait' once done. */
export function RefundsScreen({ refunds, state, onState, onChanged }: Props) {
  usePageTitle(t.title);
  const [confirming, setConfirming] = useState<ManualRefund | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { busy, start, finish } = useSettlingBusy();
  const close = () => {
    setConfirming(null);
    setError(null);
  };
  const confirm = async () => {
    if (!confirming || busy) return;
    start();
    setError(null);
    try {
      await markRefundDone(confirming.payment_id);
      toastStore.getState().show("success", t.doneToast);
      close();
    } catch (failure) {
      setError(actionFailure(failure));
    } finally {
      finish();
      onChanged();
    }
  };
  return (
    <div className="space-y-5">
      <StaffHeader title={t.title} intro={t.intro}>
        <Segmented
          label={t.title}
          value={state}
          onChange={onState}
          options={(["todo", "done", "all"] as const).map((value) => ({ value, label: t.states[value] }))}
        />
      </StaffHeader>
      {refunds.length === 0 ? (
        <EmptyPanel message={state === "done" ? t.emptyDone : t.empty} />
      ) : (
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {refunds.map((r) => {
            const name = `${r.client.first_name} ${r.client.last_name}`.trim() || r.client.email || "—";
            return (
              <StaffPanel key={r.payment_id} className="flex flex-col p-4">
                <div data-testid="refund" className="flex flex-1 flex-col">
                  <div className="flex items-start justify-between gap-2">
                    <p className="min-w-0 font-semibold break-words">{name}</p>
                    <Badge tone={r.method === "PAY04" ? "amber" : "blue"}>{r.method_name}</Badge>
                  </div>
                  {r.client.telephone_number ? (
                    <a
                      href={`tel:${r.client.telephone_number.replace(/[^\d+]/g, "")}`}
                      className="mt-0.5 text-lg font-bold text-brand hover:underline"
                    >
                      {displayPhone(r.client.telephone_number)}
                    </a>
                  ) : (
                    <p className="mt-0.5 text-sm text-ink/60">{frStaff.noPhone}</p>
                  )}
                  <div className="mt-3 rounded-xl bg-sand px-3 py-2">
                    <p className="text-xs text-ink/60">{t.toGive}</p>
                    <p className="text-xl font-bold text-brand-dark">{amountText(r)}</p>
                    {r.refund_amount !== r.amount_requested && (
                      <p className="text-xs text-ink/60">{t.asked(formatXof(r.amount_requested))}</p>
                    )}
                  </div>
                  <p className="mt-2 text-xs text-ink/60">
                    {t.purpose[r.purpose](r.object_id)}
                    {dakarDateTime(r.settled_at ?? r.created_at) &&
                      ` · ${t.paidOn(dakarDateTime(r.settled_at ?? r.created_at) ?? "")}`}
                  </p>
                  <div className="mt-auto pt-3">
                    {r.done_at ? (
                      <Badge tone="green">{t.doneOn(dakarDateTime(r.done_at) ?? "", r.done_by ?? "—")}</Badge>
                    ) : (
                      <button type="button" className="btn-primary w-full" onClick={() => setConfirming(r)}>
                        {t.markDone}
                      </button>
                    )}
                  </div>
                </div>
              </StaffPanel>
            );
          })}
        </div>
      )}
      <DeskDialog
        open={confirming !== null}
        title={t.confirmTitle}
        testId="refund-dialog"
        busy={busy}
        error={error}
        submitLabel={t.markDone}
        onClose={close}
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        {confirming && (
          <p className="text-ink/80">
            {confirming.client.telephone_number
              ? t.confirmText(amountText(confirming), displayPhone(confirming.client.telephone_number))
              : t.confirmNoPhone(amountText(confirming))}
          </p>
        )}
      </DeskDialog>
    </div>
  );
}
