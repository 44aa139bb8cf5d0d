import { fr } from "../../i18n/fr";

/** Shown while a page's data is on its way (after a short delay, so fast loads show nothing). */
export function PagePending() {
  return (
    <p className="container-page py-16 text-center text-ink/70" role="status">
      {fr.common.loading}
    </p>
  );
}
