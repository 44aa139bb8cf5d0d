import {
  type ClientEditRequest,
  clientEditResponseSchema,
  type NoteRequest,
  noteWriteResponseSchema,
  clientRecordPaths as paths,
} from "../contract/staff/client-record";
import { staffDetailSchema } from "../contract/staff/common";
import { api } from "./instance";

/** A client's record kept by the desk (`contract/staff/client-record.ts` lists the calls). */

/** `version`: the record's as read; the server refuses the edit (412) when it has changed since. */
export const editClientRecord = (clientId: number, body: ClientEditRequest, version: string) =>
  api.request(clientEditResponseSchema, paths.client(clientId), {
    method: "patch",
    json: body,
    ...(version ? { headers: { "If-Match": `"${version}"` } } : {}),
  });

/** `key`: the same `Idempotency-Key` when the same note is sent again (a lost answer): written once. */
export const addClientNote = (clientId: number, body: NoteRequest, key: string) =>
  api.request(noteWriteResponseSchema, paths.notes(clientId), {
    method: "post",
    json: body,
    headers: { "Idempotency-Key": key },
  });

export const deleteClientNote = (clientId: number, noteId: number) =>
  api.request(staffDetailSchema, paths.note(clientId, noteId), { method: "delete" });
