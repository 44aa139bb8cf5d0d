import { isApiError } from "../../../api/errors";
import { api } from "../../../api/instance";
import { fetchStaffMe } from "../../../api/staff";
import type { StaffMe } from "../../../contract/staff/common";
import { memberKey } from "../../../stores/member-key";
import { canRefresh, isAuthenticated, sessionStore } from "../../../stores/session";

/** Who opened the back-office: a visitor (no session), a client (a session without a role), staff. */
export type StaffAccess =
  | { kind: "visitor" }
  | { kind: "client" }
  | { kind: "staff"; me: StaffMe }
  /** The check itself failed (no network, the server down): the page says so and offers a retry. */
  | { kind: "unknown"; error: unknown };

/**
 * Thrown by the back-office's layout route for anyone but staff: nothing else of it loads, and the
 * route's error screen shows the team's-space message (or the failed check) in its place.
 */
export class StaffAccessRefused extends Error {
  constructor(readonly access: Exclude<StaffAccess, { kind: "staff" }>) {
    super(`Espace équipe : accès ${access.kind}`);
    this.name = "StaffAccessRefused";
  }
}

/** The answer is kept a minute per account: the agenda's polling does not ask who is there each time. */
const KEEP_MS = 60_000;
let kept: { key: string; at: number; access: StaffAccess } | null = null;

export function forgetStaffAccess() {
  kept = null;
}

/**
 * The back-office's one check, run before any of its screens loads. It never redirects: the
 * dashboard stays open to all (spec) and shows a visitor or a client only that it is the team's
 * space. The server checks the role again on every call.
 */
export async function resolveStaffAccess(now = Date.now()): Promise<StaffAccess> {
  let { tokens } = sessionStore.getState();
  if (!isAuthenticated(tokens, now)) {
    if (!canRefresh(tokens, now)) return { kind: "visitor" };
    const refreshed = await api.refreshAccess().catch((error: unknown) => error);
    if (refreshed instanceof Error) return { kind: "unknown", error: refreshed };
    if (!refreshed) {
      sessionStore.getState().clear();
      return { kind: "visitor" };
    }
    tokens = sessionStore.getState().tokens;
  }
  const key = memberKey(tokens?.accessToken) ?? "";
  if (kept && kept.key === key && now - kept.at < KEEP_MS) return kept.access;
  let access: StaffAccess;
  try {
    access = { kind: "staff", me: await fetchStaffMe() };
  } catch (error) {
    if (isApiError(error) && error.status === 401) access = { kind: "visitor" };
    else if (isApiError(error) && error.status === 403) access = { kind: "client" };
    else return { kind: "unknown", error };
  }
  kept = { key, at: now, access };
  return access;
}
