import type { Plugin, Rollup } from "vite";
import { type Graph, staticClosure } from "./first-screen-chunk.ts";

/** The file the prerender reads (then removes): for each route, the files its screen needs. */
export const routeFilesName = "route-files.json";

/** A route file's id in the router: `routes/services/index.tsx` is `/services/`. */
export function routeIdOf(routeFile: string): string {
  return `/${routeFile.replace(/\.tsx$/, "").replace(/(^|\/)index$/, "$1")}`;
}

/**
 * What a page drawn at build time needs to take over, beyond the start's files: its route's screen
 * and data (the route's lazily loaded part) and what the route file itself loads (the booking
 * wizard's draft, the description's sanitiser), each with the files they import. Listed in the
 * page, they come with the start's files at once; found one by one as each file runs, they would
 * cost a slow connection a round trip each (scripts/prerender.ts).
 */
export function routeFiles(options: { routes: RegExp }): Plugin {
  return {
    name: "route-files",
    apply: "build",
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === "chunk",
      );
      const chunkOf = new Map<string, Rollup.OutputChunk>();
      for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOf.set(id, chunk);
      const graph: Graph = { info: (id) => this.getModuleInfo(id) };
      const files = (chunk: Rollup.OutputChunk, into: Set<string>) => {
        if (into.has(chunk.fileName)) return;
        into.add(chunk.fileName);
        for (const file of chunk.imports) {
          const imported = bundle[file];
          if (imported?.type === "chunk") files(imported, into);
        }
      };
      const byRoute: Record<string, string[]> = {};
      for (const id of this.getModuleIds()) {
        const routeFile = options.routes.exec(id)?.[1];
        if (!routeFile) continue;
        // The screen and its data, and what the guard imports; not the error screens.
        const seeds = (this.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter(
          (part) => !/tsr-split=(errorComponent|notFoundComponent)/.test(part),
        );
        const needed = new Set<string>();
        for (const module of staticClosure(graph, seeds)) {
          const chunk = chunkOf.get(module);
          if (chunk) files(chunk, needed);
        }
        byRoute[routeIdOf(routeFile.replaceAll("\\", "/"))] = [...needed].sort();
      }
      this.emitFile({ type: "asset", fileName: routeFilesName, source: JSON.stringify(byRoute, null, 1) });
    },
  };
}
