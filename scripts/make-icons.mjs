// Draws the PWA icons (PNG) from the logo mark, in Chromium. Run again after changing the logo:
//   node scripts/make-icons.mjs
import { mkdirSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { launchChromium } from "./browser.mjs";

const logo = readFileSync(new URL("../public/logo.svg", import.meta.url), "utf8");
const background = "#f6efe6";
mkdirSync(new URL("../public/icons", import.meta.url), { recursive: true });

const browser = await launchChromium();
const page = await browser.newPage();
async function draw(file, size, { maskable }) {
  await page.setViewportSize({ width: size, height: size });
  // A maskable icon keeps its mark inside the central safe zone (80 %) on a full background.
  const inner = maskable ? Math.round(size * 0.6) : size;
  await page.setContent(
    `<html><body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${maskable ? background : "transparent"}">
      <div style="width:${inner}px;height:${inner}px">${logo.replace("<svg ", `<svg width="${inner}" height="${inner}" `)}</div>
    </body></html>`,
  );
  const shot = await page.screenshot({ omitBackground: !maskable });
  // A few flat colours: a palette PNG is a quarter of the size, and Chrome fetches these on install.
  await sharp(shot)
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toFile(new URL(`../public/icons/${file}`, import.meta.url).pathname);
}
await draw("icon-192.png", 192, { maskable: false });
await draw("icon-512.png", 512, { maskable: false });
await draw("icon-maskable-512.png", 512, { maskable: true });
await browser.close();
console.log("Icônes écrites dans public/icons/");
