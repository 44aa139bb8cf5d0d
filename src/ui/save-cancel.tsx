/** A staff form dialog's two buttons: cancel, then save (« Enregistrement… » while it is sent). */
export function SaveCancel({
  busy,
  onCancel,
  labels,
}: {
  busy: boolean;
  onCancel: () => void;
  labels: { cancel: string; save: string; saving: string };
}) {
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
      <button type="button" className="btn-ghost" onClick={onCancel} disabled={busy}>
        {labels.cancel}
      </button>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? labels.saving : labels.save}
      </button>
    </div>
  );
}
