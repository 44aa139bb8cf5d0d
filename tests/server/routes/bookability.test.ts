import { describe, expect, it } from "vitest";
import { issueTokens } from "../../../server/domain/tokens";
import { bookYoga, findSlot, makeTestApp, methodId, quickMembers, type TestApp } from "../harness";

/** Asks the availability check, then books the same thing: both must say the same. */
async function askThenBook(
  t: TestApp,
  token: string,
  serviceId: number,
  slot: { id: number; pct_discount: number },
  unit: { price: number; credits: number; privatePrice?: number; privateCredits?: number },
  persons: number,
  privateOption: boolean,
) {
  const check = await t.api.get(
    `booking/slots/${slot.id}/check-availability/?persons=${persons}&private_option=${privateOption}`,
  );
  const factor = 1 - slot.pct_discount / 100;
  const price = unit.price * persons + (privateOption ? (unit.privatePrice ?? 0) : 0);
  const credits = unit.credits * persons + (privateOption ? (unit.privateCredits ?? 0) : 0);
  const created = await t.api.post(
    "booking/booking/create/",
    {
      service: serviceId,
      slot: slot.id,
      price: Math.round(price * factor),
      credit_price: Math.round(credits * factor),
      private_option: privateOption,
      number_person: persons,
    },
    token,
  );
  const refusal = created.status === 201 ? undefined : Object.values(created.data).flat()[0];
  return { check: check.data, created: created.status, refusal };
}

describe("one decision for the availability check and the booking", () => {
  it("agrees on every rule: persons, capacity, private option, lead time", async () => {
    const t = await makeTestApp();
    const members = await quickMembers(t, 6);
    const token = (i: number) => members[i]?.access ?? "";
    const yoga = { price: 8000, credits: 8 };
    const slot = await findSlot(t, 4, "2026-03-03", "10:00:00");
    const cases = [
      await askThenBook(t, token(0), 4, slot, yoga, 11, false), // over the service's maximum
      await askThenBook(t, token(0), 4, slot, yoga, 6, false), // fits
      await askThenBook(t, token(1), 4, slot, yoga, 5, false), // 4 places left
      await askThenBook(t, token(1), 4, slot, yoga, 4, false), // fills it
    ];
    const massage = await findSlot(t, 1, "2026-03-03", "10:00:00");
    const relax = { price: 25000, credits: 25, privatePrice: 3000, privateCredits: 3 };
    cases.push(
      await askThenBook(t, token(2), 1, massage, relax, 1, false),
      await askThenBook(t, token(3), 1, massage, relax, 1, true), // the slot already has a booking
    );
    // Listed at 08:00; at noon the 14:00 slot lies inside the 3 hours' lead time.
    const soon = await findSlot(t, 4, "2026-03-02", "14:00:00");
    t.advance(4 * 3_600_000);
    const fresh = (await issueTokens(t.deps, members[4]?.id ?? 0)).access;
    cases.push(await askThenBook(t, fresh, 4, soon, yoga, 1, false));

    for (const c of cases) {
      expect(c.check.available).toBe(c.created === 201);
      expect(c.check.reason).toBe(c.refusal);
    }
    expect(cases.map((c) => c.created)).toEqual([400, 201, 400, 201, 201, 400, 400]);
    expect(cases.map((c) => c.refusal)).toEqual([
      "Le nombre de personnes dépasse le maximum autorisé pour ce service (10).",
      undefined,
      "Capacité maximale du créneau atteinte. Veuillez choisir un autre créneau ou réduire le nombre de places.",
      undefined,
      undefined,
      "L'option privée a été désactivée pour ce créneau car il existe déjà des réservations.",
      "La réservation doit être effectuée au moins 3 heures avant le début du créneau.",
    ]);
  });
});

describe("GET booking/booking/validated", () => {
  it("pages in SQL with real next and previous links", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const credits = await methodId(t, "PAY02");
    for (const start of ["09:00:00", "10:00:00", "11:00:00", "12:00:00", "13:00:00"]) {
      const { id } = await bookYoga(t, access, "2026-03-05", start);
      await t.api.post(
        "payments/payment/",
        { booking_on_payment_waiting: id, booking_method: credits },
        access,
      );
    }
    const first = await t.api.get("booking/booking/validated?page_size=2", access);
    expect(first.data).toMatchObject({
      count: 5,
      previous: null,
      next: "/api/booking/booking/validated?page_size=2&page=2",
    });
    expect(first.data.results.map((r: { start_time: string }) => r.start_time)).toEqual([
      "13:00:00",
      "12:00:00",
    ]);
    const last = await t.api.get("booking/booking/validated?page_size=2&page=3", access);
    expect(last.data).toMatchObject({
      count: 5,
      next: null,
      previous: "/api/booking/booking/validated?page_size=2&page=2",
    });
    expect(last.data.results.map((r: { start_time: string }) => r.start_time)).toEqual(["09:00:00"]);
    const beyond = await t.api.get("booking/booking/validated?page_size=2&page=9", access);
    expect(beyond.data.results).toEqual([]);
  });
});

describe("one price for the app and the server", () => {
  it("the app's price function gives what the server accepts, for every service, persons and option", async () => {
    const { bookingPrice } = await import("../../../src/lib/price");
    const t = await makeTestApp();
    const services = (await t.api.get("booking/services/?page_size=100")).data.results as {
      id: number;
      nb_person_max_per_booking: number;
      can_have_private_option: boolean;
      price: number;
      credit_price: number;
      private_option_price: number;
      private_option_credit_price: number;
    }[];
    const members = await quickMembers(t, services.length * 2);
    let checked = 0;
    for (const [i, service] of services.entries()) {
      const slots = (await t.api.get(`booking/slots/?service_id=${service.id}&date=2026-03-04&page_size=100`))
        .data.results as { id: number; pct_discount: number; can_have_private_option: boolean }[];
      // A discounted slot where there is one: the rounding is what can differ.
      const slot = slots.find((s) => s.pct_discount > 0) ?? slots[0];
      if (!slot) continue;
      const asks = [
        { persons: Math.min(2, service.nb_person_max_per_booking), privateOption: false },
        { persons: 1, privateOption: service.can_have_private_option && slot.can_have_private_option },
      ];
      for (const [j, ask] of asks.entries()) {
        const target =
          j === 0
            ? slot
            : (slots.find((s) => s.id !== slot.id && s.pct_discount === slot.pct_discount) ?? slots[1]);
        if (!target) continue;
        const figure = bookingPrice(service, target.pct_discount, ask.persons, ask.privateOption);
        const res = await t.api.post(
          "booking/booking/create/",
          {
            service: service.id,
            slot: target.id,
            number_person: ask.persons,
            private_option: ask.privateOption,
            ...figure,
          },
          members[i * 2 + j]?.access,
        );
        expect(res.status, `${service.id} ${JSON.stringify(ask)} ${JSON.stringify(res.data)}`).toBe(201);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(services.length);
  });
});
