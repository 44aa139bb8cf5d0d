import { Hono } from "hono";
import type { AppDeps } from "../deps";
import { reply } from "../lib/http";
import { receiveOrangeMoneyCallback } from "../payments/orange-money/receive";
import { receiveWaveWebhook } from "../payments/wave/receive";

/**
 * What the providers post to us, without a member's token: each proves itself by its signature,
 * checked on the raw bytes before anything is read from them.
 */
export function providerWebhookRoutes(deps: AppDeps) {
  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  app.post("/wave/", async (c) => {
    const raw = Buffer.from(await c.req.arrayBuffer());
    return reply(c, await receiveWaveWebhook(deps, raw, c.req.header("Wave-Signature")));
  });
  app.post("/orange-money/", async (c) => {
    const raw = Buffer.from(await c.req.arrayBuffer());
    const headers = {
      signature: c.req.header("X-Sonatel-Signature"),
      authorization: c.req.header("Authorization"),
    };
    return reply(c, await receiveOrangeMoneyCallback(deps, raw, headers));
  });
  return app;
}
