import { createMiddleware } from "hono/factory";
import { staffMessages } from "../../src/contract/staff/common";
import type { AppDeps } from "../deps";
import { findLoggedInStaff, isAdmin, type StaffMember } from "../domain/staff/roles";
import { decodeAccess } from "../domain/tokens";
import { bearerToken } from "./auth";
import { detail, httpMessages } from "./http";

export type StaffVars = { Variables: { staff: StaffMember } };

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
    await next();
  });
}

/** After `requireStaff`: admins only, a 403 in French for the rest of the team. */
export const requireAdmin = createMiddleware<StaffVars>(async (c, next) => {
  if (!isAdmin(c.get("staff"))) return detail(c, 403, staffMessages.adminOnly);
  await next();
});
