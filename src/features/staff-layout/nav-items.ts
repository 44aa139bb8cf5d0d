import type { StaffRole } from "../../contract/common";
import { frStaff } from "../../i18n/fr-staff";
import { frStaffSettings } from "../../i18n/fr-staff-settings";

export type StaffNavItem = {
  /** The page under `/admin/`. */
  to: "dashboard" | "clients" | "remboursements" | "messages" | "recettes" | "journal" | "reglages";
  label: string;
  /** An SVG path drawn 24 × 24, stroked. */
  icon: string;
  /** Roles that see it; every role when absent. */
  roles?: readonly StaffRole[];
};

const t = frStaff.nav;

export const staffNavItems: readonly StaffNavItem[] = [
  { to: "dashboard", label: t.agenda, icon: "M7 3v3m10-3v3M4 9h16M5 6h14v14H5zM8 13h3v3H8z" },
  {
    to: "clients",
    label: t.clients,
    icon: "M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7M21 19v-1a4 4 0 0 0-3-3.9M15.5 3.1a3.5 3.5 0 0 1 0 6.8",
  },
  { to: "remboursements", label: t.refunds, icon: "M4 10h12a4 4 0 0 1 0 8h-3M4 10l4-4M4 10l4 4" },
  { to: "messages", label: t.messages, icon: "M4 5h16v12H8l-4 4zM8 10h8M8 13h5" },
  { to: "recettes", label: t.takings, icon: "M4 20V10m6 10V4m6 16v-7m4 7H3" },
  {
    to: "journal",
    label: t.audit,
    icon: "M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7",
    roles: ["admin"],
  },
  {
    to: "reglages",
    label: frStaffSettings.nav,
    icon: "M4 6h9m4 0h3M4 12h3m4 0h9M4 18h11m4 0h1M15 4v4M9 10v4M17 16v4",
    roles: ["admin"],
  },
];

export const navFor = (role: StaffRole) =>
  staffNavItems.filter((item) => !item.roles || item.roles.includes(role));
