import { type ErrorComponentProps, Link, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { isApiError } from "../../api/errors";
import type { Profile } from "../../contract/profile";
import { fr } from "../../i18n/fr";
import { frProfile } from "../../i18n/fr-profile";
import { creditExpiryLabel } from "../../lib/credit-expiry";
import { formatCredits } from "../../lib/format";
import { dakarDateTime } from "../../lib/history-dates";
import { displayName } from "../../lib/names";
import { useProfile } from "../../queries/profile";
import { Avatar } from "../../ui/avatar";
import { SavedCopyNote } from "../../ui/saved-copy-note";
import { AccountCard } from "./account-card";
import { ChannelCard } from "./channel-card";
import { ContactLines } from "./contact-lines";
import { EditAddressModal } from "./edit-address-modal";
import { EditProfileModal } from "./edit-profile-modal";
import type { ProfileData } from "./profile-data";

const t = frProfile;

/** Mon Profil failed to load: refused by the server, or no answer; 'Réessayer' loads it again. */
export function ProfileLoadError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const denied = isApiError(error) && error.kind === "http";
  return (
    <section className="container-page py-16 text-center">
      <p role="alert" className="font-medium text-red-800">
        {denied ? t.loadDenied : t.loadFailed}
      </p>
      <button type="button" className="btn-primary mt-4" onClick={() => void router.invalidate()}>
        {fr.common.retry}
      </button>
    </section>
  );
}

/** Mon Profil: the route's loader has put the profile in the profile store before this shows. */
export function ProfileScreen({ data }: { data: ProfileData }) {
  // Offline, the member's copy; the profile the cache keeps once loaded (and after each save).
  const live = useProfile().profile;
  const profile = live ?? (data.fromCopy ? (data.items[0] ?? null) : null);
  const [editing, setEditing] = useState<"profile" | "address" | null>(null);
  return (
    <section className="container-page py-10">
      <h1 className="text-3xl font-bold text-brand-dark sm:text-4xl">{fr.pages.profile}</h1>
      {data.fromCopy && !live && (
        <SavedCopyNote
          fromCopy
          copyText={frProfile.savedCopy}
          updated={frProfile.lastUpdate(dakarDateTime(new Date(data.savedAt)) ?? "")}
        />
      )}
      {!profile ? (
        <p className="mt-6 text-ink/70" role="status">
          {fr.common.loading}
        </p>
      ) : (
        // Tracks of minmax(0, 1fr): a long e-mail is cut in its card instead of widening the page.
        <div className="mt-6 grid grid-cols-1 gap-5 lg:grid-cols-3">
          <IdentityCard profile={profile} live={!!live} onEdit={() => setEditing("profile")} />
          <AddressCard profile={profile} onEdit={() => setEditing("address")} />
          <CreditsCard profile={profile} />
          {/* Not from the copy kept offline: each of its actions needs the server. */}
          {live && <ChannelCard profile={profile} />}
          {live && <AccountCard profile={profile} />}
          <EditProfileModal open={editing === "profile"} onClose={() => setEditing(null)} profile={profile} />
          <EditAddressModal open={editing === "address"} onClose={() => setEditing(null)} profile={profile} />
        </div>
      )}
    </section>
  );
}

function Card({
  title,
  action,
  children,
}: {
  title: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <article className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-black/5">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-brand-dark">{title}</h2>
        {action}
      </div>
      {children}
    </article>
  );
}

const EditButton = ({ onClick, label }: { onClick: () => void; label: string }) => (
  <button type="button" className="btn-ghost !min-h-9 !px-4" onClick={onClick} aria-label={label}>
    {t.edit}
  </button>
);

function IdentityCard({ profile, live, onEdit }: { profile: Profile; live: boolean; onEdit: () => void }) {
  return (
    <Card title={t.identity} action={<EditButton onClick={onEdit} label={t.editProfile} />}>
      <div className="flex items-center gap-4">
        <Avatar
          picture={profile.profile_picture}
          firstName={profile.first_name}
          lastName={profile.last_name}
          size="lg"
        />
        <p className="min-w-0 text-lg font-semibold break-words">
          {displayName(profile.first_name, profile.last_name)}
        </p>
      </div>
      <ContactLines profile={profile} actions={live} />
    </Card>
  );
}

function AddressCard({ profile, onEdit }: { profile: Profile; onEdit: () => void }) {
  const rows = [
    [t.country, profile.address.country],
    [t.city, profile.address.city],
    [t.postalCode, profile.address.postal_code],
    [t.address, profile.address.address],
  ] as const;
  return (
    <Card title={t.addressTitle} action={<EditButton onClick={onEdit} label={t.editAddress} />}>
      <dl className="space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-ink/70">{label}</dt>
            <dd className={value ? "text-right font-medium" : "text-right text-ink/70 italic"}>
              {value || t.notSpecified}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function CreditsCard({ profile }: { profile: Profile }) {
  const expiry = creditExpiryLabel(profile.total_credits, profile.credit_expiration_date, new Date());
  return (
    <Card
      title={t.creditsTitle}
      action={
        <Link
          to="/historique-transaction"
          className="flex items-center gap-1 text-sm font-medium text-brand hover:underline"
        >
          <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
            <path
              d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4h4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {t.transactions}
        </Link>
      }
    >
      <p className="text-sm text-ink/70">{fr.common.balance}</p>
      <p className="text-3xl font-bold text-brand">{formatCredits(profile.total_credits)}</p>
      {expiry && (
        <p
          className={`mt-1 text-sm ${expiry.startsWith("Expire le") ? "text-ink/70" : "font-semibold text-accent-dark"}`}
        >
          {expiry}
        </p>
      )}
      <Link to="/packs" className="btn-accent mt-5 w-full">
        {t.topUp}
      </Link>
    </Card>
  );
}
