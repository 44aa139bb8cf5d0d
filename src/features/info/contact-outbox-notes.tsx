import { frContact } from "../../i18n/fr-contact";
import type { QueuedContact } from "../../stores/contact-outbox-types";

const subjectLabel = (value: string) => frContact.subjects.find((s) => s.value === value)?.label ?? value;

/** What the sender wrote, short: enough to recognise the message. */
function Summary({ item }: { item: QueuedContact }) {
  return (
    <div className="mt-3 rounded-xl bg-white/80 px-3 py-2.5 ring-1 ring-black/5">
      <p className="text-xs font-semibold uppercase tracking-wide text-ink/70">
        {subjectLabel(item.message.subject)}
      </p>
      <p className="mt-1 line-clamp-2 break-words text-sm text-ink">{item.message.message}</p>
      <p className="mt-1 text-xs text-ink/70 [overflow-wrap:anywhere]">
        {frContact.replyTo(item.message.email)}
      </p>
    </div>
  );
}

function ClockIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="mt-0.5 size-5 shrink-0" fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7v5l3 2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Messages kept on the phone until the network returns: the sender sees nothing was lost. */
export function WaitingMessages({ items }: { items: QueuedContact[] }) {
  if (items.length === 0) return null;
  return (
    <section
      aria-label={frContact.pendingList}
      className="rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200"
    >
      <h3 className="flex items-start gap-2 font-semibold">
        <ClockIcon />
        {frContact.pending}
      </h3>
      <p className="mt-1 text-sm">{frContact.pendingDetail}</p>
      <ul className="space-y-2">
        {items.map((item) => (
          <li key={item.key}>
            <Summary item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Refused messages the form cannot take now (it holds another): they come back into it later. */
export function RefusedMessages({ items }: { items: QueuedContact[] }) {
  if (items.length === 0) return null;
  return (
    <section className="rounded-2xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
      <h3 className="font-semibold">{frContact.refused}</h3>
      <p className="mt-0.5 text-sm">{frContact.refusedLater}</p>
      <ul className="space-y-2">
        {items.map((item) => (
          <li key={item.key}>
            {item.refusal?.message && <p className="mt-2 text-sm font-medium">{item.refusal.message}</p>}
            <Summary item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
