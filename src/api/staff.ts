import * as v from "valibot";
import type { StaffRole } from "../contract/common";
import { creditPackSchema } from "../contract/payments";
import {
  type AttendanceRequest,
  agendaSchema,
  bookingActionResponseSchema,
  type PayAtVenueRequest,
  type StaffCancelRequest,
} from "../contract/staff/agenda";
import { auditPageSchema, auditVerificationSchema } from "../contract/staff/audit";
import {
  type CreditAdjustmentRequest,
  clientBookingsPageSchema,
  clientDetailSchema,
  clientLedgerPageSchema,
  clientPageSchema,
  type DeskPackSaleRequest,
  ledgerWriteResponseSchema,
} from "../contract/staff/clients";
import { staffDetailSchema, staffMeSchema, staffPaths } from "../contract/staff/common";
import { contactInboxSchema, markReadResponseSchema } from "../contract/staff/messages";
import {
  manualRefundListSchema,
  refundDoneResponseSchema,
  type TakingsQuery,
  takingsSchema,
} from "../contract/staff/money";
import { type InviteRequest, teamListSchema, teamWriteResponseSchema } from "../contract/staff/team";
import { fr } from "../i18n/fr";
import { frStaff } from "../i18n/fr-staff";
import { sessionStore } from "../stores/session";
import { ApiError, isApiError } from "./errors";
import { api, apiBase } from "./instance";
import { userMessage } from "./refusal";

/** The back-office's calls (`contract/staff/common.ts` lists them). */

/** Who is logged in: asked without the refresh, so a dead session reads as a visitor, not a redirect. */
export const fetchStaffMe = (signal?: AbortSignal) =>
  api.request(staffMeSchema, staffPaths.me, { skipRefresh: true, ...(signal ? { signal } : {}) });

export const fetchAgenda = (date: string | undefined, signal?: AbortSignal) =>
  api.request(agendaSchema, staffPaths.agenda, { searchParams: { date }, signal });

// Arrivals and cancellations refuse a second time on their own. Payments, credits and packs carry an
// Idempotency-Key: sent again after a lost answer, they are written once and answer as the first time.
const post = <S extends v.GenericSchema>(schema: S, path: string, json: unknown, idempotencyKey?: string) =>
  api.request(schema, path, {
    method: "post",
    json,
    ...(idempotencyKey ? { headers: { "Idempotency-Key": idempotencyKey } } : {}),
  });

export const setAttendance = (bookingId: number, body: AttendanceRequest) =>
  post(bookingActionResponseSchema, staffPaths.attendance(bookingId), body);

export const payAtVenue = (bookingId: number, body: PayAtVenueRequest, idempotencyKey: string) =>
  post(bookingActionResponseSchema, staffPaths.payAtVenue(bookingId), body, idempotencyKey);

/** Another slot of the same service, for the client (a closure or new hours left theirs). */
/** `practitioner`: the one the desk asks for (else the client's own choice when free, or anyone). */
export const moveForClient = (
  bookingId: number,
  slot: number,
  idempotencyKey: string,
  practitioner?: number,
) =>
  post(
    bookingActionResponseSchema,
    staffPaths.move(bookingId),
    practitioner === undefined ? { slot } : { slot, practitioner },
    idempotencyKey,
  );

export const cancelForClient = (bookingId: number, body: StaffCancelRequest) =>
  post(bookingActionResponseSchema, staffPaths.cancel(bookingId), body);

/** « Rembourser la pénalité »: refused a second time on its own, like an arrival. */
export const refundPenalty = (bookingId: number) =>
  post(bookingActionResponseSchema, staffPaths.refundPenalty(bookingId), {});

export const searchClients = (query: { search?: string; page?: number }, signal?: AbortSignal) =>
  api.request(clientPageSchema, staffPaths.clients, {
    searchParams: { search: query.search, page: query.page, page_size: CLIENTS_PAGE_SIZE },
    signal,
  });
export const CLIENTS_PAGE_SIZE = 20;

export const fetchClient = (clientId: number, signal?: AbortSignal) =>
  api.request(clientDetailSchema, staffPaths.client(clientId), { signal });

/** A client's ledger records older than record `before`, newest first. */
export const fetchClientLedger = (clientId: number, before: number, signal?: AbortSignal) =>
  api.request(clientLedgerPageSchema, staffPaths.clientLedger(clientId), {
    searchParams: { before },
    signal,
  });

/** A client's bookings after booking `before` on their page, the latest session first. */
export const fetchClientBookings = (clientId: number, before: number, signal?: AbortSignal) =>
  api.request(clientBookingsPageSchema, staffPaths.clientBookings(clientId), {
    searchParams: { before },
    signal,
  });

