import { type FormEvent, useEffect, useState } from "react";
import { actionFailure, inviteToTeam } from "../../../api/staff";
import type { StaffRole } from "../../../contract/common";
import { inviteRequestSchema } from "../../../contract/staff/team";
import { frStaffTeam } from "../../../i18n/fr-staff-team";
import { type FieldErrors, validateForm } from "../../../lib/form-errors";
import { toastStore } from "../../../stores/toasts";
import { DeskDialog } from "../../../ui/desk-dialog";
import { Field } from "../../../ui/field";
import { useSettlingBusy } from "../../../ui/use-settling-busy";
import { RoleChoice } from "./role-choice";

const t = frStaffTeam;
const empty = { email: "", first_name: "", last_name: "" };

type Props = { open: boolean; onClose: () => void; onChanged: () => void };

/** Someone joins the team: an account made if the address has none, and a mail that says how to enter. */
export function InviteDialog({ open, onClose, onChanged }: Props) {
  const [form, setForm] = useState(empty);
  const [role, setRole] = useState<StaffRole>("reception");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const { busy, start, finish } = useSettlingBusy();
  useEffect(() => {
    if (!open) return;
    setForm(empty);
    setRole("reception");
    setErrors({});
    setError(null);
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateForm(inviteRequestSchema, { ...form, role });
    if (!checked.ok) return setErrors(checked.errors);
    start();
    setError(null);
    try {
      const answer = await inviteToTeam(checked.value);
      toastStore.getState().show("success", answer.detail, 5000);
      onChanged();
      onClose();
    } catch (failure) {
      setError(actionFailure(failure));
    } finally {
      finish();
    }
  };

  const field = (key: keyof typeof empty, label: string, extra: object = {}) => (
    <Field
      label={label}
      value={form[key]}
      maxLength={key === "email" ? 254 : 100}
      error={errors[key]}
      onChange={(e) => {
        const value = e.target.value;
        setForm((all) => ({ ...all, [key]: value }));
        setErrors((all) => ({ ...all, [key]: undefined }));
      }}
      {...extra}
    />
  );
  return (
    <DeskDialog
      open={open}
      title={t.inviteTitle}
      testId="invite-dialog"
      busy={busy}
      error={error}
      submitLabel={t.send}
      onClose={onClose}
      onSubmit={submit}
    >
      <p className="text-sm text-ink/70">{t.inviteText}</p>
      {field("email", t.email, { type: "email", inputMode: "email", autoComplete: "off" })}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("first_name", t.firstName)}
        {field("last_name", t.lastName)}
      </div>
      <RoleChoice name="invite-role" value={role} onChange={(next) => next && setRole(next)} />
    </DeskDialog>
  );
}
