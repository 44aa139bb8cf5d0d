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
