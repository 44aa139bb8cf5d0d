import { fr } from "../../i18n/fr";
import type { FileRoutesByTo } from "../../routeTree.gen";

export type NavItem = {
  /** A route of the app: a typo fails the type check. */
  to: keyof FileRoutesByTo;
  label: string;
  needsLogin?: boolean;
  basicOnly?: boolean;
};

/** The header menu, in the spec's order. */
export const navItems = [
  { to: "/", label: fr.nav.home },
  { to: "/services", label: fr.nav.services, basicOnly: true },
  { to: "/reservation", label: fr.nav.reservation },
  { to: "/historique", label: fr.nav.bookings, needsLogin: true },
  { to: "/packs", label: fr.nav.packs },
] as const satisfies readonly NavItem[];
