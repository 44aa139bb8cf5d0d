import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A free port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** One running server (`npm run serve`): its address and its process. */
export type ApiInstance = {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  pid: number;
  /** What it printed so far (start-up lines, errors), for a failing test's message. */
  output(): string;
  /** Whether the process still runs. */
  alive(): boolean;
  /** Settles with the exit code, or the signal's name, once the process has ended. */
  exited: Promise<number | string>;
};

export type InstanceOptions = {
  /** A PostgreSQL database every instance shares; unset, SQLite in one data folder they share. */
  databaseUrl?: string;
  /** The secret every instance signs sessions with (hex). */
  jwtSecretHex: string;
  /** Serving processes of each instance (WEB_CONCURRENCY): 1 serves in the main process. */
  workers?: number;
};

/** Processes a test started and has not seen end: killed if the test's process ends first. */
const live = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of live) child.kill("SIGKILL");
});

const READY_WITHIN_MS = 60_000;
/** A server's own stop waits at most 10 s for requests under way (server/serve.ts). */
const STOP_WITHIN_MS = 15_000;

const poll = () => new Promise((resolve) => setTimeout(resolve, 100));

async function launch(
  options: InstanceOptions,
  dataDir: string,
  distDir: string,
): Promise<{ instance: ApiInstance; child: ChildProcess }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    // No built app: only the API is served, whatever was built.
    DIST_DIR: distDir,
    JWT_SECRET: options.jwtSecretHex,
    WEB_CONCURRENCY: String(options.workers ?? 1),
    // Demo mode: the sandbox provider and the mailbox are served.
    NODE_ENV: "development",
    // Without the demo's people: these prove places and writes across processes, at any hour of the
    // day (the demo's yoga teacher works afternoons only; its week would fill the slots they pick).
    DEMO_PEOPLE: "off",
  };
  for (const name of ["DATABASE_URL", "SMTP_URL", "CLOCK_OFFSET_MINUTES", "PUBLIC_URL"]) delete env[name];
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  live.add(child);
  let output = "";
  const keep = (chunk: Buffer) => {
    // The last lines are the telling ones.
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => {
      live.delete(child);
      resolve(code ?? signal ?? "?");
    }),
  );
  const instance: ApiInstance = {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    exited,
  };
  return { instance, child };
}

/** Polls the health address until the server answers (it listens once its data is ready). */
async function ready(instance: ApiInstance) {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (!instance.alive()) throw new Error(`Le serveur s'est arrêté au démarrage :\n${instance.output()}`);
    const answered = await fetch(`${instance.url}/api/health/`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.status === 204,
      () => false,
    );
    if (answered) return;
    await poll();
  }
  throw new Error(`Le serveur ne répond pas après ${READY_WITHIN_MS / 1000} s :\n${instance.output()}`);
}

/** SIGTERM, then SIGKILL if it has not ended in time. */
async function end(child: ChildProcess, instance: ApiInstance) {
  if (!instance.alive()) return;
  child.kill("SIGTERM");
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), STOP_WITHIN_MS);
  });
  if ((await Promise.race([instance.exited, late])) === "late") {
    child.kill("SIGKILL");
    await instance.exited;
  }
  clearTimeout(timer);
}

/**
 * Starts `count` real servers (the server's own entry, each its own port) on one database, and
 * answers once every one of them answers. `stop` ends them all (also those a test killed) and
 * removes their folders; call it even when the test failed.
 */
export async function startInstances(count: number, options: InstanceOptions) {
  const root = mkdtempSync(join(tmpdir(), "api-instances-"));
  const distDir = join(root, "no-dist");
  // SQLite: one data folder for all, the database is its file. PostgreSQL: a folder each.
  const shared = options.databaseUrl ? null : join(root, "data");
  const started = await Promise.all(
    Array.from({ length: count }, (_, i) => launch(options, shared ?? join(root, `data-${i}`), distDir)),
  );
  const stop = async () => {
    await Promise.all(started.map(({ child, instance }) => end(child, instance)));
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await Promise.all(started.map(({ instance }) => ready(instance)));
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    instances: started.map(({ instance }) => instance),
    /** The SQLite file they share (SQLite only). */
    sqliteFile: shared ? join(shared, "app.sqlite") : null,
    /** Kills one at once (SIGKILL): no stop of its own, its connections cut. */
    kill: (instance: ApiInstance) => started.find((s) => s.instance === instance)?.child.kill("SIGKILL"),
    stop,
  };
}

export type Instances = Awaited<ReturnType<typeof startInstances>>;
