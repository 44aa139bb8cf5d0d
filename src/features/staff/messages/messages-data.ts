import { fetchMessages } from "../../../api/staff";
import { staffInboxStore } from "../../../stores/staff-inbox";

export type MessagesQuery = { state: "all" | "unread" | "read"; page: number };

/** The inbox, newest first; its unread count is the menu's too. */
export async function loadMessages(query: MessagesQuery, signal: AbortSignal) {
  const inbox = await fetchMessages(query, signal);
  staffInboxStore.getState().setUnread(inbox.unread_count);
  return inbox;
}
