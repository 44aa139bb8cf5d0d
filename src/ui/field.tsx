import { type InputHTMLAttributes, type ReactNode, useId, useState } from "react";
import { frAuth } from "../i18n/fr-auth";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | undefined };

export const inputClass =
  "mt-1 w-full rounded-xl border border-black/15 bg-white px-4 py-3 aria-[invalid=true]:border-red-600";

/** The attributes that tie a control to its label and its error, for screen readers. */
export const describedControl = (id: string, error: string | undefined) => ({
  id,
  "aria-invalid": !!error,
  "aria-describedby": error ? `${id}-error` : undefined,
});

/** A label, any control (input, select, textarea) and the control's error under it. */
export function FieldFrame({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input with its error under it, tied for screen readers. */
export function Field({ label, error, id, ...input }: FieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <FieldFrame id={fieldId} label={label} error={error}>
      <input {...describedControl(fieldId, error)} className={inputClass} {...input} />
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, ...input }: FieldProps) {
  const [visible, setVisible] = useState(false);
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <div className="relative">
        <input
          {...describedControl(id, error)}
          type={visible ? "text" : "password"}
          className={`${inputClass} pr-14`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? frAuth.hide : frAuth.show}
          aria-pressed={visible}
          className="absolute top-1/2 right-2 mt-0.5 grid size-10 -translate-y-1/2 place-items-center rounded-full text-ink/60 hover:bg-black/5"
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
            <path
              d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            {visible ? (
              <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" />
            ) : (
              <circle cx="12" cy="12" r="3" fill="currentColor" />
            )}
          </svg>
        </button>
      </div>
    </FieldFrame>
  );
}
