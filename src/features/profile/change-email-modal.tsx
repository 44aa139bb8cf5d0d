import { type FormEvent, useState } from "react";
import { confirmEmailChange, requestEmailChange } from "../../api/account-settings";
import { emailChangeRequestSchema, emailConfirmRequestSchema } from "../../contract/account-settings";
import { frAccount } from "../../i18n/fr-account";
import { profileSaved } from "../../queries/changes";
import { toastStore } from "../../stores/toasts";
import { Field, PasswordField } from "../../ui/field";
import { Modal } from "../../ui/modal";
import { guardTaps } from "../../ui/tap-guard";
import { CodeStepForm, StepHeading, useCodeSteps } from "./code-steps";
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
  const steps = useCodeSteps();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  /** The address the code went to, once sent. */
  const [sentTo, setSentTo] = useState<string | null>(null);

  function onAsk(event: FormEvent) {
    event.preventDefault();
    const request = steps.check(emailChangeRequestSchema, { new_email: email, password });
    if (!request) return;
    void steps.run(async () => {
      await requestEmailChange(request);
      setSentTo(request.new_email);
      setPassword("");
    });
  }

  function onConfirm(event: FormEvent) {
    event.preventDefault();
    const confirm = steps.check(emailConfirmRequestSchema, { new_email: sentTo, otp: steps.code.trim() });
    if (!confirm) return;
    void steps.run(async () => {
      const answer = await confirmEmailChange(confirm.new_email, confirm.otp);
      profileSaved(answer.body);
      toastStore.getState().show("success", t.emailChanged);
      setEmail("");
      steps.restart();
      setSentTo(null);
      guardTaps();
      onClose();
    });
  }

  return (
    <Modal open={open} onClose={onClose} title={title}>
      {sentTo === null ? (
        <form noValidate onSubmit={onAsk} className="space-y-4 p-6">
          <StepHeading title={title} />
          <p className="text-sm text-ink/70">{t.emailIntro}</p>
          <Field
            label={t.newEmail}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            error={steps.errors.new_email}
            onChange={(e) => {
              setEmail(e.target.value);
              steps.clear("new_email");
            }}
          />
          <PasswordField
            label={t.password}
            autoComplete="current-password"
            value={password}
            error={steps.errors.password}
            onChange={(e) => {
              setPassword(e.target.value);
              steps.clear("password");
            }}
          />
          <FormAlert message={steps.alert} />
          <ModalActions busy={steps.busy} onCancel={onClose} submit={{ idle: t.sendCode, busy: t.sending }} />
        </form>
      ) : (
        <CodeStepForm
          steps={steps}
          title={title}
          sentTo={t.codeSentTo(sentTo)}
          codeLabel={t.code}
          addressField="new_email"
          otherLabel={t.otherAddress}
          onOther={() => setSentTo(null)}
          onSubmit={onConfirm}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
