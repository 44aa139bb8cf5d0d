import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./support/test";

type Exchange = { path: string; status: number; encoding: string | undefined; bytes: number };

/**
 * A relay in front of the shared server that notes what goes over the wire: the browser's own
 * cache and its service worker are invisible from the page, the relay sees every real exchange.
 */
async function wireLog(target: string) {
  const exchanges: Exchange[] = [];
  const upstream = new URL(target);
  const relay: Server = createServer((req, res) => {
    const out = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        const exchange: Exchange = {
          path: req.url ?? "",
          status: answer.statusCode ?? 0,
          encoding: answer.headers["content-encoding"],
          bytes: 0,
        };
        exchanges.push(exchange);
        res.writeHead(exchange.status, answer.headers);
        answer.on("data", (chunk: Buffer) => {
          exchange.bytes += chunk.length;
        });
        answer.pipe(res);
      },
    );
    out.on("error", () => res.destroy());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const { port } = relay.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    exchanges,
    close: () => new Promise<void>((resolve) => relay.close(() => resolve())),
  };
}

test("a second visit revalidates the service worker and the catalogue: 304s, not the bytes again", async ({
  browser,
  baseURL,
}) => {
  const wire = await wireLog(baseURL ?? "");
  const context = await browser.newContext({ baseURL: wire.url });
  try {
    await context.addInitScript(() => {
      localStorage.setItem("hasVisitedBefore", "true");
      localStorage.setItem("modalExpireTime", String(Date.now() + 3_600_000));
    });
    const first = await context.newPage();
    await first.goto("/services");
    await first.evaluate(() => navigator.serviceWorker.ready);
    await expect(first.getByText("12 services")).toBeVisible();
    await first.waitForLoadState("networkidle");
    await first.close();
    const firstVisit = wire.exchanges.splice(0);
    const served = (path: string) => firstVisit.find((e) => e.path === path);
    expect(served("/sw.js")?.status).toBe(200);

    const second = await context.newPage();
    await second.goto("/services");
    await expect(second.getByText("12 services")).toBeVisible();
    await second.waitForLoadState("networkidle");
    // The service worker's update check happens alongside the navigation.
    await expect.poll(() => wire.exchanges.some((e) => e.path === "/sw.js")).toBe(true);
    const again = wire.exchanges;
    const catalogue = again.filter((e) => e.path.startsWith("/api/booking/services/"));
    expect(catalogue.length).toBeGreaterThan(0);
    for (const e of [...again.filter((x) => x.path === "/sw.js"), ...catalogue]) {
      expect(e.status, e.path).toBe(304);
      expect(e.bytes, e.path).toBe(0);
    }
    // Nothing the first visit already holds comes back whole.
    const repeated = again.filter((e) => e.status === 200 && !e.path.startsWith("/api/configs/"));
    expect(repeated.map((e) => e.path)).toEqual([]);
  } finally {
    await context.close();
    await wire.close();
  }
});
