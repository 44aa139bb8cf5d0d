import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A free TCP port on this machine. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export type RunningServer = { url: string; dataDir: string; stop: () => Promise<void> };

type ServerOptions = {
  /** Start again on a stopped server's port and data (same origin, same members). */
  port?: number;
  dataDir?: string;
  env?: Record<string, string>;
};

/** The real server (built app and API) on a free port with a fresh data folder, unless told otherwise. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "booking-e2e-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      NODE_ENV: "development",
      // One serving process: forking one per core doubles a start (the cluster has its own tests).
      WEB_CONCURRENCY: "1",
      // Hundreds of accounts are made and signed in: a cheaper scrypt saves minutes of CPU.
      PASSWORD_HASH_COST: "fast",
      // A centre that has not mapped its people: the journeys of other features book any slot as
      // before; those about people set theirs up through the back-office (or ask for the demo's).
      DEMO_PEOPLE: "off",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    const ok = await fetch(`${url}/api/configs/homeconfigs/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
