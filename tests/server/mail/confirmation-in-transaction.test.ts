import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { immediate } from "../../../server/deps";
import { mailBookingConfirmation } from "../../../server/domain/booking-mail";
import { bookYoga, makeTestApp } from "../harness";

describe("a confirmation mail that cannot be prepared inside a transaction", () => {
  it("is logged, and the transaction's own writes are kept (PostgreSQL aborts a transaction on any failed statement)", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const { id } = await bookYoga(t, access, "2026-03-03", "10:00:00");
    // The mail cannot be kept: its table is away.
    await sql`alter table mail_queue rename to mail_queue_away`.execute(t.deps.db);
    const logged: string[] = [];
    const deps = { ...t.deps, log: (line: string) => logged.push(line) };

    await immediate(deps, async (tx) => {
      await tx.db
        .updateTable("users")
        .set({ firstName: "Aminata" })
        .where("email", "=", "demo@example.com")
        .execute();
      await mailBookingConfirmation(tx, id);
      await tx.db
        .updateTable("users")
        .set({ lastName: "Sarr" })
        .where("email", "=", "demo@example.com")
        .execute();
    });

    expect(logged.join("\n")).toContain(`Courriel de confirmation de la réservation ${id} non préparé`);
    const user = await t.deps.db
      .selectFrom("users")
      .select(["firstName", "lastName"])
      .where("email", "=", "demo@example.com")
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ firstName: "Aminata", lastName: "Sarr" });
  });
});
