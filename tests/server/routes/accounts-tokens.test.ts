import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { makeTestApp } from "../harness";

describe("access tokens", () => {
  it("open the profile for 5 minutes, then answer 401", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    expect((await t.api.get("accounts/profile/", access)).status).toBe(200);
    t.advance(5 * 60_000 - 1000);
    expect((await t.api.get("accounts/profile/", access)).status).toBe(200);
    t.advance(1000);
    const expired = await t.api.get("accounts/profile/", access);
    expect(expired.status).toBe(401);
    expect(expired.data.detail).toBe("Le jeton d'authentification est invalide ou expiré.");
  });

  it("are refused when tampered with, of the wrong type or signed with another algorithm", async () => {
    const t = await makeTestApp();
    const { access, refresh } = await t.loginDemo();
    const [header, payload, signature] = access.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: "999" })).toString("base64url");
    expect((await t.api.get("accounts/profile/", `${header}.${forged}.${signature}`)).status).toBe(401);
    // A refresh token is not an access token.
    expect((await t.api.get("accounts/profile/", refresh)).status).toBe(401);
    // alg "none" and an unsigned token.
    const none = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    expect((await t.api.get("accounts/profile/", `${none}.${payload}.`)).status).toBe(401);
    // HS512 with the right secret is still refused: only HS256 is accepted.
    const hs512 = Buffer.from(JSON.stringify({ alg: "HS512", typ: "JWT" })).toString("base64url");
    const sig = createHmac("sha512", t.deps.config.jwtSecret)
      .update(`${hs512}.${payload}`)
      .digest("base64url");
    expect((await t.api.get("accounts/profile/", `${hs512}.${payload}.${sig}`)).status).toBe(401);
    expect((await t.api.get("accounts/profile/")).data.detail).toBe(
      "Informations d'authentification non fournies.",
    );
  });
});

describe("POST accounts/refresh-token/", () => {
  it("rotates: a new pair, and the old refresh token is spent", async () => {
    const t = await makeTestApp();
    const first = await t.loginDemo();
    t.advance(60_000);
    const res = await t.api.post("accounts/refresh-token/", { refresh: first.refresh });
    expect(res.status).toBe(200);
    expect(res.data.refresh).not.toBe(first.refresh);
    expect(res.data.access).not.toBe(first.access);
    expect((await t.api.get("accounts/profile/", res.data.access)).status).toBe(200);
  });

  it("tolerates a reuse inside the 10 s grace (two tabs refreshing at once)", async () => {
    const t = await makeTestApp();
    const first = await t.loginDemo();
    const a = await t.api.post("accounts/refresh-token/", { refresh: first.refresh });
    t.advance(9_000);
    const b = await t.api.post("accounts/refresh-token/", { refresh: first.refresh });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect((await t.api.get("accounts/profile/", a.data.access)).status).toBe(200);
  });

  it("revokes the whole family when a rotated token comes back after the grace", async () => {
    const t = await makeTestApp();
    const first = await t.loginDemo();
    const other = await t.loginDemo();
    const rotated = await t.api.post("accounts/refresh-token/", { refresh: first.refresh });
    t.advance(11_000);
    const reuse = await t.api.post("accounts/refresh-token/", { refresh: first.refresh });
    expect(reuse.status).toBe(401);
    expect(reuse.data.detail).toBe("Le jeton de rafraîchissement est invalide ou expiré.");
    // Every token of that login is dead, the newest included.
    expect((await t.api.get("accounts/profile/", rotated.data.access)).status).toBe(401);
    expect((await t.api.post("accounts/refresh-token/", { refresh: rotated.data.refresh })).status).toBe(401);
    // Another login (another phone) is untouched.
    expect((await t.api.get("accounts/profile/", other.access)).status).toBe(200);
  });

  it("refuses an expired refresh token, an access token and a missing field", async () => {
    const t = await makeTestApp();
    const { access, refresh } = await t.loginDemo();
    expect((await t.api.post("accounts/refresh-token/", { refresh: access })).status).toBe(401);
    const missing = await t.api.post("accounts/refresh-token/", {});
    expect(missing.status).toBe(400);
    expect(missing.data).toEqual({ refresh: ["Ce champ est obligatoire."] });
    t.advance(7 * 86_400_000);
    expect((await t.api.post("accounts/refresh-token/", { refresh })).status).toBe(401);
  });
});

