// A small HTTP/1.1 load generator: N keep-alive connections, each sending its next request as soon
// as the previous answer is complete, for a fixed time. Plain sockets and a minimal parser, so the
// generator spends as little of the machine's CPU as it can: it shares the cores with the server.
import { connect } from "node:net";

const CRLF2 = Buffer.from("\r\n\r\n");

/** The bytes of one request, built once and sent again and again. */
function requestBytes({ method = "GET", path, host, headers = {}, body }) {
  const payload = body === undefined ? null : Buffer.from(body);
  const lines = [`${method} ${path} HTTP/1.1`, `Host: ${host}`, "Connection: keep-alive"];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (payload) lines.push(`Content-Length: ${payload.length}`);
  const head = Buffer.from(`${lines.join("\r\n")}\r\n\r\n`);
  return payload ? Buffer.concat([head, payload]) : head;
}

/**
 * Reads answers off one connection: calls `done(status, closes)` each time one is complete. Handles
 * Content-Length and chunked bodies, which is all a Node server sends.
 */
function answerReader(done) {
  let buffer = Buffer.alloc(0);
  let head = null; // { status, length, chunked, closes, start }
  return (chunk) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    for (;;) {
      if (!head) {
        const end = buffer.indexOf(CRLF2);
        if (end < 0) return;
        const text = buffer.subarray(0, end).toString("latin1");
        const status = Number(text.slice(9, 12));
        const length = /\r\ncontent-length:\s*(\d+)/i.exec(text);
        head = {
          status,
          length: length ? Number(length[1]) : 0,
          chunked: /\r\ntransfer-encoding:\s*chunked/i.test(text),
          closes: /\r\nconnection:\s*close/i.test(text),
          start: end + 4,
        };
      }
      let end;
      if (head.chunked) {
        // Walk the chunks: the body ends with a zero-size chunk and its blank line.
        let at = head.start;
        end = -1;
        for (;;) {
          const line = buffer.indexOf("\r\n", at);
          if (line < 0) break;
          const size = Number.parseInt(buffer.subarray(at, line).toString("latin1"), 16);
          if (size === 0) {
            if (buffer.length >= line + 4) end = line + 4;
            break;
          }
          at = line + 2 + size + 2;
          if (at > buffer.length) break;
        }
        if (end < 0) return;
      } else {
        end = head.start + head.length;
        if (buffer.length < end) return;
      }
      const { status, closes } = head;
      head = null;
      buffer = buffer.subarray(end);
      done(status, closes);
    }
  };
}

/** The value at quantile `q` of sorted numbers. */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * Loads `url` with `connections` connections for `durationMs` (or until `signal` aborts), each
 * sending the `bodies` in turn (or none). A request unanswered after `timeoutMs` counts as a
 * timeout and its connection is opened again. `onAnswer(sentAt, ms)` hears of each answer, with
 * the `performance.now()` it was sent at, for figures over part of the run. Answers: requests per
 * second, latency quantiles in ms, answers by status class, timeouts and connection errors.
 */
export function runLoad({
  url,
  method,
  headers,
  bodies = [undefined],
  connections,
  durationMs,
  timeoutMs = 10_000,
  signal,
  onAnswer,
}) {
  const target = new URL(url);
  const port = Number(target.port || 80);
  const requests = bodies.map((body) =>
    requestBytes({ method, path: target.pathname + target.search, host: target.host, headers, body }),
  );
  let dealt = 0;
  const latencies = [];
  const statuses = { "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0 };
  let timeouts = 0;
  let errors = 0;
  let open = 0;
  const start = performance.now();
  const deadline = start + durationMs;
  const over = () => performance.now() >= deadline || signal?.aborted === true;

  return new Promise((resolve) => {
    const finish = () => {
      const seconds = (performance.now() - start) / 1000;
      const sorted = Float64Array.from(latencies).sort();
      const round = (ms) => Math.round(ms * 100) / 100;
      resolve({
        connections,
        seconds: round(seconds),
        requests: latencies.length,
        throughput: Math.round(latencies.length / seconds),
        p50: round(quantile(sorted, 0.5)),
        p95: round(quantile(sorted, 0.95)),
        p99: round(quantile(sorted, 0.99)),
        max: round(sorted[sorted.length - 1] ?? 0),
        statuses,
        timeouts,
        errors,
      });
    };

    const openConnection = () => {
      if (over()) {
        if (--open === 0) finish();
        return;
      }
      const socket = connect({ host: target.hostname, port, noDelay: true });
      // Connections start at different places in the list, so all of it is asked at once.
      let turn = dealt++;
      let sentAt = 0;
      let timer = null;
      let ended = false;
      const end = (reopen) => {
        if (ended) return;
        ended = true;
        clearTimeout(timer);
        socket.destroy();
        if (reopen) openConnection();
        else if (--open === 0) finish();
      };
      const send = () => {
        if (over()) return end(false);
        sentAt = performance.now();
        timer = setTimeout(() => {
          timeouts++;
          end(true);
        }, timeoutMs);
        socket.write(requests[turn++ % requests.length]);
      };
      socket.on(
        "data",
        answerReader((status, closes) => {
          clearTimeout(timer);
          const ms = performance.now() - sentAt;
          latencies.push(ms);
          onAnswer?.(sentAt, ms);
          statuses[`${Math.floor(status / 100)}xx`] = (statuses[`${Math.floor(status / 100)}xx`] ?? 0) + 1;
          if (closes) end(true);
          else send();
        }),
      );
      socket.on("connect", send);
      socket.on("error", () => {
        errors++;
        end(true);
      });
      socket.on("close", () => end(true));
    };
    for (let i = 0; i < connections; i++) {
      open++;
      openConnection();
    }
  });
}
