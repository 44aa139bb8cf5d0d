// The bench's balancer in front of several API instances: each new connection goes to the next
// instance in turn and its bytes pass untouched both ways (a TCP relay, as nginx's stream module
// or HAProxy in TCP mode would be), so a kept-alive connection stays on the instance it reached.
// It runs in its own process, as a real balancer would, so its CPU is counted apart.
import { spawn } from "node:child_process";
import { connect, createServer } from "node:net";
import { fileURLToPath } from "node:url";

function relay(ports) {
  let turn = 0;
  const server = createServer({ noDelay: true }, (client) => {
    const upstream = connect({ host: "127.0.0.1", port: ports[turn++ % ports.length], noDelay: true });
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on("error", close);
      socket.on("close", close);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  server.listen(0, "127.0.0.1", () => console.log(server.address().port));
}

/** Starts the balancer in front of the instances at `urls` (http://127.0.0.1:port). */
export async function startBalancer(urls) {
  const ports = urls.map((url) => new URL(url).port);
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), ...ports], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise((resolve, reject) => {
    child.once("exit", () => reject(new Error("Le répartiteur s'est arrêté au démarrage.")));
    child.stdout.once("data", (d) => resolve(Number(d)));
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill();
      await exited;
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) relay(process.argv.slice(2).map(Number));
