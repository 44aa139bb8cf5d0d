import { useRouter } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { updateProfile } from "../../api/accounts";
import { profilePatchSchema } from "../../contract/accounts";
import type { Profile } from "../../contract/profile";
import { frProfile } from "../../i18n/fr-profile";
import { type FieldErrors, validateForm } from "../../lib/form-errors";
import { displayPhone } from "../../lib/phone";
import { Field } from "../../ui/field";
import { Modal } from "../../ui/modal";
import { guardTaps } from "../../ui/tap-guard";
import { ModalActions } from "./modal-actions";
import { PhotoPicker } from "./photo-picker";
import { saveThenReload } from "./reload-after-save";

const t = frProfile;

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
  const [phone, setPhone] = useState(profile.telephone_number ? displayPhone(profile.telephone_number) : "");
  const [picture, setPicture] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const router = useRouter();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The rules the server applies to a profile, from the contract.
    const checked = validateForm(profilePatchSchema, {
      first_name: firstName,
      last_name: lastName,
      telephone_number: phone,
    });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    const saved = await saveThenReload(() => updateProfile(checked.value, picture ?? undefined), router, {
      success: t.updated,
      refused: t.updateError,
      failed: t.updateFailed,
    });
    setBusy(false);
    if (!saved) return;
    // The modal closes under the finger: a second tap on 'Enregistrer' must not reach the page.
    guardTaps();
    onClose();
  }

  return (
    <Modal open={open} onClose={onClose} title={t.editProfile}>
      <form noValidate onSubmit={onSubmit} className="space-y-4 p-6">
        <p className="text-xl font-bold text-brand-dark" aria-hidden="true">
          {t.editProfile}
        </p>
        <PhotoPicker
          current={profile.profile_picture}
          firstName={firstName}
          lastName={lastName}
          onChange={setPicture}
          onBusy={setBusy}
        />
        <Field
          label={t.lastName}
          autoComplete="family-name"
          value={lastName}
          error={errors.last_name}
          onChange={(e) => {
            setLastName(e.target.value);
            setErrors((all) => ({ ...all, last_name: undefined }));
          }}
        />
        <Field
          label={t.firstName}
          autoComplete="given-name"
          value={firstName}
          error={errors.first_name}
          onChange={(e) => {
            setFirstName(e.target.value);
            setErrors((all) => ({ ...all, first_name: undefined }));
          }}
        />
        <Field
          label={t.phone}
          type="tel"
          autoComplete="tel"
          value={phone}
          error={errors.telephone_number}
          onChange={(e) => {
            setPhone(e.target.value);
            setErrors((all) => ({ ...all, telephone_number: undefined }));
          }}
        />
        <ModalActions busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}
