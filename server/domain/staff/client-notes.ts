import {
  type ClientNote,
  clientRecordMessages as m,
  type NoteWriteResponse,
} from "../../../src/contract/staff/client-record";
import { deskBookingMessages } from "../../../src/contract/staff/desk-booking";
import type { Db } from "../../db/tables";
import type { AppDeps } from "../../deps";
import { type Refusal, refuseField } from "../../lib/answers";
import { findMember } from "../members";
import { writeAudit } from "./audit";
import type { StaffMember } from "./roles";

/*
 * Staff notes on a client (allergies, pregnancy, injuries, preferences). Read by the staff only: the
 * client's page, their bookings in the agenda; never by an endpoint of the app.
 */

const notesQuery = (db: Db) =>
  db
    .selectFrom("clientNotes")
    .innerJoin("users as author", "author.id", "clientNotes.authorId")
    .selectAll("clientNotes")
    .select(["author.firstName as authorFirstName", "author.lastName as authorLastName"]);

type NoteRow = Awaited<ReturnType<ReturnType<typeof notesQuery>["execute"]>>[number];

const noteItem = (r: NoteRow): ClientNote => ({
  id: r.id,
  text: r.text,
  author_name: `${r.authorFirstName} ${r.authorLastName}`.trim(),
  created_at: r.createdAt.toISOString(),
});

/** A client's notes, newest first. */
export async function notesOf(db: Db, clientId: number): Promise<ClientNote[]> {
  const rows = await notesQuery(db)
    .where("clientNotes.userId", "=", clientId)
    .orderBy("clientNotes.id", "desc")
    .execute();
  return rows.map(noteItem);
}

/**
 * The notes of every client of a day's bookings, newest first, in one query whatever the number of
 * bookings (the agenda of a busy day must not ask once per booking).
 */
export async function notesOfClients(db: Db, clientIds: readonly number[]) {
  const notes = new Map<number, { id: number; text: string }[]>();
  const ids = [...new Set(clientIds)];
  if (ids.length === 0) return notes;
  const rows = await db
    .selectFrom("clientNotes")
    .select(["id", "userId", "text"])
    .where("userId", "in", ids)
    .orderBy("userId")
    .orderBy("id", "desc")
    .execute();
  for (const r of rows) notes.set(r.userId, [...(notes.get(r.userId) ?? []), { id: r.id, text: r.text }]);
  return notes;
}

const clientName = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`.trim();

/**
 * A note written on a client by a member of the staff, audited without its text: notes hold health
 * data, erased with the client's account, and the signed log can never be rewritten.
 */
export async function addNote(
  tx: AppDeps,
  staff: StaffMember,
  clientId: number,
  text: string,
): Promise<Refusal | ({ ok: true } & NoteWriteResponse)> {
  if (!tx.db.isTransaction) throw new Error("addNote outside the writers' transaction");
  const client = await findMember(tx.db, clientId);
  if (!client) return refuseField("detail", deskBookingMessages.clientNotFound, 404);
  const row = await tx.db
    .insertInto("clientNotes")
    .values({ userId: clientId, text, authorId: staff.id, createdAt: tx.clock.now() })
    .returning("id")
    .executeTakeFirstOrThrow();
  await writeAudit(tx, {
    staffId: staff.id,
    action: "client.note_added",
    clientId,
    summary: `Note n° ${row.id} ajoutée sur la fiche de ${clientName(client)}.`,
    data: { note_id: row.id, length: [...text].length },
  });
  const note = await notesQuery(tx.db).where("clientNotes.id", "=", row.id).executeTakeFirstOrThrow();
  return { ok: true, detail: m.noteAdded, note: noteItem(note) };
}

/** A note taken away (any staff member may), audited with who wrote it and when, not its text. */
export async function deleteNote(
  tx: AppDeps,
  staff: StaffMember,
  clientId: number,
  noteId: number,
): Promise<Refusal | { ok: true; detail: string }> {
  if (!tx.db.isTransaction) throw new Error("deleteNote outside the writers' transaction");
  const client = await findMember(tx.db, clientId);
  if (!client) return refuseField("detail", deskBookingMessages.clientNotFound, 404);
  // Looked up on this client's notes only: a note id of another client's is not found here.
  const note = await notesQuery(tx.db)
    .where("clientNotes.id", "=", noteId)
    .where("clientNotes.userId", "=", clientId)
    .executeTakeFirst();
  if (!note) return refuseField("detail", m.noteNotFound, 404);
  await tx.db.deleteFrom("clientNotes").where("id", "=", noteId).execute();
  const item = noteItem(note);
  await writeAudit(tx, {
    staffId: staff.id,
    action: "client.note_deleted",
    clientId,
    summary: `Note n° ${noteId} supprimée de la fiche de ${clientName(client)} (écrite par ${item.author_name}).`,
    data: { note_id: noteId, author_id: note.authorId, created_at: item.created_at },
  });
  return { ok: true, detail: m.noteDeleted };
}

/** Every note on a client, erased with their account (the audit log never held their text). */
export async function eraseNotes(db: Db, clientId: number): Promise<void> {
  await db.deleteFrom("clientNotes").where("userId", "=", clientId).execute();
}
