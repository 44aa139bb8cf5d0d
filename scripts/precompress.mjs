// Writes a brotli (.br) and a gzip (.gz) copy next to each compressible file of dist/, once per
// build, so the server sends the smallest body without compressing on every request.
//   node scripts/precompress.mjs [dir]      (run by `npm run build` after `vite build`)
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = process.argv[2] ?? "dist";
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (compressible.test(name)) yield path;
  }
}

let count = 0;
let raw = 0;
let brotli = 0;
for (const path of files(root)) {
  const bytes = readFileSync(path);
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
  raw += bytes.length;
  brotli += br.length;
}
console.log(
  `Précompression : ${count} fichiers, ${(raw / 1024).toFixed(1)} Kio → ${(brotli / 1024).toFixed(1)} Kio en brotli`,
);
