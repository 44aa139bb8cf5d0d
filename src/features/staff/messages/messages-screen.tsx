import { useState } from "react";
import { actionFailure, MESSAGES_PAGE_SIZE, markMessageRead } from "../../../api/staff";
import type { ContactInbox, ContactInboxItem } from "../../../contract/staff/messages";
import { frStaff } from "../../../i18n/fr-staff";
import { dakarDateTime } from "../../../lib/history-dates";
import { firstWord } from "../../../lib/whatsapp";
import { messageMarked } from "../../../queries/staff-messages";
import { toastStore } from "../../../stores/toasts";
import { Pagination } from "../../../ui/pagination";
import { EmptyPanel } from "../../../ui/panels";
import { Badge } from "../../../ui/staff-badges";
import { Segmented, StaffHeader, StaffPanel } from "../../../ui/staff-page";
import { WhatsappLink } from "../../../ui/staff-whatsapp-link";
import { usePageTitle } from "../../../ui/use-page-title";
import type { MessagesQuery } from "./messages-data";

const t = frStaff.messages;

type Props = {
  inbox: ContactInbox;
  query: MessagesQuery;
  onQuery: (q: MessagesQuery) => void;
  onChanged: () => void;
};

/** The contact messages, newest first: read or not, and a reply by e-mail. */
export function MessagesScreen({ inbox, query, onQuery, onChanged }: Props) {
  usePageTitle(t.title);
  const pages = Math.max(1, Math.ceil(inbox.count / MESSAGES_PAGE_SIZE));
  return (
    <div className="space-y-5">
      <StaffHeader
        title={t.title}
        intro={inbox.unread_count > 0 ? t.unreadCount(inbox.unread_count) : undefined}
      >
        <Segmented
          label={t.title}
          value={query.state}
          onChange={(state) => onQuery({ state, page: 1 })}
          options={(["all", "unread", "read"] as const).map((value) => ({ value, label: t.states[value] }))}
        />
      </StaffHeader>
      {inbox.results.length === 0 ? (
        <EmptyPanel message={t.empty} />
      ) : (
        <ul className="space-y-3">
          {inbox.results.map((m) => (
            <MessageCard key={m.id} message={m} onChanged={onChanged} />
          ))}
        </ul>
      )}
      <Pagination
        page={query.page}
        pages={pages}
        label={t.pagination}
        onPage={(page) => onQuery({ ...query, page })}
      />
    </div>
  );
}

function MessageCard({ message: m, onChanged }: { message: ContactInboxItem; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const unread = m.read_at === null;
  const toggle = async () => {
    setBusy(true);
    try {
      await markMessageRead(m.id, unread);
      messageMarked(unread);
    } catch (error) {
      toastStore.getState().show("error", actionFailure(error), 6000);
    } finally {
      setBusy(false);
      onChanged();
    }
  };
  return (
    <li data-testid="message" data-unread={unread}>
      <StaffPanel className={`p-4 ${unread ? "border-l-4 border-accent" : ""}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-semibold break-words">
              {m.subject}
              {unread && (
                <span className="ml-2 align-middle">
                  <Badge tone="amber">{t.unread}</Badge>
                </span>
              )}
            </p>
            <p className="mt-0.5 text-sm break-words text-ink/70">
              {m.name} ·{" "}
              <a href={`mailto:${m.email}`} className="hover:underline">
                {m.email}
              </a>
              {m.telephone && (
                <>
                  {" · "}
                  <a href={`tel:${m.telephone.replace(/[^\d+]/g, "")}`} className="hover:underline">
                    {m.telephone}
                  </a>
                </>
              )}
            </p>
          </div>
          <p className="text-xs text-ink/55">{dakarDateTime(m.created_at) ?? m.created_at}</p>
        </div>
        <p className="mt-3 text-sm whitespace-pre-line break-words text-ink/85">{m.message}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <a href={m.reply_url} className="btn-primary !min-h-9 !py-1 text-xs" aria-label={t.replyTo(m.name)}>
            {t.reply}
          </a>
          {m.telephone && (
            <WhatsappLink
              phone={m.telephone}
              firstName={firstWord(m.name)}
              name={m.name}
              className="min-h-9 rounded-full px-3 text-xs ring-1 ring-emerald-700/30 hover:bg-emerald-50"
            />
          )}
          <button
            type="button"
            className="btn-ghost !min-h-9 !py-1 text-xs"
            disabled={busy}
            onClick={() => void toggle()}
          >
            {unread ? t.markRead : t.markUnread}
          </button>
          {!unread && m.read_by && (
            <span className="text-xs text-ink/55">
              {t.readBy(m.read_by, dakarDateTime(m.read_at ?? "") ?? "")}
            </span>
          )}
        </div>
      </StaffPanel>
    </li>
  );
}
