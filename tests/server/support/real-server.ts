import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

export const newDataDir = () => mkdtempSync(join(tmpdir(), "server-"));

/**
 * The real server, as an administrator starts it (`node --import tsx server/main.ts`), on a port
 * of its own: answers once it says it serves, or once it has stopped (a refusal to start).
 */
export async function startRealServer(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, HOST: "127.0.0.1", DATA_DIR: newDataDir(), WEB_CONCURRENCY: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  let stopped = false;
  void exited.then(() => {
    stopped = true;
  });
  // A minute at most: the demo's seeding is slower on a busy machine.
  for (let i = 0; i < 600 && !stopped && !output.includes("Application et API"); i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return {
    output: () => output,
    exited,
    signal: (name: NodeJS.Signals) => child.kill(name),
    stop: () => {
      child.kill("SIGTERM");
      return exited;
    },
  };
}
