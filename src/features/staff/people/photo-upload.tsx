import { useEffect, useId, useState } from "react";
import { uploadPractitionerPhoto } from "../../../api/staff-people";
import type { Practitioner } from "../../../contract/staff/people";
import { frStaffPeople } from "../../../i18n/fr-staff-people";
import { toastStore } from "../../../stores/toasts";
import { describedControl, FieldFrame } from "../../../ui/field";
import { refusalForForm } from "../../../ui/staff-refusal-fields";
import { useSettlingBusy } from "../../../ui/use-settling-busy";

const t = frStaffPeople.form;
/** What the server takes (it says so too): checked first, so a large photo is not sent for nothing. */
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** The photo chosen, shown before it is sent; the server re-encodes it and answers its new address. */
export function PhotoUpload({
  practitioner,
  onSaved,
}: {
  practitioner: Practitioner;
  onSaved: (p: Practitioner) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  // A new file input once a photo is kept: the browser's own one still names the file sent.
  const [inputKey, setInputKey] = useState(0);
  const { busy, start, finish } = useSettlingBusy();
  const inputId = useId();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const send = async () => {
    if (!file || busy) return;
    if (file.size > MAX_PHOTO_BYTES) return setError(t.photoTooLarge);
    start();
    setError(undefined);
    try {
      const answer = await uploadPractitionerPhoto(practitioner.id, file);
      setFile(null);
      setInputKey((k) => k + 1);
      toastStore.getState().show("success", t.photoSaved, 4000);
      onSaved(answer.practitioner);
    } catch (failure) {
      const refusal = refusalForForm(failure);
      setError(refusal.fields.image ?? refusal.message ?? undefined);
    } finally {
      finish();
    }
  };

  const shown = preview ?? practitioner.photo;
  return (
    <div className="flex flex-wrap items-start gap-4">
      {shown ? (
        <img src={shown} alt="" className="size-28 rounded-full object-cover ring-1 ring-black/10" />
      ) : (
        <div className="grid size-28 place-items-center rounded-full bg-stone-100 px-3 text-center text-xs text-ink/55">
          {t.noPhoto}
        </div>
      )}
      <div className="min-w-0 flex-1 space-y-3">
        <FieldFrame id={inputId} label={t.choosePhoto} error={error}>
          <input
            key={inputKey}
            {...describedControl(inputId, error)}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            className="mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand/10 file:px-4 file:py-2 file:font-semibold file:text-brand-dark"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setError(undefined);
            }}
          />
        </FieldFrame>
        <p className="text-xs text-ink/60">{t.photoHint}</p>
        <button type="button" className="btn-primary" disabled={!file || busy} onClick={() => void send()}>
          {busy ? t.sendingPhoto : t.sendPhoto}
        </button>
      </div>
    </div>
  );
}
