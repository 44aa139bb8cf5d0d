import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../../server/db/open";
import type { AppDeps } from "../../../server/deps";
import { deliverDueMail, retryDelayMs } from "../../../server/domain/mail-queue";
import { backgroundSettled } from "../../../server/lib/background";
import { makeTestApp, type TestApp } from "../harness";
import { flakyMailer } from "./fake-mailer";

const MINUTE = 60_000;
const message = {
  name: "Mariama Ba",
  email: "mariama@example.com",
  telephone: "",
  subject: "Réservation",
  message: "Bonjour, je voudrais réserver pour deux personnes samedi.",
};

const contact = (t: TestApp) => t.api.post("notifications/contact-us", message);
const queue = (deps: Pick<AppDeps, "db">) =>
  deps.db.selectFrom("mailQueue").selectAll().orderBy("id").execute();

/** Another server process on the same database file, with its own mailer. */
async function sameFile(t: TestApp, mailer: AppDeps["mailer"]): Promise<AppDeps> {
  const database = await openDatabase(t.file);
  return {
    ...t.deps,
    db: database.db,
    database,
    mailer,
    config: { ...t.deps.config, jwtSecret: randomBytes(32) },
  };
}

describe("the mail queue", () => {
  it("keeps a mail the mail server refused and sends it, once, when it is back, with growing waits", async () => {
    const t = await makeTestApp({ demoMember: false });
    const smtp = flakyMailer();
    t.deps.mailer = smtp.mailer;
    expect((await contact(t)).status).toBe(200);
    await backgroundSettled(t.deps);
    expect(smtp.state.tries).toBe(1);
    expect((await queue(t.deps))[0]).toMatchObject({ attempts: 1, sentAt: null, leaseUntil: null });

    // Not tried again before its time: a minute after the first failure, then two, then four.
    t.advance(MINUTE - 1);
    await deliverDueMail(t.deps);
    expect(smtp.state.tries).toBe(1);
    t.advance(1);
    await deliverDueMail(t.deps);
    expect(smtp.state.tries).toBe(2);
    t.advance(2 * MINUTE - 1);
    await deliverDueMail(t.deps);
    expect(smtp.state.tries).toBe(2);
    t.advance(1);
    await deliverDueMail(t.deps);
    expect(smtp.state.tries).toBe(3);
    expect((await queue(t.deps))[0]?.lastError).toBe("SMTP indisponible");

    smtp.state.down = false;
    t.advance(4 * MINUTE);
    expect(await deliverDueMail(t.deps)).toBe(1);
    expect(smtp.sent.map((m) => m.subject)).toEqual(["Contact : Réservation"]);
    t.advance(24 * 60 * MINUTE);
    expect(await deliverDueMail(t.deps)).toBe(0);
    expect(smtp.sent).toHaveLength(1);
    expect((await queue(t.deps))[0]?.sentAt).toBeInstanceOf(Date);
  });

  it("waits twice as long after each failure, six hours at most", () => {
    expect([1, 2, 3, 4, 10, 40].map(retryDelayMs)).toEqual([
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      360 * MINUTE,
      360 * MINUTE,
    ]);
  });

  it("loses nothing and sends nothing twice across a restart on the same database", async () => {
    const t = await makeTestApp({ demoMember: false, dbFile: true });
    const before = flakyMailer();
    t.deps.mailer = before.mailer;
    await contact(t);
    await backgroundSettled(t.deps);
    expect(before.sent).toEqual([]);
    await t.deps.database.close();

    // The server starts again, the mail server is back.
    const after = flakyMailer();
    after.state.down = false;
    const restarted = await sameFile(t, after.mailer);
    t.advance(MINUTE);
    expect(await deliverDueMail(restarted)).toBe(1);
    expect(after.sent.map((m) => m.to)).toEqual([t.deps.config.contactTo]);
    await restarted.database.close();

    // And once more: what was sent is not sent again.
    const again = flakyMailer();
    again.state.down = false;
    const third = await sameFile(t, again.mailer);
    t.advance(60 * MINUTE);
    expect(await deliverDueMail(third)).toBe(0);
    expect(again.state.tries).toBe(0);
    await third.database.close();
  });

  it("lets one process send a mail at a time: another takes it only once the first's lease ran out", async () => {
    const t = await makeTestApp({ demoMember: false, dbFile: true });
    const smtp = flakyMailer();
    t.deps.mailer = smtp.mailer;
    await contact(t);
    await backgroundSettled(t.deps);
    t.advance(MINUTE);
    // This process takes it, and its mail server hangs.
    let release = () => {};
    const stuck = deliverDueMail({
      ...t.deps,
      mailer: { send: () => new Promise<void>((resolve) => (release = resolve)) },
    });
    const other = flakyMailer();
    other.state.down = false;
    const second = await sameFile(t, other.mailer);
    expect(await deliverDueMail(second)).toBe(0);
    t.advance(5 * MINUTE);
    expect(await deliverDueMail(second)).toBe(1);
    release();
    await stuck;
    expect(other.sent).toHaveLength(1);
    await second.database.close();
  });
});
