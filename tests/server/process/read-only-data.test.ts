import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REFUSED_TO_START } from "../../../server/config-error";
import { openDatabase } from "../../../server/db/open";

// File modes do not stop root, whose capabilities override them: run as root, the test starts the
// server without those two (setpriv, from util-linux), so the modes hold for it as for any user. It
// stays the same user, so it can still read the checkout wherever it was cloned.
const asRoot = process.getuid?.() === 0;
const withoutOverride = ["dac_override", "dac_read_search"].map((cap) => `-${cap}`).join(",");
const command = asRoot
  ? ["setpriv", `--bounding-set=${withoutOverride}`, `--inh-caps=${withoutOverride}`, process.execPath]
  : [process.execPath];
const made: string[] = [];
afterAll(() => {
  for (const parent of made) {
    chmodSync(join(parent, "data"), 0o700);
    rmSync(parent, { recursive: true, force: true });
  }
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

/** A data folder in a folder the server's user may go through, with a database and a JWT secret if asked. */
async function dataFolder(withDatabase: boolean) {
  const parent = mkdtempSync(join(tmpdir(), "lecture-seule-"));
  made.push(parent);
  const dir = join(parent, "data");
  mkdirSync(dir);
  if (withDatabase) {
    await (await openDatabase(join(dir, "app.sqlite"))).close();
    writeFileSync(join(dir, "jwt-secret"), "ab".repeat(32));
  }
  return dir;
}

/** Readable, not writable, by the server's user: the folder 0555, its files 0444. */
function readOnly(dir: string, folderToo = true) {
  for (const name of readdirSync(dir)) chmodSync(join(dir, name), 0o444);
  if (folderToo) chmodSync(dir, 0o555);
}

/** Everything the server's user's own again. */
function writable(dir: string) {
  for (const path of [dir, ...readdirSync(dir).map((name) => join(dir, name))]) {
    chmodSync(path, path === dir ? 0o700 : 0o600);
  }
}

/**
 * The real server with two serving processes, as `npm start` runs it: answers its exit code (null
 * when it still ran after 30 s, then stopped) and what it wrote, or, with `untilListening`, stops
 * it once it serves.
 */
async function run(dataDir: string, untilListening = false) {
  const [program = process.execPath, ...before] = command;
  const child = spawn(program, [...before, "--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: "2",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const note = (chunk: Buffer) => {
    output += chunk;
    if (untilListening && output.includes("Application et API")) child.kill("SIGTERM");
  };
  child.stdout?.on("data", note);
  child.stderr?.on("data", note);
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearTimeout(timer);
  return { code, output };
}

const advice =
  "n'est pas accessible en écriture (EACCES) : le serveur ne pourrait y enregistrer ni compte, ni réservation, ni paiement. Donnez-en l'écriture à l'utilisateur du serveur, ou choisissez un autre dossier avec DATA_DIR.";

/** Stopped at once, said once in French, no stack trace, no serving process started or restarted. */
function expectRefused(result: { code: number | null; output: string }, message: string) {
  expect(result.code, result.output).toBe(REFUSED_TO_START);
  expect(result.output.split(message)).toHaveLength(2);
  expect(result.output).not.toMatch(/\n\s+at |Application et API|relancé|n'a pas pu démarrer/);
}

// Each case starts the real server: real processes, seconds each.
describe("a data folder the server cannot write", { timeout: 90_000 }, () => {
  it("stops the server at start, saying so once in French: a new folder", async () => {
    const dir = await dataFolder(false);
    readOnly(dir);
    expectRefused(await run(dir), `Configuration invalide : le dossier de données ${dir} ${advice}`);
  });

  it("stops the server at start: a folder with its database, then it starts once writable again", async () => {
    const dir = await dataFolder(true);
    readOnly(dir);
    expectRefused(await run(dir), `Configuration invalide : le dossier de données ${dir} ${advice}`);
    // The same folder, the same user: only the permissions kept it from starting.
    writable(dir);
    const again = await run(dir, true);
    expect(again.output).toContain("Application et API");
    expect(again.code, again.output).toBe(0);
  });

  it("stops the server at start: a writable folder whose database is read-only", async () => {
    const dir = await dataFolder(true);
    readOnly(dir, false);
    const database = join(dir, "app.sqlite");
    expectRefused(
      await run(dir),
      `Configuration invalide : ${database}, dans le dossier de données, ${advice}`,
    );
  });
});
