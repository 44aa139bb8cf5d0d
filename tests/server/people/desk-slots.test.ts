import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { deskSlotsSchema } from "../../../src/contract/staff/desk-booking";
import { findSlot, makeTestApp, quickMembers, type TestApp } from "../harness";
import { staffMember } from "../staff/staff-harness";
import { addPractitioner, bookingRequest } from "./people-fixture";

// Thursday 5 March 2026, no discount that day; the centre opens 09:00–19:00.
const DAY = "2026-03-05";
const SWEDISH = 1; // 60 min, 2 places a slot

/** The desk's slots of the Swedish massage that day, by start time, for `practitioner` when given. */
async function deskStarts(t: TestApp, token: string, practitioner?: number | string) {
  const who = practitioner === undefined ? "" : `&practitioner=${practitioner}`;
  const res = await t.api.get(`staff/slots/?service_id=${SWEDISH}&date=${DAY}${who}`, token);
  expect(res.status).toBe(200);
  return v.parse(deskSlotsSchema, res.data).slots.map((s) => s.start_time);
}

describe("the desk's slots follow people", () => {
  it("lists for the practitioner the desk chose the slots they can take, and none where no one is free", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const awa = await addPractitioner(t, "Awa", [SWEDISH]);
    const binta = await addPractitioner(t, "Binta", [SWEDISH]);
    const [a, b] = await quickMembers(t, 2);
    const ten = await findSlot(t, SWEDISH, DAY, "10:00:00");
    const booked = await t.api.post(
      "booking/booking/create/",
      await bookingRequest(t, SWEDISH, ten.id, 1, awa),
      a?.access ?? "",
    );
    expect(booked.status).toBe(201);
    // Awa is taken at 10:00, Binta is not: the slot has a place for anyone, and for Binta.
    expect(await deskStarts(t, desk.access, awa)).not.toContain("10:00:00");
    expect(await deskStarts(t, desk.access, awa)).toContain("11:00:00");
    expect(await deskStarts(t, desk.access, binta)).toContain("10:00:00");
    expect(await deskStarts(t, desk.access)).toContain("10:00:00");
    // Binta taken too: the slot still has a place by its capacity, but no one to give it.
    const second = await t.api.post(
      "booking/booking/create/",
      await bookingRequest(t, SWEDISH, ten.id, 1, binta),
      b?.access ?? "",
    );
    expect(second.status).toBe(201);
    expect(await deskStarts(t, desk.access)).not.toContain("10:00:00");
  });

  it("refuses a practitioner that is not an id", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const res = await t.api.get(
      `staff/slots/?service_id=${SWEDISH}&date=${DAY}&practitioner=awa`,
      desk.access,
    );
    expect(res.status).toBe(400);
    expect(res.data.practitioner).toBeDefined();
  });
});
