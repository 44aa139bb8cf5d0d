import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { delimiter, join } from "node:path";
import { BackupError } from "./errors";

export type PgProgram = "pg_dump" | "pg_restore";

/**
 * Debian's PostgreSQL client programs (package `postgresql-client`): `PG_BIN`'s folder if given,
 * else the newest version's (a newer pg_dump reads an older server, not the other way round), else
 * the PATH's.
 */
export function pgProgram(name: PgProgram, pgBin: string | null): string {
  const missing = `${name} introuvable : installez le paquet Debian « postgresql-client » (apt-get install postgresql-client), ou donnez dans PG_BIN le dossier de ses programmes.`;
  if (pgBin) {
    const path = join(pgBin, name);
    if (existsSync(path)) return path;
    throw new BackupError(`${missing} (PG_BIN=${pgBin} ne le contient pas)`);
  }
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const path = join(root, version, "bin", name);
    if (existsSync(path)) return path;
  }
  for (const folder of (process.env.PATH ?? "").split(delimiter)) {
    const path = join(folder, name);
    if (folder && existsSync(path)) return path;
  }
  throw new BackupError(missing);
}

/** The address without its password, which goes in PGPASSWORD: not in the process list for all to read. */
function connection(url: string) {
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = "";
  return { dbname: address.toString(), password };
}

/** The server and database of an address, for messages and the manifest: never its password. */
export function describeUrl(url: string): string {
  const address = new URL(url);
  address.password = "";
  address.search = "";
  return address.toString();
}

/** Runs a PostgreSQL program (on `url`'s database if given); answers what it printed, or why it failed. */
export function runPg(program: string, args: string[], url?: string): Promise<string> {
  const env = { ...process.env };
  const given = url ? connection(url) : null;
  if (given?.password) env.PGPASSWORD = given.password;
  const all = given ? [...args, `--dbname=${given.dbname}`] : args;
  return new Promise((resolve, reject) => {
    const child = spawn(program, all, { env, stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.once("error", (error) =>
      reject(new BackupError(`${program} n'a pas pu être lancé : ${error.message}`)),
    );
    child.once("close", (code) => {
      if (code === 0) return resolve(Buffer.concat(out).toString("utf8"));
      const said = Buffer.concat(err).toString("utf8").trim().split("\n").slice(0, 5).join(" ");
      reject(new BackupError(`${program.split("/").pop()} a échoué (code ${code}) : ${said}`));
    });
  });
}
