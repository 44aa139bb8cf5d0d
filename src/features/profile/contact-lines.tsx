import { useState } from "react";
import type { Profile } from "../../contract/profile";
import { frAccount } from "../../i18n/fr-account";
import { frProfile } from "../../i18n/fr-profile";
import { displayPhone } from "../../lib/phone";
import { ChangeEmailModal } from "./change-email-modal";
import { VerifyPhoneModal } from "./verify-phone-modal";

const t = frAccount;

/**
 * The member's e-mail and phone on the identity card, each « Vérifié » or with the button that
 * proves it (or adds it, when there is none). Actions need the server: none from the copy kept
 * offline (`actions` false).
 */
export function ContactLines({ profile, actions }: { profile: Profile; actions: boolean }) {
  const [open, setOpen] = useState<"email" | "phone" | null>(null);
  const close = () => setOpen(null);
  const { email, telephone_number: phone } = profile;
  return (
    <div className="mt-4 space-y-2 border-t border-black/5 pt-4 text-sm">
      <Line
        label={t.emailLabel}
        icon={envelope}
        value={email}
        empty={t.noEmail}
        verified={profile.email_verified}
        action={actions ? (email ? t.verify : t.add) : null}
        actionLabel={email ? t.verifyEmailNamed(email) : t.addEmail}
        onAction={() => setOpen("email")}
        breakAnywhere
      />
      <Line
        label={t.phoneLabel}
        icon={handset}
        value={phone ? displayPhone(phone) : null}
        empty={frProfile.noPhone}
        verified={profile.phone_verified}
        action={actions ? (phone ? t.verify : t.add) : null}
        actionLabel={phone ? t.verifyPhoneNamed(displayPhone(phone)) : t.addPhone}
        onAction={() => setOpen("phone")}
      />
      {actions && (
        <>
          {/* Keyed by the address: opened again after a change, it starts from the new one. */}
          <ChangeEmailModal
            key={email ?? ""}
            open={open === "email"}
            onClose={close}
            title={email ? t.verifyEmail : t.addEmail}
            initialEmail={email ?? ""}
          />
          <VerifyPhoneModal key={phone ?? ""} open={open === "phone"} onClose={close} current={phone} />
        </>
      )}
    </div>
  );
}

const envelope = "M4 6h16v12H4z M4 7l8 6 8-6";
const handset =
  "M6.6 3.5h2.8l1.4 4-2 1.3a11 11 0 0 0 6.4 6.4l1.3-2 4 1.4v2.8a1.6 1.6 0 0 1-1.7 1.6A16 16 0 0 1 5 5.2 1.6 1.6 0 0 1 6.6 3.5Z";

function Line({
  label,
  icon,
  value,
  empty,
  verified,
  action,
  actionLabel,
  onAction,
  breakAnywhere = false,
}: {
  label: string;
  /** The path of a 24-unit line icon. */
  icon: string;
  value: string | null;
  empty: string;
  verified: boolean;
  action: string | null;
  actionLabel: string;
  onAction: () => void;
  breakAnywhere?: boolean;
}) {
  return (
    <div className="flex min-h-10 items-center justify-between gap-3">
      <div className="flex min-w-0 items-start gap-2.5">
        <svg viewBox="0 0 24 24" className="mt-0.5 size-4 shrink-0 text-ink/50" aria-hidden="true">
          <path d={icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
        <div className="min-w-0">
          <span className="sr-only">{label} : </span>
          <p
            className={
              value
                ? breakAnywhere
                  ? "break-all text-ink/85"
                  : "whitespace-nowrap text-ink/85"
                : "text-ink/70 italic"
            }
          >
            {value ?? empty}
          </p>
          {value && !verified && <p className="text-xs font-medium text-amber-800">{t.notVerified}</p>}
        </div>
      </div>
      {value && verified ? (
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
          <svg viewBox="0 0 24 24" className="size-3.5" aria-hidden="true">
            <path d="m5 12 5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
          {t.verified}
        </span>
      ) : (
        action && (
          <button
            type="button"
            className="btn-ghost shrink-0 !min-h-9 !px-4 text-sm"
            aria-label={actionLabel}
            onClick={onAction}
          >
            {action}
          </button>
        )
      )}
    </div>
  );
}
