import { appPage } from "./test";

/** What a journey needs to know of the payment providers behind the server it runs against. */
export type Desk = {
  /** The wallet's checkout page the app sends the payer to. */
  wallet: RegExp;
};

/** A server to run journeys against, what its providers let a journey do, and how to stop it. */
export type Stack<D extends Desk = Desk> = { url: string; desk: D; stop: () => Promise<void> };

/**
 * The journeys' test, on the server `start` gives each worker: the shared sandbox server, or one of
 * its own with real providers pointed at fakes. Both have the same fixtures, so one journey runs on
 * either.
 */
export function journeyTest<D extends Desk>(start: () => Promise<Stack<D>>) {
  return appPage.extend<{ desk: D }, { stack: Stack<D> }>({
    stack: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
      async ({}, use) => {
        const stack = await start();
        await use(stack);
        await stack.stop();
      },
      { scope: "worker", timeout: 90_000 },
    ],
    baseURL: async ({ stack }, use) => use(stack.url),
    desk: async ({ stack }, use) => use(stack.desk),
  });
}

export type JourneyTest<D extends Desk = Desk> = ReturnType<typeof journeyTest<D>>;

/** The shared server of the global setup, its payments taken by the sandbox. */
export const sandboxTest = journeyTest(async () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL manquant : le serveur de test n'a pas démarré.");
  return { url, desk: { wallet: /\/sandbox\/checkout\// }, stop: async () => {} };
});
