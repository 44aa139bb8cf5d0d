import { existsSync } from "node:fs";
import { chromiumPath } from "../../../scripts/browser.mjs";
import { startServer } from "./server";

/** One shared server for the journeys; tests that must stop a server start their own. */
export default async function globalSetup() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium introuvable à ${chromiumPath}. Installez-le : apt-get update && apt-get install -y chromium (ou indiquez CHROMIUM_PATH).`,
    );
  }
  if (!existsSync("dist/index.html"))
    throw new Error("dist/ est vide : lancez npm run build avant les tests E2E.");
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
  };
}
