import { fr } from "../../i18n/fr";

export function ServiceGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={i} className="overflow-hidden rounded-2xl bg-white ring-1 ring-black/5">
          <div className="aspect-[4/3] animate-pulse bg-brand/10" />
          <div className="space-y-2 p-4">
            <div className="h-5 w-2/3 animate-pulse rounded bg-ink/10" />
            <div className="h-4 w-full animate-pulse rounded bg-ink/5" />
            <div className="h-4 w-4/5 animate-pulse rounded bg-ink/5" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ErrorPanel({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-2xl bg-white p-8 text-center ring-1 ring-red-200">
      <p className="font-medium text-red-800">{message}</p>
      {onRetry && (
        <button type="button" className="btn-ghost mt-4" onClick={onRetry}>
          {fr.common.retry}
        </button>
      )}
    </div>
  );
}

export function EmptyPanel({ message, children }: { message: string; children?: React.ReactNode }) {
  return (
    <div className="rounded-2xl bg-white p-8 text-center ring-1 ring-black/5">
      <p className="text-ink/70">{message}</p>
      {children}
    </div>
  );
}
