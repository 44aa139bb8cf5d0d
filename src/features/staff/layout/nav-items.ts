import type { RegisteredRouter } from "@tanstack/react-router";
import type { StaffRole } from "../../../contract/common";
import { frStaff } from "../../../i18n/fr-staff";

export type StaffNavItem = {
  /** The page: a route of the back-office's tree, checked by the compiler. */
  to: RegisteredRouter["routeTree"]["types"]["fileRouteTypes"]["to"];
  label: string;
  /** An SVG path drawn 24 × 24, stroked. */
  icon: string;
  /** Roles that see it; every role when absent. */
  roles?: readonly StaffRole[];
};

const t = frStaff.nav;
const admins = ["admin"] as const;
/** The desk's screens: a practitioner sees only their own day. */
const desk = ["admin", "reception"] as const;

/**
 * The day's work first (a practitioner: their own day only), then what only admins set up (the
 * hours, the catalogue, the people and rooms, the site, the team).
 */
export const staffNavItems: readonly StaffNavItem[] = [
  {
    to: "/admin/dashboard",
    label: t.agenda,
    icon: "M7 3v3m10-3v3M4 9h16M5 6h14v14H5zM8 13h3v3H8z",
    roles: desk,
  },
  {
    to: "/admin/semaine",
    label: t.week,
    icon: "M4 5h16v15H4zM4 9h16M9 9v11M14 9v11M7 3v3m10-3v3",
    roles: desk,
  },
  {
    to: "/admin/semaine",
    label: t.myDay,
    icon: "M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18",
    roles: ["practitioner"],
  },
  {
    to: "/admin/reserver",
    label: t.book,
    icon: "M7 3v3m10-3v3M4 9h16M5 6h14v14H5zM12 12v6m-3-3h6",
    roles: desk,
  },
  {
    to: "/admin/clients",
    label: t.clients,
    icon: "M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7M21 19v-1a4 4 0 0 0-3-3.9M15.5 3.1a3.5 3.5 0 0 1 0 6.8",
    roles: desk,
  },
  {
    to: "/admin/remboursements",
    label: t.refunds,
    icon: "M4 10h12a4 4 0 0 1 0 8h-3M4 10l4-4M4 10l4 4",
    roles: desk,
  },
  { to: "/admin/messages", label: t.messages, icon: "M4 5h16v12H8l-4 4zM8 10h8M8 13h5", roles: desk },
  { to: "/admin/recettes", label: t.takings, icon: "M4 20V10m6 10V4m6 16v-7m4 7H3", roles: desk },
  {
    to: "/admin/rapports",
    label: t.reports,
    icon: "M4 20h16M6 16l4-5 3 3 5-7M18 7h-3m3 0v3",
    roles: admins,
  },
  {
    to: "/admin/horaires",
    label: t.schedule,
    icon: "M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18",
    roles: admins,
  },
  {
    to: "/admin/services",
    label: t.services,
    icon: "M4 6h16M4 12h16M4 18h10M18 16l2 2 3-4",
    roles: admins,
  },
  {
    to: "/admin/packs",
    label: t.packs,
    icon: "M4 8l8-4 8 4v8l-8 4-8-4zM4 8l8 4 8-4M12 12v8",
    roles: admins,
  },
  {
    to: "/admin/codes-promo",
    label: t.promos,
    icon: "M4 4h7l9 9-7 7-9-9zM8 8h.01",
    roles: admins,
  },
  {
    to: "/admin/praticiens",
    label: t.practitioners,
    icon: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8M4 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1",
    roles: admins,
  },
  {
    to: "/admin/salles",
    label: t.rooms,
    icon: "M5 21V4h10v17M15 4l4 2v15M3 21h18M12 12h.01",
    roles: admins,
  },
  {
    to: "/admin/reglages",
    label: t.settings,
    icon: "M4 6h9m4 0h3M4 12h3m4 0h9M4 18h11m4 0h1M15 4v4M9 10v4M17 16v4",
    roles: admins,
  },
  {
    to: "/admin/equipe",
    label: t.team,
    icon: "M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6zM9 12l2 2 4-4",
    roles: admins,
  },
  { to: "/admin/journal", label: t.audit, icon: "M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7", roles: admins },
];

export const navFor = (role: StaffRole) =>
  staffNavItems.filter((item) => !item.roles || item.roles.includes(role));
