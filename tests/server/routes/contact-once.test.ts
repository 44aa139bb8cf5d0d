import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, readSettings } from "../../../server/config";
import { brand } from "../../../src/brand";
import { makeTestApp, type TestApp } from "../harness";

const message = {
  name: "Mariama Ba",
  email: "mariama@example.com",
  telephone: "77 123 45 67",
  subject: "reservation",
  message: "Bonjour, puis-je réserver pour trois personnes ?",
};

const send = (t: TestApp, body: unknown, key?: string) =>
  t.api.raw("POST", "/api/notifications/contact-us", {
    json: body,
    headers: key === undefined ? {} : { "Idempotency-Key": key },
  });
const stored = (t: TestApp) => t.deps.db.selectFrom("contactMessages").selectAll().execute();

describe("contact messages sent from the phone's outbox", () => {
  it("are kept and mailed once per Idempotency-Key: a replay answers the first answer", async () => {
    const t = await makeTestApp({ demoMember: false });
    const first = await send(t, message, "3f8a-once");
    const again = await send(t, { ...message, name: "  Mariama Ba " }, "3f8a-once");
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.data).toEqual(first.data);
    expect(first.data).toEqual({ success: true, message: "Message envoyé avec succès!", errors: {} });
    expect(await stored(t)).toHaveLength(1);
    expect(t.mails.filter((m) => m.subject === "Contact : reservation")).toHaveLength(1);
  });

  it("refuse the same key on another message (422, in French) and keep nothing more", async () => {
    const t = await makeTestApp({ demoMember: false });
    await send(t, message, "k-1");
    const other = await send(t, { ...message, message: "Un tout autre message, cette fois." }, "k-1");
    expect(other.status).toBe(422);
    expect(other.data).toMatchObject({
      success: false,
      detail: "Cette clé d'idempotence a déjà servi pour un autre message.",
    });
    expect(await stored(t)).toHaveLength(1);
    expect(t.mails).toHaveLength(1);
  });

  it("without a key (older clients) keep each message; a key over 200 characters is refused", async () => {
    const t = await makeTestApp({ demoMember: false });
    await send(t, message);
    await send(t, message);
    expect(await stored(t)).toHaveLength(2);
    const long = await send(t, message, "k".repeat(201));
    expect(long.status).toBe(400);
    expect(long.data.detail).toBe("Clé d'idempotence trop longue.");
    expect((await send(t, message, "k".repeat(200))).status).toBe(200);
    expect(await stored(t)).toHaveLength(3);
  });

  it("go to CONTACT_TO, and stay kept when the mail fails", async () => {
    const t = await makeTestApp({ demoMember: false });
    t.deps.config.contactTo = "accueil@centre.example";
    await send(t, message, "k-2");
    expect(t.mails.map((m) => m.to)).toEqual(["accueil@centre.example"]);
    expect(t.mails[0]?.text).toContain("De : Mariama Ba <mariama@example.com>");

    const logged: string[] = [];
    t.deps.log = (line) => logged.push(line);
    t.deps.mailer = { send: () => Promise.reject(new Error("SMTP indisponible")) };
    const res = await send(t, { ...message, subject: "autre" }, "k-3");
    expect(res.status).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await stored(t)).toHaveLength(2);
    expect(logged.join("\n")).toMatch(
      /Courriel non envoyé à accueil@centre\.example \(essai 1\) : SMTP indisponible/,
    );
  });
});

describe("CONTACT_TO", () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), "data-"));
  it("defaults to the brand's e-mail, must be an e-mail address", () => {
    expect(readSettings({ DATA_DIR: dataDir() }).config.contactTo).toBe(brand.email);
    expect(
      readSettings({ DATA_DIR: dataDir(), CONTACT_TO: " Accueil@Centre.example " }).config.contactTo,
    ).toBe("accueil@centre.example");
    expect(() => readSettings({ DATA_DIR: dataDir(), CONTACT_TO: "accueil" })).toThrow(ConfigError);
    expect(() => readSettings({ DATA_DIR: dataDir(), CONTACT_TO: "accueil" })).toThrow(
      "CONTACT_TO doit être une adresse e-mail valide.",
    );
  });
});
