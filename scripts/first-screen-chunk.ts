import type { Plugin } from "vite";

export type Graph = {
  info(id: string): {
    importedIds: readonly string[];
    importers: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
};

const isDynamicTarget = (graph: Graph, id: string) => (graph.info(id)?.dynamicImporters.length ?? 0) > 0;

/** Every module `from` loads before it runs: its static imports, and theirs. */
export function staticClosure(graph: Graph, from: readonly string[]): Set<string> {
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
export function firstScreenChunk(options: {
  entry: RegExp;
  startModules: RegExp[];
  home: RegExp;
  /** Libraries in files of their own, loaded only where used (the local database, the sanitiser). */
  late: RegExp;
  /** React's own file (see vite.config.ts): loaded with the start. */
  react: RegExp;
  /** Below this size (source bytes), what a set of screens shares joins the one shared file. */
  smallShared: number;
}) {
  const members = new Set<string>();
  const shared = new Set<string>();
  const plugin: Plugin = {
    name: "first-screen-chunk",
    apply: "build",
    buildEnd() {
      members.clear();
      shared.clear();
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
      // What a shared module imports from the home page's part comes along (a query that the home
      // shares with other screens, and the API call it makes only through that query).
      for (const id of members)
        for (const dep of graph.info(id)?.importedIds ?? [])
          if (homeOnly.has(dep) && dep !== home && !inEntry.has(dep) && !start.has(dep)) members.add(dep);
      // The start's file must never import the home page's own: it would then come with every page.
      for (const id of members)
        for (const dep of graph.info(id)?.importedIds ?? [])
          if (!members.has(dep) && !inEntry.has(dep) && !options.react.test(dep))
            this.error(`first-screen-chunk: ${id} needs ${dep}, which is not in the start's file`);
      // The screens' shared modules, by the routes that use each (a route's screen and its error
      // screen count as one), outside the start and the late libraries.
      const owners = new Map<string, Set<string>>();
      for (const part of ids) {
        if (!isDynamicTarget(graph, part) || start.has(part) || inEntry.has(part)) continue;
        const owner = part.replace(/\?tsr-split=.*$/, "");
        for (const id of staticClosure(graph, [part]))
          owners.set(id, (owners.get(id) ?? new Set()).add(owner));
      }
      const bySet = new Map<string, { ids: string[]; size: number }>();
      for (const [id, routes] of owners) {
        if (routes.size < 2 || members.has(id) || inEntry.has(id) || isDynamicTarget(graph, id)) continue;
        if (options.late.test(id)) continue;
        const key = [...routes].sort().join("|");
        const set = bySet.get(key) ?? { ids: [], size: 0 };
        set.ids.push(id);
        set.size += this.getModuleInfo(id)?.code?.length ?? 0;
        bySet.set(key, set);
      }
      for (const set of bySet.values())
        if (set.size < options.smallShared) for (const id of set.ids) shared.add(id);
      // Only modules whose own imports are all loaded already: the file never brings another.
      const ready = (dep: string) =>
        shared.has(dep) || members.has(dep) || inEntry.has(dep) || options.react.test(dep);
      for (let changed = true; changed; ) {
        changed = false;
        for (const id of shared) {
          if ((graph.info(id)?.importedIds ?? []).every(ready)) continue;
          shared.delete(id);
          changed = true;
        }
      }
    },
  };
  return {
    plugin,
    test: (id: string) => members.has(id),
    /**
     * The small pieces the screens share. Left to itself the bundler makes a file for every set of
     * screens that shares some code: the booking wizard came in sixteen files, a fifth of its bytes
     * headers. The small ones go to one file: a screen may receive a few lines it does not run,
     * once, where it saved a request each. What a set of screens shares in bulk keeps its own file.
     */
    sharedTest: (id: string) => shared.has(id),
  };
}
