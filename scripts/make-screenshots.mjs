// Takes the install-sheet screenshots of the manifest from a running app:
//   npm start   (in another terminal)   then   node scripts/make-screenshots.mjs [http://localhost:4173]
import { mkdirSync } from "node:fs";
import { launchChromium } from "./browser.mjs";

const base = process.argv[2] ?? "http://localhost:4173";
mkdirSync(new URL("../public/screenshots", import.meta.url), { recursive: true });
const browser = await launchChromium();
for (const [file, width, height] of [
  ["phone.png", 360, 740],
  ["desktop.png", 1280, 800],
]) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.goto(`${base}/services`, { waitUntil: "networkidle" });
  await page.screenshot({ path: new URL(`../public/screenshots/${file}`, import.meta.url).pathname });
  await page.close();
}
await browser.close();
console.log("Captures écrites dans public/screenshots/");
