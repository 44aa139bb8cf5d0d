import { randomBytes } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { type Database, openDatabase } from "../../../server/db/open";
import { httpMessages } from "../../../server/lib/http";
import { type Instances, startInstances } from "../support/api-instances";
import { httpBurst, until } from "../support/http-burst";
import { brokenRules } from "../support/instance-data";
import { acknowledged, lostWrites, prepareLoad, unexpectedAnswers } from "../support/instance-load";
import { freshDatabase } from "../support/postgres-template";

describe("one of two instances killed under load", { timeout: 90_000 }, () => {
  it("leaves the other serving, and every write acknowledged by either in the database", async () => {
    let servers: Instances | undefined;
    let database: Database | undefined;
    try {
      const url = await freshDatabase(inject("postgresUrl"));
      const secret = randomBytes(32).toString("hex");
      servers = await startInstances(2, { databaseUrl: url, jwtSecretHex: secret });
      const [survivor, victim] = servers.instances;
      if (!survivor || !victim) throw new Error("setup");
      database = await openDatabase(url, { migrate: false, poolSize: 2 });
      const load = await prepareLoad(database, survivor.url, secret);

      const burst = httpBurst([survivor.url, victim.url], load.writes, {
        workers: 2,
        inFlight: 3,
        filler: load.reads,
      });
      await until(() => burst.answered() >= 25, "25 answers before the kill");
      // Mid-burst: requests under way on it, perhaps a transaction holding the writers' lock.
      servers.kill(victim);
      const killedAt = Date.now();
      expect(await victim.exited).toBe("SIGKILL");
      const after = burst.answered();
      await until(() => burst.answered() >= after + 25, "25 answers after the kill");
      burst.stop();
      const answers = await burst.done;

      const fromSurvivor = answers.filter((a) => a.base === survivor.url);
      // Nothing but answers from the survivor: no error, no 503 (the lock the victim held went with it).
      const odd = unexpectedAnswers(fromSurvivor, httpMessages.databaseUnavailable);
      expect(odd, JSON.stringify(odd.slice(0, 3))).toEqual([]);
      expect(fromSurvivor.filter((a) => a.status === 503)).toEqual([]);
      expect(fromSurvivor.filter((a) => a.startedAt > killedAt && a.status < 400).length).toBeGreaterThan(0);
      // The victim answered before, and nothing once it was gone.
      const fromVictim = answers.filter((a) => a.base === victim.url);
      expect(fromVictim.filter((a) => a.status > 0).length).toBeGreaterThan(0);
      expect(fromVictim.filter((a) => a.startedAt > killedAt + 1_000 && a.status > 0)).toEqual([]);

      expect(await lostWrites(database, answers)).toEqual([]);
      expect(await brokenRules(database)).toEqual([]);
      // The writes the victim never answered, sent again to the survivor (same keys): each done
      // once, as if the first had never come.
      const unanswered = load.writes.filter(
        (w) => !answers.some((a) => a.tag === w.tag && a.status > 0 && a.status < 500),
      );
      const retried = await httpBurst([survivor.url], unanswered, { workers: 2, inFlight: 3 }).done;
      const retriedOdd = unexpectedAnswers(retried, httpMessages.databaseUnavailable);
      expect(retriedOdd, JSON.stringify(retriedOdd.slice(0, 3))).toEqual([]);
      expect(retried.filter(acknowledged).length).toBeGreaterThan(0);
      expect(await lostWrites(database, [...answers, ...retried])).toEqual([]);
      expect(await brokenRules(database)).toEqual([]);
    } finally {
      await database?.close();
      await servers?.stop();
    }
  });
});
