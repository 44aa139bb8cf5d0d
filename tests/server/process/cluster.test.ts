import { mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ConfigError, readSettings } from "../../../server/config";
import { freePort, startRealServer } from "../support/real-server";

/** The real server, as `npm start` runs it, with `workers` serving processes. */
const start = (port: number, dataDir: string, workers: number, env: Record<string, string> = {}) =>
  startRealServer({ PORT: String(port), DATA_DIR: dataDir, WEB_CONCURRENCY: String(workers), ...env });

// Starting the server's processes takes seconds: real processes, real port.
describe("serving processes (WEB_CONCURRENCY)", { timeout: 90_000 }, () => {
  it("are one per core unless told, from 1 to 64", () => {
    const DATA_DIR = mkdtempSync(join(tmpdir(), "data-"));
    expect(readSettings({ DATA_DIR }).workers).toBe(availableParallelism());
    expect(readSettings({ DATA_DIR, WEB_CONCURRENCY: "3" }).workers).toBe(3);
    for (const bad of ["0", "65", "2.5", "deux"])
      expect(() => readSettings({ DATA_DIR, WEB_CONCURRENCY: bad }), bad).toThrow(ConfigError);
  });

  it("serve one database from several processes, say so once, and stop on SIGTERM, port freed", async () => {
    const port = await freePort();
    const metricsPort = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), "cluster-"));
    const url = `http://127.0.0.1:${port}/api`;
    const first = await start(port, dataDir, 2, { METRICS_PORT: String(metricsPort) });
    expect(first.output()).toContain("2 processus");
    const login = await fetch(`${url}/accounts/login/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "demo@example.com", password: "Demo2026!" }),
    }).then((r) => r.json());
    const access = login.body.access as string;
    // One connection per request: they are dealt to both processes, which share the secret.
    const profiles = await Promise.all(
      Array.from({ length: 8 }, () =>
        fetch(`${url}/accounts/profile/`, {
          headers: { Authorization: `Bearer ${access}`, Connection: "close" },
        }),
      ),
    );
    expect(profiles.map((r) => r.status)).toEqual(Array(8).fill(200));
    // The metrics cover every process: the requests summed over both, the primary's loops with them.
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.text());
    expect(metrics).toContain(
      'http_requests_total{method="GET",route="/api/accounts/profile/",status="200"} 8',
    );
    expect(metrics).toMatch(/background_loop_last_run_timestamp_seconds\{loop="payment-upkeep"\} \d/);
    expect(await first.stop()).toBe(0);
    // Every process listened by then: still said once.
    expect(first.output().match(/Application et API sur/g)).toHaveLength(1);

    // Started again on the same port and data: the same secret, the demo data not seeded twice.
    const again = await start(port, dataDir, 2);
    expect(again.output()).not.toContain("Catalogue et configuration de démonstration créés");
    const profile = await fetch(`${url}/accounts/profile/`, {
      headers: { Authorization: `Bearer ${access}` },
    });
    expect(profile.status).toBe(200);
    expect(await again.stop()).toBe(0);
  });

  it("count a member's photos across processes: 5 in 10 minutes in all, not 5 in each", async () => {
    const port = await freePort();
    const server = await start(port, mkdtempSync(join(tmpdir(), "cluster-")), 2);
    const url = `http://127.0.0.1:${port}/api`;
    const login = await fetch(`${url}/accounts/login/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "demo@example.com", password: "Demo2026!" }),
    }).then((r) => r.json());
    const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0f5c4d" } })
      .png()
      .toBuffer();
    const answers: { status: number; message: string }[] = [];
    // One after another, each on its own connection: the processes take them in turn.
    for (let i = 0; i < 8; i++) {
      const form = new FormData();
      form.set("profile_picture", new File([new Uint8Array(picture)], "moi.png", { type: "image/png" }));
      const res = await fetch(`${url}/accounts/profile/`, {
        method: "PATCH",
        headers: { Authorization: `Bearer ${login.body.access}`, Connection: "close" },
        body: form,
      });
      answers.push({ status: res.status, message: (await res.json()).message });
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(answers.at(-1)?.message).toBe("Trop d'envois de photo. Veuillez réessayer dans 10 minutes.");
    expect(await server.stop()).toBe(0);
  });
});
