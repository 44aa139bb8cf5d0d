import { existsSync } from "node:fs";
import { testChromiumPath } from "../../../scripts/browser.mjs";
import { startServer } from "./server";

/** One shared server for the journeys; tests that must stop a server start their own. */
export default async function globalSetup() {
  if (!existsSync(testChromiumPath)) {
    throw new Error(
      `Chromium introuvable à ${testChromiumPath}. Installez-le : apt-get update && apt-get install -y chromium-headless-shell chromium (ou indiquez CHROMIUM_PATH).`,
    );
  }
  if (!existsSync("dist/index.html"))
    throw new Error("dist/ est vide : lancez npm run build avant les tests E2E.");
  // As behind the production's nginx: a journey may say which client it is (X-Forwarded-For), so
  // the limits per client address (codes sent to phones) count each journey apart.
  const server = await startServer({ env: { TRUST_PROXY: "loopback" } });
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
  };
}
