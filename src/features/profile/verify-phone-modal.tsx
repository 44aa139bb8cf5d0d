import { type FormEvent, useState } from "react";
import { confirmPhoneChange, requestPhoneChange } from "../../api/account-settings";
import { phoneChangeRequestSchema, phoneConfirmRequestSchema } from "../../contract/account-settings";
import type { PhoneChannel } from "../../contract/accounts";
import { frAccount } from "../../i18n/fr-account";
import { displayPhone } from "../../lib/phone";
import { profileSaved } from "../../queries/changes";
import { usePhoneChannels } from "../../queries/channels";
import { toastStore } from "../../stores/toasts";
import { ChannelChoice } from "../../ui/channel-choice";
import { PasswordField } from "../../ui/field";
import { Modal } from "../../ui/modal";
import { PhoneField } from "../../ui/phone-field";
import { guardTaps } from "../../ui/tap-guard";
import { CodeStepForm, StepHeading, useCodeSteps } from "./code-steps";
import { FormAlert } from "./form-alert";
import { ModalActions } from "./modal-actions";

const t = frAccount;

type Props = {
  open: boolean;
  onClose: () => void;
  /** The member's number, unproven, to prove; null to add one. */
  current: string | null;
};

/**
 * Proves a phone in two steps: the number, the password and the channel send a code there; the
 * code makes the number the account's, proven. The member's own number is proven the same way.
 * What was typed stays across a refusal and across the two steps.
 */
export function VerifyPhoneModal({ open, onClose, current }: Props) {
  const channels = usePhoneChannels();
  const steps = useCodeSteps();
  const [phone, setPhone] = useState(current ? displayPhone(current) : "");
  const [password, setPassword] = useState("");
  const [picked, setPicked] = useState<PhoneChannel | null>(null);
  const channel = picked && channels.includes(picked) ? picked : (channels[0] ?? "sms");
  /** The number (E.164) and the channel the code went by, once sent. */
  const [sent, setSent] = useState<{ phone: string; channel: PhoneChannel } | null>(null);
  const title = current ? t.verifyPhone : t.addPhone;

  function onAsk(event: FormEvent) {
    event.preventDefault();
    const request = steps.check(phoneChangeRequestSchema, { new_phone: phone, password, channel });
    if (!request) return;
    void steps.run(async () => {
      await requestPhoneChange(request);
      setSent({ phone: request.new_phone, channel });
      setPassword("");
    });
  }

  function onConfirm(event: FormEvent) {
    event.preventDefault();
    const confirm = steps.check(phoneConfirmRequestSchema, {
      new_phone: sent?.phone,
      otp: steps.code.trim(),
    });
    if (!confirm) return;
    void steps.run(async () => {
      const answer = await confirmPhoneChange(confirm.new_phone, confirm.otp);
      profileSaved(answer.body);
      toastStore.getState().show("success", t.phoneVerified);
      steps.restart();
      setSent(null);
      guardTaps();
      onClose();
    });
  }

  return (
    <Modal open={open} onClose={onClose} title={title}>
      {sent === null ? (
        <form noValidate onSubmit={onAsk} className="space-y-4 p-6">
          <StepHeading title={title} />
          <p className="text-sm text-ink/70">{t.phoneIntro}</p>
          <PhoneField
            label={t.phone}
            value={phone}
            error={steps.errors.new_phone}
            onChange={(e) => {
              setPhone(e.target.value);
              steps.clear("new_phone");
            }}
          />
          <ChannelChoice channels={channels} value={channel} onChange={setPicked} />
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
          sentTo={t.phoneCodeSentTo(displayPhone(sent.phone).replaceAll(" ", "\u00a0"), sent.channel)}
          codeLabel={t.phoneCode}
          addressField="new_phone"
          otherLabel={t.otherPhone}
          onOther={() => setSent(null)}
          onSubmit={onConfirm}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
