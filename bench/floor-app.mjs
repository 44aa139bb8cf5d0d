// The floor app (bench/floor-app/) built with the project's own Vite and React plugin, then
// compressed as `npm run build` compresses the app, so the real server sends both alike.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { build } from "vite";

const template = fileURLToPath(new URL("floor-app/", import.meta.url));
const precompress = fileURLToPath(new URL("../scripts/precompress.mjs", import.meta.url));

/** Builds it into `outDir`; returns its JavaScript files with their sizes raw, gzip and brotli. */
export async function buildFloorApp(outDir) {
  await build({
    configFile: false,
    root: template,
    logLevel: "warn",
    plugins: [react()],
    // The app's own target, so neither pays for syntax the other does not.
    build: { outDir, emptyOutDir: true, target: "es2020", sourcemap: false },
  });
  execFileSync(process.execPath, [precompress, outDir], { stdio: "ignore" });
  const assets = join(outDir, "assets");
  return readdirSync(assets)
    .filter((name) => name.endsWith(".js"))
    .map((name) => ({
      file: `assets/${name}`,
      raw: statSync(join(assets, name)).size,
      gzip: readFileSync(join(assets, `${name}.gz`)).length,
      brotli: readFileSync(join(assets, `${name}.br`)).length,
    }));
}
