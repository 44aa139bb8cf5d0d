import { describe, expect, it } from "vitest";
import { makeTestApp } from "../harness";

describe("POST accounts/login/", () => {
  it("answers the token set in the envelope for the demo member", async () => {
    const t = await makeTestApp();
    const res = await t.api.post("accounts/login/", { username: "demo@example.com", password: "Demo2026!" });
    expect(res.status).toBe(200);
    expect(res.data.status_code).toBe(200);
    expect(res.data.body).toMatchObject({ access: expect.any(String), refresh: expect.any(String) });
    expect(Date.parse(res.data.body.access_token_expiration) - t.deps.clock.now().getTime()).toBe(5 * 60_000);
    expect(Date.parse(res.data.body.refresh_token_expiration) - t.deps.clock.now().getTime()).toBe(
      7 * 86_400_000,
    );
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("accepts the e-mail in any case", async () => {
    const t = await makeTestApp();
    const res = await t.api.post("accounts/login/", {
      username: " Demo@Example.com ",
      password: "Demo2026!",
    });
    expect(res.status).toBe(200);
  });

  it("refuses a wrong password and an unknown e-mail with the same French message", async () => {
    const t = await makeTestApp();
    const wrong = await t.api.post("accounts/login/", { username: "demo@example.com", password: "nope" });
    const unknown = await t.api.post("accounts/login/", {
      username: "personne@example.com",
      password: "nope",
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(res.data).toMatchObject({ status_code: 400, body: { detail: "Identifiants invalides" } });
    }
  });

  it("answers 400 in the DRF shape for malformed JSON and missing fields", async () => {
    const t = await makeTestApp();
    const malformed = await t.api.raw("POST", "/api/accounts/login/", {
      body: "{oops",
      headers: { "Content-Type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.data.body.detail).toBe("Requête invalide : le corps doit être un JSON valide.");
    const missing = await t.api.post("accounts/login/", {});
    expect(missing.status).toBe(400);
    expect(missing.data.body).toEqual({
      username: ["Ce champ est obligatoire."],
      password: ["Ce champ est obligatoire."],
    });
    const notObject = await t.api.post("accounts/login/", [1, 2]);
    expect(notObject.data.body.non_field_errors).toEqual(["Requête invalide : un objet JSON est attendu."]);
  });
});

describe("POST accounts/register/", () => {
  const valid = {
    first_name: "Fatou",
    last_name: "Ndiaye",
    email: "fatou@example.com",
    password: "Bonjour2026",
    password2: "Bonjour2026",
  };

  it("creates an unverified account and mails a 4-digit code", async () => {
    const t = await makeTestApp();
    const res = await t.api.post("accounts/register/", valid);
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      status_code: 201,
      message: "Inscription réussie ! Veuillez vérifier votre email.",
    });
    expect(t.lastCode("fatou@example.com")).toMatch(/^\d{4}$/);
    const login = await t.api.post("accounts/login/", { username: valid.email, password: valid.password });
    expect(login.status).toBe(403);
    expect(login.data.body.detail).toBe("Votre compte n'est pas encore vérifié.");
  });

  it("gives each rule's French message under its field", async () => {
    const t = await makeTestApp();
    const res = await t.api.post("accounts/register/", {
      first_name: " ",
      email: "pas-un-email",
      password: "court",
      password2: "autre",
    });
    expect(res.status).toBe(400);
    expect(res.data.body).toEqual({
      first_name: ["Ce champ est obligatoire."],
      last_name: ["Ce champ est obligatoire."],
      email: ["Veuillez entrer une adresse email valide"],
      password: [
        "Le mot de passe doit contenir au moins 8 caractères",
        "Le mot de passe doit contenir au moins un chiffre",
        "Le mot de passe doit contenir au moins une majuscule",
      ],
    });
    const mismatch = await t.api.post("accounts/register/", { ...valid, password2: "Bonjour2027" });
    expect(mismatch.data.body).toEqual({ password2: ["Les mots de passe ne correspondent pas"] });
  });

  it("answers a taken e-mail (whatever its case) as a new one, and tells only its owner", async () => {
    const t = await makeTestApp();
    const fresh = await t.api.post("accounts/register/", valid);
    const taken = await t.api.post("accounts/register/", { ...valid, email: "DEMO@example.com" });
    expect(taken.status).toBe(fresh.status);
    expect(taken.data.message).toBe(fresh.data.message);
    expect(Object.keys(taken.data.body)).toEqual(Object.keys(fresh.data.body));
    // The member keeps their account and password; their mailbox says what happened.
    const login = await t.api.post("accounts/login/", {
      username: "demo@example.com",
      password: "Demo2026!",
    });
    expect(login.status).toBe(200);
    const notice = t.mails.filter((m) => m.to === "demo@example.com");
    expect(notice.map((m) => m.subject)).toEqual(["Vous avez déjà un compte — Teranga Wellness"]);
    // An unverified account registering again gets a new code instead.
    await t.api.post("accounts/register/", valid).then((r) => expect(r.status).toBe(201));
    expect(t.mails.filter((m) => m.to === valid.email)).toHaveLength(1);
    t.advance(61_000);
    await t.api.post("accounts/register/", valid);
    expect(t.mails.filter((m) => m.to === valid.email)).toHaveLength(2);
  });

  it("rejects a wrongly typed field and changes nothing", async () => {
    const t = await makeTestApp();
    const res = await t.api.post("accounts/register/", { ...valid, first_name: 42 });
    expect(res.status).toBe(400);
    expect(res.data.body.first_name).toEqual(["Ce champ est obligatoire."]);
    const login = await t.api.post("accounts/login/", { username: valid.email, password: valid.password });
    expect(login.status).toBe(400);
  });
});

describe("password guessing", () => {
  it("blocks an account's logins for 15 minutes after 10 wrong passwords", async () => {
    const t = await makeTestApp();
    for (let i = 0; i < 10; i++) {
      const res = await t.api.post("accounts/login/", { username: "demo@example.com", password: `faux${i}` });
      expect(res.status).toBe(400);
    }
    const blocked = await t.api.post("accounts/login/", {
      username: "demo@example.com",
      password: "Demo2026!",
    });
    expect(blocked.status).toBe(429);
    expect(blocked.data.message).toBe("Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.");
    t.advance(15 * 60_000);
    const after = await t.api.post("accounts/login/", {
      username: "demo@example.com",
      password: "Demo2026!",
    });
    expect(after.status).toBe(200);
  });
});
