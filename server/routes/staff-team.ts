import { Hono } from "hono";
import { inviteRequestSchema, roleChangeRequestSchema, type TeamMember } from "../../src/contract/staff/team";
import type { AppDeps } from "../deps";
import { changeRole, inviteStaff, listStaff, teamMember, teamMessages } from "../domain/staff/team";
import { toAnswer } from "../lib/answers";
import { detail, readJson, reply } from "../lib/http";
import { requireAdmin, type StaffVars } from "../lib/staff-auth";

/** The team, for admins only: who is in it, invitations, roles changed or taken away. */
export function staffTeamRoutes(deps: AppDeps) {
  const app = new Hono<StaffVars>();
  app.use(requireAdmin);

  app.get("/", async (c) =>
    c.json((await listStaff(deps)).map(teamMember).filter((m): m is TeamMember => m !== null)),
  );

  app.post("/", async (c) => {
    const input = await readJson(c, inviteRequestSchema);
    if (!input.ok) return c.json(input.errors, 400);
    const { email, role, first_name: firstName, last_name: lastName } = input.data;
    const loginUrl = `${deps.config.publicUrl ?? new URL(c.req.url).origin}/auth/login`;
    return reply(
      c,
      toAnswer(await inviteStaff(deps, c.get("staff"), { email, role, firstName, lastName }, loginUrl)),
    );
  });

  app.post("/:id/role/", async (c) => {
    const raw = c.req.param("id");
    if (!/^\d{1,9}$/.test(raw)) return detail(c, 404, teamMessages.notMember);
    const input = await readJson(c, roleChangeRequestSchema);
    if (!input.ok) return c.json(input.errors, 400);
    return reply(c, toAnswer(await changeRole(deps, c.get("staff"), Number(raw), input.data.role)));
  });
  return app;
}
