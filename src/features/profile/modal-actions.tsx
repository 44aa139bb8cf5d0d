import { frProfile } from "../../i18n/fr-profile";

type Props = {
  busy: boolean;
  onCancel: () => void;
  /** The submit button's words, idle and busy; 'Enregistrer' unless told. */
  submit?: { idle: string; busy: string };
  /** A button that destroys (deleting the account): in red. */
  danger?: boolean;
};

/** Cancel and save, at the foot of the profile's edit modals. */
export function ModalActions({ busy, onCancel, submit, danger = false }: Props) {
  return (
    // A long red label stacks under 'Annuler' on a phone rather than wrapping beside it.
    <div
      className={`flex gap-3 pt-2 ${danger ? "flex-col-reverse sm:flex-row sm:justify-end" : "flex-wrap justify-end"}`}
    >
      <button type="button" className="btn-ghost" onClick={onCancel}>
        {frProfile.cancel}
      </button>
      <button
        type="submit"
        className={danger ? "btn bg-red-700 text-white hover:bg-red-800" : "btn-primary"}
        disabled={busy}
      >
        {busy ? (submit?.busy ?? frProfile.saving) : (submit?.idle ?? frProfile.save)}
      </button>
    </div>
  );
}
