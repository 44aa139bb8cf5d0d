import { type ChangeEvent, useEffect, useState } from "react";
import { frProfile } from "../../i18n/fr-profile";
import { Avatar } from "../../ui/avatar";
import { downsizePhoto, UnreadablePhotoError } from "./downsize-photo";

const t = frProfile;

type Props = {
  current: string | null;
  firstName: string;
  lastName: string;
  /** The photo to send, already made small, or null. */
  onChange: (photo: File | null) => void;
  onBusy: (busy: boolean) => void;
};

/** Choose a photo: only a picture is taken, and it goes up downsized (512 px at most). */
export function PhotoPicker({ current, firstName, lastName, onChange, onBusy }: Props) {
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!photo) return setPreview(null);
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const choose = (next: File | null, message: string | null) => {
    setPhoto(next);
    setError(message);
    onChange(next);
  };

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0] ?? null;
    if (!file) return choose(null, null);
    // Only an image may go up; anything else is refused here, with a message.
    if (!file.type.startsWith("image/")) {
      input.value = "";
      return choose(null, t.photoNotImage);
    }
    onBusy(true);
    try {
      choose(await downsizePhoto(file), null);
    } catch (e) {
      input.value = "";
      choose(null, e instanceof UnreadablePhotoError ? t.photoUnreadable : t.photoNotImage);
    } finally {
      onBusy(false);
    }
  }

  return (
    <div className="flex items-center gap-4">
      <Avatar picture={preview ?? current} firstName={firstName} lastName={lastName} size="lg" />
      <div>
        <label className="btn-ghost cursor-pointer">
          {t.choosePhoto}
          <input type="file" accept="image/*" className="sr-only" aria-label={t.photo} onChange={onPick} />
        </label>
        {error && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
