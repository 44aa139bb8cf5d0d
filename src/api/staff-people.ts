import {
  type AbsenceRequest,
  type PractitionerRequest,
  peoplePaths as paths,
  practitionerListSchema,
  practitionerWriteResponseSchema,
  type RoomRequest,
  roomListSchema,
  roomWriteResponseSchema,
} from "../contract/staff/people";
import { api } from "./instance";

/** The practitioners' and rooms' calls (`contract/staff/people.ts` lists them). */

export const fetchPractitioners = () => api.request(practitionerListSchema, paths.practitioners);

export const createPractitioner = (body: PractitionerRequest) =>
  api.request(practitionerWriteResponseSchema, paths.practitioners, { method: "post", json: body });

export const updatePractitioner = (id: number, body: PractitionerRequest) =>
  api.request(practitionerWriteResponseSchema, paths.practitioner(id), { method: "put", json: body });

export function uploadPractitionerPhoto(id: number, file: File) {
  const body = new FormData();
  body.set("image", file);
  return api.request(practitionerWriteResponseSchema, paths.practitionerPhoto(id), { method: "post", body });
}

export const addAbsence = (id: number, body: AbsenceRequest) =>
  api.request(practitionerWriteResponseSchema, paths.absences(id), { method: "post", json: body });

export const removeAbsence = (id: number, absenceId: number) =>
  api.request(practitionerWriteResponseSchema, paths.absence(id, absenceId), { method: "delete" });

export const fetchRooms = () => api.request(roomListSchema, paths.rooms);

export const createRoom = (body: RoomRequest) =>
  api.request(roomWriteResponseSchema, paths.rooms, { method: "post", json: body });

export const updateRoom = (id: number, body: RoomRequest) =>
  api.request(roomWriteResponseSchema, paths.room(id), { method: "put", json: body });
