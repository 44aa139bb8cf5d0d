import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { backgroundSettled } from "../../../server/lib/background";
import {
  type OrangeMoneyAccount,
  PROVIDER_TIMEOUT_MS,
  type WaveAccount,
} from "../../../server/payments/accounts";
import { startPaymentUpkeep } from "../../../server/payments/upkeep";
import { startFakeOrangeMoney } from "../../fakes/orange-money";
import { clockTimeLimits } from "../../fakes/time-limits";
import { startFakeWave } from "../../fakes/wave";
import { makeTestApp } from "../harness";

export const secrets = {
  omClientId: "om-client-7f3a",
  omClientSecret: "om-client-secret-b61d0c9e2f",
  omCallbackKey: "om-callback-key-a47c90e13b",
  omCallbackSecret: "om-callback-secret-5e8a1d2c",
  waveApiKey: "wave_sn_prod_fake_9c2e7b1a4d",
  waveWebhookSecret: "wave-webhook-secret-3f9d6e2a",
};
const MERCHANT_CODE = "123456";

/**
 * The app (in production mode unless told) with both real providers configured and pointed at fake ones on
 * loopback ports, and served on a real port of its own, so that the fakes post their callbacks and
 * webhooks to it as the real ones would. The fakes and the providers' time limits keep the test's
 * clock: a call times out when the test moves the clock past its limit, never by waiting. Logs are kept.
 */
export async function makeProviderApp(options: { dbFile?: boolean; demoMode?: boolean } = {}) {
  const t = await makeTestApp({
    demoMode: options.demoMode ?? false,
    demoMember: true,
    dbFile: options.dbFile ?? false,
  });
  const logs: string[] = [];
  // What the centre is told; each request's line and each change of state have their own tests.
  t.deps.log = (line, details) => {
    if (details?.event !== "request" && details?.event !== "payment") logs.push(line);
  };
  const now = () => t.deps.clock.now();
  const limits = clockTimeLimits(now);
  t.deps.providerTimeLimit = limits.timeLimit;
  const om = await startFakeOrangeMoney({
    clientId: secrets.omClientId,
    clientSecret: secrets.omClientSecret,
    merchantCode: MERCHANT_CODE,
    callbackSecret: secrets.omCallbackSecret,
    now,
  });
  const wave = await startFakeWave({
    apiKey: secrets.waveApiKey,
    webhookSecret: secrets.waveWebhookSecret,
    now,
  });
  const omAccount: OrangeMoneyAccount = {
    provider: "orange-money",
    baseUrl: om.url,
    clientId: secrets.omClientId,
    clientSecret: secrets.omClientSecret,
    merchantCode: MERCHANT_CODE,
    merchantName: "Teranga Wellness",
    callbackKey: secrets.omCallbackKey,
    callbackSecret: secrets.omCallbackSecret,
    timeoutMs: PROVIDER_TIMEOUT_MS,
  };
  const waveAccount: WaveAccount = {
    provider: "wave",
    baseUrl: wave.url,
    apiKey: secrets.waveApiKey,
    webhookSecret: secrets.waveWebhookSecret,
    timeoutMs: PROVIDER_TIMEOUT_MS,
  };
  t.deps.config.providers = { PAY03: waveAccount, PAY04: omAccount };
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const publicUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t.deps.config.publicUrl = publicUrl;
  // Registered in the Business Portal for the real Wave.
  wave.state.webhookUrl = `${publicUrl}/api/webhooks/wave/`;
  const stopUpkeep = startPaymentUpkeep(t.deps);
  await backgroundSettled(t.deps);

  let closed = false;
  const paymentRow = (id: string) =>
    t.deps.db.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirst();
  return {
    ...t,
    om,
    wave,
    logs,
    publicUrl,
    paymentRow,
    booking: (id: number) =>
      t.deps.db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst(),
    receipts: (paymentId: string) =>
      t.deps.db.selectFrom("providerReceipts").selectAll().where("paymentId", "=", paymentId).execute(),
    settled: () => backgroundSettled(t.deps),
    /** The limit each provider call was given, in the order they started. */
    limitsGiven: limits.given,
    /** Moves the clock; a provider call under way past its limit times out. */
    advance(ms: number) {
      t.advance(ms);
      limits.expireDue();
    },
    /** Stops everything; a second call (the next test's clean-up) does nothing. */
    async close() {
      if (closed) return;
      closed = true;
      stopUpkeep();
      await backgroundSettled(t.deps);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([om.close(), wave.close()]);
      await t.deps.database.close();
    },
  };
}

export type ProviderApp = Awaited<ReturnType<typeof makeProviderApp>>;
