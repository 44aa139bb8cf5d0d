import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { deleteAccount } from "../../api/account-settings";
import { accountDeleteRequestSchema } from "../../contract/account-settings";
import { frAccount } from "../../i18n/fr-account";
import { type FieldErrors, validateForm } from "../../lib/form-errors";
import { formatCredits } from "../../lib/format";
import { logoutMember } from "../../stores/logout";
import { toastStore } from "../../stores/toasts";
import { PasswordField } from "../../ui/field";
import { Modal } from "../../ui/modal";
import { accountFailure } from "./account-errors";
import { FormAlert } from "./form-alert";
import { ModalActions } from "./modal-actions";

const t = frAccount;

/** Says what goes and what stays, then asks for the password; signed out and home afterwards. */
export function DeleteAccountModal({
  open,
  onClose,
  credits,
}: {
  open: boolean;
  onClose: () => void;
  /** The balance the member loses with the account. */
  credits: number;
}) {
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(accountDeleteRequestSchema, { password });
    setErrors(checked.ok ? {} : checked.errors);
    setAlert(null);
    if (!checked.ok) return;
    setBusy(true);
    try {
      await deleteAccount(checked.value.password);
    } catch (error) {
      const failure = accountFailure(error);
      setErrors(failure.fields);
      setAlert(failure.message);
      setBusy(false);
      return;
    }
    // The server has ended every session already; the phone forgets the member as at a logout.
    await logoutMember().catch(() => undefined);
    await navigate({ to: "/" });
    toastStore.getState().show("success", t.deleted, 5000, true);
  }

  return (
    <Modal open={open} onClose={onClose} title={t.deleteAccount}>
      <form
        noValidate
        onSubmit={onSubmit}
        className="max-h-[calc(100dvh-2rem)] space-y-4 overflow-y-auto p-6"
      >
        <p className="pr-10 text-xl font-bold text-red-800" aria-hidden="true">
          {t.deleteAccount}
        </p>
        <p className="font-medium">{t.deleteIntro}</p>
        <div className="space-y-1 text-sm">
          <p className="font-semibold">{t.erasedTitle}</p>
          <p className="text-ink/80">
            {t.erased}
            {credits > 0 && ` ${t.creditsLost(formatCredits(credits))}`}
          </p>
        </div>
        <div className="space-y-1 text-sm">
          <p className="font-semibold">{t.keptTitle}</p>
          <p className="text-ink/80">{t.kept}</p>
        </div>
        <p className="text-sm text-ink/70">
          {t.upcomingNote} {t.downloadFirst}
        </p>
        <PasswordField
          label={t.password}
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors({});
          }}
        />
        <FormAlert message={alert} />
        <ModalActions
          busy={busy}
          onCancel={onClose}
          danger
          submit={{ idle: t.deleteConfirm, busy: t.deleting }}
        />
      </form>
    </Modal>
  );
}
