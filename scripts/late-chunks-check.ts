import type { Plugin } from "vite";
import { lateChunk, lateChunkNames, onlineScreens } from "../sw/late-chunks.ts";

/**
 * Keeps sw/late-chunks.ts true: each name there is a file of the build, and no precached file
 * imports an online screen's file statically (offline, the screen importing it would not start).
 */
export function lateChunksCheck(): Plugin {
  return {
    name: "late-chunks-check",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const isLate = (fileName: string) => lateChunk.test(`/${fileName}`);
      for (const name of lateChunkNames)
        if (!chunks.some((chunk) => isLate(chunk.fileName) && chunk.fileName.startsWith(`assets/${name}-`)))
          this.error(`late-chunks-check: no file of the build is named "${name}" (sw/late-chunks.ts)`);
      for (const chunk of chunks) {
        if (isLate(chunk.fileName)) continue;
        const late = chunk.imports.filter(
          (file) => isLate(file) && onlineScreens.some((name) => file.startsWith(`assets/${name}-`)),
        );
        if (late.length > 0)
          this.error(`late-chunks-check: ${chunk.fileName} is precached but imports ${late.join(", ")}`);
      }
    },
  };
}
