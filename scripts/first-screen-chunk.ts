import type { Plugin } from "vite";

type Graph = {
  info(id: string): {
    importedIds: readonly string[];
    importers: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
};

/** Every module `from` loads before it runs: its static imports, and theirs. */
function staticClosure(graph: Graph, from: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const next = [...from];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    next.push(...(graph.info(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The app's start, in one file instead of some forty. Left to itself the bundler cuts the modules
 * the start loads into a chunk for every set of screens that shares them, most under 1 KiB: each
 * costs a phone a request and about 340 bytes of headers, and compresses alone. Grouped, the start
 * is React's file and this one, plus the home page's own code. Modules the home page shares with
 * other screens (the service card, the modal) join the start: every screen draws with them.
 *
 * `startModules` are the modules the entry imports at run time (React's client, the app); `home`
 * is the home page's lazily loaded part. What the entry itself imports stays in the entry.
 */
export function firstScreenChunk(options: { entry: RegExp; startModules: RegExp[]; home: RegExp }) {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: "first-screen-chunk",
    apply: "build",
    buildEnd() {
      members.clear();
      const ids = [...this.getModuleIds()];
      const graph: Graph = { info: (id) => this.getModuleInfo(id) };
      const entry = ids.find((id) => options.entry.test(id));
      const starts = ids.filter((id) => options.startModules.some((test) => test.test(id)));
      const home = ids.find((id) => options.home.test(id));
      // Missing pieces would silently give back the forty files: better to fail the build.
      if (!entry || starts.length !== options.startModules.length || !home)
        this.error("first-screen-chunk: the entry, the start's modules or the home page were not found");
      const inEntry = staticClosure(graph, [entry]);
      const start = staticClosure(graph, starts);
      const homeOnly = staticClosure(graph, [home]);
      for (const id of start) if (!inEntry.has(id)) members.add(id);
      for (const id of homeOnly) {
        if (inEntry.has(id) || start.has(id) || id === home) continue;
        const info = graph.info(id);
        const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
        if (importers.some((by) => !homeOnly.has(by))) members.add(id);
      }
    },
  };
  return { plugin, test: (id: string) => members.has(id) };
}
