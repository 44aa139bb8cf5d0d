import { describe, expect, it } from "vitest";
import type { FaqEntry } from "../../../src/contract/configs";
import { contactRequestSchema } from "../../../src/contract/contact";
import { filterFaq } from "../../../src/features/info/faq-data";
import { validateForm } from "../../../src/lib/form-errors";

/** The contact form's messages, as the form shows them (the first of each field). */
const validateContact = (fields: Record<string, string>) => {
  const checked = validateForm(contactRequestSchema, fields);
  return checked.ok ? {} : checked.errors;
};

const valid = {
  name: "Awa",
  email: "awa@example.com",
  telephone: "",
  subject: "autre",
  message: "Bonjour à vous !",
};

describe("the contact form's rules", () => {
  it("accepts a valid message, with or without a phone", () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ ...valid, telephone: "+221 77 123 45" })).toEqual({});
  });

  it("gives the spec's message for each rule", () => {
    expect(validateContact({ name: "", email: "", telephone: "", subject: "", message: "" })).toEqual({
      name: "Le nom est requis",
      email: "L'email est requis",
      subject: "Veuillez sélectionner un sujet",
      message: "Le message est requis",
    });
    expect(
      validateContact({
        ...valid,
        name: "  Al  ",
        email: "a@b",
        telephone: "12345678",
        message: "123456789",
      }),
    ).toEqual({
      name: "Le nom doit comporter au moins 3 caractères",
      email: "Veuillez saisir une adresse email valide",
      telephone: "Veuillez saisir un numéro de téléphone valide",
      message: "Le message doit comporter au moins 10 caractères",
    });
    expect(validateContact({ ...valid, telephone: "1234567890123456" }).telephone).toBe(
      "Veuillez saisir un numéro de téléphone valide",
    );
    expect(validateContact({ ...valid, telephone: "77-123(45)6" })).toEqual({});
  });
});

describe("the FAQ filter", () => {
  const entries: FaqEntry[] = [
    { id: 1, category: "reservations", question: "Comment réserver ?", answer: "En ligne." },
    { id: 2, category: "payments", question: "Comment payer ?", answer: "Crédits, Wave ou Orange Money." },
    { id: 3, category: "payments", question: "Mes crédits expirent-ils ?", answer: "Oui, avec leur pack." },
    { id: 4, category: "account", question: "Mot de passe oublié ?", answer: "Demandez un code." },
  ];

  it("filters by category and by words, accents ignored", () => {
    expect(filterFaq(entries, "payments", "")).toHaveLength(2);
    expect(filterFaq(entries, "all", "CREDITS").map((i) => i.id)).toEqual([2, 3]);
    expect(filterFaq(entries, "account", "crédits")).toEqual([]);
    expect(filterFaq(entries, "all", "   ")).toHaveLength(4);
  });
});
