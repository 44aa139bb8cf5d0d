import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { actionFailure, sendVerificationCode } from "../../../api/staff";
import type { ClientDetail } from "../../../contract/staff/clients";
import { staffRoleLabels } from "../../../contract/staff/common";
import { frStaff } from "../../../i18n/fr-staff";
import { formatCredits } from "../../../lib/format";
import { dakarDate } from "../../../lib/history-dates";
import { displayPhone } from "../../../lib/phone";
import { toastStore } from "../../../stores/toasts";
import { EmptyPanel } from "../../../ui/panels";
import { Badge } from "../../../ui/staff-badges";
import { StaffPanel } from "../../../ui/staff-page";
import { WhatsappLink } from "../../../ui/staff-whatsapp-link";
import { usePageTitle } from "../../../ui/use-page-title";
import { AdjustDialog } from "./adjust-dialog";
import { ClientBookings } from "./client-bookings";
import { ClientLedger } from "./client-ledger";
import { ClientNotes } from "./client-notes";
import { EditClientDialog } from "./edit-client-dialog";
import { SellPackDialog } from "./sell-pack-dialog";

const t = frStaff.client;

type Props = { detail: ClientDetail | null; onChanged: () => void };

/** A client at the desk: who, their balance and its ledger, their bookings, and what the desk can do. */
export function ClientScreen({ detail, onChanged }: Props) {
  const [dialog, setDialog] = useState<"adjust" | "sell" | "edit" | null>(null);
  const [sending, setSending] = useState(false);
  const client = detail?.client;
  const name = client ? `${client.first_name} ${client.last_name}`.trim() || client.email || "—" : t.notFound;
  usePageTitle(name);
  const back = (
    <Link to="/admin/clients" className="text-sm font-semibold text-brand hover:underline">
      ‹ {t.back}
    </Link>
  );
  if (!detail || !client)
    return (
      <div className="space-y-4">
        {back}
        <EmptyPanel message={t.notFound} />
      </div>
    );
  const resend = async () => {
    setSending(true);
    try {
      const answer = await sendVerificationCode(client.id);
      toastStore.getState().show("success", answer.detail || t.codeSent, 4000);
    } catch (error) {
      toastStore.getState().show("error", actionFailure(error), 6000);
    } finally {
      setSending(false);
    }
  };
  const address = [
    client.address.address,
    client.address.postal_code,
    client.address.city,
    client.address.country,
  ]
    .filter(Boolean)
    .join(", ");
  const nextExpiry = detail.credit_expiration_date ? dakarDate(detail.credit_expiration_date) : null;
  return (
    <div className="space-y-5">
      {back}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <StaffPanel className="p-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h1 className="text-2xl font-bold break-words text-brand-dark">{name}</h1>
              <p className="mt-1 text-sm text-ink/60">
                {dakarDate(client.created_at) && frStaff.clients.since(dakarDate(client.created_at) ?? "")}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-1.5">
              {!client.role && (
                <button type="button" className="btn-ghost !min-h-9 !py-1" onClick={() => setDialog("edit")}>
                  {frStaff.editClient.open}
                </button>
              )}
              {client.role && (
                <Badge tone="blue">{frStaff.clients.staffRole(staffRoleLabels[client.role])}</Badge>
              )}
              <Badge tone={client.is_verified ? "green" : "amber"}>
                {client.is_verified ? frStaff.clients.verified : frStaff.clients.notVerified}
              </Badge>
            </div>
          </div>
          <dl className="mt-4 grid grid-cols-[repeat(auto-fit,minmax(13rem,1fr))] gap-x-6 gap-y-3 text-sm">
            <div>
              <dt className="text-ink/60">{t.email}</dt>
              <dd className="font-medium break-words">
                {client.email ? (
                  <a href={`mailto:${client.email}`} className="hover:underline">
                    {client.email}
                  </a>
                ) : (
                  "—"
                )}
              </dd>
            </div>
            <div>
              <dt className="text-ink/60">{t.phone}</dt>
              <dd className="font-medium">
                {client.telephone_number ? (
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <a
                      href={`tel:${client.telephone_number.replace(/[^\d+]/g, "")}`}
                      className="whitespace-nowrap text-brand hover:underline"
                    >
                      {displayPhone(client.telephone_number)}
                    </a>
                    <WhatsappLink phone={client.telephone_number} firstName={client.first_name} name={name} />
                  </span>
                ) : (
                  frStaff.noPhone
                )}
              </dd>
            </div>
            <div className="col-span-full">
              <dt className="text-ink/60">{t.address}</dt>
              <dd className="font-medium">{address || t.noAddress}</dd>
            </div>
          </dl>
          {!client.is_verified && (
            <button type="button" className="btn-ghost mt-4" disabled={sending} onClick={() => void resend()}>
              {t.resendCode}
            </button>
          )}
        </StaffPanel>
        <StaffPanel className="flex flex-col justify-between bg-brand-dark p-5 text-white">
          <div>
            <p className="text-sm text-white/75">{t.balance}</p>
            <p className="mt-1 text-4xl font-bold" data-testid="client-balance">
              {formatCredits(client.total_credits)}
            </p>
            {nextExpiry && <p className="mt-1 text-sm text-white/75">{t.expiresOn(nextExpiry)}</p>}
          </div>
          <div className="mt-5 flex flex-col gap-2">
            {!client.role && (
              <Link
                to="/admin/reserver"
                search={{ client: client.id }}
                className="btn bg-accent text-white hover:bg-accent-dark"
              >
                {t.book}
              </Link>
            )}
            <button
              type="button"
              className="btn bg-white text-brand-dark hover:bg-sand"
              onClick={() => setDialog("sell")}
            >
              {t.sellPack}
            </button>
            <button
              type="button"
              className="btn border border-white/40 text-white hover:bg-white/10"
              onClick={() => setDialog("adjust")}
            >
              {t.adjust}
            </button>
          </div>
        </StaffPanel>
      </div>
      <ClientNotes clientId={client.id} notes={detail.notes} onChanged={onChanged} />
      <StaffPanel className="overflow-hidden">
        <h2 className="border-b border-black/5 px-4 py-3 text-lg font-bold text-brand-dark">{t.bookings}</h2>
        <ClientBookings
          key={`${detail.bookings[0]?.booking_id ?? 0}-${detail.bookings_next ?? ""}`}
          clientId={client.id}
          latest={detail.bookings}
          next={detail.bookings_next}
        />
      </StaffPanel>
      <StaffPanel className="overflow-hidden">
        <h2 className="border-b border-black/5 px-4 py-3 text-lg font-bold text-brand-dark">{t.ledger}</h2>
        <ClientLedger
          key={`${detail.ledger[0]?.id ?? 0}-${detail.ledger_next ?? ""}`}
          clientId={client.id}
          latest={detail.ledger}
          next={detail.ledger_next}
        />
      </StaffPanel>
      <AdjustDialog
        clientId={client.id}
        balance={client.total_credits}
        open={dialog === "adjust"}
        onClose={() => setDialog(null)}
        onChanged={onChanged}
      />
      <EditClientDialog
        client={client}
        version={detail.version}
        open={dialog === "edit"}
        onClose={() => setDialog(null)}
        onChanged={onChanged}
      />
      <SellPackDialog
        clientId={client.id}
        open={dialog === "sell"}
        onClose={() => setDialog(null)}
        onChanged={onChanged}
      />
    </div>
  );
}