describe("POST accounts/logout/", () => {
  it("revokes the session: access and refresh stop working", async () => {
    const t = await makeTestApp();
    const { access, refresh } = await t.loginDemo();
    const res = await t.api.post("accounts/logout/", { access_token: access });
    expect(res.status).toBe(200);
    expect(res.data.detail).toBe("Déconnexion réussie.");
    expect((await t.api.get("accounts/profile/", access)).status).toBe(401);
    expect((await t.api.post("accounts/refresh-token/", { refresh })).status).toBe(401);
  });

  it("works with an expired access token, and with garbage it changes nothing", async () => {
    const t = await makeTestApp();
    const { access, refresh } = await t.loginDemo();
    expect((await t.api.post("accounts/logout/", { access_token: "garbage" })).status).toBe(200);
    expect((await t.api.post("accounts/refresh-token/", { refresh })).status).toBe(200);
    t.advance(6 * 60_000);
    await t.api.post("accounts/logout/", { access_token: access });
    const after = await t.api.post("accounts/refresh-token/", { refresh });
    expect(after.status).toBe(401);
  });
});

describe("token subjects", () => {
  /** The token with its claims changed, signed again with the server's secret: only the subject is off. */
  function resigned(token: string, secret: Buffer, claims: Record<string, unknown>) {
    const [header = "", payload = ""] = token.split(".");
    const body = { ...JSON.parse(Buffer.from(payload, "base64url").toString()), ...claims };
    const forged = `${header}.${Buffer.from(JSON.stringify(body)).toString("base64url")}`;
    return `${forged}.${createHmac("sha256", secret).update(forged).digest("base64url")}`;
  }
  function subjectOf(token: string): string {
    return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()).sub;
  }
  /** Other spellings of the same number: each one read leniently names the same member. */
  function variants(sub: string) {
    const id = Number(sub);
    return [
      `${sub}.0`,
      `0x${id.toString(16)}`,
      ` ${sub}`,
      `${sub} `,
      `${sub}\n`,
      `0${sub}`,
      `${sub}e0`,
      `+${sub}`,
    ];
  }

  it("open the profile only in their canonical form", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const sub = subjectOf(access);
    const secret = t.deps.config.jwtSecret;
    // The test signs as the server does: the canonical subject, signed again, is accepted.
    expect((await t.api.get("accounts/profile/", resigned(access, secret, { sub }))).status).toBe(200);
    for (const other of variants(sub)) {
      const res = await t.api.get("accounts/profile/", resigned(access, secret, { sub: other }));
      expect(res.status, JSON.stringify(other)).toBe(401);
      expect(res.data.detail).toBe("Le jeton d'authentification est invalide ou expiré.");
    }
  });

  it("refresh only in their canonical form", async () => {
    const t = await makeTestApp();
    const { refresh } = await t.loginDemo();
    const secret = t.deps.config.jwtSecret;
    for (const other of variants(subjectOf(refresh))) {
      const res = await t.api.post("accounts/refresh-token/", {
        refresh: resigned(refresh, secret, { sub: other }),
      });
      expect(res.status, JSON.stringify(other)).toBe(401);
    }
    // The real token was neither spent nor its login revoked.
    expect((await t.api.post("accounts/refresh-token/", { refresh })).status).toBe(200);
  });

  it("log out only in their canonical form", async () => {
    const t = await makeTestApp();
    const { access, refresh } = await t.loginDemo();
    const secret = t.deps.config.jwtSecret;
    for (const other of variants(subjectOf(access))) {
      await t.api.post("accounts/logout/", { access_token: resigned(access, secret, { sub: other }) });
      expect((await t.api.get("accounts/profile/", access)).status, JSON.stringify(other)).toBe(200);
    }
    expect((await t.api.post("accounts/refresh-token/", { refresh })).status).toBe(200);
  });
});
