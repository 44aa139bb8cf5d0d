import * as v from "valibot";
import { canonicalPhone, isPhoneNumber } from "../../lib/phone";
import { profilePatchSchema } from "../accounts";
import { cleanString } from "../common";
import { type ClientNote, clientDetailSchema, clientNoteSchema } from "./clients";

export { type ClientNote, clientNoteSchema };

import { staffMessages } from "./common";
import { deskBookingMessages, newClientSchema } from "./desk-booking";

/**
 * A client's record kept by the desk (paths in `clientRecordPaths`):
 *
 *   PATCH  staff/clients/{id}/               names, phone, e-mail, address (`If-Match`: the version read)
 *   GET    staff/clients/{id}/notes/         the staff's notes on the client, newest first
 *   POST   staff/clients/{id}/notes/         a new note {text}
 *   DELETE staff/clients/{id}/notes/{note}/  a note taken away
 *
 * Notes are the staff's: no endpoint of the app shows them to the client (their data export
 * carries them, see `dataExportSchema`).
 */
export const clientRecordPaths = {
  client: (clientId: number) => `staff/clients/${clientId}/`,
  notes: (clientId: number) => `staff/clients/${clientId}/notes/`,
  note: (clientId: number, noteId: number) => `staff/clients/${clientId}/notes/${noteId}/`,
} as const;

export const clientRecordMessages = {
  saved: "Fiche enregistrée.",
  savedCodeSent: (email: string) => `Fiche enregistrée. Un code de vérification a été envoyé à ${email}.`,
  savedCodeNotSent: (why: string) =>
    `Fiche enregistrée, mais le code de vérification n'est pas parti : ${why}`,
  nothingChanged: "Rien n'a changé : la fiche est telle quelle.",
  oneContact:
    "Gardez au moins un téléphone ou une adresse e-mail : sinon plus personne ne peut joindre ce client.",
  staffAccount:
    "Ce compte est celui d'un membre de l'équipe : il modifie sa fiche depuis son propre compte, pas depuis l'accueil.",
  /** The e-mail a client signs in with is theirs: reception cannot hand it to someone else. */
  signInEmailAdminOnly:
    "Ce client se connecte avec son adresse e-mail : seul un administrateur peut la changer.",
  signInEmailKept: "Ce client se connecte avec son adresse e-mail : elle ne peut pas être effacée.",
  /** Likewise the number a client proved by a code and signs in with. */
  signInPhoneAdminOnly:
    "Ce client se connecte avec son numéro de téléphone : seul un administrateur peut le changer.",
  changedMeanwhile:
    "Quelqu'un d'autre vient de modifier cette fiche : elle est rechargée. Vérifiez vos changements, puis enregistrez de nouveau.",
  noteAdded: "Note ajoutée.",
  noteDeleted: "Note supprimée.",
  noteNotFound: "Note introuvable.",
  noteTooLong: (max: number) => `Une note tient en ${max} caractères au plus.`,
} as const;

const entries = newClientSchema.entries;

/** A phone as the desk's new client gives it (canonical), or `""`/null: none. */
const phoneOrNone = v.pipe(
  v.nullable(cleanString(deskBookingMessages.phone)),
  v.transform((text) => text?.trim() || null),
  v.check(
    (text) => text === null || (isPhoneNumber(text) && canonicalPhone(text) !== null),
    deskBookingMessages.phone,
  ),
  v.transform((text) => (text === null ? null : (canonicalPhone(text) ?? text))),
);

/**
 * `PATCH staff/clients/{id}/`: each field sent is changed, each absent one kept; an empty phone or
 * e-mail removes it (one of the two must stay). The fields and their messages are the new client's.
 */
export const clientEditSchema = v.object({
  first_name: v.optional(entries.first_name),
  last_name: v.optional(entries.last_name),
  telephone_number: v.optional(phoneOrNone),
  email: v.optional(entries.email.wrapped),
  address: profilePatchSchema.entries.address,
});
export type ClientEditRequest = v.InferInput<typeof clientEditSchema>;
export type ClientEdit = v.InferOutput<typeof clientEditSchema>;

/**
 * 200: the record as the client's page shows it, its new `version` (sent back as `If-Match` by the
 * next edit), and whether a verification code left for a new e-mail. A duplicate phone or e-mail is
 * 409 with `existing_client_id` (`duplicateClientSchema`); an edit made on an older version, 412.
 */
export const clientEditResponseSchema = v.object({
  detail: v.string(),
  client: clientDetailSchema.entries.client,
  version: v.string(),
  code_sent: v.boolean(),
});
export type ClientEditResponse = v.InferOutput<typeof clientEditResponseSchema>;

/** A note is short: what a colleague reads at a glance before a session. */
export const NOTE_MAX_LENGTH = 1000;

export const noteRequestSchema = v.object({
  text: v.pipe(
    cleanString(staffMessages.required, true),
    v.trim(),
    v.nonEmpty(staffMessages.required),
    v.maxLength(NOTE_MAX_LENGTH, clientRecordMessages.noteTooLong(NOTE_MAX_LENGTH)),
  ),
});
export type NoteRequest = v.InferInput<typeof noteRequestSchema>;

export const clientNotesSchema = v.object({ results: v.array(clientNoteSchema) });
export type ClientNotes = v.InferOutput<typeof clientNotesSchema>;

export const noteWriteResponseSchema = v.object({ detail: v.string(), note: clientNoteSchema });
export type NoteWriteResponse = v.InferOutput<typeof noteWriteResponseSchema>;
