import { describe, expect, it } from "vitest";
import { deliverDueMail } from "../../../server/domain/mail-queue";
import { cancellationText, confirmationText, reminderText } from "../../../server/domain/phone-texts";
import { queueDueReminders } from "../../../server/domain/reminders";
import { backgroundSettled } from "../../../server/lib/background";
import type { TextMessage } from "../../../server/messaging/message";
import { gsmText, isGsm7, smsParts } from "../../../server/messaging/sms-parts";
import { brand } from "../../../src/brand";
import { bookYoga, makeTestApp, methodId, type TestApp } from "../harness";
import { demoClient, staffMember } from "../staff/staff-harness";

const DEMO = "demo@example.com";
const PHONE = "+221771234567";
const HOUR = 3_600_000;

/** The demo member with a proven phone, who chose `channel` for their messages. */
async function chooses(t: TestApp, channel: "sms" | "whatsapp" | "email") {
  await t.deps.db
    .updateTable("users")
    .set({ telephoneNumber: PHONE, phoneVerified: true, preferredChannel: channel })
    .where("email", "=", DEMO)
    .execute();
}

async function pay(t: TestApp, access: string, id: number, code: string) {
  const res = await t.api.post(
    "payments/payment/",
    { booking_on_payment_waiting: id, booking_method: await methodId(t, code) },
    access,
  );
  expect(res.status).toBe(200);
  await backgroundSettled(t.deps);
}

const kinds = (t: TestApp) => t.texts.map((m) => [m.channel, m.to, m.kind]);
const only = (t: TestApp, kind: TextMessage["kind"]) => {
  const found = t.texts.filter((m) => m.kind === kind);
  expect(found).toHaveLength(1);
  return found[0] as TextMessage;
};

describe("a member's news on the channel they chose", () => {
  it("by SMS: confirmation with its calendar link, reminder, cancellation, pack receipt; no mail", async () => {
    const t = await makeTestApp();
    t.deps.config.publicUrl = "https://reserver.example.sn";
    await chooses(t, "sms");
    const { access } = await t.loginDemo();
    const { id } = await bookYoga(t, access, "2026-03-03", "10:00:00", 2);
    await pay(t, access, id, "PAY02");
    const confirmed = only(t, "booking_confirmed");
    expect(confirmed).toMatchObject({ channel: "sms", to: PHONE });
    expect(confirmed.text).toMatch(
      new RegExp(
        `^${brand.name} : réservation confirmée\\. Yoga hatha le mar\\. 03/03 à 10h00, 2 personnes\\. Agenda : https://reserver\\.example\\.sn/api/booking/calendar/${id}/[\\w-]{16}\\.ics$`,
      ),
    );
    // The link opens the session's calendar file, without signing in; another key does not.
    const link = confirmed.text.split("Agenda : ")[1] ?? "";
    const file = await t.app.request(new URL(link).pathname);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toContain("text/calendar");
    expect(await file.text()).toContain("DTSTART;TZID=Africa/Dakar:20260303T100000");
    const forged = await t.app.request(
      new URL(link).pathname.replace(/\w(?=\.ics$)/, (c) => (c === "A" ? "B" : "A")),
    );
    expect(forged.status).toBe(404);
    // Two parts at most with the link, one without it: each part is paid.
    expect(smsParts(confirmed.text)).toBeLessThanOrEqual(2);

    t.advance(2 * HOUR); // Monday 10h00: 24 h before the session
    await queueDueReminders(t.deps);
    await backgroundSettled(t.deps);
    await deliverDueMail(t.deps);
    expect(only(t, "reminder").text).toContain(
      "rappel, Yoga hatha le mar. 03/03 à 10h00. Arrivez 15 min avant.",
    );

    const later = await t.loginDemo();
    expect((await t.api.post(`booking/booking/${id}/cancel/`, undefined, later.access)).status).toBe(200);
    await backgroundSettled(t.deps);
    const cancelled = only(t, "booking_cancelled");
    expect(cancelled.text).toBe(
      `${brand.name} : votre réservation Yoga hatha du mar. 03/03 à 10h00 est annulée. 16 crédits rendus.`,
    );
    expect(smsParts(cancelled.text)).toBe(1);
    // A cancelled session's link answers 404.
    expect((await t.app.request(new URL(link).pathname)).status).toBe(404);

    const staff = await staffMember(t, "reception");
    const client = await demoClient(t);
    const sold = await t.api.post(
      `staff/clients/${client.id}/packs/`,
      { pack_id: 1, method: "cash" },
      staff.access,
    );
    expect(sold.status).toBe(200);
    await backgroundSettled(t.deps);
    expect(only(t, "pack_receipt").text).toMatch(
      /^Teranga Wellness : achat du pack .+ confirmé, \d+ crédits ajoutés\. Solde : \d+ crédits\.$/,
    );
    expect(t.mails.filter((m) => m.to === DEMO)).toEqual([]);
  });

  it("by WhatsApp: the template's parameters in order; by e-mail: mails only", async () => {
    const t = await makeTestApp();
    await chooses(t, "whatsapp");
    const { access } = await t.loginDemo();
    const { id } = await bookYoga(t, access, "2026-03-03", "10:00:00");
    await pay(t, access, id, "PAY02");
    expect(only(t, "booking_confirmed")).toMatchObject({
      channel: "whatsapp",
      to: PHONE,
      params: ["Awa", "Yoga hatha", "mar. 03/03", "10h00", "1"],
    });

    const mailed = await makeTestApp();
    await chooses(mailed, "email");
    const login = await mailed.loginDemo();
    const booked = await bookYoga(mailed, login.access, "2026-03-03", "10:00:00");
    await pay(mailed, login.access, booked.id, "PAY02");
    expect(kinds(mailed)).toEqual([]);
    expect(
      mailed.mails.filter((m) => m.to === DEMO && m.subject.startsWith("Réservation confirmée")),
    ).toHaveLength(1);
  });

  it("falls back to e-mail when the chosen channel is not offered, or the phone not proven", async () => {
    for (const setUp of [
      (t: TestApp) => {
        t.deps.messengers = { whatsapp: t.deps.messengers?.whatsapp };
      },
      async (t: TestApp) => {
        await t.deps.db
          .updateTable("users")
          .set({ phoneVerified: false })
          .where("email", "=", DEMO)
          .execute();
      },
    ]) {
      const t = await makeTestApp();
      await chooses(t, "sms");
      await setUp(t);
      const { access } = await t.loginDemo();
      const { id } = await bookYoga(t, access, "2026-03-03", "10:00:00");
      await pay(t, access, id, "PAY02");
      expect(kinds(t)).toEqual([]);
      expect(t.mails.filter((m) => m.subject.startsWith("Réservation confirmée"))).toHaveLength(1);
    }
  });

  it("is kept when the provider fails, tried again later, and records the provider's id and parts once sent", async () => {
    const t = await makeTestApp();
    await chooses(t, "sms");
    let failing = true;
    const sent: TextMessage[] = [];
    t.deps.messengers = {
      sms: {
        async send(message) {
          if (failing) throw new Error("Orange SMS : statut 503");
          sent.push(message);
          return { providerMessageId: "orange-42", parts: 1 };
        },
      },
    };
    const { access } = await t.loginDemo();
    const { id } = await bookYoga(t, access, "2026-03-03", "10:00:00");
    await pay(t, access, id, "PAY02");
    const row = () =>
      t.deps.db
        .selectFrom("mailQueue")
        .selectAll()
        .where("template", "=", "booking_confirmed")
        .executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({
      channel: "sms",
      to: PHONE,
      sentAt: null,
      lastError: "Orange SMS : statut 503",
    });
    failing = false;
    t.advance(61_000);
    expect(await deliverDueMail(t.deps)).toBe(1);
    expect(await deliverDueMail(t.deps)).toBe(0);
    expect(sent).toHaveLength(1);
    expect(await row()).toMatchObject({ providerMessageId: "orange-42", parts: 1, attempts: 2 });
    expect((await row()).sentAt).not.toBeNull();
  });
});

