import { randomBytes } from "node:crypto";
import { Agent, get } from "node:http";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { REQUEST_DRAIN_MS } from "../../../server/lib/shutdown";
import { PROVIDER_TIMEOUT_MS } from "../../../server/payments/accounts";
import { KEEP_ALIVE_MS } from "../../../server/serve";
import { startFakeWave } from "../../fakes/wave";
import { freePort, startRealServer } from "../support/real-server";

const demoLogin = async (api: string) => {
  const answer = await fetch(`${api}/accounts/login/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "demo@example.com", password: "Demo2026!" }),
  });
  return ((await answer.json()) as { body: { access: string } }).body.access;
};

// Real processes on real ports: seconds each.
describe("the server process, started and stopped as in production", { timeout: 90_000 }, () => {
  it("says in French that its port is taken, and ends", async () => {
    const taken = createServer();
    const port = await new Promise<number>((resolve) =>
      taken.listen(0, "127.0.0.1", () => resolve((taken.address() as { port: number }).port)),
    );
    try {
      const server = await startRealServer({ PORT: String(port) });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(
        `Le port 127.0.0.1:${port} est déjà utilisé par un autre programme : arrêtez-le, ou choisissez un autre PORT.`,
      );
      expect(server.output()).not.toMatch(/\n\s+at /);
    } finally {
      taken.close();
    }
  });

  it("keeps an idle connection open longer than a balancer's idle limit, and still stops at once", async () => {
    const port = await freePort();
    const server = await startRealServer({ PORT: String(port) });
    const agent = new Agent({ keepAlive: true });
    try {
      const keepAlive = await new Promise<string>((resolve, reject) =>
        get(`http://127.0.0.1:${port}/api/health/`, { agent }, (answer) => {
          answer.resume();
          answer.on("end", () => resolve(String(answer.headers["keep-alive"])));
        }).on("error", reject),
      );
      // A client sending on a connection Node just closed gets a reset: 5 s is Node's default.
      expect(keepAlive).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
      expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
      // The idle connection (still in the agent) does not hold the stop back.
      const began = Date.now();
      expect(await server.stop()).toBe(0);
      expect(Date.now() - began).toBeLessThan(10_000);
    } finally {
      agent.destroy();
      server.signal("SIGKILL");
    }
  });

  it("on SIGTERM, takes no new connection, lets a payment under way finish its provider call, then ends cleanly", async () => {
    const secrets = {
      apiKey: `wave_sn_prod_${randomBytes(8).toString("hex")}`,
      webhookSecret: "s".repeat(32),
    };
    const wave = await startFakeWave(secrets);
    const port = await freePort();
    const api = `http://127.0.0.1:${port}/api`;
    const server = await startRealServer({
      PORT: String(port),
      WAVE_BASE_URL: wave.url,
      WAVE_API_KEY: secrets.apiKey,
      WAVE_WEBHOOK_SECRET: secrets.webhookSecret,
    });
    try {
      const access = await demoLogin(api);
      wave.stall(/^\/v1\/checkout\/sessions$/);
      const checkout = fetch(`${api}/payments/pack/checkout/`, {
        method: "POST",
        headers: { Authorization: `Bearer ${access}`, "Content-Type": "application/json" },
        body: JSON.stringify({ pack_id: 1 }),
      });
      await wave.stalledCall();
      server.signal("SIGTERM");
      // The port is let go at once: a balancer sends the next clients elsewhere.
      await expect
        .poll(() =>
          fetch(`${api}/health/`).then(
            () => "answered",
            () => "refused",
          ),
        )
        .toBe("refused");
      // The payment's provider call, still under way, ends; its member gets the answer.
      await wave.answerLate();
      const answer = await checkout;
      expect(answer.status).toBe(200);
      expect(JSON.stringify(await answer.json())).toContain(wave.url);
      expect(await server.exited).toBe(0);
      expect(server.output()).not.toMatch(/destroyed|Error|\n\s+at /);
      // However slow the provider, within its limits: a token then a payment, each at its limit.
      expect(REQUEST_DRAIN_MS).toBeGreaterThan(2 * PROVIDER_TIMEOUT_MS);
    } finally {
      server.signal("SIGKILL");
      await wave.close();
    }
  });
});
