import { describe, expect, it } from "vitest";
import { firstWord, whatsappLink } from "../../../src/lib/whatsapp";

describe("whatsappLink", () => {
  it("opens the chat with the international number's digits, no +, and the text encoded", () => {
    expect(whatsappLink("+221771234567", "Bonjour Awa, ici Teranga Wellness.")).toBe(
      "https://wa.me/221771234567?text=Bonjour%20Awa%2C%20ici%20Teranga%20Wellness.",
    );
  });

  it("reads a number however it was typed, a Senegalese one without its country code too", () => {
    expect(whatsappLink("77 123 45 67", "Bonjour")).toBe("https://wa.me/221771234567?text=Bonjour");
    expect(whatsappLink("00 33 6 12 34 56 78", "Bonjour")).toBe("https://wa.me/33612345678?text=Bonjour");
  });

  it("encodes what would break the address: accents, &, ?, #, line breaks", () => {
    const link = whatsappLink("+221771234567", "Bonjour Aïssatou & Co ? #1\nà bientôt");
    expect(link).toBe(
      "https://wa.me/221771234567?text=Bonjour%20A%C3%AFssatou%20%26%20Co%20%3F%20%231%0A%C3%A0%20bient%C3%B4t",
    );
  });

  it("gives no link for what is not a phone number", () => {
    expect(whatsappLink("", "Bonjour")).toBeNull();
    expect(whatsappLink("appelez-moi", "Bonjour")).toBeNull();
    expect(whatsappLink("12 34", "Bonjour")).toBeNull();
  });
});

describe("firstWord", () => {
  it("keeps the first name of a full name typed in one field", () => {
    expect(firstWord("  Awa   Diop ")).toBe("Awa");
    expect(firstWord("Moussa")).toBe("Moussa");
    expect(firstWord("")).toBe("");
  });
});