describe("the SMS texts", () => {
  it("stay in the GSM alphabet whatever the month or the service's name: one SMS without the link, two with it", async () => {
    const link = "https://reservation.teranga-wellness.sn/api/booking/calendar/123456/abcdefghijklmnop.ics";
    for (let month = 0; month < 12; month++) {
      const startsAt = new Date(Date.UTC(2026, month, 28, 10));
      const session = {
        firstName: "Awa",
        serviceName: "Préparation physique « forêt » — côté",
        startsAt,
        persons: 2,
      };
      for (const text of [
        confirmationText({ ...session, calendarLink: null }).text,
        reminderText({ ...session, calendarLink: null }).text,
        cancellationText({ ...session, creditsBack: 16 }).text,
      ]) {
        expect(isGsm7(gsmText(text)), gsmText(text)).toBe(true);
        expect(smsParts(gsmText(text)), gsmText(text)).toBe(1);
      }
      expect(smsParts(gsmText(confirmationText({ ...session, calendarLink: link }).text))).toBe(2);
    }
  });

  it("a code that could not leave in its 10 minutes is dropped, not paid for later", async () => {
    const t = await makeTestApp();
    let failing = true;
    t.deps.messengers = {
      sms: {
        async send() {
          if (failing) throw new Error("Orange SMS : délai dépassé");
          return { providerMessageId: "late", parts: 1 };
        },
      },
    };
    expect(
      (
        await t.api.post("accounts/register/", {
          first_name: "Awa",
          last_name: "Sarr",
          phone: "77 999 88 77",
          password: "Teranga2026",
          password2: "Teranga2026",
        })
      ).status,
    ).toBe(201);
    failing = false;
    t.advance(11 * 60_000);
    expect(await deliverDueMail(t.deps)).toBe(0);
    const row = await t.deps.db
      .selectFrom("mailQueue")
      .selectAll()
      .where("template", "=", "code")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ deliveryStatus: "expired", providerMessageId: null });
  });
});
