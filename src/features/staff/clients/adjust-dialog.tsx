import { type FormEvent, useEffect, useId, useState } from "react";
import { actionFailure, adjustCredits } from "../../../api/staff";
import { creditAdjustmentRequestSchema } from "../../../contract/staff/clients";
import { frStaff } from "../../../i18n/fr-staff";
import { validateForm } from "../../../lib/form-errors";
import { formatCredits } from "../../../lib/format";
import { toastStore } from "../../../stores/toasts";
import { DeskDialog } from "../../../ui/desk-dialog";
import { describedControl, Field, FieldFrame, inputClass } from "../../../ui/field";
import { Segmented } from "../../../ui/staff-page";
import { useAttemptKey } from "../../../ui/use-attempt-key";
import { useSettlingBusy } from "../../../ui/use-settling-busy";

const t = frStaff.adjust;

type Props = { clientId: number; balance: number; open: boolean; onClose: () => void; onChanged: () => void };

/** Credits added or taken by hand, with a reason; the balance never goes below zero (the server says so too). */
export function AdjustDialog({ clientId, balance, open, onClose, onChanged }: Props) {
  const [direction, setDirection] = useState<"add" | "remove">("add");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ delta?: string | undefined; reason?: string | undefined }>({});
  const [error, setError] = useState<string | null>(null);
  const { busy, start, finish } = useSettlingBusy();
  const attemptKey = useAttemptKey();
  const reasonId = useId();
  useEffect(() => {
    if (!open) return;
    setDirection("add");
    setAmount("");
    setReason("");
    setErrors({});
    setError(null);
  }, [open]);

  const count = Number(amount);
  const delta = direction === "add" ? count : -count;
  const after = Number.isFinite(delta) ? balance + delta : balance;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateForm(creditAdjustmentRequestSchema, {
      delta: amount.trim() === "" ? Number.NaN : delta,
      reason,
    });
    if (!checked.ok) return setErrors({ delta: checked.errors.delta, reason: checked.errors.reason });
    if (after < 0) return setErrors({ delta: t.belowZero });
    start();
    setError(null);
    try {
      const answer = await adjustCredits(clientId, checked.value, attemptKey({ clientId, ...checked.value }));
      toastStore.getState().show("success", t.done(formatCredits(answer.total_credits)), 4000);
      onChanged();
      onClose();
    } catch (failure) {
      setError(actionFailure(failure));
      onChanged();
    } finally {
      finish();
    }
  };

  return (
    <DeskDialog
      open={open}
      title={t.title}
      testId="adjust-dialog"
      busy={busy}
      error={error}
      submitLabel={t.submit}
      onClose={onClose}
      onSubmit={submit}
    >
      <p className="text-sm text-ink/70">{t.current(formatCredits(balance))}</p>
      <Segmented
        label={t.direction}
        value={direction}
        onChange={setDirection}
        options={[
          { value: "add", label: t.add },
          { value: "remove", label: t.remove },
        ]}
      />
      <Field
        label={t.amount}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={amount}
        error={errors.delta}
        onChange={(e) => {
          setAmount(e.target.value);
          setErrors((all) => ({ ...all, delta: undefined }));
        }}
      />
      <FieldFrame id={reasonId} label={t.reason} error={errors.reason}>
        <textarea
          {...describedControl(reasonId, errors.reason)}
          className={`${inputClass} min-h-20`}
          value={reason}
          maxLength={500}
          placeholder={t.reasonPlaceholder}
          onChange={(e) => {
            setReason(e.target.value);
            setErrors((all) => ({ ...all, reason: undefined }));
          }}
        />
      </FieldFrame>
      {amount.trim() !== "" && Number.isInteger(count) && count > 0 && (
        <p className={`text-sm font-semibold ${after < 0 ? "text-red-800" : "text-brand-dark"}`}>
          {t.after(formatCredits(after))}
        </p>
      )}
    </DeskDialog>
  );
}
