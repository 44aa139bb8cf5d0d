import { queries } from "./cache";

/*
 * What an action at the desk changed on the server: the keys it invalidates (see
 * docs/data-loading.md). A read under way is dropped, so its answer, which may predate the change,
 * is neither kept nor shared; what shows them reads them again (the page's loader, run again by
 * `useReload`, or `useQuery` of its own accord). Also called after a failure: a lost answer may
 * hide a change made.
 */

/**
 * A booking made or changed at the desk (booked for a client, attendance, payment, cancellation,
 * move, reassignment) or the hours that hold bookings: the agenda, the week and its opened booking, the clients' records, the schedule and its
 * bookings to deal with, the takings, the refunds to make, and the slots (the clients' and the desk's).
 */
export const bookingsChanged = () =>
  queries.invalidate(
    "staff:agenda:",
    "staff:week:",
    "staff:booking:",
    "staff:client:",
    "staff:clients:",
    "staff:schedule",
    "staff:takings:",
    "staff:reports:",
    "staff:refunds:",
    "staff:slots:",
    "slots:",
  );

/**
 * Something done on a client's page: credits sold or adjusted, the record edited, a note added or
 * deleted. The record, the list (names, phones, balances), the takings, and the agenda (which
 * names the client and shows their notes).
 */
export const clientChanged = () =>
  queries.invalidate(
    "staff:client:",
    "staff:clients:",
    "staff:takings:",
    "staff:reports:",
    "staff:agenda:",
    "staff:week:",
  );

/**
 * A service or a pack written, put on sale or taken off: the lists, the packs and services the desk
 * sells, the slots.
 */
export const catalogueChanged = () =>
  queries.invalidate(
    "staff:services",
    "staff:packs",
    "staff:desk-packs",
    "staff:catalogue",
    "staff:slots:",
    "slots:",
  );

/**
 * A practitioner or a room written (services, hours, absences, active or not): the lists, and the
 * slots, which follow who works when and where.
 */
export const peopleChanged = () =>
  queries.invalidate("staff:practitioners", "staff:rooms", "staff:week:", "staff:slots:", "slots:");

/** A message marked read or unread: the inbox's pages (each answer sets the menu's count). */
export const messagesChanged = () => queries.invalidate("staff:messages:");

/** A refund marked done. */
export const refundsChanged = () => queries.invalidate("staff:refunds:");

/** Someone invited, or a role changed. */
export const teamChanged = () => queries.invalidate("staff:team");

/**
 * A part of the settings saved: the settings, and the centre's settings other screens read (the
 * cancellation cut-off the agenda warns about, read once per page otherwise).
 */
export const settingsChanged = () => queries.invalidate("staff:settings", "config:");

/** A promo code written or switched off: the list. */
export const promosChanged = () => queries.invalidate("staff:promos");
