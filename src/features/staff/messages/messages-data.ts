import { read } from "../../../queries/cache";
import { type MessagesQuery, staffMessagesQuery } from "../../../queries/staff-messages";

export type { MessagesQuery };

/** The inbox, newest first; its unread count is the menu's too. */
export const loadMessages = (query: MessagesQuery) => read(staffMessagesQuery(query));
