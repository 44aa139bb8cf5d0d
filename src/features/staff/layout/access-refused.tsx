import { useRouter } from "@tanstack/react-router";
import { userMessage } from "../../../api/refusal";
import { frStaff } from "../../../i18n/fr-staff";
import { ErrorPanel } from "../../../ui/panels";
import type { StaffAccessRefused } from "./staff-access";
import { TeamOnly } from "./team-only";

/** What anyone but staff sees of the back-office: the team's-space message, or the check's failure. */
export function AccessRefused({ access }: Pick<StaffAccessRefused, "access">) {
  const router = useRouter();
  if (access.kind !== "unknown") return <TeamOnly kind={access.kind} />;
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
}
