import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import type { MiddlewareHandler } from "hono";
import { prerenderedPath, wantsPrerendered } from "./prerendered";
import { shellServer } from "./static-files";

/** In demo mode the page says so: a meta tag the app reads to show its banner. */
const marked = (html: string, demoMode: boolean) =>
  demoMode ? html.replace("<head>", '<head><meta name="app-mode" content="demo">') : html;

/**
 * The app shell (the back-office's is `admin.html`). Read again when the file changes, so a build
 * deployed under a running server is what the next visit gets.
 */
export function shellReader(dist: string, demoMode: boolean, file = "index.html") {
  const path = join(dist, file);
  let shell: { mtimeMs: number; text: string } | null = null;
  return async () => {
    try {
      const { mtimeMs } = await stat(path);
      if (shell?.mtimeMs !== mtimeMs)
        shell = { mtimeMs, text: marked(await readFile(path, "utf8"), demoMode) };
    } catch (error) {
      // Mid-deploy the file may be missing for a moment: the last good page keeps being served.
      if (!shell) throw error;
    }
    return shell.text;
  };
}

/**
 * The public pages drawn at build time, for the addresses that have one (the shell otherwise).
 * Every page answer varies with Save-Data, which decides between the two.
 */
export function prerenderedPages(dist: string, demoMode: boolean): MiddlewareHandler {
  // One server per page file that exists: unknown addresses add nothing here.
  const servers = new Map<string, { mtimeMs: number; serve: MiddlewareHandler }>();
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (wantsPrerendered(url, c.req.header("Save-Data"))) {
      const file = join(dist, prerenderedPath(url.pathname, demoMode));
      const found = await stat(file).catch(() => null);
      if (found?.isFile()) {
        let page = servers.get(file);
        if (page?.mtimeMs !== found.mtimeMs) {
          const text = marked(await readFile(file, "utf8"), demoMode);
          page = { mtimeMs: found.mtimeMs, serve: shellServer(async () => text) };
          servers.set(file, page);
        }
        const answer = await page.serve(c, next);
        c.res = answer ?? c.res;
        c.res.headers.set("Vary", "Accept-Encoding, Save-Data");
        return c.res;
      }
    }
    await next();
    const file = /\.[a-z0-9]+$/i.test(url.pathname);
    if (!file && (c.res.headers.get("Content-Type")?.startsWith("text/html") || c.res.status === 304))
      c.res.headers.set("Vary", "Accept-Encoding, Save-Data");
  };
}
