import { useRouter } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { userMessage } from "../../../api/refusal";
import { frStaff } from "../../../i18n/fr-staff";
import { ErrorPanel } from "../../../ui/panels";
import type { StaffAccess } from "./staff-access";
import { StaffShell } from "./staff-shell";
import { TeamOnly } from "./team-only";

/** The back-office, or for anyone else the team's-space message, or the check's failure. */
export function StaffFrame({ access, children }: { access: StaffAccess; children?: ReactNode }) {
  const router = useRouter();
  if (access.kind === "staff") return <StaffShell me={access.me}>{children}</StaffShell>;
  if (access.kind === "unknown")
    return (
      <div className="grid min-h-dvh place-items-center bg-sand px-4">
        <div className="w-full max-w-md">
          <ErrorPanel
            message={`${frStaff.checkFailed} ${userMessage(access.error)}`}
            onRetry={() => void router.invalidate()}
          />
        </div>
      </div>
    );
  return <TeamOnly kind={access.kind} />;
}
