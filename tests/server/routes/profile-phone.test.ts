import { describe, expect, it } from "vitest";
import { makeTestApp } from "../harness";

describe("a member's phone number", () => {
  it("is kept in its canonical form however it is typed, and still accepted when it is not one", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const set = async (telephone_number: string) => {
      const res = await t.api.patch("accounts/profile/", { telephone_number }, access);
      expect(res.status).toBe(200);
      return res.data.body.telephone_number as string | null;
    };
    expect(await set("77 123 45 67")).toBe("+221771234567");
    expect(await set("00221 78-555-12-34")).toBe("+221785551234");
    expect(await set("+33 6 12 34 56 78")).toBe("+33612345678");
    expect(await set("77.123.45.67")).toBe("+221771234567");
    // Accepted before (9 to 15 characters of digits and separators), not a number the rule knows: as typed.
    expect(await set("12 34 56 78 9")).toBe("12 34 56 78 9");
    expect(await set("")).toBeNull();
    expect((await t.api.patch("accounts/profile/", { telephone_number: "abc" }, access)).status).toBe(400);
  });
});
