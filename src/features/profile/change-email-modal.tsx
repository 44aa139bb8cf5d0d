import { type FormEvent, useState } from "react";
import { confirmEmailChange, requestEmailChange } from "../../api/account-settings";
import { emailChangeRequestSchema, emailConfirmRequestSchema } from "../../contract/account-settings";
import { frAccount } from "../../i18n/fr-account";
import { type FieldErrors, validateForm } from "../../lib/form-errors";
import { profileSaved } from "../../queries/changes";
import { toastStore } from "../../stores/toasts";
import { Field, PasswordField } from "../../ui/field";
import { Modal } from "../../ui/modal";
import { guardTaps } from "../../ui/tap-guard";
import { accountFailure } from "./account-errors";
import { FormAlert } from "./form-alert";
import { ModalActions } from "./modal-actions";

const t = frAccount;

/**
 * Two steps: the new address and the password send a code there; the code makes it the account's.
 * What was typed stays across a refusal and across the two steps.
 */
export function ChangeEmailModal({
  open,
  onClose,
  title = t.changeEmail,
  initialEmail = "",
}: {
  open: boolean;
  onClose: () => void;
  /** « Ajouter une adresse e-mail » for a member without one, « Vérifier… » for their own. */
  title?: string;
  /** The member's own address, unproven: the code proves it. */
  initialEmail?: string;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  /** The address the code went to, once sent. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function fail(error: unknown) {
    const failure = accountFailure(error);
    setErrors(failure.fields);
    setAlert(failure.message);
  }

  async function onAsk(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(emailChangeRequestSchema, { new_email: email, password });
    setErrors(checked.ok ? {} : checked.errors);
    setAlert(null);
    if (!checked.ok) return;
    setBusy(true);
    try {
      await requestEmailChange(checked.value);
      setSentTo(checked.value.new_email);
      setPassword("");
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function onConfirm(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(emailConfirmRequestSchema, { new_email: sentTo, otp: code.trim() });
    setErrors(checked.ok ? {} : checked.errors);
    setAlert(null);
    if (!checked.ok) return;
    setBusy(true);
    try {
      const answer = await confirmEmailChange(checked.value.new_email, checked.value.otp);
      profileSaved(answer.body);
      toastStore.getState().show("success", t.emailChanged);
      setEmail("");
      setCode("");
      setSentTo(null);
      guardTaps();
      onClose();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  const heading = (
    <p className="pr-10 text-xl font-bold text-brand-dark" aria-hidden="true">
      {title}
    </p>
  );
  return (
    <Modal open={open} onClose={onClose} title={title}>
      {sentTo === null ? (
        <form noValidate onSubmit={onAsk} className="space-y-4 p-6">
          {heading}
          <p className="text-sm text-ink/70">{t.emailIntro}</p>
          <Field
            label={t.newEmail}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            error={errors.new_email}
            onChange={(e) => {
              setEmail(e.target.value);
              setErrors((all) => ({ ...all, new_email: undefined }));
            }}
          />
          <PasswordField
            label={t.password}
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onChange={(e) => {
              setPassword(e.target.value);
              setErrors((all) => ({ ...all, password: undefined }));
            }}
          />
          <FormAlert message={alert} />
          <ModalActions busy={busy} onCancel={onClose} submit={{ idle: t.sendCode, busy: t.sending }} />
        </form>
      ) : (
        <form noValidate onSubmit={onConfirm} className="space-y-4 p-6">
          {heading}
          <p className="text-sm break-words text-ink/70">{t.codeSentTo(sentTo)}</p>
          <Field
            label={t.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            value={code}
            error={errors.otp ?? errors.new_email}
            onChange={(e) => {
              setCode(e.target.value.replace(/\D/g, ""));
              setErrors({});
            }}
          />
          <button
            type="button"
            className="text-sm font-medium text-brand hover:underline"
            onClick={() => {
              setSentTo(null);
              setCode("");
              setErrors({});
              setAlert(null);
            }}
          >
            {t.otherAddress}
          </button>
          <FormAlert message={alert} />
          <ModalActions busy={busy} onCancel={onClose} submit={{ idle: t.confirm, busy: t.confirming }} />
        </form>
      )}
    </Modal>
  );
}
