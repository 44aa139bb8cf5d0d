import { afterEach, expect, it } from "vitest";
import { queries, read } from "../../../src/queries/cache";
import { memberForgotten } from "../../../src/stores/member-forgotten";

afterEach(() => queries.clear());

it("a logout forgets what was read for the member, and keeps the centre's settings, catalogue and slots", async () => {
  const kept = [
    "config:home",
    "config:documents",
    "services:basic:1:6:",
    "service:3",
    "slots:3:2026-03-04:2026-03-10",
    "slots:3:2026-03-04:2026-03-10:p2",
    "practitioners:3",
  ];
  const forgotten = ["bookings:7", "profile:7", "methods:7", "staff:client:12", "staff:agenda:today"];
  for (const key of [...kept, ...forgotten]) await read({ key, load: async () => key, staleMs: Infinity });
  await memberForgotten();
  for (const key of kept) expect(queries.peek(key)?.data?.value, key).toBe(key);
  for (const key of forgotten) expect(queries.peek(key), key).toBeUndefined();
});
