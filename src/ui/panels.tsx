import type { ReactNode } from "react";
import { fr } from "../i18n/fr";

/** A load that failed: the message, and a way to try again when there is one, or another way on. */
export function ErrorPanel({
  message,
  onRetry,
  children,
}: {
  message: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  return (
    <div role="alert" className="rounded-2xl bg-white p-8 text-center ring-1 ring-red-200">
      <p className="font-medium text-red-800">{message}</p>
      {onRetry && (
        <button type="button" className="btn-ghost mt-4" onClick={onRetry}>
          {fr.common.retry}
        </button>
      )}
      {children}
    </div>
  );
}

/** A list with nothing in it, said plainly. */
export function EmptyPanel({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl bg-white p-8 text-center ring-1 ring-black/5">
      <p className="text-ink/70">{message}</p>
      {children}
    </div>
  );
}
