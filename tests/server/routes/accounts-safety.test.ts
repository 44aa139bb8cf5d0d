import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../../server/db/open";
import { logSafe, outboxMailer } from "../../../server/domain/mailers";
import { makeTestApp } from "../harness";

const wrongCode = "Code incorrect ou expiré. Veuillez réessayer ou demander un nouveau code.";
const tooMany = "Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.";

describe("login throttle", () => {
  it("locks out the guessing address, not the member logging in from elsewhere", async () => {
    const t = await makeTestApp();
    const login = (password: string, address: string) =>
      t.api.raw("POST", "/api/accounts/login/", {
        json: { username: "demo@example.com", password },
        address,
      });
    for (let i = 0; i < 10; i++) expect((await login("Mauvais2026", "198.51.100.9")).status).toBe(400);
    const blocked = await login("Demo2026!", "198.51.100.9");
    expect(blocked.status).toBe(429);
    expect(blocked.data.message).toBe(tooMany);
    // The member's own phone, elsewhere: still logs in.
    expect((await login("Demo2026!", "41.82.10.20")).status).toBe(200);
    t.advance(15 * 60_000 + 1);
    expect((await login("Demo2026!", "198.51.100.9")).status).toBe(200);
  });

  it("caps an account at 50 attempts across all addresses", async () => {
    const t = await makeTestApp();
    for (let i = 0; i < 50; i++) {
      const res = await t.api.raw("POST", "/api/accounts/login/", {
        json: { username: "demo@example.com", password: "Mauvais2026" },
        address: `10.0.${i}.1`,
      });
      expect(res.status).toBe(400);
    }
    const next = await t.api.raw("POST", "/api/accounts/login/", {
      json: { username: "demo@example.com", password: "Demo2026!" },
      address: "41.82.10.20",
    });
    expect(next.status).toBe(429);
  });
});

