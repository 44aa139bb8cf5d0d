import { useState } from "react";
import { staffRoleLabels } from "../../../contract/staff/common";
import type { TeamMember } from "../../../contract/staff/team";
import { frStaffTeam } from "../../../i18n/fr-staff-team";
import { EmptyPanel } from "../../../ui/panels";
import { Badge } from "../../../ui/staff-badges";
import { StaffHeader, StaffPanel } from "../../../ui/staff-page";
import { usePageTitle } from "../../../ui/use-page-title";
import { InviteDialog } from "./invite-dialog";
import { RoleDialog } from "./role-dialog";

const t = frStaffTeam;

type Props = { team: TeamMember[]; meId: number; onChanged: () => void };

const initials = (m: TeamMember) =>
  (`${m.first_name.charAt(0)}${m.last_name.charAt(0)}`.trim() || m.email.charAt(0)).toUpperCase();

/** The team, for admins: who has which access, invitations still waiting, roles changed or taken away. */
export function TeamScreen({ team, meId, onChanged }: Props) {
  usePageTitle(t.title);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  return (
    <div className="space-y-5">
      <StaffHeader title={t.title} intro={t.intro}>
        <button type="button" className="btn-primary" onClick={() => setInviting(true)}>
          {t.invite}
        </button>
      </StaffHeader>
      {team.length === 0 ? (
        <EmptyPanel message={t.empty} />
      ) : (
        <StaffPanel className="divide-y divide-black/5">
          {team.map((m) => {
            const name = `${m.first_name} ${m.last_name}`.trim() || m.email;
            return (
              <div
                key={m.id}
                data-testid="team-member"
                className="flex flex-wrap items-center gap-x-4 gap-y-3 px-4 py-4 sm:flex-nowrap sm:px-5"
              >
                <span
                  aria-hidden="true"
                  className="grid size-11 shrink-0 place-items-center self-start rounded-full bg-brand/10 font-bold text-brand-dark"
                >
                  {initials(m)}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">
                    {name}
                    {m.id === meId && (
                      <span className="ml-2 text-sm font-normal whitespace-nowrap text-ink/60">
                        ({t.you})
                      </span>
                    )}
                  </p>
                  <p className="text-sm break-all text-ink/70">{m.email}</p>
                  <div className="mt-1.5 flex flex-wrap items-center gap-2">
                    <Badge tone={m.role === "admin" ? "brand" : "blue"}>{staffRoleLabels[m.role]}</Badge>
                    {!m.has_password && <Badge tone="amber">{t.noPassword}</Badge>}
                  </div>
                  {!m.has_password && <p className="mt-1 text-xs text-ink/60">{t.noPasswordHint}</p>}
                </div>
                {m.id === meId ? (
                  <p className="w-full text-xs text-ink/60 sm:w-auto sm:max-w-48 sm:text-right">
                    {t.selfHint}
                  </p>
                ) : (
                  <button
                    type="button"
                    className="btn-ghost min-h-10 w-full px-4 sm:w-auto"
                    onClick={() => setEditing(m)}
                  >
                    {t.change}
                  </button>
                )}
              </div>
            );
          })}
        </StaffPanel>
      )}
      <InviteDialog open={inviting} onClose={() => setInviting(false)} onChanged={onChanged} />
      <RoleDialog member={editing} onClose={() => setEditing(null)} onChanged={onChanged} />
    </div>
  );
}
