import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Debian's PostgreSQL programs (PG_BIN to point elsewhere). */
function binaries() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = join(root, version, "bin");
    if (existsSync(join(bin, "initdb"))) return bin;
  }
  throw new Error("PostgreSQL introuvable : installez le paquet Debian « postgresql » (ou donnez PG_BIN).");
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
/**
 * A private PostgreSQL server for the tests and the bench, in a folder of its own, stopped and
 * removed by the returned function. PostgreSQL refuses to run as root: as root, it runs as the
 * `postgres` user that Debian's package creates. Durability is off (its databases are thrown away);
 * `durable` keeps each commit written before it is answered, so that a commit told to a client
 * outlives an immediate stop (the machine itself never stops: no fsync either way).
 */
export async function startPostgres(settings = {}) {
  const bin = binaries();
  const dir = mkdtempSync(join(tmpdir(), "pg-private-"));
  const data = join(dir, "data");
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(dir, 0o777);
  }
  const run = (program, args) => {
    const command = join(bin, program);
    const result = asRoot
      ? spawnSync("setpriv", ["--reuid=postgres", "--regid=postgres", "--init-groups", command, ...args], {
          encoding: "utf8",
        })
      : spawnSync(command, args, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${program} : ${result.stderr || result.stdout}`);
  };
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const options = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    `-c unix_socket_directories=${dir}`,
    "-c fsync=off",
    `-c synchronous_commit=${settings.durable ? "on" : "off"}`,
    "-c full_page_writes=off",
    "-c max_connections=300",
  ].join(" ");
  const start = () => run("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "start"]);
  const stopServer = (mode = "fast") => run("pg_ctl", ["-D", data, "-m", mode, "-w", "stop"]);
  let running = false;
  const up = () => {
    start();
    running = true;
  };
  const down = () => {
    running = false;
    stopServer("immediate");
  };
  up();
  return {
    url: `postgres://postgres@127.0.0.1:${port}`,
    // Its server process, the parent of one process per connection: the bench counts their CPU.
    pid: () => Number(readFileSync(join(data, "postmaster.pid"), "utf8").split("\n")[0]),
    restart: () => {
      down();
      up();
    },
    down,
    up,
    stop: () => {
      try {
        if (running) stopServer();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
