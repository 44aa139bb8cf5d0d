import { useRouter } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { updateProfile } from "../../api/accounts";
import { profilePatchSchema } from "../../contract/accounts";
import type { Profile } from "../../contract/profile";
import { frProfile } from "../../i18n/fr-profile";
import { type FieldErrors, validateForm } from "../../lib/form-errors";
import { Field } from "../../ui/field";
import { Modal } from "../../ui/modal";
import { guardTaps } from "../../ui/tap-guard";
import { ModalActions } from "./modal-actions";
import { saveThenReload } from "./reload-after-save";

const t = frProfile;

export function EditAddressModal({
  open,
  onClose,
  profile,
}: {
  open: boolean;
  onClose: () => void;
  profile: Profile;
}) {
  const [address, setAddress] = useState({
    country: profile.address.country ?? "",
    city: profile.address.city ?? "",
    postal_code: profile.address.postal_code ?? "",
    address: profile.address.address ?? "",
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  // Typing in a field clears the error shown under it.
  const set = (key: keyof typeof address) => (e: { target: { value: string } }) => {
    setAddress((a) => ({ ...a, [key]: e.target.value }));
    setErrors((all) => ({ ...all, [`address.${key}`]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The rules the server applies to an address, from the contract.
    const checked = validateForm(profilePatchSchema, { address });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    const saved = await saveThenReload(() => updateProfile(checked.value), router, {
      success: t.addressUpdated,
      refused: t.addressError,
      failed: t.addressFailed,
    });
    setBusy(false);
    if (!saved) return;
    // The modal closes under the finger: a second tap on 'Enregistrer' must not reach the page.
    guardTaps();
    onClose();
  }

  return (
    <Modal open={open} onClose={onClose} title={t.editAddress}>
      <form noValidate onSubmit={onSubmit} className="space-y-4 p-6">
        <p className="text-xl font-bold text-brand-dark" aria-hidden="true">
          {t.editAddress}
        </p>
        <Field
          label={t.country}
          autoComplete="country-name"
          value={address.country}
          error={errors["address.country"]}
          onChange={set("country")}
        />
        <Field
          label={t.city}
          autoComplete="address-level2"
          value={address.city}
          error={errors["address.city"]}
          onChange={set("city")}
        />
        <Field
          label={t.postalCode}
          autoComplete="postal-code"
          value={address.postal_code}
          error={errors["address.postal_code"]}
          onChange={set("postal_code")}
        />
        <Field
          label={t.address}
          autoComplete="street-address"
          value={address.address}
          error={errors["address.address"]}
          onChange={set("address")}
        />
        <ModalActions busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}
