import type { ReactNode } from "react";

/** A back-office screen's heading: its title, a line of help, and its main actions on the right. */
export function StaffHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-brand-dark sm:text-3xl">{title}</h1>
        {intro && <p className="mt-1 max-w-2xl text-sm text-ink/70">{intro}</p>}
      </div>
      {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
    </header>
  );
}

/** A white panel of the back-office. */
export function StaffPanel({ children, className = "" }: { children: ReactNode; className?: string }) {
  // A panel given its own background (the dark balance, the total) keeps it.
  const background = /(^|\s)bg-/.test(className) ? "" : "bg-white";
  return (
    <section className={`rounded-2xl shadow-sm ring-1 ring-black/5 ${background} ${className}`}>
      {children}
    </section>
  );
}

/** Tabs that filter a list, as links or buttons: the current one stands out. */
export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="inline-flex rounded-full bg-white p-1 shadow-sm ring-1 ring-black/10">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={`min-h-9 rounded-full px-4 text-sm font-semibold transition-colors ${option.value === value ? "bg-brand text-white" : "text-ink/75 hover:bg-brand/5"}`}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
