import { fr } from "../../i18n/fr";

export type NavItem = { to: string; label: string; needsLogin?: boolean; basicOnly?: boolean };

/** The header menu of spec part 1 §2, in order. */
export const navItems: NavItem[] = [
  { to: "/", label: fr.nav.home },
  { to: "/services", label: fr.nav.services, basicOnly: true },
  { to: "/reservation", label: fr.nav.reservation },
  { to: "/historique", label: fr.nav.bookings, needsLogin: true },
  { to: "/packs", label: fr.nav.packs },
];