describe("client addresses", () => {
  it("read X-Forwarded-For from the right behind TRUST_PROXY proxies, IPv6 by its /64", async () => {
    const { networkOf } = await import("../../../server/lib/client-address");
    const { parseTrustedProxies } = await import("../../../server/lib/trusted-proxies");
    expect(networkOf("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(networkOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(networkOf("::ffff:41.82.10.20")).toBe("41.82.10.20");
    const t = await makeTestApp();
    const proxies = parseTrustedProxies("10.0.0.2");
    if ("error" in proxies) throw new Error(proxies.error);
    t.deps.config.trustedProxies = proxies;
    const app = (await import("../../../server/app")).createApp(t.deps);
    const login = (forwarded: string) =>
      app.request(
        "/api/accounts/login/",
        {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": forwarded },
          body: JSON.stringify({ username: "demo@example.com", password: "Mauvais2026" }),
        },
        { incoming: { socket: { remoteAddress: "10.0.0.2" } } },
      );
    // Whatever a guesser writes on the left, the proxy's entry on the right is what counts.
    for (let i = 0; i < 10; i++) expect((await login(`1.1.1.${i}, 198.51.100.9`)).status).toBe(400);
    expect((await login("9.9.9.9, 198.51.100.9")).status).toBe(429);
    expect((await login("41.82.10.20")).status).toBe(400);
  });

  it("caps one address at 100 attempts over all accounts", async () => {
    const t = await makeTestApp();
    for (let i = 0; i < 100; i++) {
      const res = await t.api.raw("POST", "/api/accounts/login/", {
        json: { username: `personne${i}@example.com`, password: "Mauvais2026" },
        address: "198.51.100.77",
      });
      expect(res.status).toBe(400);
    }
    const next = await t.api.raw("POST", "/api/accounts/login/", {
      json: { username: "demo@example.com", password: "Demo2026!" },
      address: "198.51.100.77",
    });
    expect(next.status).toBe(429);
  });
});

describe("nothing tells which accounts exist", () => {
  it("answers a second code request within 60 s alike for known and unknown e-mails", async () => {
    const t = await makeTestApp();
    const answers = [];
    for (const email of ["demo@example.com", "personne@example.com"]) {
      const first = await t.api.post("accounts/OTP-request/", { email, purpose: "reset_password" });
      const second = await t.api.post("accounts/OTP-request/", { email, purpose: "reset_password" });
      answers.push({
        first: [first.status, first.data.message],
        second: [second.status, second.data.message],
      });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.second[0]).toBe(429);
    expect(t.mails.filter((m) => m.to === "personne@example.com")).toHaveLength(0);
    expect(t.mails.filter((m) => m.to === "demo@example.com")).toHaveLength(1);
  });

  it("answers a wrong code alike, whether the account exists or has a live code", async () => {
    const t = await makeTestApp();
    await t.api.post("accounts/OTP-request/", { email: "demo@example.com", purpose: "reset_password" });
    const code = t.lastCode("demo@example.com");
    const wrong = code === "0000" ? "1111" : "0000";
    const check = (email: string) =>
      t.api.post("accounts/checkOTP/", { email, otp: wrong, purpose: "reset_password" });
    const known = await check("demo@example.com");
    const unknown = await check("personne@example.com");
    const noCode = await t.api.post("accounts/checkOTP/", {
      email: "demo@example.com",
      otp: wrong,
      purpose: "register",
    });
    for (const res of [known, unknown, noCode]) {
      expect(res.status).toBe(400);
      expect(res.data.message).toBe(wrongCode);
      expect(res.data.body.detail).toEqual([wrongCode]);
    }
    // Unknown addresses also run out of tries after 10 in a day.
    for (let i = 0; i < 9; i++) await check("personne@example.com");
    expect((await check("personne@example.com")).status).toBe(429);
  });
});

describe("text from people, at the boundary", () => {
  it("strips control and bidi-override characters from names and addresses", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const res = await t.api.patch(
      "accounts/profile/",
      {
        first_name: "Awa\u0001\u202e",
        last_name: "Di\u2066op\u0007",
        address: { city: "Da\u202dkar", address: "Rue 10\nx", country: "Sénégal" },
      },
      access,
    );
    expect(res.status).toBe(200);
    expect(res.data.body).toMatchObject({ first_name: "Awa", last_name: "Diop" });
    expect(res.data.body.address).toMatchObject({ city: "Dakar", address: "Rue 10x", country: "Sénégal" });
  });

  it("keeps the line breaks of a contact message, nothing else hidden", async () => {
    const t = await makeTestApp();
    const res = await t.api.post("notifications/contact-us", {
      name: "Mariama\u202e Ba\u200f\ufeff",
      email: "mariama@example.com",
      telephone: "77 123\r\n45 67",
      subject: "reservation",
      message: "Bonjour,\nje voudrais\u0001 réserver.",
    });
    expect(res.status).toBe(200);
    const mail = t.mails.at(-1);
    expect(mail?.text).toContain("De : Mariama Ba <mariama@example.com>\nTéléphone : 77 12345 67\n");
    expect(mail?.text).toContain("Bonjour,\nje voudrais réserver.");
  });

  it("writes user text into the log on one line", async () => {
    const t = await makeTestApp();
    const lines: string[] = [];
    const outbox = outboxMailer(t.deps.db, t.deps.clock, (m) => lines.push(m));
    await outbox.send({
      to: "a@example.com",
      subject: "Contact : x\n[courriel] faux",
      text: "ligne 1\nligne 2\r",
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.split("\n")).toEqual([
      "[courriel] à a@example.com — Contact : x\\n[courriel] faux",
      "ligne 1\\nligne 2\\u000d",
    ]);
    expect(logSafe("a\u2028b")).toBe("a\\u2028b");
  });
});

describe("the dev mailbox (demo mode)", () => {
  it("needs a recipient: it never lists everyone's mail", async () => {
    const t = await makeTestApp();
    const res = await t.api.get("dev/mail");
    expect(res.status).toBe(400);
    expect(res.data.to).toEqual(["Indiquez l'adresse dont vous voulez lire les courriels (paramètre to)."]);
    expect((await t.api.get("dev/mail?to=")).status).toBe(400);
  });
});

describe("the database file", () => {
  it("is readable by the server's user only, and synced in full", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "db-")), "app.sqlite");
    const database = await openDatabase(file);
    for (const path of [file, `${file}-wal`]) expect(statSync(path).mode & 0o777, path).toBe(0o600);
    expect(database.sqlite?.pragma("synchronous", { simple: true })).toBe(2);
    await database.close();
  });
});

describe("phone numbers", () => {
  it("accept them as people write them: 9 to 15 characters once the spaces are left out", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    for (const phone of ["+221 77 123 45 67", "77 123 45 67", "(33) 869-42-17", ""]) {
      const res = await t.api.patch("accounts/profile/", { telephone_number: phone }, access);
      expect(res.status, phone).toBe(200);
    }
    for (const phone of ["77 123 45", "+221 77 123 45 67 890", "77 123 45 6a"]) {
      const res = await t.api.patch("accounts/profile/", { telephone_number: phone }, access);
      expect(res.status, phone).toBe(400);
      expect(res.data.body.telephone_number).toEqual(["Veuillez saisir un numéro de téléphone valide"]);
    }
  });
});
