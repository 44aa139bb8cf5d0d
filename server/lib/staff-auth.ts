import { createMiddleware } from "hono/factory";
import { staffMessages } from "../../src/contract/staff/common";
import { weekMessages } from "../../src/contract/staff/week";
import type { AppDeps } from "../deps";
import {
  bookingOfPath,
  isOwnSession,
  isPractitioner,
  practitionerMay,
  practitionerOfUser,
} from "../domain/staff/practitioner-access";
import { findLoggedInStaff, isAdmin, type StaffMember } from "../domain/staff/roles";
import { decodeAccess } from "../domain/tokens";
import { bearerToken } from "./auth";
import { detail, httpMessages } from "./http";

/** `practitioner`: a « praticien » signed in, their practitioner row (null for the rest of the team). */
export type StaffVars = { Variables: { staff: StaffMember; practitioner: number | null } };

/**
 * Staff routes: a valid access token whose account holds a staff role. The role is read from the
 * database on every request, so a role taken away stops working at once, not when the token
 * expires. 401 without a valid token, 403 for a client. A route for admins only checks the role
 * it finds here (`c.get("staff").role`).
 */
export function requireStaff(deps: AppDeps) {
  return createMiddleware<StaffVars>(async (c, next) => {
    c.header("Cache-Control", "no-store");
    const token = bearerToken(c.req.header("Authorization"));
    if (!token) return detail(c, 401, httpMessages.unauthenticated);
    const access = decodeAccess(deps, token);
    // The login and the role in one read: every staff call pays it.
    const found = access && (await findLoggedInStaff(deps.db, access.familyId, access.userId));
    if (!found) return detail(c, 401, httpMessages.invalidToken);
    const { staff } = found;
    if (!staff) return detail(c, 403, staffMessages.notStaff);
    c.set("staff", staff);
    c.set("practitioner", null);
    await next();
  });
}

/**
 * After `requireStaff`: a practitioner reaches only their own day (`practitionerMay`), and of the
 * bookings only their own sessions; 403 in French for the rest. Their practitioner row is set for
 * the routes (`c.get("practitioner")`); without one, only « who am I » answers.
 */
export function limitPractitioners(deps: AppDeps) {
  return createMiddleware<StaffVars>(async (c, next) => {
    const staff = c.get("staff");
    if (!isPractitioner(staff)) return next();
    const path = c.req.path.replace(/^.*?\/staff\//, "");
    if (!practitionerMay(c.req.method, path)) return detail(c, 403, staffMessages.practitionerOnly);
    if (path === "me/") return next();
    const own = await practitionerOfUser(deps.db, staff.id);
    if (own === null) return detail(c, 403, weekMessages.noPractitioner);
    const booking = bookingOfPath(path);
    if (booking !== null && !(await isOwnSession(deps.db, own, booking)))
      return detail(c, 403, weekMessages.notYours);
    c.set("practitioner", own);
    await next();
  });
}

/** After `requireStaff`: admins only, a 403 in French for the rest of the team. */
export const requireAdmin = createMiddleware<StaffVars>(async (c, next) => {
  if (!isAdmin(c.get("staff"))) return detail(c, 403, staffMessages.adminOnly);
  await next();
});
