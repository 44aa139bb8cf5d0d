import { fetchMessages } from "../api/staff";
import type { ContactInbox } from "../contract/staff/messages";
import { DESK_STALE_MS } from "../lib/cache-times";
import { type Query, queries } from "./cache";

export type MessagesQuery = { state: "all" | "unread" | "read"; page: number };

/**
 * The contact messages not read yet, as the menu shows them: asked now and then by the menu, and
 * set from every page of the inbox read (its answer carries the count).
 */
export const staffUnreadQuery: Query<number> = {
  key: "staff:unread",
  load: async () => (await fetchMessages({ state: "unread", pageSize: 1 })).unread_count,
  staleMs: DESK_STALE_MS,
};

/** A page of the inbox, newest first; its unread count becomes the menu's. */
export const staffMessagesQuery = (query: MessagesQuery): Query<ContactInbox> => ({
  key: `staff:messages:${query.state}:${query.page}`,
  load: async () => {
    const inbox = await fetchMessages(query);
    queries.set(staffUnreadQuery.key, inbox.unread_count);
    return inbox;
  },
  staleMs: DESK_STALE_MS,
});

/** A message marked read (or unread again): the menu's count follows at once, before the page is read again. */
export function messageMarked(read: boolean) {
  const count = queries.peek<number>(staffUnreadQuery.key)?.data?.value;
  if (count !== undefined) queries.set(staffUnreadQuery.key, Math.max(0, count + (read ? -1 : 1)));
}
