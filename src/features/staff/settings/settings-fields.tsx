import { useId } from "react";
import { describedControl, FieldFrame, inputClass } from "../../../ui/field";

/** A setting that is on or off, its label beside the box. */
export function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
      <input
        type="checkbox"
        className="size-5 accent-brand"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

/** A labelled text area with its error under it; `mono` for HTML. */
export function TextArea({
  label,
  value,
  onChange,
  error,
  rows = 3,
  maxLength,
  mono = false,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error: string | undefined;
  rows?: number;
  maxLength?: number;
  mono?: boolean;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <textarea
        {...describedControl(id, error)}
        className={`${inputClass} ${mono ? "font-mono text-sm" : ""}`}
        rows={rows}
        value={value}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
      />
    </FieldFrame>
  );
}
