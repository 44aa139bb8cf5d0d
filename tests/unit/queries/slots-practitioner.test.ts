import { afterEach, describe, expect, it, vi } from "vitest";
import { slotsQuery } from "../../../src/queries/slots";

afterEach(() => vi.unstubAllGlobals());

describe("the slots asked for a practitioner", () => {
  it("are kept under their own key, and the search names the practitioner", async () => {
    expect(slotsQuery(3, "2026-03-04", "2026-03-10", 2).key).not.toBe(
      slotsQuery(3, "2026-03-04", "2026-03-10").key,
    );
    expect(slotsQuery(3, "2026-03-04", "2026-03-10", null).key).toBe(
      slotsQuery(3, "2026-03-04", "2026-03-10").key,
    );
    const bodies: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: Request | string, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init);
        bodies.push(await request.json());
        return new Response("{}", { status: 200, headers: { "Content-Type": "application/json" } });
      }),
    );
    await slotsQuery(3, "2026-03-04", "2026-03-10", 2).load();
    await slotsQuery(3, "2026-03-04", "2026-03-10").load();
    expect(bodies).toEqual([
      { service_id: 3, dates: ["2026-03-04", "2026-03-10"], practitioner: 2 },
      { service_id: 3, dates: ["2026-03-04", "2026-03-10"] },
    ]);
  });
});
