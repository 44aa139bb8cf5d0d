import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { ConfigError, readSettings } from "../../../server/config";
import { deliverDueMail } from "../../../server/domain/mail-queue";
import { MAIL_UPKEEP_EVERY_MS, startMailUpkeep } from "../../../server/domain/mail-upkeep";
import { outboxMailer } from "../../../server/domain/mailers";
import { queueDueReminders } from "../../../server/domain/reminders";
import { backgroundSettled } from "../../../server/lib/background";
import { brand } from "../../../src/brand";
import { bookYoga, makeTestApp, methodId, type TestApp } from "../harness";
import { flakyMailer } from "./fake-mailer";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DEMO = "demo@example.com";

/** The demo member books yoga on Tuesday 3 March at 10h00 (the clock: Monday 2 March, 8h00) and pays at the venue. */
async function bookedForTomorrow(t: TestApp, start = "10:00:00") {
  const { access } = await t.loginDemo();
  const { id } = await bookYoga(t, access, "2026-03-03", start);
  const paid = await t.api.post(
    "payments/payment/",
    { booking_on_payment_waiting: id, booking_method: await methodId(t, "PAY01") },
    access,
  );
  expect(paid.status).toBe(200);
  await backgroundSettled(t.deps);
  return { id, access };
}

const reminders = (t: TestApp) => t.mails.filter((m) => m.subject.startsWith("Rappel"));

/** What the primary does every minute. */
async function upkeep(t: TestApp) {
  await queueDueReminders(t.deps);
  await backgroundSettled(t.deps);
  await deliverDueMail(t.deps);
}

describe("the reminder of a confirmed booking", () => {
  it("leaves 24 h before the session, once, with the calendar file, at Dakar's time and the centre's address", async () => {
    const t = await makeTestApp();
    const { id } = await bookedForTomorrow(t);
    t.advance(2 * HOUR - MINUTE); // 9h59 on Monday: 24 h and a minute before
    await upkeep(t);
    expect(reminders(t)).toEqual([]);
    t.advance(MINUTE);
    await upkeep(t);
    const [mail, ...others] = reminders(t);
    expect(others).toEqual([]);
    expect(mail?.to).toBe(DEMO);
    expect(mail?.subject).toBe(`Rappel : Yoga hatha le mardi 3 mars 2026 à 10h00 — ${brand.name}`);
    expect(mail?.text).toContain("a lieu le mardi 3 mars 2026 à 10h00 (heure de Dakar).");
    expect(mail?.text).toContain(`Adresse : ${brand.name}, ${brand.address}`);
    const file = mail?.attachments?.[0];
    expect(file?.filename).toBe(`reservation-${id}.ics`);
    expect(file?.contentType).toContain("text/calendar");
    expect(file?.content).toContain("DTSTART;TZID=Africa/Dakar:20260303T100000");
    expect(file?.content).toContain(`UID:reservation-${id}@localhost`);
    expect(file?.content.replace(/\r\n /g, "")).toContain(
      `LOCATION:${brand.name}\\, ${brand.address.replace(/,/g, "\\,")}`,
    );

    for (let i = 0; i < 5; i++) {
      t.advance(10 * MINUTE);
      await upkeep(t);
    }
    expect(reminders(t)).toHaveLength(1);
  });

  it("follows REMINDER_HOURS_BEFORE", async () => {
    const t = await makeTestApp();
    t.deps.config.reminderHoursBefore = 2;
    await bookedForTomorrow(t);
    t.advance(24 * HOUR - MINUTE); // Tuesday 7h59
    await upkeep(t);
    expect(reminders(t)).toEqual([]);
    t.advance(MINUTE);
    await upkeep(t);
    expect(reminders(t)).toHaveLength(1);
  });

  it("is not sent for a cancelled booking, nor for one confirmed within the reminder's hours", async () => {
    const t = await makeTestApp();
    const { id, access } = await bookedForTomorrow(t);
    expect((await t.api.post(`booking/booking/${id}/cancel/`, undefined, access)).status).toBe(200);
    t.advance(4 * HOUR); // Monday 12h00: booked now, the 11h00 session of Tuesday is 23 h away
    await bookedForTomorrow(t, "11:00:00");
    await upkeep(t);
    t.advance(20 * HOUR);
    await upkeep(t);
    expect(reminders(t)).toEqual([]);
  });

  it("is kept when the mail server is down, and sent once when it is back", async () => {
    const t = await makeTestApp();
    await bookedForTomorrow(t);
    const smtp = flakyMailer();
    t.deps.mailer = smtp.mailer;
    t.advance(2 * HOUR);
    await upkeep(t);
    expect(smtp.state.tries).toBe(1);
    t.advance(MINUTE);
    await upkeep(t);
    expect(smtp.state.tries).toBe(2);
    smtp.state.down = false;
    for (let i = 0; i < 10; i++) {
      t.advance(MINUTE);
      await upkeep(t);
    }
    expect(smtp.sent.filter((m) => m.subject.startsWith("Rappel"))).toHaveLength(1);
  });

  it("shows in the demo mailbox, saying a file is attached", async () => {
    const t = await makeTestApp();
    t.deps.mailer = outboxMailer(t.deps.db, t.deps.clock, () => {});
    const { id } = await bookedForTomorrow(t);
    t.advance(2 * HOUR);
    await upkeep(t);
    const box = await t.api.get(`dev/mail?to=${DEMO}`);
    expect(box.status).toBe(200);
    const [reminder, confirmation] = box.data;
    expect(reminder.subject).toMatch(/^Rappel : Yoga hatha/);
    expect(reminder.attachment).toBe(`reservation-${id}.ics`);
    expect(confirmation.subject).toMatch(/^Réservation confirmée/);
    // The confirmation carries the same calendar file.
    expect(confirmation.attachment).toBe(`reservation-${id}.ics`);
  });
});

describe("the minute of mail upkeep", () => {
  it("queues the reminders that are due and sends what waits, at start then every minute", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const t = await makeTestApp();
      await bookedForTomorrow(t);
      const smtp = flakyMailer();
      t.deps.mailer = smtp.mailer;
      t.advance(2 * HOUR);
      const stop = startMailUpkeep(t.deps);
      await backgroundSettled(t.deps);
      expect(smtp.state.tries).toBe(1);
      smtp.state.down = false;
      t.advance(MINUTE);
      vi.advanceTimersByTime(MAIL_UPKEEP_EVERY_MS);
      await backgroundSettled(t.deps);
      expect(smtp.sent.map((m) => m.subject)).toEqual([expect.stringMatching(/^Rappel : Yoga hatha/)]);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("REMINDER_HOURS_BEFORE", () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), "data-"));
  it("is 24 unless told, a whole number of hours from 1 to 168, else the server says so in French", () => {
    expect(readSettings({ DATA_DIR: dataDir() }).config.reminderHoursBefore).toBe(24);
    expect(
      readSettings({ DATA_DIR: dataDir(), REMINDER_HOURS_BEFORE: " 48 " }).config.reminderHoursBefore,
    ).toBe(48);
    for (const wrong of ["0", "169", "2.5", "demain", "-3"])
      expect(() => readSettings({ DATA_DIR: dataDir(), REMINDER_HOURS_BEFORE: wrong })).toThrow(
        new ConfigError(
          "REMINDER_HOURS_BEFORE doit être un nombre entier d'heures, de 1 à 168 (une semaine).",
        ),
      );
  });
});
