import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { createApp } from "../../../server/app";
import { openDatabase } from "../../../server/db/open";
import { httpMessages } from "../../../server/lib/http";
import { markLoopRun } from "../../../server/lib/loop-runs";
import { centreMetrics, requestMetrics } from "../../../server/lib/metrics";
import { metricsApp } from "../../../server/lib/metrics-server";
import { makeTestApp } from "../harness";

const TOKEN = "jeton-de-metriques-assez-long-pour-passer";

/** One sample's value in Prometheus's text, or null when the series is absent. */
function sample(text: string, series: string): number | null {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

describe("the metrics", () => {
  it("count requests by route pattern and status, with no id in any label", async () => {
    const t = await makeTestApp();
    const registry = new Registry();
    const app = createApp({ ...t.deps, metrics: requestMetrics(registry, t.deps.database) });
    expect((await app.request("/api/booking/services/3/")).status).toBe(200);
    expect((await app.request("/api/booking/services/3/")).status).toBe(200);
    expect((await app.request("/api/booking/services/987654/")).status).toBe(404);
    expect((await app.request("/api/nulle-part/123456")).status).toBe(404);
    expect((await app.request("/ailleurs/123456")).status).toBe(404);
    const text = await registry.metrics();
    const route = "/api/booking/services/:id/";
    expect(sample(text, `http_requests_total{method="GET",route="${route}",status="200"}`)).toBe(2);
    expect(sample(text, `http_requests_total{method="GET",route="${route}",status="404"}`)).toBe(1);
    expect(sample(text, `http_request_duration_seconds_count{method="GET",route="${route}"}`)).toBe(3);
    expect(sample(text, 'http_requests_total{method="GET",route="*",status="404"}')).toBe(1);
    // Neither the ids asked for nor an address no route took: a series per pattern, not per path.
    expect(text).not.toMatch(/987654|123456|services\/3\//);
    // PostgreSQL's pool, seen by the process; SQLite has none.
    const pooled = sample(text, 'db_pool_connections{state="total"}');
    if (t.deps.database.dialect === "postgres") expect(pooled).toBeGreaterThan(0);
    else expect(pooled).toBeNull();
  });

  it("read mail waiting, the oldest one's age and payments by state at scrape time, and the loops' last rounds", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const registry = new Registry();
    centreMetrics(registry, t.deps.database);
    expect((await t.api.post("payments/pack/checkout/", { pack_id: 1 }, access)).status).toBe(200);
    await t.deps.db
      .insertInto("mailQueue")
      .values({
        to: "attente@example.com",
        subject: "En attente",
        text: "…",
        createdAt: new Date(Date.now() - 600_000),
        nextAttemptAt: new Date(Date.now() + 600_000),
      })
      .execute();
    markLoopRun("mail-upkeep", 1_800_000_000_000);
    const text = await registry.metrics();
    expect(sample(text, "db_up")).toBe(1);
    expect(sample(text, "mail_queue_unsent")).toBe(1);
    expect(sample(text, "mail_queue_oldest_unsent_age_seconds")).toBeGreaterThanOrEqual(600);
    expect(sample(text, 'payments{state="pending"}')).toBe(1);
    expect(sample(text, 'payments{state="failed"}')).toBe(0);
    expect(sample(text, 'background_loop_last_run_timestamp_seconds{loop="mail-upkeep"}')).toBe(
      1_800_000_000,
    );
  });

  it("still answer with the database away, saying so", async () => {
    const away = await openDatabase("postgres://centre@127.0.0.1:9/absente", { migrate: false });
    try {
      const registry = new Registry();
      centreMetrics(registry, away);
      expect(sample(await registry.metrics(), "db_up")).toBe(0);
    } finally {
      await away.close();
    }
  });

  it("are served on their own listener, only with the token when one is set", async () => {
    const app = metricsApp(TOKEN, async () => "requetes 1\n");
    for (const authorization of [undefined, "Bearer mauvais", `Basic ${TOKEN}`]) {
      const res = await app.request("/metrics", {
        headers: authorization ? { Authorization: authorization } : {},
      });
      expect(res.status, authorization).toBe(401);
      expect(await res.json()).toEqual({ detail: httpMessages.unauthenticated });
    }
    const res = await app.request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await res.text()).toBe("requetes 1\n");
    expect((await app.request("/ailleurs")).status).toBe(404);
    expect((await metricsApp(null, async () => "").request("/metrics")).status).toBe(200);
  });

  it("are never the app's page on its public port: a 404 in JSON", async () => {
    const t = await makeTestApp();
    const dist = mkdtempSync(join(tmpdir(), "dist-"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>App</title>");
    const app = createApp({ ...t.deps, config: { ...t.deps.config, distDir: dist } });
    const res = await app.request("/metrics");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: httpMessages.notFound });
  });
});
