import { frProfile } from "../../i18n/fr-profile";

/** Cancel and save, at the foot of the profile's edit modals. */
export function ModalActions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <div className="flex justify-end gap-3 pt-2">
      <button type="button" className="btn-ghost" onClick={onCancel}>
        {frProfile.cancel}
      </button>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? frProfile.saving : frProfile.save}
      </button>
    </div>
  );
}
