import { createServer, type Socket } from "node:net";
import { sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../../server/app";
import { type Database, openDatabase } from "../../../server/db/open";
import { READY_WITHIN_MS, readinessMessages } from "../../../server/db/readiness";
import { emptyDatabase, makeTestApp, type TestApp } from "../harness";

/** The app of `t` on another database: one away, slow or behind. */
const appOn = (t: TestApp, database: Database) => createApp({ ...t.deps, db: database.db, database });

const probe = async (app: ReturnType<typeof createApp>, path: string) => {
  const res = await app.request(path);
  return {
    status: res.status,
    cache: res.headers.get("Cache-Control"),
    retry: res.headers.get("Retry-After"),
    body: res.status === 204 ? null : await res.json(),
  };
};

afterEach(() => {
  vi.useRealTimers();
});

describe("the probes for a balancer", () => {
  it("answer 204, never kept, while the database serves", async () => {
    const t = await makeTestApp();
    for (const path of ["/api/health/", "/api/health/live/", "/api/health/ready/"])
      expect(await probe(t.app, path), path).toEqual({
        status: 204,
        cache: "no-store",
        retry: null,
        body: null,
      });
  });

  it("with the database away: alive (the process answers) but not ready, with why in French", async () => {
    const t = await makeTestApp();
    // A PostgreSQL address where nothing listens: what a restart or a network cut looks like.
    const away = await openDatabase("postgres://centre@127.0.0.1:9/absente", { migrate: false });
    try {
      const app = appOn(t, away);
      expect((await probe(app, "/api/health/")).status).toBe(204);
      expect((await probe(app, "/api/health/live/")).status).toBe(204);
      expect(await probe(app, "/api/health/ready/")).toEqual({
        status: 503,
        cache: "no-store",
        retry: "5",
        body: { detail: readinessMessages.unreachable },
      });
    } finally {
      await away.close();
    }
  });

  it("not ready once the run's own database is closed (SQLite or PostgreSQL)", async () => {
    const database = await openDatabase(await emptyDatabase(), { poolSize: 1 });
    const t = await makeTestApp();
    const app = appOn(t, database);
    expect((await probe(app, "/api/health/ready/")).status).toBe(204);
    await database.close();
    expect(await probe(app, "/api/health/ready/")).toMatchObject({
      status: 503,
      body: { detail: readinessMessages.unreachable },
    });
    expect((await probe(app, "/api/health/live/")).status).toBe(204);
  });

  it("not ready on a database a migration of this code has not reached", async () => {
    const database = await openDatabase(await emptyDatabase(), { poolSize: 1 });
    try {
      const t = await makeTestApp();
      await sql`delete from kysely_migration where name = '0015_banner_link_and_active'`.execute(database.db);
      expect(await probe(appOn(t, database), "/api/health/ready/")).toMatchObject({
        status: 503,
        body: { detail: readinessMessages.behind(["0015_banner_link_and_active"]) },
      });
    } finally {
      await database.close();
    }
  });

  it("not ready when the database takes connections and never answers: within its time limit", async () => {
    const t = await makeTestApp();
    const held: Socket[] = [];
    const silent = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const address = silent.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const mute = await openDatabase(`postgres://centre@127.0.0.1:${port}/muette`, {
      migrate: false,
      poolSize: 1,
      connectTimeoutMs: 60_000,
    });
    try {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      const answer = probe(appOn(t, mute), "/api/health/ready/");
      await vi.advanceTimersByTimeAsync(READY_WITHIN_MS);
      expect(await answer).toMatchObject({ status: 503, body: { detail: readinessMessages.tooSlow } });
    } finally {
      vi.useRealTimers();
      for (const socket of held) socket.destroy();
      await mute.close().catch(() => {});
      silent.close();
    }
  });
});
