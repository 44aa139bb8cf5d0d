import { describe, expect, it } from "vitest";
import type { Row } from "../../../server/db/tables";
import { creditsWorth } from "../../../server/domain/pricing";
import { type BookingPrice, bookingPrice } from "../../../src/lib/price";
import { makeTestApp, methodId, type TestApp } from "../harness";

type Service = Row<"services">;

/** A slot of the service with this discount, far enough ahead to book and cancel, private sessions allowed. */
async function slotWith(t: TestApp, serviceId: number, pctDiscount: number) {
  const slot = await t.deps.db
    .selectFrom("slots")
    .selectAll()
    .where("serviceId", "=", serviceId)
    .where("pctDiscount", "=", pctDiscount)
    .where("allowsPrivate", "=", true)
    .where("startsAt", ">", new Date(t.deps.clock.now().getTime() + 24 * 3_600_000))
    .orderBy("startsAt")
    .executeTakeFirst();
  if (!slot) throw new Error(`no slot of service ${serviceId} at ${pctDiscount} %`);
  return slot;
}

/** What a booking costs, from the catalogue as the app reads it. */
const priceOf = (service: Service, pctDiscount: number, persons: number, privateOption: boolean) =>
  bookingPrice(
    {
      price: service.price,
      credit_price: service.creditPrice,
      private_option_price: service.privateOptionPrice,
      private_option_credit_price: service.privateOptionCreditPrice,
    },
    pctDiscount,
    persons,
    privateOption,
  );

/** Every service, person count, private option and discount of the seed. */
async function everyCase(t: TestApp) {
  const catalogue = await t.deps.db.selectFrom("services").selectAll().execute();
  const discounts = [
    ...new Set(
      (await t.deps.db.selectFrom("slots").select("pctDiscount as pct").execute()).map((s) => s.pct),
    ),
  ].sort((a, b) => a - b);
  expect(discounts).toEqual([0, 10, 20]);
  return catalogue.flatMap((service) =>
    discounts.flatMap((pct) =>
      Array.from({ length: service.nbPersonMaxPerBooking }, (_, i) => i + 1).flatMap((persons) =>
        (service.canHavePrivateOption ? [false, true] : [false]).map((privateOption) => ({
          service,
          pct,
          persons,
          privateOption,
          label: `${service.name}, ${persons} pers.${privateOption ? " + privé" : ""}, -${pct} %`,
        })),
      ),
    ),
  );
}

/** Whether `given` credits are what `price` XOF was worth at the service's own rate, rounded down. */
function worthRoundedDown(given: number, price: BookingPrice, full: BookingPrice) {
  const worthTimesFull = price.price * full.credit_price;
  return given * full.price <= worthTimesFull && (given + 1) * full.price > worthTimesFull;
}

