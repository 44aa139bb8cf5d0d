import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startNginx } from "../../../scripts/nginx-local.mjs";
import { startPostgres } from "../../../scripts/postgres-server.mjs";
import { freePort, type RunningServer, startServer } from "./server";

/** One instance of the app behind the balancer, and how to restart it (on another build: an upgrade). */
export type Instance = { port: number; server: RunningServer; restart: (build?: string) => Promise<void> };

/**
 * A centre as the README's « Mise en production » sets it up: a PostgreSQL of its own, one
 * instance per build in `builds` (the same build twice, or two releases side by side), and
 * Debian's nginx in front with the shipped configuration (a self-signed certificate).
 */
export async function startDeployStack(builds: string[]) {
  const postgres = await startPostgres();
  const env = {
    DATABASE_URL: `${postgres.url}/postgres`,
    JWT_SECRET: randomBytes(32).toString("hex"),
    WEB_CONCURRENCY: "1",
    // The instances believe nginx alone about who the client is, as deploy/env.example says.
    TRUST_PROXY: "127.0.0.1",
  };
  const instances: Instance[] = [];
  try {
    // One after the other: the first migrates and seeds, the next finds it done.
    for (const build of builds) {
      const port = await freePort();
      const instance: Instance = {
        port,
        server: await startServer({ port, env: { ...env, DIST_DIR: build } }),
        restart: async (next = build) => {
          await instance.server.stop();
          instance.server = await startServer({ port, env: { ...env, DIST_DIR: next } });
        },
      };
      instances.push(instance);
    }
    const nginx = await startNginx({ upstreams: instances.map((i) => i.port) });
    return {
      url: nginx.url,
      instances,
      nginxErrors: nginx.errors,
      stop: async () => {
        await nginx.stop();
        await Promise.all(instances.map((i) => i.server.stop()));
        postgres.stop();
      },
    };
  } catch (error) {
    await Promise.all(instances.map((i) => i.server.stop()));
    postgres.stop();
    throw error;
  }
}
export type DeployStack = Awaited<ReturnType<typeof startDeployStack>>;

const textFile = /\.(html|js|css|json|webmanifest)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * The next release, made from this one without building again: every hashed file gets another
 * name, and every page and script that names it follows, as a new build's would. Its compressed
 * copies are left out (the server sends the files themselves).
 */
export function nextRelease(dist: string): string {
  const copy = mkdtempSync(join(tmpdir(), "dist-next-"));
  cpSync(dist, copy, { recursive: true });
  const renamed = new Map<string, string>();
  for (const name of readdirSync(join(copy, "assets"))) {
    if (/\.(br|gz)$/.test(name)) continue;
    const next = name.replace(/(\.[a-z]+)$/, "n$1");
    renamed.set(name, next);
  }
  for (const file of filesUnder(copy)) {
    if (/\.(br|gz)$/.test(file)) {
      rmSync(file);
      continue;
    }
    if (!textFile.test(file)) continue;
    let text = readFileSync(file, "utf8");
    for (const [from, to] of renamed)
      text = text.replaceAll(`/${from}`, `/${to}`).replaceAll(`./${from}`, `./${to}`);
    writeFileSync(file, text);
  }
  for (const [from, to] of renamed) cpSync(join(copy, "assets", from), join(copy, "assets", to));
  for (const from of renamed.keys()) rmSync(join(copy, "assets", from));
  return copy;
}
