import { Hono } from "hono";
import {
  absenceRequestSchema,
  peopleMessages,
  practitionerRequestSchema,
  roomRequestSchema,
} from "../../src/contract/staff/people";
import type { AppDeps } from "../deps";
import { addAbsence, removeAbsence } from "../domain/people/absences-admin";
import { setPractitionerPhoto } from "../domain/people/practitioner-photo";
import { readPractitioners } from "../domain/people/practitioner-rows";
import { createPractitioner, updatePractitioner } from "../domain/people/practitioners-admin";
import { createRoom, readRooms, updateRoom } from "../domain/people/rooms-admin";
import { adminPictureUpload, discardBody } from "../lib/admin-picture";
import { toAnswer } from "../lib/answers";
import { body } from "../lib/body";
import { detail, reply } from "../lib/http";
import { pathId, rowId } from "../lib/path-params";
import { requireAdmin, type StaffVars } from "../lib/staff-auth";

/** A practitioner's photo as it is kept: 800 px on its longest side at most (a card, a portrait). */
const PHOTO_SIDE = 800;

/** The centre's practitioners and rooms: read by any staff member, written by admins only. */
export function staffPeopleRoutes(deps: AppDeps) {
  const app = new Hono<StaffVars>();
  const picture = adminPictureUpload(deps);
  const practitionerPath = pathId(peopleMessages.practitionerNotFound);
  const roomPath = pathId(peopleMessages.roomNotFound);

  app.get("/practitioners/", async (c) => c.json(await readPractitioners(deps.db, deps.clock.now())));

  app.post("/practitioners/", requireAdmin, body(practitionerRequestSchema), async (c) =>
    reply(c, toAnswer(await createPractitioner(deps, c.get("staff"), c.req.valid("json")), 201)),
  );

  app.put("/practitioners/:id/", requireAdmin, practitionerPath, body(practitionerRequestSchema), async (c) =>
    reply(
      c,
      toAnswer(await updatePractitioner(deps, c.get("staff"), c.req.valid("param").id, c.req.valid("json"))),
    ),
  );

  app.post("/practitioners/:id/photo/", requireAdmin, async (c) => {
    const id = rowId(c.req.param("id"));
    if (!id) {
      await discardBody(c);
      return detail(c, 404, peopleMessages.practitionerNotFound);
    }
    const staff = c.get("staff");
    return picture(c, staff.id, PHOTO_SIDE, async (webp) =>
      reply(c, toAnswer(await setPractitionerPhoto(deps, staff, id, webp))),
    );
  });

  app.post(
    "/practitioners/:id/absences/",
    requireAdmin,
    practitionerPath,
    body(absenceRequestSchema),
    async (c) =>
      reply(
        c,
        toAnswer(await addAbsence(deps, c.get("staff"), c.req.valid("param").id, c.req.valid("json")), 201),
      ),
  );

  app.delete("/practitioners/:id/absences/:absenceId/", requireAdmin, practitionerPath, async (c) => {
    const absenceId = rowId(c.req.param("absenceId"));
    if (!absenceId) return detail(c, 404, peopleMessages.absenceNotFound);
    return reply(c, toAnswer(await removeAbsence(deps, c.get("staff"), c.req.valid("param").id, absenceId)));
  });

  app.get("/rooms/", async (c) => c.json(await readRooms(deps.db)));

  app.post("/rooms/", requireAdmin, body(roomRequestSchema), async (c) =>
    reply(c, toAnswer(await createRoom(deps, c.get("staff"), c.req.valid("json")), 201)),
  );

  app.put("/rooms/:id/", requireAdmin, roomPath, body(roomRequestSchema), async (c) =>
    reply(c, toAnswer(await updateRoom(deps, c.get("staff"), c.req.valid("param").id, c.req.valid("json")))),
  );
  return app;
}
