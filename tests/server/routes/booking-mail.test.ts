import { describe, expect, it } from "vitest";
import type { Mail } from "../../../server/deps";
import { backgroundSettled } from "../../../server/lib/background";
import { brand } from "../../../src/brand";
import { bookYoga, makeTestApp, methodId, type TestApp } from "../harness";

const DEMO = "demo@example.com";
const confirmations = (t: TestApp, to = DEMO) =>
  t.mails.filter((m) => m.to === to && m.subject.startsWith("Réservation confirmée"));

async function pay(t: TestApp, token: string, bookingId: number, code: string, key?: string) {
  return t.api.raw("POST", "/api/payments/payment/", {
    token,
    json: { booking_on_payment_waiting: bookingId, booking_method: await methodId(t, code) },
    headers: key ? { "Idempotency-Key": key } : {},
  });
}

const checkout = (t: TestApp, paymentId: string, action: "pay" | "cancel") =>
  t.app.request(`/sandbox/checkout/${paymentId}/${action}`, { method: "POST" });

describe("the booking confirmation mail", () => {
  it("is not sent for a hold that is not paid, nor for a cancelled checkout", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const { id } = await bookYoga(t, access, "2026-03-03", "10:00:00");
    const wallet = await pay(t, access, id, "PAY03");
    expect(wallet.data.status).toBe("redirect");
    await checkout(t, wallet.data.payment_id, "cancel");
    expect(confirmations(t)).toEqual([]);
  });

  it("tells what, when (Dakar time), where and how, when a booking is confirmed at the venue", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const { id } = await bookYoga(t, access, "2026-03-03", "10:00:00", 2);
    expect((await pay(t, access, id, "PAY01")).status).toBe(200);
    const [mail, ...others] = confirmations(t);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(`Réservation confirmée : Yoga hatha — ${brand.name}`);
    for (const line of [
      "Bonjour Awa,",
      `Votre réservation n° ${id} chez ${brand.name} est confirmée.`,
      "Service : Yoga hatha",
      "Date et heure : mardi 3 mars 2026 à 10h00 (heure de Dakar)",
      "Personnes : 2",
      "Option privée : Non",
      "Moyen de paiement : Paiement sur place (à régler à votre arrivée)",
      "Total : 16 000 XOF",
      `Adresse : ${brand.name}, ${brand.address}`,
    ])
      expect(mail?.text.split("\n")).toContain(line);
  });

  it("carries the session's calendar file, the same event as the reminder's", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const { id } = await bookYoga(t, access, "2026-03-03", "10:00:00", 2);
    await pay(t, access, id, "PAY02");
    const [mail] = confirmations(t);
    expect(mail?.text).toContain(`Le fichier joint (reservation-${id}.ics) ajoute la séance à votre agenda.`);
    const [file, ...more] = mail?.attachments ?? [];
    expect(more).toEqual([]);
    expect(file?.filename).toBe(`reservation-${id}.ics`);
    expect(file?.contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    expect(file?.content).toContain(`UID:reservation-${id}@localhost`);
    expect(file?.content).toContain("DTSTART;TZID=Africa/Dakar:20260303T100000");
    expect(file?.content).toContain("DTEND;TZID=Africa/Dakar:20260303T110000");
    expect(file?.content).toContain(`DESCRIPTION:Réservation n° ${id}\\, 2 personnes.`);
  });

  it("is sent once per booking: a later payment of a booking confirmed at the venue sends no other", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const { id } = await bookYoga(t, access, "2026-03-03", "10:00:00");
    await pay(t, access, id, "PAY01");
    const paid = await t.api.put(
      `booking/booking/update_payment/${id}/`,
      { booking_method: await methodId(t, "PAY02") },
      access,
    );
    expect(paid.data.payment_status).toBe("paid");
    expect(confirmations(t)).toHaveLength(1);

    const other = await bookYoga(t, access, "2026-03-03", "11:00:00");
    await pay(t, access, other.id, "PAY01");
    const wallet = await pay(t, access, other.id, "PAY03");
    await checkout(t, wallet.data.payment_id, "pay");
    expect(confirmations(t).map((m) => m.text.includes(`n° ${other.id} `))).toEqual([false, true]);
  });

  it("says the credits paid when paid by credits, and a replayed request sends nothing more", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const { id, credits } = await bookYoga(t, access, "2026-03-03", "10:00:00");
    await pay(t, access, id, "PAY02", "cle-1");
    const replay = await pay(t, access, id, "PAY02", "cle-1");
    expect(replay.status).toBe(200);
    const mails = confirmations(t);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("Moyen de paiement : Crédits\n");
    expect(mails[0]?.text).toContain(`Total : ${credits} crédits (payé)`);
  });

  it("is sent once when the wallet approves, however often the approval and the polls come", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const { id } = await bookYoga(t, access, "2026-03-03", "10:00:00");
    const wallet = await pay(t, access, id, "PAY03");
    expect(confirmations(t)).toEqual([]);
    await checkout(t, wallet.data.payment_id, "pay");
    await checkout(t, wallet.data.payment_id, "pay");
    const status = await t.api.get(
      `payments/paiement/orange-money/get-status/${wallet.data.payment_id}/`,
      access,
    );
    expect(status.data).toEqual({
      status: "SUCCESS",
      method: "PAY03",
      method_name: "Wave",
      purpose: "booking",
      amount: 8000,
      // The session it confirmed, for the calendar entry of the page the wallet returns to.
      booking: {
        booking_id: id,
        service_name: "Yoga hatha",
        reserved_for: "2026-03-03",
        start_time: "10:00:00",
        end_time: "11:00:00",
        number_person: 1,
      },
    });
    const mails = confirmations(t);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("Moyen de paiement : Wave\n");
    expect(mails[0]?.text).toContain("Total : 8 000 XOF (payé)");
  });

  it("leaves after the transaction committed, and a failing mailer is logged, not thrown", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const logs: string[] = [];
    const inTransaction: boolean[] = [];
    t.deps.log = (message) => logs.push(message);
    // SQLite: its one connection is not inside a transaction. PostgreSQL: another connection
    // already sees the booking confirmed, so its transaction committed.
    const committed = async (mail: Mail) => {
      const id = Number(mail.text.match(/réservation n° (\d+)/)?.[1]);
      const row = await t.deps.db
        .selectFrom("bookings")
        .select("confirmedAt")
        .where("id", "=", id)
        .executeTakeFirst();
      return !!row?.confirmedAt;
    };
    t.deps.mailer = {
      send: async (mail) => {
        const sqlite = t.deps.database.sqlite;
        inTransaction.push(sqlite ? sqlite.inTransaction : !(await committed(mail)));
        throw new Error("SMTP indisponible");
      },
    };
    const { id } = await bookYoga(t, access, "2026-03-03", "10:00:00");
    const res = await pay(t, access, id, "PAY01");
    expect(res.status).toBe(200);
    expect(res.data.status).toBe("confirmed");
    // With an Idempotency-Key the payment runs inside the key's transaction: the mail waits for its commit.
    const second = await bookYoga(t, access, "2026-03-03", "11:00:00");
    expect((await pay(t, access, second.id, "PAY01", "clé-1")).status).toBe(200);
    await backgroundSettled(t.deps);
    expect(inTransaction).toEqual([false, false]);
    expect(logs).toContainEqual(expect.stringContaining("SMTP indisponible"));
  });
});
