import { describe, expect, it } from "vitest";
import { createApp } from "../../../server/app";
import { jsonLog, REDACTED, textLog } from "../../../server/lib/log";
import { makeTestApp } from "../harness";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The app of a fresh database whose log is the server's JSON log, written here. */
async function loggedApp() {
  const t = await makeTestApp();
  const written: string[] = [];
  const log = jsonLog({ write: (line: string) => void written.push(line) });
  const app = createApp({ ...t.deps, log });
  const lines = () => written.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { t, app, written, lines };
}

describe("each request", () => {
  it("gets an id: a valid incoming X-Request-Id, else a new one, sent back in X-Request-Id", async () => {
    const { app } = await loggedApp();
    const given = await app.request("/api/health/", { headers: { "X-Request-Id": "lb-7f3a.42:x=1" } });
    expect(given.headers.get("X-Request-Id")).toBe("lb-7f3a.42:x=1");
    const made = [await app.request("/api/health/"), await app.request("/api/booking/services/3/")];
    const ids = made.map((res) => res.headers.get("X-Request-Id") ?? "");
    for (const id of ids) expect(id).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    // What could forge a log line or fill it is replaced, not echoed.
    for (const bad of ["<script>", "a b", "x".repeat(129), "é"]) {
      const res = await app.request("/api/health/", { headers: { "X-Request-Id": bad } });
      expect(res.headers.get("X-Request-Id"), bad).toMatch(UUID);
    }
  });

  it("writes one JSON line: method, route pattern, status, duration, its id; no password, e-mail or query", async () => {
    const { app, written, lines } = await loggedApp();
    const res = await app.request("/api/accounts/login/?email=fatou.diop@example.com&phone=771234567", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Request-Id": "essai-1", Authorization: "Bearer abc" },
      body: JSON.stringify({ username: "fatou.diop@example.com", password: "MotDePasse-Secret-2026" }),
    });
    expect(res.status).toBe(400);
    const requestLines = lines().filter((line) => line.event === "request");
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      level: "info",
      method: "POST",
      route: "/api/accounts/login/",
      status: 400,
      requestId: "essai-1",
      msg: `POST /api/accounts/login/ 400 ${requestLines[0]?.durationMs} ms`,
    });
    expect(requestLines[0]?.durationMs).toEqual(expect.any(Number));
    expect(Date.parse(String(requestLines[0]?.time))).not.toBeNaN();
    const all = written.join("");
    for (const secret of ["MotDePasse-Secret-2026", "fatou.diop", "771234567", "Bearer abc"])
      expect(all, secret).not.toContain(secret);
  });

  it("has its secrets and personal data masked whatever a line carries", () => {
    const written: string[] = [];
    const log = jsonLog({ write: (line: string) => void written.push(line) });
    log("Courriel non envoyé à awa.ndiaye@example.sn (+221 77 123 45 67) : boîte pleine.", {
      level: "warn",
      password: "p",
      token: "t",
      member: { email: "awa.ndiaye@example.sn", phone: "771234567", code: "1234" },
      headers: { authorization: "Bearer x", cookie: "c" },
    });
    const line = JSON.parse(written[0] ?? "{}");
    expect(line).toMatchObject({
      level: "warn",
      msg: "Courriel non envoyé à [e-mail masqué] ([téléphone masqué]) : boîte pleine.",
      password: REDACTED,
      token: REDACTED,
      member: { email: REDACTED, phone: REDACTED, code: REDACTED },
      headers: { authorization: REDACTED, cookie: REDACTED },
    });
    // An instant or an amount is not a phone number.
    log("Créneau 1767225600000, 770000000000 XOF, 2026-03-03.");
    expect(JSON.parse(written[1] ?? "{}").msg).toBe("Créneau 1767225600000, 770000000000 XOF, 2026-03-03.");
  });

  it("keeps the French words alone in the text format, without the probes' lines", () => {
    const written: string[] = [];
    const log = textLog((line) => written.push(line));
    log("Catalogue et configuration de démonstration créés.", { event: "x" });
    log("GET /api/health/ 204 0.4 ms", { level: "debug" });
    expect(written).toEqual(["Catalogue et configuration de démonstration créés.\n"]);
  });
});

describe("a mobile-money payment", () => {
  it("writes a line for each change of state, its failure (a cancel) included, with the request's id", async () => {
    const { t, app, lines } = await loggedApp();
    const { access } = await t.loginDemo();
    const checkout = await app.request("/api/payments/pack/checkout/", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${access}` },
      body: JSON.stringify({ pack_id: 1 }),
    });
    const { checkout_url: url, payment_id: paymentId } = (await checkout.json()) as Record<string, string>;
    const cancelled = await app.request(`${url}/cancel`, {
      method: "POST",
      headers: { "X-Request-Id": "annule-1" },
    });
    expect(cancelled.headers.get("Location")).toMatch(/^\/callbackcancelurl/);
    const changes = lines().filter((line) => line.event === "payment" && line.paymentId === paymentId);
    expect(changes).toEqual([
      expect.objectContaining({ level: "info", from: null, to: "pending", method: "PAY03", purpose: "pack" }),
      expect.objectContaining({
        level: "warn",
        from: "pending",
        to: "failed",
        method: "PAY03",
        provider: "sandbox",
        requestId: "annule-1",
        msg: `Paiement ${paymentId} PAY03 : en attente → échoué.`,
      }),
    ]);
  });
});
