// First: the browser may offer its install prompt before the app has loaded.
import "./stores/install-early";
import { recoverFromMissingChunk } from "./features/layout/chunk-recovery";
import "./styles.css";

/**
 * Lets the phone paint and answer between two pieces of the start. A message rather than a timer:
 * a timer may wait (clamped, or throttled in a background tab) where a message is a task at once.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * The app starts in three pieces, each a task of its own: React's code, the app's code (app.tsx),
 * then its first draw. Run as one task, they held a slow phone's main thread for a quarter of a
 * second at the start (measured at 4× CPU slowdown); each piece is now under 80 ms. Both files are
 * asked for at once: the pieces wait for each other to run, never to download.
 */
async function start() {
  const react = import("react-dom/client");
  const app = import("./app");
  // Should React's file fail first, the app's failure is not left unheard.
  app.catch(() => undefined);
  await react;
  await nextTask();
  const { startApp } = await app;
  await nextTask();
  startApp();
}

start().catch(async () => {
  // A file of the app is gone (a deploy since this page was served) or the connection dropped: on
  // to the new build if there is one, else a page drawn at build time stays usable as plain links.
  if (await recoverFromMissingChunk()) return;
  document.getElementById("root")?.removeAttribute("inert");
});
