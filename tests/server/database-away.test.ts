import { createServer, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { openDatabase } from "../../server/db/open";
import type { Log } from "../../server/lib/log";
import { makeTestApp } from "./harness";

describe("a database that does not answer", () => {
  it("gets a French 503 that says nothing was kept, never a 500", async () => {
    const t = await makeTestApp();
    // A PostgreSQL address where nothing listens: what a restart or a network cut looks like.
    const away = await openDatabase("postgres://centre@127.0.0.1:9/absente", { migrate: false });
    const logged: string[] = [];
    const log: Log = (line, details) => {
      // Each request's own line aside: only the failures are looked at here.
      if (details?.event !== "request") logged.push(line);
    };
    const app = createApp({ ...t.deps, db: away.db, database: away, log });
    for (const path of ["/api/booking/services/?page=1&page_size=6", "/api/configs/bookingmethod/"]) {
      const res = await app.request(path);
      expect(res.status).toBe(503);
      expect(res.headers.get("Retry-After")).toBe("5");
      expect(await res.json()).toEqual({
        detail:
          "Le service est momentanément indisponible. Rien n'a été enregistré : veuillez réessayer dans quelques instants.",
      });
    }
    expect(logged.every((line) => line.startsWith("Base de données injoignable"))).toBe(true);
    await away.close();
  });

  it("gets the 503 within the connect timeout when the server takes connections and never answers, queued requests too", async () => {
    const t = await makeTestApp();
    // What a network cut looks like: the connection opens, nothing ever comes back.
    const held: Socket[] = [];
    const silent = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const address = silent.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const away = await openDatabase(`postgres://centre@127.0.0.1:${port}/muette`, {
      migrate: false,
      poolSize: 1,
      connectTimeoutMs: 300,
    });
    const app = createApp({ ...t.deps, db: away.db, database: away, log: () => {} });
    try {
      // One connection for three requests: two wait for it, and wait no longer than it.
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 3 }, () => app.request("/api/configs/bookingmethod/")),
      );
      expect(answers.map((r) => r.status)).toEqual([503, 503, 503]);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await away.close();
      for (const socket of held) socket.destroy();
      silent.close();
    }
  });
});
