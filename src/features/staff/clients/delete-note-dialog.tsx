import { type FormEvent, useEffect, useState } from "react";
import { actionFailure } from "../../../api/staff";
import { deleteClientNote } from "../../../api/staff-client-record";
import type { ClientNote } from "../../../contract/staff/clients";
import { frStaff } from "../../../i18n/fr-staff";
import { toastStore } from "../../../stores/toasts";
import { DeskDialog } from "../../../ui/desk-dialog";
import { useSettlingBusy } from "../../../ui/use-settling-busy";

const t = frStaff.clientNotes;

type Props = { clientId: number; note: ClientNote | null; onClose: () => void; onChanged: () => void };

/**
 * Deleting a note, once its text is read again: the desk's own dialog, which keeps a refusal or a
 * lost connection in view instead of a browser's box that says nothing of what happened.
 */
export function DeleteNoteDialog({ clientId, note, onClose, onChanged }: Props) {
  const [error, setError] = useState<string | null>(null);
  const { busy, start, finish } = useSettlingBusy();
  useEffect(() => {
    if (note) setError(null);
  }, [note]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!note || busy) return;
    start();
    setError(null);
    try {
      const answer = await deleteClientNote(clientId, note.id);
      toastStore.getState().show("success", answer.detail, 4000);
      onClose();
    } catch (failure) {
      setError(actionFailure(failure));
    } finally {
      finish();
      onChanged();
    }
  };

  return (
    <DeskDialog
      open={note !== null}
      title={t.removeTitle}
      testId="delete-note-dialog"
      busy={busy}
      error={error}
      submitLabel={t.remove}
      danger
      onClose={onClose}
      onSubmit={submit}
    >
      {note && (
        <>
          <blockquote className="rounded-2xl bg-sand/60 px-4 py-3 text-sm break-words whitespace-pre-line">
            {note.text}
          </blockquote>
          <p className="text-sm text-ink/70">{t.removeKept}</p>
        </>
      )}
    </DeskDialog>
  );
}
