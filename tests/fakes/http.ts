import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What a fake provider answers. */
export type Reply = { status: number; headers?: Record<string, string>; body?: string };

export type Request = {
  method: string;
  url: URL;
  headers: IncomingMessage["headers"];
  body: Buffer;
};

export const json = (status: number, value: unknown): Reply => ({
  status,
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(value),
});
export const html = (body: string, status = 200): Reply => ({
  status,
  headers: { "Content-Type": "text/html; charset=utf-8" },
  body: `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Paiement</title></head><body><main>${body}</main></body></html>`,
});
export const redirect = (location: string): Reply => ({ status: 303, headers: { Location: location } });

/** Escapes text put into a fake page. */
export const text = (raw: string) => raw.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A fake provider on a free loopback port. A request whose path matches `stalled` is held unanswered
 * (a provider that hangs) until the test has it answered late, or the fake closes.
 */
export async function startFake(handle: (request: Request) => Promise<Reply> | Reply) {
  const state = { stalled: null as RegExp | null };
  /** The held requests, each answered by calling it. */
  const held: (() => Promise<void>)[] = [];
  /** Who waits for a request to be held. */
  let onHeld: (() => void)[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const body = await readBody(req);
      const url = new URL(req.url ?? "/", "http://fake.invalid");
      const answer = async () => {
        let reply: Reply;
        try {
          reply = await handle({ method: req.method ?? "GET", url, headers: req.headers, body });
        } catch (error) {
          reply = json(500, { message: error instanceof Error ? error.message : "fake error" });
        }
        // The caller may have given up meanwhile: the provider did the work, nobody reads the answer.
        if (res.destroyed) return;
        res.writeHead(reply.status, reply.headers);
        res.end(reply.body);
      };
      if (!state.stalled?.test(url.pathname)) return answer();
      held.push(answer);
      for (const wake of onHeld.splice(0)) wake();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Requests to matching paths hang from now on (null: answered again). */
    stall(paths: RegExp | null) {
      state.stalled = paths;
    },
    /** Resolves once a request is being held (at once if one already is): the call is under way. */
    stalledCall: () =>
      new Promise<void>((resolve) => {
        if (held.length) resolve();
        else onHeld.push(resolve);
      }),
    /**
     * Answers the held requests now, as a slow provider would: it does what was asked, and a caller
     * that gave up at its time limit never reads the answer.
     */
    async answerLate() {
      await Promise.all(held.splice(0).map((answer) => answer()));
    },
    close: () =>
      new Promise<void>((resolve) => {
        onHeld = [];
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Posts a notification to our server as a provider does: the raw body and its headers. */
export async function post(url: string, body: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}
