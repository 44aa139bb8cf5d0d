import { mkdtempSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { makeTestApp } from "./harness";

const bigJson = (bytes: number) => JSON.stringify({ name: "x".repeat(bytes), email: "a@b.sn" });

describe("request bodies", () => {
  it("answers 413 in French past 1 MB of JSON on every route, logged in or not", async () => {
    const t = await makeTestApp();
    for (const path of [
      "/api/notifications/contact-us",
      "/api/booking/slots/get_slots_by_dates/",
      "/api/booking/booking/create/",
      "/api/payments/payment/",
    ]) {
      const res = await t.api.raw("POST", path, {
        body: bigJson(1024 * 1024 + 10),
        headers: { "Content-Type": "application/json" },
      });
      expect(res.status, path).toBe(413);
      expect(res.data.detail).toBe("Requête trop volumineuse : 1 Mo au plus.");
    }
    // Below the limit the route reads it as usual (and refuses it for its own reasons).
    const fine = await t.api.raw("POST", "/api/notifications/contact-us", {
      body: bigJson(900 * 1024),
      headers: { "Content-Type": "application/json" },
    });
    expect(fine.status).toBe(400);
    const account = await t.api.raw("POST", "/api/accounts/login/", {
      body: bigJson(70 * 1024),
      headers: { "Content-Type": "application/json" },
    });
    expect(account.status).toBe(413);
    expect(account.data.detail).toBe("Requête trop volumineuse : 64 Ko au plus.");
  });

  it("stays usable for the same client after a refused body, even one sent without a length", async () => {
    const t = await makeTestApp();
    const server = serve({ fetch: createApp(t.deps).fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    let headers: Record<string, unknown> = {};
    const send = (path: string, body: string | null, chunked = false) =>
      new Promise<{ status: number; text: string; reused: boolean }>((resolve, reject) => {
        const req = request(
          {
            host: "127.0.0.1",
            port,
            path,
            method: body === null ? "GET" : "POST",
            agent,
            headers:
              body === null
                ? {}
                : {
                    "Content-Type": "application/json",
                    ...(chunked ? {} : { "Content-Length": Buffer.byteLength(body) }),
                  },
          },
          (res) => {
            headers = res.headers;
            let text = "";
            res.on("data", (d) => {
              text += d;
            });
            res.on("end", () => resolve({ status: res.statusCode ?? 0, text, reused: req.reusedSocket }));
          },
        );
        req.on("error", reject);
        if (body !== null) {
          // Chunked: the server cannot know the size before reading.
          if (chunked)
            for (let i = 0; i < body.length; i += 256 * 1024) req.write(body.slice(i, i + 256 * 1024));
          else req.write(body);
        }
        req.end();
      });
    try {
      const big = await send("/api/notifications/contact-us", bigJson(2 * 1024 * 1024));
      expect(big.status).toBe(413);
      // The unread rest of the body ends that connection, and the client is told so.
      expect(headers.connection).toBe("close");
      const next = await send("/api/configs/homeconfigs/", null);
      expect(next.status).toBe(200);
      const streamed = await send("/api/booking/slots/get_slots_by_dates/", bigJson(3 * 1024 * 1024), true);
      expect(streamed.status).toBe(413);
      expect(JSON.parse(streamed.text).detail).toBe("Requête trop volumineuse : 1 Mo au plus.");
      const after = await send("/api/configs/homeconfigs/", null);
      expect(after.status).toBe(200);
    } finally {
      agent.destroy();
      server.close();
    }
  });
});

describe("unknown paths", () => {
  it("answer a JSON 404 under /api/, even where the app shell is served", async () => {
    const dist = mkdtempSync(join(tmpdir(), "dist-"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><html><head></head></html>");
    const t = await makeTestApp();
    const app = createApp({ ...t.deps, config: { ...t.deps.config, distDir: dist } });
    for (const path of ["/api/nope/", "/api/booking/nope", "/api/"]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Content-Type")).toContain("application/json");
      expect(await res.json()).toEqual({ detail: "Ressource introuvable." });
    }
    expect((await app.request("/api/nope/", { method: "POST" })).status).toBe(404);
    expect((await app.request("/services/1")).status).toBe(200);
  });
});
