import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { startPostgres } from "../../../scripts/postgres-server.mjs";
import { type Database, openDatabase } from "../../../server/db/open";
import { httpMessages } from "../../../server/lib/http";
import { type Instances, startInstances } from "../support/api-instances";
import { type HttpAnswer, httpBurst, until } from "../support/http-burst";
import { brokenRules } from "../support/instance-data";
import { acknowledged, lostWrites, prepareLoad, unexpectedAnswers } from "../support/instance-load";

/**
 * The pool's connect timeout is 5 s (server/db/open.ts): no answer may wait much beyond it, and
 * none until the writers' lock times out (15 s).
 */
const LONGEST_ANSWER_MS = 10_000;

/** What a request that reads the database (the member's profile) gets from `base`. */
const profileStatus = (base: string, token: string) =>
  fetch(`${base}/api/accounts/profile/`, {
    headers: { Authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(LONGEST_ANSWER_MS),
  }).then(
    (r) => r.status,
    () => 0,
  );

// A server of its own: restarting the run's shared one would cut every other test's connections.
describe("PostgreSQL restarted during a burst, two instances on it", { timeout: 90_000 }, () => {
  it("answers a French 503 while it is down, serves again by itself after, and loses or half-writes nothing", async () => {
    const server = await startPostgres({ durable: true });
    let servers: Instances | undefined;
    let database: Database | undefined;
    try {
      const admin = new pg.Client({ connectionString: `${server.url}/postgres` });
      await admin.connect();
      await admin.query("create database centre");
      await admin.end();
      const url = `${server.url}/centre`;
      const secret = randomBytes(32).toString("hex");
      // Both started at once on an empty database: they migrate and seed it once between them.
      servers = await startInstances(2, { databaseUrl: url, jwtSecretHex: secret });
      const bases = servers.instances.map((i) => i.url);
      database = await openDatabase(url, { migrate: false, poolSize: 2 });
      const load = await prepareLoad(database, bases[0] ?? "", secret);

      const burst = httpBurst(bases, load.writes, { workers: 2, inFlight: 3, filler: load.reads });
      await until(() => burst.answered() >= 25, "25 answers before the stop");
      const downAt = Date.now();
      server.down();
      for (const base of bases)
        await until(async () => (await profileStatus(base, load.probeToken)) === 503, `a 503 from ${base}`);
      server.up();
      // No restart of the instances: each finds the database again on its own.
      for (const base of bases)
        await until(
          async () => (await profileStatus(base, load.probeToken)) === 200,
          `${base} serving again`,
        );
      const servingAt = Date.now();
      const back = burst.answered();
      await until(() => burst.answered() >= back + 25, "25 answers after the restart");
      burst.stop();
      const during = await burst.done;
      // Every write again, once the database is back (the same keys): a 503 kept nothing, so a
      // write refused then is done now, and one done before answers the same again.
      const again = await httpBurst(bases, load.writes, { workers: 2, inFlight: 3 }).done;

      const answers: HttpAnswer[] = [...during, ...again];
      const odd = unexpectedAnswers(answers, httpMessages.databaseUnavailable);
      expect(odd, JSON.stringify(odd.slice(0, 3))).toEqual([]);
      const refusedWhileDown = during.filter((a) => a.status === 503);
      expect(refusedWhileDown.length).toBeGreaterThan(0);
      for (const a of refusedWhileDown) expect(a.startedAt + a.ms).toBeGreaterThanOrEqual(downAt);
      // No connection of before is left to fail later.
      expect(answers.filter((a) => a.status === 503 && a.startedAt > servingAt)).toEqual([]);
      expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(LONGEST_ANSWER_MS);
      for (const instance of servers.instances) expect(instance.alive(), instance.output()).toBe(true);

      expect(await brokenRules(database)).toEqual([]);
      expect(await lostWrites(database, answers)).toEqual([]);
      // A write answered before and again after gives the same answer (the key kept it once).
      for (const late of again.filter((a) => a.tag.startsWith("create:") && a.status === 201)) {
        const earlier = during.find((a) => a.tag === late.tag && a.status === 201);
        if (earlier) expect(late.data.booking_id).toBe(earlier.data.booking_id);
      }
      expect(again.filter(acknowledged).length).toBeGreaterThan(load.writes.length / 2);
    } finally {
      await database?.close();
      await servers?.stop();
      server.stop();
    }
  });
});
