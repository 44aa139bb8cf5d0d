import { type FormEvent, useId, useState } from "react";
import { actionFailure } from "../../../api/staff";
import { addClientNote } from "../../../api/staff-client-record";
import { NOTE_MAX_LENGTH, noteRequestSchema } from "../../../contract/staff/client-record";
import type { ClientNote } from "../../../contract/staff/clients";
import { frStaff } from "../../../i18n/fr-staff";
import { validateForm } from "../../../lib/form-errors";
import { dakarDateTime } from "../../../lib/history-dates";
import { toastStore } from "../../../stores/toasts";
import { describedControl, FieldFrame, inputClass } from "../../../ui/field";
import { StaffPanel } from "../../../ui/staff-page";
import { useAttemptKey } from "../../../ui/use-attempt-key";
import { DeleteNoteDialog } from "./delete-note-dialog";

const t = frStaff.clientNotes;

type Props = { clientId: number; notes: ClientNote[]; onChanged: () => void };

/**
 * The staff's notes on a client (allergies, pregnancy, injuries, preferences): added, listed with
 * who wrote them and when, deleted once confirmed. The text typed stays in the box until the server
 * kept it.
 */
export function ClientNotes({ clientId, notes, onChanged }: Props) {
  const [text, setText] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<ClientNote | null>(null);
  // Notes kept by the server from this panel: the same text written again later is a new note.
  const [kept, setKept] = useState(0);
  const attemptKey = useAttemptKey();
  const boxId = useId();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateForm(noteRequestSchema, { text });
    if (!checked.ok) return setFieldError(checked.errors.text);
    setBusy(true);
    setError(null);
    try {
      // The same key while the same note is tried again: a lost answer then « Ajouter » writes it once.
      const key = attemptKey({ clientId, text: checked.value.text, kept });
      const answer = await addClientNote(clientId, checked.value, key);
      toastStore.getState().show("success", answer.detail, 4000);
      setText("");
      setKept((n) => n + 1);
    } catch (failure) {
      setError(actionFailure(failure));
    } finally {
      setBusy(false);
      onChanged();
    }
  };

  const left = NOTE_MAX_LENGTH - text.length;
  return (
    <StaffPanel className="overflow-hidden">
      <div className="border-b border-black/5 px-4 py-3">
        <h2 className="text-lg font-bold text-brand-dark">{t.title}</h2>
        <p className="text-sm text-ink/60">{t.intro}</p>
      </div>
      <form noValidate onSubmit={add} className="space-y-2 px-4 py-3" data-testid="client-notes">
        <FieldFrame id={boxId} label={t.label} error={fieldError}>
          <textarea
            {...describedControl(boxId, fieldError)}
            className={`${inputClass} min-h-20`}
            value={text}
            maxLength={NOTE_MAX_LENGTH}
            placeholder={t.placeholder}
            onChange={(e) => {
              setText(e.target.value);
              setFieldError(undefined);
            }}
          />
        </FieldFrame>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-xs text-ink/60">{t.left(left)}</span>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? frStaff.saving : t.add}
          </button>
        </div>
        {error && (
          <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
      </form>
      {notes.length === 0 ? (
        <p className="border-t border-black/5 px-4 py-3 text-sm text-ink/60">{t.empty}</p>
      ) : (
        <ul className="divide-y divide-black/5 border-t border-black/5">
          {notes.map((note) => {
            const when = dakarDateTime(note.created_at) ?? note.created_at;
            return (
              <li key={note.id} className="flex items-start gap-3 px-4 py-3" data-testid="client-note">
                <div className="min-w-0 flex-1">
                  <p className="text-sm break-words whitespace-pre-line">{note.text}</p>
                  <p className="mt-1 text-xs text-ink/60">{t.by(note.author_name, when)}</p>
                </div>
                <button
                  type="button"
                  className="btn !min-h-9 !px-3 !py-1 text-xs text-red-800 hover:bg-red-50"
                  aria-label={t.removeLabel(when)}
                  onClick={() => setRemoving(note)}
                >
                  {t.remove}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <DeleteNoteDialog
        clientId={clientId}
        note={removing}
        onClose={() => setRemoving(null)}
        onChanged={onChanged}
      />
    </StaffPanel>
  );
}
