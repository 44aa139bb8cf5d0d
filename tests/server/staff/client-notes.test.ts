import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { dataExportSchema } from "../../../src/contract/account-settings";
import { agendaSchema } from "../../../src/contract/staff/agenda";
import {
  clientNotesSchema,
  clientRecordMessages,
  NOTE_MAX_LENGTH,
  noteWriteResponseSchema,
} from "../../../src/contract/staff/client-record";
import { clientDetailSchema } from "../../../src/contract/staff/clients";
import { bookYoga, makeTestApp, type TestApp } from "../harness";
import { auditLines, demoClient, staffMember } from "./staff-harness";

const TOMORROW = "2026-03-03"; // the test clock: Monday 2026-03-02, 08:00 in Dakar
const ALLERGY = "Allergie aux huiles essentielles";

const addNote = (t: TestApp, clientId: number, text: string, token: string) =>
  t.api.post(`staff/clients/${clientId}/notes/`, { text }, token);

describe("staff notes on a client", { timeout: 30_000 }, () => {
  it("are written, listed with author and date, and deleted by any staff member, each audited with its text", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const admin = await staffMember(t, "admin");
    const client = await demoClient(t);
    const added = await addNote(t, client.id, `  ${ALLERGY}  `, desk.access);
    expect(added.status, JSON.stringify(added.data)).toBe(201);
    const { note } = v.parse(noteWriteResponseSchema, added.data);
    expect(note).toMatchObject({
      text: ALLERGY,
      author_name: "Moussa Fall",
      created_at: "2026-03-02T08:00:00.000Z",
    });
    t.advance(60_000);
    await addNote(t, client.id, "Enceinte de 5 mois : pas de pierres chaudes.", admin.access);

    const list = v.parse(
      clientNotesSchema,
      (await t.api.get(`staff/clients/${client.id}/notes/`, desk.access)).data,
    );
    expect(list.results.map((n) => [n.text, n.author_name])).toEqual([
      ["Enceinte de 5 mois : pas de pierres chaudes.", "Aïda Ndiaye"],
      [ALLERGY, "Moussa Fall"],
    ]);
    // The client's page carries them too.
    const page = v.parse(
      clientDetailSchema,
      (await t.api.get(`staff/clients/${client.id}/`, desk.access)).data,
    );
    expect(page.notes.map((n) => n.text)).toEqual(list.results.map((n) => n.text));

    // Deleted by the reception though the admin wrote it; another client's path finds nothing.
    const other = await t.api.post(
      "staff/clients/",
      { first_name: "Ali", last_name: "Ba", telephone_number: "70 999 88 77" },
      desk.access,
    );
    const wrongClient = await t.api.raw(
      "DELETE",
      `/api/staff/clients/${other.data.client.id}/notes/${list.results[0]?.id}/`,
      {
        token: desk.access,
      },
    );
    expect(wrongClient).toMatchObject({ status: 404, data: { detail: clientRecordMessages.noteNotFound } });
    const deleted = await t.api.raw(
      "DELETE",
      `/api/staff/clients/${client.id}/notes/${list.results[0]?.id}/`,
      {
        token: desk.access,
      },
    );
    expect(deleted).toMatchObject({ status: 200, data: { detail: clientRecordMessages.noteDeleted } });
    const after = v.parse(
      clientNotesSchema,
      (await t.api.get(`staff/clients/${client.id}/notes/`, desk.access)).data,
    );
    expect(after.results.map((n) => n.text)).toEqual([ALLERGY]);

    const lines = (await auditLines(t)).filter((l) => l.action.startsWith("client.note"));
    expect(lines.map((l) => [l.action, l.staffId, l.clientId])).toEqual([
      ["client.note_added", desk.id, client.id],
      ["client.note_added", admin.id, client.id],
      ["client.note_deleted", desk.id, client.id],
    ]);
    // Who wrote or removed which note and when; never its text, which leaves with the account.
    expect(lines[0]?.summary).toBe(`Note n° ${list.results[1]?.id} ajoutée sur la fiche de Awa Diop.`);
    expect(lines[2]?.summary).toBe(
      `Note n° ${list.results[0]?.id} supprimée de la fiche de Awa Diop (écrite par Aïda Ndiaye).`,
    );
    for (const line of lines) {
      expect(line.summary + line.data).not.toContain("huiles");
      expect(line.summary + line.data).not.toContain("Enceinte");
    }
  });

  it("refuses an empty note, one too long, and a client nobody has, in French", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const client = await demoClient(t);
    expect(await addNote(t, client.id, "   ", desk.access)).toMatchObject({
      status: 400,
      data: { text: ["Ce champ est obligatoire."] },
    });
    expect(await addNote(t, client.id, "x".repeat(NOTE_MAX_LENGTH + 1), desk.access)).toMatchObject({
      status: 400,
      data: { text: [clientRecordMessages.noteTooLong(NOTE_MAX_LENGTH)] },
    });
    expect((await addNote(t, client.id, "x".repeat(NOTE_MAX_LENGTH), desk.access)).status).toBe(201);
    expect((await addNote(t, 999_999, ALLERGY, desk.access)).status).toBe(404);
    // The client cannot reach the staff's notes.
    expect((await t.api.get(`staff/clients/${client.id}/notes/`, client.access)).status).toBe(403);
  });

  it("never reach the client's own screens, only their data export", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const client = await demoClient(t);
    await bookYoga(t, client.access, TOMORROW, "10:00:00");
    await addNote(t, client.id, ALLERGY, desk.access);
    for (const path of ["accounts/profile/", "booking/booking/validated", "payments/user-credit-records/"]) {
      const res = await t.api.get(path, client.access);
      expect(res.status, path).toBe(200);
      expect(JSON.stringify(res.data), path).not.toContain("huiles");
    }
    const exported = v.parse(dataExportSchema, (await t.api.get("accounts/export/", client.access)).data);
    expect(exported.staff_notes).toEqual([{ text: ALLERGY, created_at: "2026-03-02T08:00:00.000Z" }]);
  });

  it("show on every booking of the client in the agenda, read in one query for the whole day", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const client = await demoClient(t);
    await bookYoga(t, client.access, TOMORROW, "10:00:00");
    await bookYoga(t, client.access, TOMORROW, "12:00:00");
    const agenda = async () =>
      v.parse(agendaSchema, (await t.api.get(`staff/agenda/?date=${TOMORROW}`, desk.access)).data);
    const booked = (await agenda()).services.flatMap((s) => s.slots.flatMap((slot) => slot.bookings));
    expect(booked).toHaveLength(2);
    expect(booked.every((b) => b.client_notes.length === 0)).toBe(true);

    // Read again after the note, though the day's answer is kept: the note moves the desk version.
    await addNote(t, client.id, ALLERGY, desk.access);
    let queries = 0;
    const { db } = t.deps;
    const counting = db.withPlugin({
      transformQuery: (args) => {
        if (JSON.stringify(args.node).includes('"client_notes"')) queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const { agendaOf } = await import("../../../server/domain/staff/agenda");
    const day = await agendaOf(counting, TOMORROW, t.deps.clock.now());
    expect(queries).toBe(1);
    const notes = day.services.flatMap((s) =>
      s.slots.flatMap((slot) => slot.bookings.map((b) => b.client_notes)),
    );
    expect(notes).toEqual([
      [{ id: expect.any(Number), text: ALLERGY }],
      [{ id: expect.any(Number), text: ALLERGY }],
    ]);
    const shown = (await agenda()).services.flatMap((s) => s.slots.flatMap((slot) => slot.bookings));
    expect(shown.map((b) => b.client_notes.map((n) => n.text))).toEqual([[ALLERGY], [ALLERGY]]);
  });

  it("are erased with the client's account", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const client = await demoClient(t);
    await addNote(t, client.id, ALLERGY, desk.access);
    const gone = await t.api.post("accounts/delete/", { password: "Demo2026!" }, client.access);
    expect(gone.status, JSON.stringify(gone.data)).toBe(200);
    const left = await t.deps.db
      .selectFrom("clientNotes")
      .select("id")
      .where("userId", "=", client.id)
      .execute();
    expect(left).toEqual([]);
  });

  it("is written once when sent again with the same Idempotency-Key (a lost answer), twice with two keys", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const client = await demoClient(t);
    const send = (key: string) =>
      t.api.raw("POST", `/api/staff/clients/${client.id}/notes/`, {
        json: { text: ALLERGY },
        token: desk.access,
        headers: { "Idempotency-Key": key },
      });
    const first = await send("note-1");
    expect(first.status).toBe(201);
    expect(await send("note-1")).toMatchObject({ status: 201, data: first.data });
    const listed = async () =>
      v.parse(clientNotesSchema, (await t.api.get(`staff/clients/${client.id}/notes/`, desk.access)).data)
        .results;
    expect(await listed()).toHaveLength(1);
    expect((await send("note-2")).status).toBe(201);
    expect(await listed()).toHaveLength(2);
  });
});
