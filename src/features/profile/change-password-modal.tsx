import { type FormEvent, useState } from "react";
import { changePassword } from "../../api/account-settings";
import { passwordChangeRequestSchema } from "../../contract/account-settings";
import { frAccount } from "../../i18n/fr-account";
import { type FieldErrors, validateForm } from "../../lib/form-errors";
import { toastStore } from "../../stores/toasts";
import { PasswordField } from "../../ui/field";
import { Modal } from "../../ui/modal";
import { guardTaps } from "../../ui/tap-guard";
import { accountFailure } from "./account-errors";
import { FormAlert } from "./form-alert";
import { ModalActions } from "./modal-actions";

const t = frAccount;
const empty = { current_password: "", new_password: "", new_password2: "" };

/** The registration's password rules for the new one; this phone stays signed in, the others not. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [fields, setFields] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof empty) => (event: { target: { value: string } }) => {
    setFields((all) => ({ ...all, [name]: event.target.value }));
    setErrors((all) => ({ ...all, [name]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(passwordChangeRequestSchema, fields);
    setErrors(checked.ok ? {} : checked.errors);
    setAlert(null);
    if (!checked.ok) return;
    setBusy(true);
    try {
      await changePassword(checked.value);
      toastStore.getState().show("success", t.passwordChanged);
      setFields(empty);
      guardTaps();
      onClose();
    } catch (error) {
      const failure = accountFailure(error);
      setErrors(failure.fields);
      setAlert(failure.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} onClose={onClose} title={t.changePassword}>
      <form noValidate onSubmit={onSubmit} className="space-y-4 p-6">
        <p className="pr-10 text-xl font-bold text-brand-dark" aria-hidden="true">
          {t.changePassword}
        </p>
        <PasswordField
          label={t.currentPassword}
          autoComplete="current-password"
          value={fields.current_password}
          error={errors.current_password}
          onChange={set("current_password")}
        />
        <PasswordField
          label={t.newPassword}
          autoComplete="new-password"
          value={fields.new_password}
          error={errors.new_password}
          onChange={set("new_password")}
        />
        <p className="-mt-2 text-sm text-ink/70">{t.passwordRules}</p>
        <PasswordField
          label={t.confirmPassword}
          autoComplete="new-password"
          value={fields.new_password2}
          error={errors.new_password2}
          onChange={set("new_password2")}
        />
        <FormAlert message={alert} />
        <ModalActions busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}
