import type { ContactInboxItem } from "../../../src/contract/staff/messages";
import type { Db } from "../../db/tables";
import { type AppDeps, immediate } from "../../deps";
import type { Refusal } from "../../lib/answers";
import { writeAudit } from "./audit";
import type { StaffMember } from "./roles";

export const inboxMessages = {
  notFound: "Message introuvable.",
  read: "Message marqué lu.",
  unread: "Message marqué non lu.",
} as const;

type State = "all" | "unread" | "read";

function inbox(db: Db, state: State) {
  return db
    .selectFrom("contactMessages")
    .$if(state === "unread", (q) => q.where("contactMessages.readAt", "is", null))
    .$if(state === "read", (q) => q.where("contactMessages.readAt", "is not", null));
}

export async function countInbox(db: Db, state: State): Promise<number> {
  const row = await inbox(db, state)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

function withReader(db: Db, state: State) {
  return inbox(db, state)
    .leftJoin("users as reader", "reader.id", "contactMessages.readBy")
    .selectAll("contactMessages")
    .select(["reader.firstName as readerFirstName", "reader.lastName as readerLastName"]);
}

type Row = Awaited<ReturnType<ReturnType<typeof withReader>["execute"]>>[number];

const item = (r: Row): ContactInboxItem => ({
  id: r.id,
  name: r.name,
  email: r.email,
  telephone: r.telephone,
  subject: r.subject,
  message: r.message,
  created_at: r.createdAt.toISOString(),
  read_at: r.readAt?.toISOString() ?? null,
  read_by: r.readerFirstName === null ? null : `${r.readerFirstName} ${r.readerLastName ?? ""}`.trim(),
  // The address is the sender's own typing: encoded, so it cannot add recipients or headers.
  reply_url: `mailto:${encodeURIComponent(r.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(`Re: ${r.subject}`)}`,
});

/** The contact messages received, newest first. */
export async function pageOfInbox(db: Db, state: State, limit: number, offset: number) {
  const rows = await withReader(db, state)
    .orderBy("contactMessages.createdAt", "desc")
    .orderBy("contactMessages.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(item);
}

async function inboxItem(db: Db, id: number): Promise<ContactInboxItem | undefined> {
  const row = await withReader(db, "all").where("contactMessages.id", "=", id).executeTakeFirst();
  return row && item(row);
}

/** Read or unread again; written to the audit log when it changes anything. */
export function markRead(
  deps: AppDeps,
  staff: StaffMember,
  messageId: number,
  read: boolean,
): Promise<Refusal | { ok: true; detail: string; message: ContactInboxItem }> {
  const now = deps.clock.now();
  return immediate(deps, async (tx) => {
    const found = await tx.db
      .selectFrom("contactMessages")
      .select(["id", "email", "subject"])
      .where("id", "=", messageId)
      .executeTakeFirst();
    if (!found) return { ok: false, status: 404, errors: { detail: [inboxMessages.notFound] } } as Refusal;
    const changed = await tx.db
      .updateTable("contactMessages")
      .set(read ? { readAt: now, readBy: staff.id } : { readAt: null, readBy: null })
      .where("id", "=", messageId)
      .where("readAt", read ? "is" : "is not", null)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 1)
      await writeAudit(tx, {
        staffId: staff.id,
        action: read ? "message.read" : "message.unread",
        summary: `Message de ${found.email} « ${found.subject} » marqué ${read ? "lu" : "non lu"}.`,
        data: { message_id: messageId },
      });
    const message = await inboxItem(tx.db, messageId);
    if (!message) throw new Error(`message ${messageId} vanished`);
    return { ok: true as const, detail: read ? inboxMessages.read : inboxMessages.unread, message };
  });
}
