import { describe, expect, it } from "vitest";
import { immediate } from "../../../server/deps";
import { cancelInTransaction } from "../../../server/domain/booking-cancel";
import { balance } from "../../../server/domain/ledger";
import { brand } from "../../../src/brand";
import { bookYoga, makeTestApp, methodId, type TestApp } from "../harness";

const DEMO = "demo@example.com";
const cancellations = (t: TestApp) => t.mails.filter((m) => m.subject.startsWith("Réservation annulée"));

async function pay(t: TestApp, access: string, id: number, code: string) {
  const res = await t.api.post(
    "payments/payment/",
    { booking_on_payment_waiting: id, booking_method: await methodId(t, code) },
    access,
  );
  expect(res.status).toBe(200);
  return res.data as { payment_id?: string };
}

const cancel = (t: TestApp, access: string, id: number) =>
  t.api.post(`booking/booking/${id}/cancel/`, undefined, access);

async function demoBalance(t: TestApp) {
  const user = await t.deps.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", DEMO)
    .executeTakeFirstOrThrow();
  return balance(t.deps.db, user.id, t.deps.clock.now());
}

describe("the mail of a booking the client cancels", () => {
  it("says which session and the credits given back with the new balance, once", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const { id, credits } = await bookYoga(t, access, "2026-03-04", "10:00:00", 2);
    await pay(t, access, id, "PAY02");
    const res = await cancel(t, access, id);
    expect(res.data.refunded_credits).toBe(credits);
    const [mail, ...others] = cancellations(t);
    expect(others).toEqual([]);
    expect(mail?.to).toBe(DEMO);
    expect(mail?.subject).toBe(`Réservation annulée : Yoga hatha — ${brand.name}`);
    expect(mail?.text).toContain(
      `votre réservation n° ${id} chez ${brand.name} est annulée : Yoga hatha, mercredi 4 mars 2026 à 10h00 (heure de Dakar), 2 personnes.`,
    );
    expect(mail?.text).toContain(
      `${credits} crédits ont été ajoutés à votre solde ; nouveau solde : ${await demoBalance(t)} crédits.`,
    );
    expect(mail?.text).not.toContain("Raison");

    // Asked again: refused, and nothing more is sent.
    expect((await cancel(t, access, id)).status).toBe(400);
    expect(cancellations(t)).toHaveLength(1);
  });

  it("says a wallet payment came back in credits, and that nothing was paid for a booking due at the venue", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const wave = await bookYoga(t, access, "2026-03-04", "10:00:00");
    const wallet = await pay(t, access, wave.id, "PAY03");
    await t.app.request(`/sandbox/checkout/${wallet.payment_id}/pay`, { method: "POST" });
    const back = (await cancel(t, access, wave.id)).data.refunded_credits;
    expect(back).toBeGreaterThan(0);
    expect(cancellations(t)[0]?.text).toContain(
      `${back} crédits ont été ajoutés à votre solde, pour votre paiement de 8 000 XOF (Wave) ; nouveau solde :`,
    );

    const venue = await bookYoga(t, access, "2026-03-04", "11:00:00");
    await pay(t, access, venue.id, "PAY01");
    await cancel(t, access, venue.id);
    expect(cancellations(t)[1]?.text).toContain(
      "Rien n'avait été payé pour cette réservation : vous n'avez rien à régler.",
    );
  });

  it("is not sent for a booking only held, let go before it was paid", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const { id } = await bookYoga(t, access, "2026-03-04", "10:00:00");
    expect((await cancel(t, access, id)).status).toBe(200);
    expect(cancellations(t)).toEqual([]);
  });

  it("is kept with the cancellation: a cancellation rolled back leaves no mail", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const { id } = await bookYoga(t, access, "2026-03-04", "10:00:00");
    await pay(t, access, id, "PAY02");
    const booking = await t.deps.db
      .selectFrom("bookings")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const session = { serviceName: "Yoga hatha", startsAt: new Date("2026-03-04T10:00:00Z") };
    await expect(
      immediate(t.deps, async (tx) => {
        await cancelInTransaction(tx, booking, session, tx.clock.now(), { refund: true });
        throw new Error("plus tard");
      }),
    ).rejects.toThrow("plus tard");
    expect(await t.deps.db.selectFrom("mailQueue").select("subject").execute()).not.toContainEqual({
      subject: expect.stringMatching(/^Réservation annulée/),
    });
    await cancel(t, access, id);
    expect(cancellations(t)).toHaveLength(1);
  });
});
