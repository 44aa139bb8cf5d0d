import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { userMessage } from "../../../api/refusal";
import { fr } from "../../../i18n/fr";
import { frStaff } from "../../../i18n/fr-staff";
import { EmptyPanel, ErrorPanel } from "../../../ui/panels";

/** A back-office page on its way, in the frame: a line, not a blank, while the menu stays. */
export function StaffPending() {
  return (
    <p className="py-16 text-center text-ink/70" role="status">
      {fr.common.loading}
    </p>
  );
}

/** A page whose data could not be loaded, in the frame (the menu stays): what went wrong, and a retry. */
export function StaffPageError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <ErrorPanel
      message={`${frStaff.loadFailed} ${userMessage(error)}`}
      onRetry={() => void router.invalidate()}
    />
  );
}

/** An address under `/admin/` that is no page of the back-office. */
export function StaffNotFound() {
  return <EmptyPanel message={frStaff.notFound} />;
}