describe("a cancelled booking's refund in credits", () => {
  it("is never more than was paid, for every service, person count, private option and discount of the seed", async () => {
    const t = await makeTestApp();
    const cases = await everyCase(t);
    // 12 services, each of their person counts, with and without the private option, at 3 discounts.
    expect(cases).toHaveLength(312);
    const wrong = cases.flatMap(({ service, pct, persons, privateOption, label }) => {
      const price = priceOf(service, pct, persons, privateOption);
      const full = priceOf(service, 0, persons, privateOption);
      const given = creditsWorth(service, persons, privateOption, price);
      return worthRoundedDown(given, price, full) && given <= price.credit_price
        ? []
        : [`${label} : ${given} crédits rendus pour ${price.price} XOF`];
    });
    expect(wrong).toEqual([]);
  });

  // A booking, a payment and a cancellation for each service: many requests, no wait.
  it("gives back what was paid, in credits or by Orange Money, through the API (a case per service)", {
    timeout: 20_000,
  }, async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const credits = await methodId(t, "PAY02");
    const all = await everyCase(t);
    // Per service, one case in turn: each discount, the most persons, the private option when offered.
    const sample = [...new Set(all.map((c) => c.service.id))].map((id, i) => {
      const ofService = all.filter((c) => c.service.id === id && c.pct === [0, 10, 20][i % 3]);
      return ofService[ofService.length - 1 - (i % 2)] ?? ofService[0];
    });
    const wrong: string[] = [];
    for (const found of sample) {
      if (!found) continue;
      const { service, pct, persons, privateOption, label } = found;
      const slot = await slotWith(t, service.id, pct);
      const price = priceOf(service, pct, persons, privateOption);
      const full = priceOf(service, 0, persons, privateOption);
      const book = async () => {
        const res = await t.api.post(
          "booking/booking/create/",
          {
            service: service.id,
            slot: slot.id,
            ...price,
            private_option: privateOption,
            number_person: persons,
          },
          access,
        );
        if (res.status !== 201) throw new Error(JSON.stringify(res.data));
        return res.data.booking_id as number;
      };

      // Paid in credits: exactly the credits debited come back.
      const paidInCredits = await book();
      const debit = await t.api.post(
        "payments/payment/",
        { booking_on_payment_waiting: paidInCredits, booking_method: credits },
        access,
      );
      expect(debit.data.payment_status, label).toBe("paid");
      const back = await t.api.post(`booking/booking/${paidInCredits}/cancel/`, {}, access);
      if (back.data.refunded_credits !== price.credit_price)
        wrong.push(`${label}, crédits : ${back.data.refunded_credits} rendus pour ${price.credit_price}`);

      // Paid by Orange Money: what its XOF price was worth in credits, rounded down, never more.
      const paidInMoney = await book();
      const qr = await t.api.post(
        "payments/paiement/orange-money/",
        { object_id: paidInMoney, payment_purpose: "booking" },
        access,
      );
      await t.app.request(`/sandbox/orange-money/${qr.data.qrId}/approve`, { method: "POST" });
      const cancel = await t.api.post(`booking/booking/${paidInMoney}/cancel/`, {}, access);
      const given = cancel.data.refunded_credits as number;
      if (!worthRoundedDown(given, price, full) || given > price.credit_price)
        wrong.push(`${label}, Orange Money : ${given} crédits rendus pour ${price.price} XOF`);
    }
    expect(sample).toHaveLength(12);
    expect(wrong).toEqual([]);
  });

  it("gives back what the price was worth when it was booked, though the service's prices changed since", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    // Massage suédois at 10 % off: 22 500 XOF, 23 credits, worth 22.5.
    const slot = await slotWith(t, 1, 10);
    const created = await t.api.post(
      "booking/booking/create/",
      { service: 1, slot: slot.id, price: 22_500, credit_price: 23, private_option: false, number_person: 1 },
      access,
    );
    expect(created.status).toBe(201);
    const id = created.data.booking_id as number;
    const qr = await t.api.post(
      "payments/paiement/orange-money/",
      { object_id: id, payment_purpose: "booking" },
      access,
    );
    await t.app.request(`/sandbox/orange-money/${qr.data.qrId}/approve`, { method: "POST" });
    await t.deps.db
      .updateTable("services")
      .set({ price: 20_000, creditPrice: 40 })
      .where("id", "=", 1)
      .execute();
    // The list says it before the member cancels, as the app shows it in the cancel dialog.
    const listed = async () =>
      (await t.api.get("booking/booking/validated", access)).data.results.find(
        (b: { booking_id: number }) => b.booking_id === id,
      );
    expect(await listed()).toMatchObject({
      payment_method: "PAY04",
      refund_credits: 22,
      refunded_credits: 0,
    });
    const cancel = await t.api.post(`booking/booking/${id}/cancel/`, {}, access);
    expect(cancel.data.refunded_credits).toBe(22);
    // Cancelled, it says what was given back (the card reads 'Remboursé · 22 crédits').
    expect(await listed()).toMatchObject({
      booking_state: "cancelled",
      refund_credits: 0,
      refunded_credits: 22,
    });
    const refund = (await t.api.get("payments/user-credit-records/?origin=refund", access)).data[0];
    expect(refund).toMatchObject({ original_credit_number: 22, left_credits: 22 });
    expect((await t.api.get("accounts/profile/", access)).data.body.total_credits).toBe(150 + 22);
  });
});
