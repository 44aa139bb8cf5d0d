import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { userMessage } from "../../api/errors";
import { fr } from "../../i18n/fr";
import { ErrorPanel } from "../../ui/panels";

/** Shown while a page's data is on its way (after a short delay, so fast loads show nothing). */
export function PagePending() {
  return (
    <p className="container-page py-16 text-center text-ink/60" role="status">
      {fr.common.loading}
    </p>
  );
}

/** A page whose data could not be loaded: what went wrong, and a way to try again. */
export function PageError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <section className="container-page py-16">
      <ErrorPanel message={userMessage(error)} onRetry={() => void router.invalidate()} />
    </section>
  );
}
