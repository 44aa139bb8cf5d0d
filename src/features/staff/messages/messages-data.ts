import { fetchMessages } from "../../../api/staff";
import { oneOf, pageParam } from "../../../lib/staff-search";
import { staffInboxStore } from "../../../stores/staff-inbox";

export type MessagesQuery = { state: "all" | "unread" | "read"; page: number };

const readState = oneOf(["all", "unread", "read"] as const, "all");
export const readMessagesQuery = (search: Record<string, unknown>): MessagesQuery => ({
  state: readState(search.state),
  page: pageParam(search.page),
});

/** The inbox, newest first; its unread count is the menu's too. */
export async function loadMessages(query: MessagesQuery, signal: AbortSignal) {
  const inbox = await fetchMessages(query, signal);
  staffInboxStore.getState().setUnread(inbox.unread_count);
  return inbox;
}
