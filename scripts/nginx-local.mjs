// Debian's nginx on this machine with the configuration shipped in deploy/nginx/, for the tests and
// the bench: only the instances' addresses, the ports and the certificate change (a self-signed one
// made here, or none when `tls` is false, for a load generator that speaks plain HTTP).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const shipped = fileURLToPath(new URL("../deploy/nginx/centre-reservation.conf", import.meta.url));
const nginxBin = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Each change must find what it replaces: a configuration that moved on breaks here, loudly. */
function replaceOnce(text, pattern, by, what) {
  if (!pattern.test(text)) throw new Error(`deploy/nginx : ${what} introuvable.`);
  return text.replace(pattern, by);
}

/** The shipped server blocks, pointed at `upstreams` (ports on 127.0.0.1) and listening on `ports`. */
export function localConfig(text, { upstreams, httpPort, httpsPort, cert }) {
  let config = replaceOnce(
    text,
    /(\n\s*server [^\n]*# INSTANCE)+/,
    upstreams
      .map((port) => `\n    server 127.0.0.1:${port} max_fails=3 fail_timeout=10s; # INSTANCE`)
      .join(""),
    "les instances",
  );
  config = config.replace(/\n\s*listen \[::\][^\n]*/g, "");
  config = replaceOnce(config, /listen 80;/, `listen 127.0.0.1:${httpPort};`, "l'écoute en http");
  if (cert) {
    config = replaceOnce(config, /listen 443 ssl/, `listen 127.0.0.1:${httpsPort} ssl`, "l'écoute en https");
    config = replaceOnce(config, /ssl_certificate [^;]+;/, `ssl_certificate ${cert.crt};`, "le certificat");
    config = replaceOnce(config, /ssl_certificate_key [^;]+;/, `ssl_certificate_key ${cert.key};`, "la clé");
  } else {
    config = replaceOnce(
      config,
      /listen 443 ssl http2;/,
      `listen 127.0.0.1:${httpsPort};`,
      "l'écoute en https",
    );
    config = config.replace(/\n\s*ssl_[^\n]*/g, "");
  }
  return config;
}

function selfSigned(dir) {
  const crt = join(dir, "local.crt");
  const key = join(dir, "local.key");
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=127.0.0.1",
      "-keyout",
      key,
      "-out",
      crt,
    ],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl : ${made.stderr || made.error}`);
  return { crt, key };
}

const accepts = (port) =>
  new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });

/**
 * Starts nginx in front of the instances at `upstreams` (ports). Answers its https (or, without TLS,
 * plain) address, its process id, its error log and how to stop it.
 */
export async function startNginx({ upstreams, tls = true }) {
  if (!existsSync(nginxBin))
    throw new Error(`nginx introuvable (${nginxBin}) : apt-get install -y nginx (ou NGINX_BIN).`);
  const dir = mkdtempSync(join(tmpdir(), "nginx-local-"));
  for (const temp of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, temp));
  const cert = tls ? selfSigned(dir) : null;
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    join(dir, "nginx.conf"),
    [
      // As root, its workers would run as nobody, who cannot write in this folder.
      asRoot ? "user root;" : "",
      "worker_processes 1;",
      `pid ${join(dir, "nginx.pid")};`,
      `error_log ${join(dir, "error.log")} warn;`,
      "events { worker_connections 1024; }",
      "http {",
      "  access_log off;",
      ...["body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
        (t) => `  ${t === "body" ? "client_body" : t}_temp_path ${join(dir, t)};`,
      ),
      localConfig(readFileSync(shipped, "utf8"), { upstreams, httpPort, httpsPort, cert }),
      "}",
    ].join("\n"),
  );
  const args = ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")];
  const checked = spawnSync(nginxBin, [...args, "-t"], { encoding: "utf8" });
  if (checked.status !== 0) throw new Error(`nginx -t : ${checked.stderr}`);
  const child = spawn(nginxBin, [...args, "-g", "daemon off;"], { stdio: "ignore" });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  for (let i = 0; i < 100 && !(await accepts(httpsPort)); i++) await new Promise((r) => setTimeout(r, 50));
  return {
    url: `${tls ? "https" : "http"}://127.0.0.1:${httpsPort}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    pid: child.pid,
    errors: () => readFileSync(join(dir, "error.log"), "utf8"),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
