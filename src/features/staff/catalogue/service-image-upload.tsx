import { useEffect, useId, useState } from "react";
import { uploadServiceImage } from "../../../api/staff-catalogue";
import type { StaffService } from "../../../contract/staff/catalogue";
import { frStaffCatalogue } from "../../../i18n/fr-staff-catalogue";
import { toastStore } from "../../../stores/toasts";
import { describedControl, FieldFrame } from "../../../ui/field";
import { refusalForForm } from "../../../ui/staff-refusal-fields";
import { useSettlingBusy } from "../../../ui/use-settling-busy";

const t = frStaffCatalogue.serviceForm;
/** What the server takes (it says so too): checked first, so a large photo is not sent for nothing. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The picture chosen, shown before it is sent; the server re-encodes it and answers its new address. */
export function ImageUpload({
  service,
  onSaved,
}: {
  service: StaffService;
  onSaved: (service: StaffService) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const [current, setCurrent] = useState(service.imageUrl);
  // A new file input once a picture is kept: the browser's own one still names the file sent.
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
    if (file.size > MAX_IMAGE_BYTES) return setError(t.imageTooLarge);
    start();
    setError(undefined);
    try {
      const answer = await uploadServiceImage(service.id, file);
      setCurrent(answer.service.imageUrl);
      setFile(null);
      setInputKey((k) => k + 1);
      toastStore.getState().show("success", t.imageSaved, 4000);
      onSaved(answer.service);
    } catch (failure) {
      const refusal = refusalForForm(failure);
      setError(refusal.fields.image ?? refusal.message ?? undefined);
    } finally {
      finish();
    }
  };

  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <figure className="space-y-1">
        {preview || current ? (
          <img
            src={preview ?? current}
            alt={preview ? t.preview : t.currentImage}
            className="aspect-[4/3] w-full max-w-sm rounded-xl object-cover ring-1 ring-black/10"
          />
        ) : (
          <div className="grid aspect-[4/3] w-full max-w-sm place-items-center rounded-xl bg-stone-100 text-sm text-ink/50">
            {frStaffCatalogue.services.noImage}
          </div>
        )}
        <figcaption className="text-xs text-ink/60">{preview ? t.preview : t.currentImage}</figcaption>
      </figure>
      <div className="space-y-3">
        <FieldFrame id={inputId} label={t.chooseImage} error={error}>
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
        <p className="text-xs text-ink/60">{t.imageHint}</p>
        <button type="button" className="btn-primary" disabled={!file || busy} onClick={() => void send()}>
          {busy ? t.sendingImage : t.sendImage}
        </button>
      </div>
    </div>
  );
}
