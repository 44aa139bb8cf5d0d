import { type FormEvent, useEffect, useState } from "react";
import { actionFailure, setTeamRole } from "../../../api/staff";
import type { StaffRole } from "../../../contract/common";
import type { TeamMember } from "../../../contract/staff/team";
import { frStaffTeam } from "../../../i18n/fr-staff-team";
import { toastStore } from "../../../stores/toasts";
import { DeskDialog } from "../../../ui/desk-dialog";
import { useSettlingBusy } from "../../../ui/use-settling-busy";
import { RoleChoice } from "./role-choice";

const t = frStaffTeam;

type Props = { member: TeamMember | null; onClose: () => void; onChanged: () => void };

/** Another role for a colleague, or no access at all: the server refuses it for oneself. */
export function RoleDialog({ member, onClose, onChanged }: Props) {
  const [role, setRole] = useState<StaffRole | null>("reception");
  const [error, setError] = useState<string | null>(null);
  const { busy, start, finish } = useSettlingBusy();
  useEffect(() => {
    if (!member) return;
    setRole(member.role);
    setError(null);
  }, [member]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!member || busy) return;
    start();
    setError(null);
    try {
      const answer = await setTeamRole(member.id, role);
      toastStore.getState().show("success", answer.detail, 5000);
      onChanged();
      onClose();
    } catch (failure) {
      setError(actionFailure(failure));
      onChanged();
    } finally {
      finish();
    }
  };

  const name = member ? `${member.first_name} ${member.last_name}`.trim() || member.email : "";
  return (
    <DeskDialog
      open={member !== null}
      title={t.roleTitle}
      testId="role-dialog"
      busy={busy}
      error={error}
      submitLabel={role === null ? t.remove : t.save}
      danger={role === null}
      submitDisabled={member?.role === role}
      onClose={onClose}
      onSubmit={submit}
    >
      <p className="text-sm text-ink/70">
        <span className="font-semibold text-ink">{name}</span> · {member?.email}
      </p>
      <RoleChoice name="member-role" value={role} onChange={setRole} allowNone />
    </DeskDialog>
  );
}
