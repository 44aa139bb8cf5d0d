import { Link } from "@tanstack/react-router";
import { frPayment } from "../../i18n/fr-payment";
import { formatCredits } from "../../lib/format";
import { useProfile } from "../../queries/profile";
import type { PackPaymentRequest } from "../../stores/payment-request";

const t = frPayment;

/** A pack paid: what was added and the balance now, read again from the server. */
export function PackPaid({ pack, onClose }: { pack: PackPaymentRequest["pack"]; onClose: () => void }) {
  const { profile, status } = useProfile();
  const balance = status === "ready" ? (profile?.total_credits ?? null) : null;
  // Unread (the network went): Mon Profil shows it once it is back.
  const shown = balance !== null ? formatCredits(balance) : status === "error" ? t.balanceLater : "…";
  return (
    <div className="p-5 pt-6 text-center sm:p-6" role="status">
      <span
        aria-hidden="true"
        className="mx-auto grid size-14 place-items-center rounded-full bg-green-100 text-2xl text-green-800"
      >
        ✓
      </span>
      <p className="mt-3 text-xl font-bold text-brand-dark">{t.packPaidTitle}</p>
      <p className="mt-2 text-ink/80">{t.packPaid(formatCredits(pack.credit_number))}</p>
      <p className="mt-4 rounded-xl bg-brand/5 p-3">
        <span className="block text-sm text-ink/70">{t.newBalance}</span>
        <span className="block text-2xl font-bold text-brand" aria-busy={shown === "…"}>
          {shown}
        </span>
      </p>
      <div className="mt-5 grid gap-2">
        <Link to="/reservation" className="btn-primary" onClick={onClose}>
          {t.bookNow}
        </Link>
        <button type="button" className="btn-ghost" onClick={onClose}>
          {t.done}
        </button>
      </div>
    </div>
  );
}
