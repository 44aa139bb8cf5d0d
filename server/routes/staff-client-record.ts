import { Hono } from "hono";
import {
  clientEditSchema,
  clientRecordMessages,
  noteRequestSchema,
} from "../../src/contract/staff/client-record";
import type { AppDeps } from "../deps";
import { immediate } from "../deps";
import { findMember } from "../domain/members";
import { noteClientViewed } from "../domain/staff/audit-readings";
import { editClient } from "../domain/staff/client-edit";
import { addNote, deleteNote, notesOf } from "../domain/staff/client-notes";
import { deskMessages } from "../domain/staff/desk-ledger";
import { toAnswer } from "../lib/answers";
import { body } from "../lib/body";
import { detail, reply } from "../lib/http";
import { idempotent } from "../lib/idempotency";
import { pathId, rowId } from "../lib/path-params";
import type { StaffVars } from "../lib/staff-auth";
import { duplicateAnswer } from "./staff-desk";

/** `If-Match: "<version>"` (quotes optional), the version of the record the edit was made on. */
const versionOf = (header: string | undefined) =>
  header?.trim().replace(/^W\//, "").replace(/^"|"$/g, "") || undefined;

/** A client's record kept by the desk (any staff member): their details, and the staff's notes. */
export function staffClientRecordRoutes(deps: AppDeps) {
  const app = new Hono<StaffVars>();
  const clientPath = pathId(deskMessages.clientNotFound);

  app.patch("/clients/:id/", clientPath, body(clientEditSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const staff = c.get("staff");
    const ifMatch = versionOf(c.req.header("If-Match"));
    const answer = await immediate(deps, async (tx) => {
      const edited = await editClient(tx, staff, id, input, ifMatch);
      return edited.ok ? toAnswer(edited) : duplicateAnswer(edited);
    });
    return reply(c, answer);
  });

  // The notes are personal data (health): read like the client's page, its line in the log.
  app.get("/clients/:id/notes/", clientPath, async (c) => {
    const { id } = c.req.valid("param");
    const client = await findMember(deps.db, id);
    if (!client) return detail(c, 404, deskMessages.clientNotFound);
    await noteClientViewed(deps, c.get("staff"), {
      id: client.id,
      first_name: client.firstName,
      last_name: client.lastName,
      email: client.email,
    });
    return c.json({ results: await notesOf(deps.db, id) });
  });

  app.post("/clients/:id/notes/", clientPath, body(noteRequestSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { text } = c.req.valid("json");
    const staff = c.get("staff");
    // Sent again after a lost answer (same key), it is written once.
    return idempotent(deps, c, staff.id, { id, text }, async (tx) =>
      toAnswer(await immediate(tx, (inner) => addNote(inner, staff, id, text)), 201),
    );
  });

  app.delete("/clients/:id/notes/:note/", clientPath, async (c) => {
    const { id } = c.req.valid("param");
    const noteId = rowId(c.req.param("note"));
    const staff = c.get("staff");
    if (noteId === null) return detail(c, 404, clientRecordMessages.noteNotFound);
    return reply(c, toAnswer(await immediate(deps, (tx) => deleteNote(tx, staff, id, noteId))));
  });
  return app;
}
