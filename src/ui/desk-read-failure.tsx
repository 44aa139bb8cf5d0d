import type { ReactNode } from "react";
import { actionFailure } from "../api/staff";
import { frStaff } from "../i18n/fr-staff";

/** A desk window's read that failed, said in one line, with « Réessayer » (what was typed stays). */
export function DeskReadFailure({
  message,
  retrying,
  onRetry,
  className = "",
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={`flex flex-wrap items-center gap-x-3 text-sm text-red-800 ${className}`}>
      <p>{message}</p>
      <button
        type="button"
        className="min-h-11 font-semibold text-brand underline"
        disabled={retrying}
        onClick={onRetry}
      >
        {frStaff.retry}
      </button>
    </div>
  );
}

/**
 * A desk window's list read through the cache: its failure with « Réessayer », « loading » while
 * none has come, `none` when it came empty, else the list itself (`children`).
 */
export function DeskReadList({
  read,
  items,
  loading,
  none,
  children,
}: {
  read: { error?: unknown; loading: boolean; retry: () => void };
  /** What the list shows, null while none has come. */
  items: readonly unknown[] | null;
  loading: string;
  none: string;
  children: ReactNode;
}) {
  if (items === null && read.error !== undefined)
    return (
      <DeskReadFailure
        className="mt-2"
        message={actionFailure(read.error)}
        retrying={read.loading}
        onRetry={read.retry}
      />
    );
  if (items === null) return <p className="mt-2 text-sm text-ink/60">{loading}</p>;
  if (items.length === 0) return <p className="mt-2 text-sm text-ink/60">{none}</p>;
  return children;
}
