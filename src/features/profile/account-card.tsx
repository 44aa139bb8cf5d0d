import { useState } from "react";
import type { Profile } from "../../contract/profile";
import { frAccount } from "../../i18n/fr-account";
import { toastStore } from "../../stores/toasts";
import { accountFailure } from "./account-errors";
import { ChangeEmailModal } from "./change-email-modal";
import { ChangePasswordModal } from "./change-password-modal";
import { DeleteAccountModal } from "./delete-account-modal";
import { downloadMyData } from "./download-data";

const t = frAccount;

/** « Mon compte »: the four things a member does to the account itself. */
export function AccountCard({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState<"password" | "email" | "delete" | null>(null);
  const [downloading, setDownloading] = useState(false);
  const close = () => setOpen(null);

  async function onDownload() {
    setDownloading(true);
    try {
      await downloadMyData();
      toastStore.getState().show("success", t.downloaded);
    } catch (error) {
      const failure = accountFailure(error);
      toastStore.getState().show("error", failure.message ?? t.refused);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <article className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-black/5 lg:col-span-2">
      <h2 className="text-lg font-bold text-brand-dark">{t.title}</h2>
      <p className="mt-1 text-sm text-ink/70">{t.intro}</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <button type="button" className="btn-ghost" onClick={() => setOpen("password")}>
          {t.changePassword}
        </button>
        <button type="button" className="btn-ghost" onClick={() => setOpen("email")}>
          {profile.email ? t.changeEmail : t.addEmail}
        </button>
        <button type="button" className="btn-ghost" disabled={downloading} onClick={() => void onDownload()}>
          {downloading ? t.downloading : t.download}
        </button>
        <button
          type="button"
          className="btn border border-red-700/40 bg-white text-red-800 hover:bg-red-50"
          onClick={() => setOpen("delete")}
        >
          {t.deleteAccount}
        </button>
      </div>
      <ChangePasswordModal open={open === "password"} onClose={close} />
      <ChangeEmailModal
        open={open === "email"}
        onClose={close}
        title={profile.email ? t.changeEmail : t.addEmail}
      />
      <DeleteAccountModal open={open === "delete"} onClose={close} credits={profile.total_credits} />
    </article>
  );
}
