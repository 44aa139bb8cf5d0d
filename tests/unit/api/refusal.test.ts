import { describe, expect, it } from "vitest";
import { ApiError } from "../../../src/api/errors";
import { readRefusal, refusalText, userMessage } from "../../../src/api/refusal";

describe("the one reader of the server's refusals", () => {
  it("reads the account envelope: per-field messages from its body, the first of each list", () => {
    const refusal = readRefusal({
      status_code: 400,
      message: "Données invalides.",
      body: { email: ["Un compte existe déjà.", "autre"], password: "Trop court" },
    });
    expect(refusal).toEqual({
      message: null,
      fields: { email: "Un compte existe déjà.", password: "Trop court" },
      summary: "Données invalides.",
    });
    expect(refusalText(refusal)).toBe("Un compte existe déjà.");
  });

  it("reads detail and non_field_errors, in the body or at the top, before any field", () => {
    expect(
      readRefusal({ status_code: 400, message: "Non", body: { detail: ["Code incorrect"] } }).message,
    ).toBe("Code incorrect");
    expect(readRefusal({ non_field_errors: ["Créneau complet"], slot: ["x"] })).toMatchObject({
      message: "Créneau complet",
      fields: { slot: "x" },
    });
    expect(readRefusal({ detail: "Service introuvable." }).message).toBe("Service introuvable.");
    expect(readRefusal({ body: { error: ["Code expiré"] } })).toMatchObject({
      message: "Code expiré",
      fields: { error: "Code expiré" },
    });
  });

  it("reads the contact answer's errors map, its form's message field too", () => {
    expect(
      readRefusal({
        success: false,
        message: "Formulaire invalide",
        errors: { name: "Le nom est requis", message: "Le message est requis" },
      }),
    ).toEqual({
      message: null,
      fields: { name: "Le nom est requis", message: "Le message est requis" },
      summary: "Formulaire invalide",
    });
  });

  it("never trusts the shape: odd values are dropped, nothing throws", () => {
    for (const data of [
      null,
      42,
      [1, 2],
      { detail: 3, body: "x", errors: [1] },
      { email: { nested: true } },
    ]) {
      expect(readRefusal(data)).toEqual({ message: null, fields: {}, summary: null });
    }
    expect(readRefusal("Erreur interne").message).toBe("Erreur interne");
  });

  it("tells the user something in French for every failure", () => {
    expect(userMessage(new ApiError("http", "x", 400, { detail: "Refusé" }))).toBe("Refusé");
    expect(userMessage(new ApiError("http", "x", 500, null), "Repli")).toBe("Repli");
    // A balancer's own 413 page (not JSON): the client's message, a file too heavy.
    expect(userMessage(new ApiError("http", "Fichier trop lourd", 413, null), "Repli")).toBe(
      "Fichier trop lourd",
    );
    expect(userMessage(new ApiError("network", "Connexion impossible."))).toBe("Connexion impossible.");
    expect(userMessage(new Error("boom"))).toBe("Une erreur inattendue s'est produite. Veuillez réessayer.");
  });
});
