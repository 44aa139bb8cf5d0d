import { describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { openDatabase } from "../../server/db/open";
import { makeTestApp } from "./harness";

describe("a database that does not answer", () => {
  it("gets a French 503 that says nothing was kept, never a 500", async () => {
    const t = await makeTestApp();
    // A PostgreSQL address where nothing listens: what a restart or a network cut looks like.
    const away = await openDatabase("postgres://centre@127.0.0.1:9/absente", { migrate: false });
    const logged: string[] = [];
    const app = createApp({ ...t.deps, db: away.db, database: away, log: (line) => logged.push(line) });
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
});
