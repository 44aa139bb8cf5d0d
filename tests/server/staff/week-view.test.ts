import { describe, expect, it } from "vitest";
import type { Week } from "../../../src/contract/staff/week";
import { makeTestApp } from "../harness";
import { staffMember } from "./staff-harness";
import { MONDAY, scene, TUESDAY, week } from "./week-harness";

const names = (w: Week) => w.columns.map((c) => c.name);

describe("the week to plan", () => {
  it("shows practitioners as columns, the bookings as blocks, a class once, and who works when", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const s = await scene(t);
    const w = await week(t, desk.access);
    expect(w.days.map((d) => d.date)).toEqual([
      MONDAY,
      TUESDAY,
      "2026-03-04",
      "2026-03-05",
      "2026-03-06",
      "2026-03-07",
      "2026-03-08",
    ]);
    expect(names(w)).toEqual(["Awa Diop", "Binta Diop", "Sans praticien"]);
    expect(w.blocks.map((b) => [b.kind, b.start_time, b.clients, b.persons, b.practitioner_ids])).toEqual([
      ["booking", "12:00:00", 1, 1, [s.awa]],
      ["booking", "15:00:00", 1, 1, []],
      ["class", "16:00:00", 2, 3, [s.binta]],
    ]);
    // Not paid nor confirmed yet: it holds its place for its payment.
    expect(w.blocks[0]).toMatchObject({ state: "held", payment_status: "pending", room_id: s.cabin });
    expect(w.blocks[0]?.client?.name).toBe("Membre 0");
    // The class once, with each of its bookings for the desk (or its coach) to mark.
    expect(w.blocks[2]?.booking_ids).toEqual([s.yoga1, s.yoga2]);
    // Awa works Monday and Tuesday mornings; Binta the centre's hours, but not on her day off.
    expect(w.columns[0]?.days[0]?.working).toEqual([[540, 780]]);
    expect(w.columns[0]?.days[2]?.working).toEqual([]);
    expect(w.columns[1]?.days[0]?.working).toEqual([[540, 1140]]);
    expect(w.columns[1]?.days[1]?.absences).toEqual([{ from: 0, to: 1440, label: "Congé" }]);
    expect(w.days[6]?.hours).toEqual([]);
    expect([w.day_start, w.day_end]).toEqual([540, 1140]);
  });

  it("filters by practitioner, room and service, and leaves cancelled bookings out", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const s = await scene(t);
    const mine = await week(t, desk.access, `from=${MONDAY}&practitioner=${s.awa}`);
    expect(names(mine)).toEqual(["Awa Diop"]);
    expect(mine.blocks.map((b) => b.booking_id)).toEqual([s.massage]);

    const rooms = await week(t, desk.access, `from=${MONDAY}&by=room`);
    expect(names(rooms)).toEqual(["Cabine 1", "Salle de yoga", "Sans salle"]);
    const studio = await week(t, desk.access, `from=${MONDAY}&by=room&room=${s.studio}`);
    expect(names(studio)).toEqual(["Salle de yoga"]);
    expect(studio.blocks.map((b) => b.kind)).toEqual(["class"]);
    const yoga = await week(t, desk.access, `from=${MONDAY}&service=4`);
    expect(yoga.blocks.map((b) => b.service_id)).toEqual([4]);
    // A wrong filter is no filter (one naming nobody too); a wrong day is today's week.
    expect((await week(t, desk.access, `from=${MONDAY}&practitioner=999&room=999`)).blocks).toHaveLength(3);
    const wrong = await week(t, desk.access, "from=2026-02-30&by=nope&practitioner=abc");
    expect([wrong.from, wrong.by, wrong.blocks.length]).toEqual([MONDAY, "practitioner", 3]);

    const cancel = await t.api.post(
      `staff/bookings/${s.loose}/cancel/`,
      { refund: false, reason: "Client malade" },
      desk.access,
    );
    expect(cancel.status).toBe(200);
    const after = await week(t, desk.access);
    expect(after.blocks.map((b) => b.booking_id)).not.toContain(s.loose);
    // Nobody left without a practitioner: no « Sans praticien » column.
    expect(names(after)).toEqual(["Awa Diop", "Binta Diop"]);
  });

  it("opens one booking of the week for the desk", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const s = await scene(t);
    const one = await t.api.get(`staff/bookings/${s.massage}/`, desk.access);
    expect(one.status).toBe(200);
    expect(one.data).toMatchObject({ booking_id: s.massage, start_time: "12:00:00", service_id: 1 });
    expect((await t.api.get("staff/bookings/999999/", desk.access)).status).toBe(404);
  });
});
