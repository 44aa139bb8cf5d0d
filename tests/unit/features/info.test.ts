import { describe, expect, it } from "vitest";
import { contactRequestSchema } from "../../../src/contract/contact";
import { faqItems, filterFaq } from "../../../src/features/info/faq-data";
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
  it("has 10 questions in 4 categories", () => {
    expect(faqItems).toHaveLength(10);
    expect(new Set(faqItems.map((i) => i.category))).toEqual(
      new Set(["reservations", "services", "payments", "account"]),
    );
  });

  it("filters by category and by words, accents ignored", () => {
    expect(filterFaq(faqItems, "payments", "")).toHaveLength(2);
    expect(filterFaq(faqItems, "all", "CREDITS").map((i) => i.id)).toContain("expiration");
    expect(filterFaq(faqItems, "account", "crédits")).toEqual([]);
    expect(filterFaq(faqItems, "all", "   ")).toHaveLength(10);
  });
});
