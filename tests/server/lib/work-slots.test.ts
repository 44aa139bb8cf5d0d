import { describe, expect, it } from "vitest";
import { workSlots } from "../../../server/lib/work-slots";

/** A task that ends when told to. */
function task() {
  let end = () => {};
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });
  return { run: () => ended, end };
}

describe("work slots", () => {
  it("run so many at once, queue so many more in order, and refuse the rest", async () => {
    const slots = workSlots({ running: 2, waiting: 1 });
    const [a, b, c] = [task(), task(), task()];
    const order: string[] = [];
    const ran = [a, b, c].map((t, i) =>
      slots.run(async () => {
        order.push(`start ${i}`);
        await t.run();
      }),
    );
    expect(await slots.run(async () => "d")).toEqual({ ran: false });
    expect([slots.running, slots.waiting]).toEqual([2, 1]);
    a.end();
    await ran[0];
    // The turn went to the one waiting: a newcomer now waits behind nobody but does not slip in.
    const late = slots.run(async () => "late");
    expect([slots.running, slots.waiting]).toEqual([2, 1]);
    b.end();
    c.end();
    expect(await late).toEqual({ ran: true, value: "late" });
    await Promise.all(ran);
    expect(order).toEqual(["start 0", "start 1", "start 2"]);
    expect([slots.running, slots.waiting, slots.peak]).toEqual([0, 0, 2]);
  });

  it("frees the turn of a task that fails", async () => {
    const slots = workSlots({ running: 1, waiting: 0 });
    await expect(slots.run(() => Promise.reject(new Error("illisible")))).rejects.toThrow("illisible");
    expect(await slots.run(async () => 1)).toEqual({ ran: true, value: 1 });
  });
});
