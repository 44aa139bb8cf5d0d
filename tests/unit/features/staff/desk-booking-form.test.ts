import { describe, expect, it } from "vitest";
import { ApiError } from "../../../../src/api/errors";
import { paymentMessages } from "../../../../src/contract/payments";
import type { Service } from "../../../../src/contract/services";
import type { ClientListItem } from "../../../../src/contract/staff/clients";
import type { DeskSlot } from "../../../../src/contract/staff/desk-booking";
import {
  creditsCover,
  type DeskForm,
  deskRefusal,
  deskRequest,
  emptyForm,
  maxPersons,
  shownPrice,
} from "../../../../src/features/staff/desk-booking/desk-booking-form";

const yoga: Service = {
  id: 4,
  name: "Yoga hatha",
  type: "basic",
  price: 10_000,
  credit_price: 10,
  description: "",
  short_description: "",
  short_resume: "",
  duration: 60,
  nb_person_max_per_booking: 4,
  private_option_price: 20_000,
  private_option_credit_price: 20,
  can_have_private_option: true,
  imageUrl: "",
};

const slot: DeskSlot = {
  id: 31,
  date: "2026-03-02",
  start_time: "10:00:00",
  end_time: "11:00:00",
  capacity: 8,
  remaining_capacity: 3,
  can_have_private_option: true,
  pct_discount: 10,
  started: false,
};

const client: ClientListItem = {
  id: 12,
  first_name: "Awa",
  last_name: "Diop",
  email: null,
  telephone_number: "+221771234567",
  is_verified: true,
  role: null,
  total_credits: 30,
  created_at: "2026-01-01T00:00:00Z",
};

const form = (change: Partial<DeskForm> = {}): DeskForm => ({
  ...emptyForm("2026-03-02", { client, serviceId: 4, slotId: 31 }),
  payment: "cash",
  ...change,
});

describe("the desk's booking form", () => {
  it("shows the price the client would pay: persons, private option, the slot's discount", () => {
    expect(shownPrice(form({ persons: 2 }), yoga, slot)).toEqual({ price: 18_000, credit_price: 18 });
    expect(shownPrice(form({ privateOption: true }), yoga, slot)).toEqual({
      price: 27_000,
      credit_price: 27,
    });
    // An option the slot does not allow is never priced.
    const noPrivate = { ...slot, can_have_private_option: false };
    expect(shownPrice(form({ privateOption: true }), yoga, noPrivate)).toEqual({
      price: 9_000,
      credit_price: 9,
    });
    expect(shownPrice(form(), yoga, undefined)).toBeNull();
  });

  it("offers as many persons as the service allows and the slot has places", () => {
    expect(maxPersons(yoga, slot)).toBe(3);
    expect(maxPersons(yoga, { ...slot, remaining_capacity: 8 })).toBe(4);
  });

  it("offers credits only to an existing client whose balance covers the booking", () => {
    expect(creditsCover(form(), { price: 9_000, credit_price: 9 })).toBe(true);
    expect(
      creditsCover(form({ client: { ...client, total_credits: 8 } }), { price: 9_000, credit_price: 9 }),
    ).toBe(false);
    expect(creditsCover(form({ who: "new" }), { price: 9_000, credit_price: 9 })).toBe(false);
    const chosen = deskRequest(
      form({ payment: "credits", persons: 3, client: { ...client, total_credits: 20 } }),
      yoga,
      slot,
    );
    expect(chosen).toMatchObject({ ok: false, errors: { payment: paymentMessages.insufficient } });
  });

  it("sends an existing client's booking with the price shown, a reference only for mobile money", () => {
    expect(deskRequest(form({ reference: "R-1" }), yoga, slot)).toEqual({
      ok: true,
      body: {
        client_id: 12,
        service: 4,
        slot: 31,
        number_person: 1,
        private_option: false,
        price: 9_000,
        credit_price: 9,
        payment: "cash",
        reference: "",
      },
    });
    const wave = deskRequest(form({ payment: "wave", reference: "W-77" }), yoga, slot);
    expect(wave.ok && wave.body.reference).toBe("W-77");
  });

  it("sends the practitioner the desk chose, and none for « Sans préférence »", () => {
    const chosen = deskRequest(form({ practitionerId: 7 }), yoga, slot);
    expect(chosen.ok && chosen.body.practitioner).toBe(7);
    const anyone = deskRequest(form(), yoga, slot);
    expect(anyone.ok && "practitioner" in anyone.body).toBe(false);
  });

  it("says what is missing on its field: the client, the time, the payment", () => {
    const missing = deskRequest(form({ client: null, payment: null }), yoga, undefined);
    expect(missing.ok).toBe(false);
    if (missing.ok) return;
    expect(Object.keys(missing.errors).sort()).toEqual(["client_id", "payment", "slot"]);
    expect(missing.errors.client_id).toBe("Choisissez un client existant ou saisissez un nouveau client.");
  });

  it("checks a new client's phone as the server does, and sends it with an empty e-mail as none", () => {
    const typed = { first_name: "Moustapha", last_name: "Kane", telephone_number: "77 12", email: "" };
    const bad = deskRequest(form({ who: "new", newClient: typed }), yoga, slot);
    expect(bad.ok || bad.errors["new_client.telephone_number"]).toContain("Numéro de téléphone invalide");
    const good = deskRequest(
      form({ who: "new", newClient: { ...typed, telephone_number: "77 123 45 67" } }),
      yoga,
      slot,
    );
    expect(good.ok && good.body.new_client).toEqual({ ...typed, telephone_number: "77 123 45 67" });
    expect(good.ok && "client_id" in good.body).toBe(false);
  });

  it("reads a duplicate client refusal: the message on its field and the existing client's id", () => {
    const error = new ApiError("http", "Erreur", 409, {
      "new_client.telephone_number": ["Ce numéro de téléphone est déjà celui d'un client : Awa Diop."],
      existing_client_id: 12,
    });
    expect(deskRefusal(error, "repli")).toEqual({
      fields: {
        "new_client.telephone_number": "Ce numéro de téléphone est déjà celui d'un client : Awa Diop.",
      },
      message: null,
      existingClientId: 12,
    });
    const lost = deskRefusal(new ApiError("network", "Connexion impossible."), "Pas de connexion");
    expect(lost).toEqual({ fields: {}, message: "Pas de connexion", existingClientId: null });
  });
});
