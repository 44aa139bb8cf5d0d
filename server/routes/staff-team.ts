import { Hono } from "hono";
import { inviteRequestSchema, roleChangeRequestSchema, type TeamMember } from "../../src/contract/staff/team";
import type { AppDeps } from "../deps";
import { changeRole, inviteStaff, listStaff, teamMember, teamMessages } from "../domain/staff/team";
import { toAnswer } from "../lib/answers";
import { body } from "../lib/body";
import { reply } from "../lib/http";
import { pathId } from "../lib/path-params";
import { requireAdmin, type StaffVars } from "../lib/staff-auth";

/** The team, for admins only: who is in it, invitations, roles changed or taken away. */
export function staffTeamRoutes(deps: AppDeps) {
  const app = new Hono<StaffVars>();
  app.use(requireAdmin);

  app.get("/", async (c) =>
    c.json((await listStaff(deps)).map(teamMember).filter((m): m is TeamMember => m !== null)),
  );

  app.post("/", body(inviteRequestSchema), async (c) => {
    const { email, role, first_name: firstName, last_name: lastName } = c.req.valid("json");
    const loginUrl = `${deps.config.publicUrl ?? new URL(c.req.url).origin}/auth/login`;
    return reply(
      c,
      toAnswer(await inviteStaff(deps, c.get("staff"), { email, role, firstName, lastName }, loginUrl)),
    );
  });

  app.post("/:id/role/", pathId(teamMessages.notMember), body(roleChangeRequestSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    return reply(c, toAnswer(await changeRole(deps, c.get("staff"), id, input.role)));
  });
  return app;
}
