import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/** Debian's Chromium with the flags this project's machines need (no downloads, no sandbox as root). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * The tests' browser: Debian's build of Chromium's headless shell, the same engine without the
 * windowed browser around it (what Playwright itself runs headless), about a third lighter on two
 * cores; Chromium itself when the shell is not installed. CHROMIUM_PATH chooses for both.
 */
const headlessShell = "/usr/bin/chromium-headless-shell";
export const testChromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumPath);
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}
