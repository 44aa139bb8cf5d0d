import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { slotPageSchema, slotsByDateSchema } from "../../../src/contract/booking";
import { makeTestApp } from "../harness";

// The test clock starts on Monday 2 March 2026 at 08:00 in Dakar (UTC).
describe("GET booking/slots/", () => {
  it("needs a service_id", async () => {
    const t = await makeTestApp();
    const res = await t.api.get("booking/slots/");
    expect(res.status).toBe(400);
    expect(res.data.detail).toBe("Le service_id est obligatoire");
  });

  it("lists a day's slots from 9h to 19h following the service's duration", async () => {
    const t = await makeTestApp();
    const res = await t.api.get("booking/slots/?service_id=2&date=2026-03-03&page_size=100");
    const page = v.parse(slotPageSchema, res.data);
    // 75-minute massage: 9:00, 10:15, … the last one ends by 19:00.
    expect(page.results.map((s) => s.start_time)).toEqual([
      "09:00:00",
      "10:15:00",
      "11:30:00",
      "12:45:00",
      "14:00:00",
      "15:15:00",
      "16:30:00",
      "17:45:00",
    ]);
    expect(page.results.at(-1)?.end_time).toBe("19:00:00");
    expect(page.results[0]).toMatchObject({
      service: 2,
      date: "2026-03-03",
      capacity: 2,
      remaining_capacity: 2,
    });
  });

  it("has no slots on Sundays nor starting less than 3 hours from now", async () => {
    const t = await makeTestApp();
    const sunday = await t.api.get("booking/slots/?service_id=1&date=2026-03-08");
    expect(sunday.data.count).toBe(0);
    const today = await t.api.get("booking/slots/?service_id=1&date=2026-03-02&page_size=100");
    expect(today.data.results[0].start_time).toBe("11:00:00");
  });

  it("reaches at least 60 days ahead, with some discounted slots", async () => {
    const t = await makeTestApp();
    const far = await t.api.get("booking/slots/?service_id=1&date=2026-05-01");
    expect(far.data.count).toBeGreaterThan(0);
    const wednesday = await t.api.get("booking/slots/?service_id=1&date=2026-03-04&page_size=100");
    expect(wednesday.data.results[0].pct_discount).toBe(20);
  });

  it("answers one slot and its availability", async () => {
    const t = await makeTestApp();
    const list = await t.api.get("booking/slots/?service_id=4&date=2026-03-03");
    const id = list.data.results[0].id;
    const one = await t.api.get(`booking/slots/${id}/`);
    expect(one.data.id).toBe(id);
    const check = await t.api.get(`booking/slots/${id}/check-availability/?persons=3`);
    expect(check.data).toEqual({ available: true, remaining_capacity: 10, can_have_private_option: true });
    const tooMany = await t.api.get(`booking/slots/${id}/check-availability/?persons=11`);
    expect(tooMany.data.available).toBe(false);
    expect((await t.api.get("booking/slots/999999/")).data.detail).toBe("Créneau introuvable.");
  });
});

describe("POST booking/slots/get_slots_by_dates/", () => {
  it("answers a map of date to slot list", async () => {
    const t = await makeTestApp();
    const res = await t.api.post("booking/slots/get_slots_by_dates/", {
      service_id: 1,
      dates: ["2026-03-06", "2026-03-09"],
    });
    expect(res.status).toBe(200);
    const map = v.parse(slotsByDateSchema, res.data);
    expect(Object.keys(map)).toEqual(["2026-03-06", "2026-03-07", "2026-03-09"]);
    expect(map["2026-03-07"]?.[0]?.can_have_private_option).toBe(false);
  });

  it("refuses a reversed or malformed range in French", async () => {
    const t = await makeTestApp();
    const reversed = await t.api.post("booking/slots/get_slots_by_dates/", {
      service_id: 1,
      dates: ["2026-03-09", "2026-03-06"],
    });
    expect(reversed.status).toBe(400);
    expect(reversed.data.dates).toEqual(["La date de début doit être antérieure à la date de fin"]);
    const bad = await t.api.post("booking/slots/get_slots_by_dates/", { service_id: "1", dates: ["hier"] });
    expect(bad.status).toBe(400);
    expect(bad.data.service_id).toEqual(["Un nombre entier est attendu."]);
    expect(bad.data.dates).toEqual(["Veuillez sélectionner des dates valides"]);
  });
});
