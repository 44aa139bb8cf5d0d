import { useRouter } from "@tanstack/react-router";
import { type FormEvent, useEffect, useState } from "react";
import { updateProfile } from "../../api/accounts";
import type { Profile } from "../../contract/accounts";
import { fr } from "../../i18n/fr";
import { Avatar } from "../../ui/avatar";
import { Field } from "../../ui/field";
import { Modal } from "../../ui/modal";
import { ModalActions } from "./modal-actions";
import { saveThenReload } from "./reload-after-save";

const t = fr.profile;

export function EditProfileModal({
  open,
  onClose,
  profile,
}: {
  open: boolean;
  onClose: () => void;
  profile: Profile;
}) {
  const [firstName, setFirstName] = useState(profile.first_name);
  const [lastName, setLastName] = useState(profile.last_name);
  const [phone, setPhone] = useState(profile.telephone_number ?? "");
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const router = useRouter();

  useEffect(() => {
    if (!picture) return setPreview(null);
    const url = URL.createObjectURL(picture);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [picture]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const saved = await saveThenReload(
      () =>
        updateProfile(
          { first_name: firstName, last_name: lastName, telephone_number: phone },
          picture ?? undefined,
        ),
      router,
      { success: t.updated, refused: t.updateError, failed: t.updateFailed },
    );
    setBusy(false);
    if (saved) onClose();
  }

  const shown = preview ?? profile.profile_picture;
  return (
    <Modal open={open} onClose={onClose} title={t.editProfile}>
      <form noValidate onSubmit={onSubmit} className="space-y-4 p-6">
        <p className="text-xl font-bold text-brand-dark" aria-hidden="true">
          {t.editProfile}
        </p>
        <div className="flex items-center gap-4">
          <Avatar picture={shown} firstName={firstName} lastName={lastName} size="lg" />
          <div>
            <label className="btn-ghost cursor-pointer">
              {t.choosePhoto}
              <input
                type="file"
                accept="image/*"
                className="sr-only"
                aria-label={t.photo}
                onChange={(e) => {
                  const file = e.target.files?.[0] ?? null;
                  // Only an image may go up; anything else is refused here, with a message.
                  if (file && !file.type.startsWith("image/")) {
                    setPictureError(t.photoNotImage);
                    setPicture(null);
                    e.target.value = "";
                    return;
                  }
                  setPictureError(null);
                  setPicture(file);
                }}
              />
            </label>
            {pictureError && (
              <p role="alert" className="mt-2 text-sm text-red-700">
                {pictureError}
              </p>
            )}
          </div>
        </div>
        <Field
          label={t.lastName}
          autoComplete="family-name"
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
        />
        <Field
          label={t.firstName}
          autoComplete="given-name"
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
        />
        <Field
          label={t.phone}
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        <ModalActions busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}
