import { type FormEvent, type ReactNode, useState } from "react";
import type * as v from "valibot";
import { frAccount } from "../../i18n/fr-account";
import { type FieldErrors, validateForm } from "../../lib/form-errors";
import { Field } from "../../ui/field";
import { accountFailure } from "./account-errors";
import { FormAlert } from "./form-alert";
import { ModalActions } from "./modal-actions";

const t = frAccount;

/**
 * What a two-step change of an address (an e-mail, a phone) keeps while it runs: the code typed,
 * each field's error, the window's alert, whether a call is under way. One for both windows.
 */
export function useCodeSteps() {
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return {
    code,
    setCode,
    errors,
    alert,
    busy,
    /** The input checked by `schema`: its value, or null with each field's message shown. */
    check<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> | null {
      const checked = validateForm(schema, input);
      setErrors(checked.ok ? {} : checked.errors);
      setAlert(null);
      return checked.ok ? checked.value : null;
    },
    /** Runs a call, the window busy meanwhile; a refusal shows under its fields or as the alert. */
    async run(work: () => Promise<void>) {
      setBusy(true);
      try {
        await work();
      } catch (error) {
        const failure = accountFailure(error);
        setErrors(failure.fields);
        setAlert(failure.message);
      } finally {
        setBusy(false);
      }
    },
    /** The field typed into again: its message goes. */
    clear(field: string) {
      setErrors((all) => ({ ...all, [field]: undefined }));
    },
    /** Back to the first step: the code and the messages go, what was typed there stays. */
    restart() {
      setCode("");
      setErrors({});
      setAlert(null);
    },
  };
}

export type CodeSteps = ReturnType<typeof useCodeSteps>;

/** The window's title, said once by the dialog itself (hidden from screen readers here). */
export const StepHeading = ({ title }: { title: string }) => (
  <p className="pr-10 text-xl font-bold text-brand-dark" aria-hidden="true">
    {title}
  </p>
);

/** The second step: where the code went, the code, « another address », confirm or cancel. */
export function CodeStepForm(props: {
  steps: CodeSteps;
  title: string;
  sentTo: ReactNode;
  codeLabel: string;
  /** The first step's field, whose refusal (taken meanwhile) shows under the code. */
  addressField: string;
  otherLabel: string;
  onOther: () => void;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
}) {
  const { steps } = props;
  return (
    <form noValidate onSubmit={props.onSubmit} className="space-y-4 p-6">
      <StepHeading title={props.title} />
      <p className="text-sm break-words text-ink/70">{props.sentTo}</p>
      <Field
        label={props.codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={4}
        value={steps.code}
        error={steps.errors.otp ?? steps.errors[props.addressField]}
        onChange={(e) => {
          steps.setCode(e.target.value.replace(/\D/g, ""));
          steps.clear("otp");
          steps.clear(props.addressField);
        }}
      />
      <button
        type="button"
        className="text-sm font-medium text-brand hover:underline"
        onClick={() => {
          steps.restart();
          props.onOther();
        }}
      >
        {props.otherLabel}
      </button>
      <FormAlert message={steps.alert} />
      <ModalActions
        busy={steps.busy}
        onCancel={props.onCancel}
        submit={{ idle: t.confirm, busy: t.confirming }}
      />
    </form>
  );
}
