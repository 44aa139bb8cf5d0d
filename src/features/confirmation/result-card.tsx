import type { ReactNode } from "react";

export type Tone = "success" | "error" | "pending" | "neutral";

// Solid for an outcome, soft for a wait or a question.
const badge: Record<Tone, string> = {
  success: "bg-brand text-white ring-8 ring-brand/10",
  error: "bg-red-700 text-white ring-8 ring-red-100",
  pending: "bg-accent/10 text-accent-dark",
  neutral: "bg-sand text-ink/70",
};

function ToneIcon({ tone }: { tone: Tone }) {
  if (tone === "pending")
    return (
      <span className="block size-9 animate-spin rounded-full border-4 border-current border-t-transparent motion-reduce:animate-none" />
    );
  const path =
    tone === "success"
      ? "M5 12.5l4.5 4.5L19 7.5"
      : tone === "error"
        ? "M7 7l10 10M17 7L7 17"
        : "M12 7v6m0 4h.01";
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-9"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      aria-hidden="true"
    >
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The outcome of a booking or a payment: a sign, a heading, then what the page says about it. */
export function ResultCard({ tone, title, children }: { tone: Tone; title: string; children: ReactNode }) {
  return (
    <section className="container-page py-6 sm:py-16">
      <div className="mx-auto max-w-lg rounded-3xl bg-white px-4 py-8 text-center shadow-sm ring-1 ring-black/5 sm:px-10 sm:py-10">
        <div
          className={`mx-auto grid size-16 place-items-center rounded-full ${badge[tone]}`}
          aria-hidden="true"
        >
          <ToneIcon tone={tone} />
        </div>
        <h1 className="mt-5 text-2xl font-bold text-brand-dark sm:text-3xl">{title}</h1>
        {children}
      </div>
    </section>
  );
}

/** Label and value rows, e.g. the booking's details or the payment's method and amount. */
export function DetailsList({ rows }: { rows: ReadonlyArray<readonly [string, string]> }) {
  if (rows.length === 0) return null;
  return (
    <dl className="mt-6 divide-y divide-black/5 rounded-2xl bg-sand/70 px-4 text-left text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-4 py-3">
          <dt className="shrink-0 text-ink/70">{label}</dt>
          <dd className="text-right font-semibold break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
