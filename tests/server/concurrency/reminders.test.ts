import { describe, expect, it } from "vitest";
import { backgroundSettled } from "../../../server/lib/background";
import { bookYoga, makeTestApp, methodId } from "../harness";
import { inParallel } from "./parallel";

const HOUR = 3_600_000;

// Worker threads take a few seconds to start and load the server code.
describe("reminders from several servers at once", { timeout: 60_000 }, () => {
  it("are queued and sent once per booking, whichever server runs its minute of upkeep", async () => {
    const t = await makeTestApp({ dbFile: true });
    const { access } = await t.loginDemo();
    const booked: number[] = [];
    for (const start of ["09:00:00", "10:00:00", "11:00:00"]) {
      const { id } = await bookYoga(t, access, "2026-03-03", start);
      await t.api.post(
        "payments/payment/",
        { booking_on_payment_waiting: id, booking_method: await methodId(t, "PAY01") },
        access,
      );
      booked.push(id);
    }
    await backgroundSettled(t.deps);
    // Monday 11h00: the three sessions of Tuesday morning are within 24 h. Four servers, a slow
    // disk (a read and the write it decides are far apart), each running the upkeep three times.
    const at = new Date(t.deps.clock.now().getTime() + 3 * HOUR);
    await inParallel(t, [], 4, at, { keepMail: true, statementDelayMs: 5, mailUpkeepRounds: 3 });
    const sent = await t.deps.db
      .selectFrom("mailOutbox")
      .select("text")
      .where("subject", "like", "Rappel%")
      .execute();
    expect(sent).toHaveLength(3);
    for (const id of booked)
      expect(sent.filter((m) => m.text.includes(`Réservation n° ${id}\n`))).toHaveLength(1);
    expect(
      (await t.deps.db.selectFrom("mailOutbox").selectAll().where("to", "=", "demo@example.com").execute())
        .length,
    ).toBe(3);
  });
});
