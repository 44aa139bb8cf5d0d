/**
 * When a member's list was last loaded, and, when it comes from the phone's copy because the server
 * could not be reached, that it may be out of date.
 */
export function SavedCopyNote({
  fromCopy,
  copyText,
  updated,
}: {
  fromCopy: boolean;
  copyText: string;
  updated: string;
}) {
  return fromCopy ? (
    <div
      role="status"
      className="mt-4 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <p className="font-medium">{copyText}</p>
      <p className="mt-0.5">{updated}</p>
    </div>
  ) : (
    <p className="mt-2 text-xs text-ink/70">{updated}</p>
  );
}
