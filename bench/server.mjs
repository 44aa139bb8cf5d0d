// The real server (built app and API, demo data) on a free port with a fresh data folder, run as
// `npm start` runs it (one serving process per core unless WEB_CONCURRENCY says otherwise);
// `distDir` serves another build (the floor app) the same way; `env` adds to its environment;
// `readyMs` waits longer for a server that starts on a big database.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

// server/main.ts serves dist/ and resolves tsx from the project, wherever the bench is run from.
const root = fileURLToPath(new URL("..", import.meta.url));

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function startServer(dataDir, { distDir, env = {}, readyMs = 30_000 } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ...(distDir ? { DIST_DIR: distDir } : {}),
      NODE_ENV: "development",
      ...env,
    },
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const note = (chunk) => {
    output += chunk;
  };
  child.stdout.on("data", note);
  child.stderr.on("data", note);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Le serveur s'est arrêté au démarrage :\n${output}`);
    // Straight to the server, not through the relay: readiness checks are not part of any visit.
    const ready = await fetch(`${url}/api/configs/homeconfigs/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, stop, pid: child.pid };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Le serveur ne répond pas après ${readyMs / 1000} s :\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
