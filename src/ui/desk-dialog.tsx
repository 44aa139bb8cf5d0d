import type { FormEvent, ReactNode } from "react";
import { type DeskMethod, deskMethodLabels } from "../contract/staff/common";
import { frStaff } from "../i18n/fr-staff";
import { Modal } from "./modal";

type Props = {
  open: boolean;
  title: string;
  testId: string;
  busy: boolean;
  /** The server's refusal or the lost connection: said in the dialog, which stays open with what was typed. */
  error: string | null;
  submitLabel: string;
  dismissLabel?: string;
  danger?: boolean;
  submitDisabled?: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
};

/**
 * The frame of every action of the desk: a titled form, its refusal, and « Fermer » beside the
 * action. Nothing closes it while the request is on its way, so an answer is never lost.
 */
export function DeskDialog({
  open,
  title,
  testId,
  busy,
  error,
  submitLabel,
  dismissLabel = frStaff.dismiss,
  danger = false,
  submitDisabled = false,
  onClose,
  onSubmit,
  children,
}: Props) {
  return (
    <Modal open={open} onClose={busy ? () => undefined : onClose} title={title}>
      <form noValidate onSubmit={onSubmit} className="space-y-4 p-6 pt-8" data-testid={testId}>
        {/* Clear of the close button in the corner. */}
        <p aria-hidden="true" className="pr-10 text-xl font-bold text-brand-dark">
          {title}
        </p>
        {children}
        {error && (
          <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-ghost" onClick={onClose} disabled={busy}>
            {dismissLabel}
          </button>
          <button
            type="submit"
            className={danger ? "btn bg-red-700 text-white hover:bg-red-800" : "btn-primary"}
            disabled={busy || submitDisabled}
          >
            {busy ? frStaff.saving : submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}

const methods = Object.keys(deskMethodLabels) as DeskMethod[];

/** How the money was received at the desk: cash, card, Orange Money or Wave. */
export function DeskMethodChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: DeskMethod;
  onChange: (method: DeskMethod) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{frStaff.pay.method}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {methods.map((m) => (
          <label
            key={m}
            className={`flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border px-3 text-sm font-semibold ${m === value ? "border-brand bg-brand/5 text-brand-dark" : "border-black/15 bg-white"}`}
          >
            <input
              type="radio"
              name={name}
              value={m}
              checked={m === value}
              onChange={() => onChange(m)}
              className="accent-brand"
            />
            {deskMethodLabels[m]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