export const adjustCredits = (clientId: number, body: CreditAdjustmentRequest, idempotencyKey: string) =>
  post(ledgerWriteResponseSchema, staffPaths.adjustCredits(clientId), body, idempotencyKey);

export const sellPack = (clientId: number, body: DeskPackSaleRequest, idempotencyKey: string) =>
  post(ledgerWriteResponseSchema, staffPaths.sellPack(clientId), body, idempotencyKey);

export const sendVerificationCode = (clientId: number) =>
  post(staffDetailSchema, staffPaths.verificationCode(clientId), {});

/** The packs the desk sells: the public list. */
export const fetchDeskPacks = (signal?: AbortSignal) =>
  api.request(v.array(creditPackSchema), "configs/credit/", { signal });

export const fetchRefunds = (state: "todo" | "done" | "all", signal?: AbortSignal) =>
  api.request(manualRefundListSchema, staffPaths.refunds, { searchParams: { state }, signal });

export const markRefundDone = (paymentId: string) =>
  post(refundDoneResponseSchema, staffPaths.refundDone(paymentId), {});

export const MESSAGES_PAGE_SIZE = 20;
export const fetchMessages = (
  query: { state: "all" | "unread" | "read"; page?: number; pageSize?: number },
  signal?: AbortSignal,
) =>
  api.request(contactInboxSchema, staffPaths.messages, {
    searchParams: { state: query.state, page: query.page, page_size: query.pageSize ?? MESSAGES_PAGE_SIZE },
    signal,
  });

export const markMessageRead = (messageId: number, read: boolean) =>
  post(markReadResponseSchema, staffPaths.messageRead(messageId), { read });

export const fetchTakings = (query: TakingsQuery, signal?: AbortSignal) =>
  api.request(takingsSchema, staffPaths.takings, { searchParams: query, signal });

/**
 * The takings' operations (or, with `totals`, their totals) as the server writes them in CSV (UTF-8
 * with its BOM): kept as bytes, never re-read.
 */
export function fetchTakingsCsv(
  query: TakingsQuery,
  totals = false,
): Promise<{ blob: Blob; disposition: string | null }> {
  const params: Record<string, string> = {};
  if (query.period) params.period = query.period;
  if (query.date) params.date = query.date;
  return fetchCsv(totals ? staffPaths.takingsTotalsCsv : staffPaths.takingsCsv, params);
}

/** A file the server writes in CSV: fetched with the session's token, refused in French. */
export async function fetchCsv(
  path: string,
  params: Record<string, string>,
): Promise<{ blob: Blob; disposition: string | null }> {
  // Fetched here, not through the shared client, so its bytes stay off the clients' first screen.
  const get = (token: string | null | undefined) =>
    fetch(`${apiBase}${path}?${new URLSearchParams(params)}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    }).catch(() => {
      throw new ApiError("network", fr.errors.network);
    });
  let response = await get(sessionStore.getState().tokens?.accessToken);
  if (response.status === 401) {
    const next = await api.refreshAccess();
    if (next) response = await get(next);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // Not JSON: the text as the refusal.
    }
    throw new ApiError("http", fr.errors.server, response.status, data);
  }
  return { blob: await response.blob(), disposition: response.headers.get("Content-Disposition") };
}

export const AUDIT_PAGE_SIZE = 30;
/** Where a page of the log starts: older than `before`, newer than `after`, or the newest lines. */
export type AuditCursor = { before?: number; after?: number };
export const fetchAudit = (cursor: AuditCursor, signal?: AbortSignal) =>
  api.request(auditPageSchema, staffPaths.audit, {
    searchParams: { ...cursor, page_size: AUDIT_PAGE_SIZE },
    signal,
  });

/** Whether the log's hash chain holds (the server walks all of it). */
export const fetchAuditCheck = (signal?: AbortSignal) =>
  api.request(auditVerificationSchema, staffPaths.auditVerify, { signal });

export const fetchTeam = (signal?: AbortSignal) => api.request(teamListSchema, staffPaths.team, { signal });

export const inviteToTeam = (body: InviteRequest) => post(teamWriteResponseSchema, staffPaths.team, body);

/** Another role for a member of the team, or `null` to close the team's space to them. */
export const setTeamRole = (userId: number, role: StaffRole | null) =>
  post(teamWriteResponseSchema, staffPaths.teamRole(userId), { role });

/** What a failed back-office action says: without an answer, that nothing was sent; else the server's refusal. */
export function actionFailure(error: unknown): string {
  if (isApiError(error) && error.kind === "network") return frStaff.offline;
  return userMessage(error);
}
