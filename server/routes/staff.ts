import { Hono } from "hono";
import type { StaffMe } from "../../src/contract/staff/common";
import type { AppDeps } from "../deps";
import { findMember } from "../domain/members";
import { detail, httpMessages } from "../lib/http";
import { limitPractitioners, requireStaff, type StaffVars } from "../lib/staff-auth";
import { staffBookingRoutes } from "./staff-bookings";
import { staffCatalogueRoutes } from "./staff-catalogue";
import { staffClientRecordRoutes } from "./staff-client-record";
import { staffClientRoutes } from "./staff-clients";
import { staffDeskRoutes } from "./staff-desk";
import { staffOfficeRoutes } from "./staff-office";
import { staffPeopleRoutes } from "./staff-people";
import { staffPromoRoutes } from "./staff-promos";
import { staffReportRoutes } from "./staff-reports";
import { staffScheduleRoutes } from "./staff-schedule";
import { staffSettingsRoutes } from "./staff-settings";
import { staffTeamRoutes } from "./staff-team";
import { staffWeekRoutes } from "./staff-week";

/** The back-office's API (`/api/staff/…`, listed in `src/contract/staff/common.ts`). */
export function staffRoutes(deps: AppDeps) {
  const app = new Hono<StaffVars>();
  app.use(requireStaff(deps));
  app.use(limitPractitioners(deps));

  app.get("/me/", async (c) => {
    const staff = c.get("staff");
    const user = await findMember(deps.db, staff.id);
    if (!user) return detail(c, 404, httpMessages.notFound);
    return c.json({
      id: user.id,
      email: staff.email,
      first_name: user.firstName,
      last_name: user.lastName,
      role: staff.role,
    } satisfies StaffMe);
  });
  app.route("/", staffBookingRoutes(deps));
  app.route("/", staffWeekRoutes(deps));
  app.route("/", staffClientRoutes(deps));
  app.route("/", staffClientRecordRoutes(deps));
  app.route("/", staffDeskRoutes(deps));
  app.route("/", staffOfficeRoutes(deps));
  app.route("/", staffReportRoutes(deps));
  app.route("/team/", staffTeamRoutes(deps));
  app.route("/schedule/", staffScheduleRoutes(deps));
  app.route("/", staffCatalogueRoutes(deps));
  app.route("/", staffPeopleRoutes(deps));
  app.route("/", staffPromoRoutes(deps));
  app.route("/settings/", staffSettingsRoutes(deps));
  return app;
}
