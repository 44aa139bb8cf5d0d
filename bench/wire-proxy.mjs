// A relay between the browser and the server that counts what crosses the network: the page cannot
// see its HTTP cache or its service worker's fetches, a relay sees every real exchange.
import { Agent, createServer, request } from "node:http";

/**
 * The bytes one request put on the wire going up, as the browser sent them: request line, headers
 * (received verbatim) and body.
 */
function requestBytes(req, bodyBytes) {
  let size = Buffer.byteLength(`${req.method} ${req.url} HTTP/${req.httpVersion}\r\n\r\n`);
  for (let i = 0; i < req.rawHeaders.length; i += 2)
    size += Buffer.byteLength(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}\r\n`);
  return size + bodyBytes;
}

/** Starts the relay on a free loopback port in front of `target` (an http:// origin). */
export async function startWireProxy(target) {
  const upstream = new URL(target);
  // Keep-alive as a phone would; a socket carries one exchange at a time, so every byte it reads
  // belongs to the exchange it was last handed to.
  const agent = new Agent({ keepAlive: true });
  const current = new WeakMap();
  const counted = new WeakSet();
  let exchanges = [];
  let inFlight = 0;
  let lastActivity = Date.now();

  const server = createServer((req, res) => {
    inFlight += 1;
    lastActivity = Date.now();
    const exchange = {
      url: req.url ?? "",
      method: req.method,
      status: 0,
      encoding: null,
      cacheControl: null,
      acceptEncoding: req.headers["accept-encoding"] ?? null,
      // Status line, headers and body of the answer exactly as the server wrote them (compressed,
      // chunk framing included).
      bytes: 0,
      // The body alone: what is left of `bytes` is headers and framing.
      body: 0,
      sent: 0,
    };
    exchanges.push(exchange);
    let uploaded = 0;
    req.on("data", (chunk) => {
      uploaded += chunk.length;
    });
    req.on("end", () => {
      exchange.sent = requestBytes(req, uploaded);
    });
    res.on("close", () => {
      inFlight -= 1;
      lastActivity = Date.now();
    });

    const out = request({
      host: upstream.hostname,
      port: upstream.port,
      path: req.url,
      method: req.method,
      headers: req.headers,
      agent,
    });
    out.on("socket", (socket) => {
      current.set(socket, exchange);
      if (counted.has(socket)) return;
      counted.add(socket);
      socket.on("data", (chunk) => {
        const owner = current.get(socket);
        if (owner) owner.bytes += chunk.length;
      });
    });
    out.on("response", (answer) => {
      exchange.status = answer.statusCode ?? 0;
      exchange.encoding = answer.headers["content-encoding"] ?? null;
      exchange.cacheControl = answer.headers["cache-control"] ?? null;
      // The raw list keeps the server's own header order and spelling.
      res.writeHead(exchange.status, answer.statusMessage, answer.rawHeaders);
      answer.on("data", (chunk) => {
        exchange.body += chunk.length;
      });
      answer.pipe(res);
    });
    out.on("error", (error) => {
      exchange.error = error.message;
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    req.pipe(out);
  });

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  return {
    port: server.address().port,
    /** Hands over what was counted since the last call and starts a new count. */
    take() {
      const taken = exchanges;
      exchanges = [];
      // The quiet period of the next count starts now, not at the last exchange of this one.
      lastActivity = Date.now();
      return taken;
    },
    /** Nothing in flight and nothing new for `quietMs`: the page and its service worker are done. */
    async settle({ quietMs, timeoutMs = 60_000 }) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline) throw new Error(`Le réseau ne se calme pas (${inFlight} en cours).`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close() {
      agent.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
