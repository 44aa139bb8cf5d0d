import { randomBytes } from "node:crypto";
import { startFakeOrangeMoney } from "../../fakes/orange-money";
import { type FakeWave, startFakeWave } from "../../fakes/wave";
import { type Desk, journeyTest, type Stack } from "./journey-test";
import { freePort, startServer } from "./server";

/** The real providers' desk: the fake Wave too, for a journey to send its webhooks. */
export type ProviderDesk = Desk & { wave: FakeWave };

/**
 * A server of its own whose Orange Money and Wave are real providers, configured as a centre would
 * (the environment), pointed at fake ones on loopback ports that post their callbacks and webhooks
 * to it. Its public address is its own, so the wallet comes back to the app's origin.
 */
export async function startProviderStack(): Promise<Stack<ProviderDesk>> {
  const secret = () => randomBytes(16).toString("hex");
  const om = {
    clientId: secret(),
    clientSecret: secret(),
    merchantCode: "654321",
    callbackKey: secret(),
    callbackSecret: secret(),
  };
  const wave = { apiKey: `wave_sn_prod_${secret()}`, webhookSecret: secret() };
  const fakeOm = await startFakeOrangeMoney(om);
  const fakeWave = await startFakeWave(wave);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  fakeWave.state.webhookUrl = `${url}/api/webhooks/wave/`;
  const server = await startServer({
    port,
    env: {
      PUBLIC_URL: url,
      OM_BASE_URL: fakeOm.url,
      OM_CLIENT_ID: om.clientId,
      OM_CLIENT_SECRET: om.clientSecret,
      OM_MERCHANT_CODE: om.merchantCode,
      OM_MERCHANT_NAME: "Teranga Wellness",
      OM_CALLBACK_KEY: om.callbackKey,
      OM_CALLBACK_SECRET: om.callbackSecret,
      WAVE_BASE_URL: fakeWave.url,
      WAVE_API_KEY: wave.apiKey,
      WAVE_WEBHOOK_SECRET: wave.webhookSecret,
    },
  });
  // The server tells Orange Money where its callbacks go as it starts (within the fixture's limit).
  await fakeOm.callbackRegistered();
  if (fakeOm.state.callback?.callbackUrl !== `${url}/api/webhooks/orange-money/`)
    throw new Error("Le serveur n'a pas enregistré son adresse de notification Orange Money.");
  return {
    url,
    desk: { wallet: new RegExp(`^${fakeWave.url.replace(/[.]/g, "\\.")}/c/cos-`), wave: fakeWave },
    stop: async () => {
      await server.stop();
      await Promise.all([fakeOm.close(), fakeWave.close()]);
    },
  };
}

export const providerTest = journeyTest(startProviderStack);
export type ProviderTest = typeof providerTest;
