import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Worker } from "node:worker_threads";
import type { BackupSettings } from "../../../server/backup/settings";
import type { TestApp } from "../harness";
import type { Acknowledged, WriterInput } from "./writer";

export const onPostgres = () => process.env.TEST_DATABASE === "postgres";

/**
 * The settings a backup of the test app's database reads, as the commands read them from the
 * environment: on SQLite its data folder (the database's), with the JWT secret generated there and
 * a photo kept as a file; on PostgreSQL its address, the secret given as JWT_SECRET.
 */
export function settingsFor(t: TestApp): BackupSettings {
  const secret = t.deps.config.jwtSecret.toString("hex");
  const dataDir = onPostgres() ? mkdtempSync(join(tmpdir(), "data-")) : dirname(t.file);
  if (!onPostgres()) writeFileSync(join(dataDir, "jwt-secret"), secret, { mode: 0o600 });
  mkdirSync(join(dataDir, "media", "avatars"), { recursive: true });
  writeFileSync(join(dataDir, "media", "avatars", "ancienne-photo.webp"), Buffer.from("RIFF-webp"));
  return {
    dataDir,
    databaseUrl: onPostgres() ? t.file : null,
    backupDir: mkdtempSync(join(tmpdir(), "backups-")),
    jwtSecret: onPostgres() ? secret : null,
    pgBin: null,
  };
}

/** The environment the commands would read for `settings`. */
export function envFor(settings: BackupSettings): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    DATA_DIR: settings.dataDir,
    BACKUP_DIR: settings.backupDir,
    ...(settings.databaseUrl ? { DATABASE_URL: settings.databaseUrl } : {}),
    ...(settings.jwtSecret ? { JWT_SECRET: settings.jwtSecret } : {}),
  };
}

/** Runs `npm run db:<command>` as an administrator would (without npm's own lines). */
export function runCommand(command: "backup" | "restore", args: string[], env: NodeJS.ProcessEnv) {
  const script = new URL(`../../../scripts/db-${command}.ts`, import.meta.url).pathname;
  const run = spawnSync(process.execPath, ["--import", "tsx", script, ...args], { env, encoding: "utf8" });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/**
 * Writers on other threads, each with its own connection, adjusting members' credits until
 * stopped. `acknowledged` grows as their commits are reported.
 */
export function startWriters(t: TestApp, staffId: number, members: number[], count: number) {
  const stop = new SharedArrayBuffer(4);
  const acknowledged: Acknowledged[] = [];
  const waiting: { n: number; resolve: () => void }[] = [];
  const finished = Array.from({ length: count }, (_, w) => {
    const input: WriterInput = {
      target: t.file,
      now: t.deps.clock.now().getTime(),
      staffId,
      members,
      name: `caisse ${w + 1}`,
      stop,
    };
    const worker = new Worker(new URL("./writer-entry.mjs", import.meta.url), { workerData: input });
    return new Promise<void>((resolve, reject) => {
      worker.on("message", (message: Acknowledged | "done") => {
        if (message === "done") return resolve();
        acknowledged.push(message);
        for (const w of waiting.filter((w) => acknowledged.length >= w.n)) {
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve();
        }
      });
      worker.once("error", reject);
      worker.once("exit", (code) => code !== 0 && reject(new Error(`writer exited with ${code}`)));
    });
  });
  const all = Promise.all(finished);
  return {
    acknowledged,
    /** Resolves once `n` writes in all are acknowledged (fails if a writer fails first). */
    until: (n: number) =>
      Promise.race([
        new Promise<void>((resolve) => (acknowledged.length >= n ? resolve() : waiting.push({ n, resolve }))),
        all.then(() => {
          throw new Error("writers stopped early");
        }),
      ]),
    stop: async () => {
      Atomics.store(new Int32Array(stop), 0, 1);
      await all;
    },
  };
}
