import { type FormEvent, useState } from "react";
import { confirmPhoneChange, requestPhoneChange } from "../../api/account-settings";
import { phoneChangeRequestSchema, phoneConfirmRequestSchema } from "../../contract/account-settings";
import type { PhoneChannel } from "../../contract/accounts";
import { frAccount } from "../../i18n/fr-account";
import { type FieldErrors, validateForm } from "../../lib/form-errors";
import { displayPhone } from "../../lib/phone";
import { profileSaved } from "../../queries/changes";
import { usePhoneChannels } from "../../queries/channels";
import { toastStore } from "../../stores/toasts";
import { ChannelChoice } from "../../ui/channel-choice";
import { Field, PasswordField } from "../../ui/field";
import { Modal } from "../../ui/modal";
import { PhoneField } from "../../ui/phone-field";
import { guardTaps } from "../../ui/tap-guard";
import { accountFailure } from "./account-errors";
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
  const [phone, setPhone] = useState(current ? displayPhone(current) : "");
  const [password, setPassword] = useState("");
  const [picked, setPicked] = useState<PhoneChannel | null>(null);
  const channel = picked && channels.includes(picked) ? picked : (channels[0] ?? "sms");
  const [code, setCode] = useState("");
  /** The number (E.164) and the channel the code went by, once sent. */
  const [sent, setSent] = useState<{ phone: string; channel: PhoneChannel } | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const title = current ? t.verifyPhone : t.addPhone;

  function fail(error: unknown) {
    const failure = accountFailure(error);
    setErrors(failure.fields);
    setAlert(failure.message);
  }

  async function onAsk(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(phoneChangeRequestSchema, { new_phone: phone, password, channel });
    setErrors(checked.ok ? {} : checked.errors);
    setAlert(null);
    if (!checked.ok) return;
    setBusy(true);
    try {
      await requestPhoneChange(checked.value);
      setSent({ phone: checked.value.new_phone, channel });
      setPassword("");
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function onConfirm(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(phoneConfirmRequestSchema, { new_phone: sent?.phone, otp: code.trim() });
    setErrors(checked.ok ? {} : checked.errors);
    setAlert(null);
    if (!checked.ok) return;
    setBusy(true);
    try {
      const answer = await confirmPhoneChange(checked.value.new_phone, checked.value.otp);
      profileSaved(answer.body);
      toastStore.getState().show("success", t.phoneVerified);
      setCode("");
      setSent(null);
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
      {sent === null ? (
        <form noValidate onSubmit={onAsk} className="space-y-4 p-6">
          {heading}
          <p className="text-sm text-ink/70">{t.phoneIntro}</p>
          <PhoneField
            label={t.phone}
            value={phone}
            error={errors.new_phone}
            onChange={(e) => {
              setPhone(e.target.value);
              setErrors((all) => ({ ...all, new_phone: undefined }));
            }}
          />
          <ChannelChoice channels={channels} value={channel} onChange={setPicked} />
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
          <p className="text-sm text-ink/70">
            {t.phoneCodeSentTo(displayPhone(sent.phone).replaceAll(" ", "\u00a0"), sent.channel)}
          </p>
          <Field
            label={t.phoneCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            value={code}
            error={errors.otp ?? errors.new_phone}
            onChange={(e) => {
              setCode(e.target.value.replace(/\D/g, ""));
              setErrors({});
            }}
          />
          <button
            type="button"
            className="text-sm font-medium text-brand hover:underline"
            onClick={() => {
              setSent(null);
              setCode("");
              setErrors({});
              setAlert(null);
            }}
          >
            {t.otherPhone}
          </button>
          <FormAlert message={alert} />
          <ModalActions busy={busy} onCancel={onClose} submit={{ idle: t.confirm, busy: t.confirming }} />
        </form>
      )}
    </Modal>
  );
}
