import { useEffect, useId, useState } from "react";
import { toastStore } from "../stores/toasts";
import { describedControl, FieldFrame } from "./field";
import { refusalForForm } from "./staff-refusal-fields";
import { useSettlingBusy } from "./use-settling-busy";

/** What the server takes (it says so too): checked first, so a large picture is not sent for nothing. */
const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

type Texts = {
  choose: string;
  hint: string;
  send: string;
  sending: string;
  tooLarge: string;
  saved: string;
};

/**
 * A picture an admin sends for something of the centre (a service, a practitioner): chosen, shown
 * before it is sent, then re-encoded by the server, which answers the thing with its new address.
 * `preview` is the chosen file's local address while it waits; `field` the input and its button.
 */
export function usePictureUpload<T>(
  upload: (file: File) => Promise<T>,
  onSaved: (answer: T) => void,
  t: Texts,
) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
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
    if (file.size > MAX_PICTURE_BYTES) return setError(t.tooLarge);
    start();
    setError(undefined);
    try {
      const answer = await upload(file);
      setFile(null);
      setInputKey((k) => k + 1);
      toastStore.getState().show("success", t.saved, 4000);
      onSaved(answer);
    } catch (failure) {
      const refusal = refusalForForm(failure);
      setError(refusal.fields.image ?? refusal.message ?? undefined);
    } finally {
      finish();
    }
  };

  const field = (
    <div className="min-w-0 flex-1 space-y-3">
      <FieldFrame id={inputId} label={t.choose} error={error}>
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
      <p className="text-xs text-ink/60">{t.hint}</p>
      <button type="button" className="btn-primary" disabled={!file || busy} onClick={() => void send()}>
        {busy ? t.sending : t.send}
      </button>
    </div>
  );
  return { preview, field };
}
