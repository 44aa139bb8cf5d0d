import { describe, expect, it } from "vitest";
import { makeTestApp } from "../harness";

const valid = {
  name: "Mariama Ba",
  email: "mariama@example.com",
  telephone: "77 123 45 67",
  subject: "reservation",
  message: "Bonjour, puis-je réserver pour trois personnes ?",
};

describe("POST notifications/contact-us", () => {
  it("stores a valid message, forwards it and answers success", async () => {
    const t = await makeTestApp({ demoMember: false });
    const res = await t.api.post("notifications/contact-us", valid);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ success: true, message: "Message envoyé avec succès!", errors: {} });
    const stored = await t.deps.db.selectFrom("contactMessages").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: "Mariama Ba", subject: "reservation" });
    expect(t.mails.at(-1)?.subject).toBe("Contact : reservation");
  });

  it("answers each rule's French message under its field, and stores nothing", async () => {
    const t = await makeTestApp({ demoMember: false });
    const empty = await t.api.post("notifications/contact-us", {
      name: "",
      email: "",
      subject: "",
      message: "",
    });
    expect(empty.status).toBe(400);
    // Exactly the contract's shape: one message, one string per field, nothing else.
    expect(empty.data).toEqual({
      success: false,
      message: "Veuillez corriger les erreurs du formulaire.",
      errors: {
        name: "Le nom est requis",
        email: "L'email est requis",
        subject: "Veuillez sélectionner un sujet",
        message: "Le message est requis",
      },
    });
    const short = await t.api.post("notifications/contact-us", {
      ...valid,
      name: " Al ",
      email: "pas@email",
      telephone: "12ab",
      message: "Trop court",
    });
    expect(short.data.errors).toEqual({
      name: "Le nom doit comporter au moins 3 caractères",
      email: "Veuillez saisir une adresse email valide",
      telephone: "Veuillez saisir un numéro de téléphone valide",
    });
    const noPhone = await t.api.post("notifications/contact-us", { ...valid, telephone: "" });
    expect(noPhone.status).toBe(200);
    // As Senegalese numbers are written: 17 characters, 13 once the spaces are left out.
    const spaced = await t.api.post("notifications/contact-us", { ...valid, telephone: "+221 77 123 45 67" });
    expect(spaced.status).toBe(200);
    const tooLongPhone = await t.api.post("notifications/contact-us", {
      ...valid,
      telephone: "+221 77 123 45 67 890",
    });
    expect(tooLongPhone.data.errors.telephone).toBe("Veuillez saisir un numéro de téléphone valide");
    const malformed = await t.api.raw("POST", "/api/notifications/contact-us", {
      body: "nope",
      headers: { "Content-Type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.data).toEqual({
      success: false,
      message: "Requête invalide : le corps doit être un JSON valide.",
      errors: {},
    });
    expect(await t.deps.db.selectFrom("contactMessages").selectAll().execute()).toHaveLength(2);
  });
});

describe("unconfirmed bookings", () => {
  it("hold their places 15 minutes, then free them", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const list = await t.api.get("booking/slots/?service_id=1&date=2026-03-03&page_size=100");
    const slot = list.data.results.find((s: { start_time: string }) => s.start_time === "10:00:00");
    await t.api.post(
      "booking/booking/create/",
      { service: 1, slot: slot.id, price: 50000, credit_price: 50, private_option: false, number_person: 2 },
      access,
    );
    expect((await t.api.get(`booking/slots/${slot.id}/`)).data.remaining_capacity).toBe(0);
    t.advance(15 * 60_000);
    expect((await t.api.get(`booking/slots/${slot.id}/`)).data.remaining_capacity).toBe(2);
  });
});
