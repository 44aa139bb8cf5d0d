import { describe, expect, it } from "vitest";
import { makeTestApp } from "../harness";
import { staffMember } from "./staff-harness";

const wrongDate = { date: ["Date invalide (AAAA-MM-JJ attendu)."] };
const wrongPeriod = { period: ["Période invalide : jour, semaine ou mois."] };

describe("the takings' period and day", () => {
  it("refuse a day that does not exist or an unknown period with a French 400, as JSON and as CSV", async () => {
    const t = await makeTestApp();
    const staff = await staffMember(t, "reception");
    for (const path of ["staff/takings/", "staff/takings/export.csv"]) {
      for (const [query, errors] of [
        ["?date=2026-02-30", wrongDate],
        ["?period=week&date=2026-13-01", wrongDate],
        ["?date=hier", wrongDate],
        ["?period=year", wrongPeriod],
        ["?period=", wrongPeriod],
      ] as const)
        expect(await t.api.get(`${path}${query}`, staff.access), `${path}${query}`).toMatchObject({
          status: 400,
          data: errors,
        });
      // A day that exists, the 29th of February of a leap year included, is answered.
      expect((await t.api.get(`${path}?period=month&date=2028-02-29`, staff.access)).status).toBe(200);
      expect((await t.api.get(path, staff.access)).status).toBe(200);
    }
  });
});
