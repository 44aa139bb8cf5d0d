import { beforeAll, beforeEach, describe, expect, it } from "vitest";

const origin = "http://app.test";
const absolute = (request: RequestInfo | URL) =>
  new URL(typeof request === "string" ? request : "url" in request ? request.url : request.href, origin).href;

/** Just enough of Cache Storage for the back-office's cache, in memory. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  async put(request: RequestInfo | URL, response: Response) {
    this.entries.set(absolute(request), response);
  }
  async match(request: RequestInfo | URL) {
    return this.entries.get(absolute(request))?.clone();
  }
  async delete(request: RequestInfo | URL) {
    return this.entries.delete(absolute(request));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}
const stores = new Map<string, MemoryCache>();
const memoryCaches = {
  async has(name: string) {
    return stores.has(name);
  },
  async open(name: string) {
    if (!stores.has(name)) stores.set(name, new MemoryCache());
    return stores.get(name) as MemoryCache;
  },
};

/** The server: a body per path, or no network at all. */
const served = new Map<string, string>();
let online = true;
async function network(request: RequestInfo | URL) {
  if (!online) throw new TypeError("Failed to fetch");
  const body = served.get(new URL(absolute(request)).pathname);
  return body === undefined ? new Response("", { status: 404 }) : new Response(body);
}

const page = (build: string, files: string[]) =>
  `<html><head><title>${build}</title><script type="application/json" id="back-office-files">${JSON.stringify(files)}</script></head></html>`;
/** A build of the back-office on the server: its page and its files. */
function deploy(build: string, files: string[]) {
  served.set("/admin/dashboard", page(build, files));
  served.set("/admin.html", page(build, files));
  for (const file of files) served.set(file, `${build} ${file}`);
}

let sw: typeof import("../../sw/back-office");
const kept = () =>
  [...(stores.get("back-office-v1")?.entries.keys() ?? [])].map((url) => new URL(url).pathname);
/** A navigation to the back-office, and the work it leaves the worker to finish. */
async function open(path: string) {
  const work: Promise<unknown>[] = [];
  const answer = await sw.backOfficePage(new Request(`${origin}${path}`), (p) => work.push(p));
  await Promise.all(work);
  return answer.text();
}
const file = async (path: string) => (await sw.backOfficeAsset(new Request(`${origin}${path}`))).text();

beforeAll(async () => {
  if (!("navigator" in globalThis)) Object.assign(globalThis, { navigator: { userAgent: "node" } });
  Object.assign(globalThis, { self: globalThis, caches: memoryCaches, location: new URL(`${origin}/`) });
  sw = await import("../../sw/back-office");
  Object.assign(globalThis, { fetch: network });
});
beforeEach(() => {
  stores.clear();
  served.clear();
  online = true;
});

describe("the back-office on the service worker", () => {
  it("keeps nothing on a device that never passed the staff check: a client's phone stays light", async () => {
    deploy("v1", ["/assets/admin-main.js"]);
    expect(await open("/admin/dashboard")).toContain("v1");
    expect(await file("/assets/admin-main.js")).toBe("v1 /assets/admin-main.js");
    expect(await memoryCaches.has("back-office-v1")).toBe(false);
    online = false;
    await expect(open("/admin/dashboard")).rejects.toThrow();
  });

  it("keeps a staff device's page and every file of its build, and opens them without network", async () => {
    deploy("v1", ["/assets/admin-main.js", "/assets/admin-agenda.js", "/assets/admin-index.css"]);
    // A file of the clients' app or another site is never taken from the list.
    served.set(
      "/admin.html",
      `${served.get("/admin.html")}`.replace("]", ',"/assets/app-x.js","https://x.test/a.js"]'),
    );
    await sw.keepBackOffice(await network("/admin.html"));
    expect(kept().sort()).toEqual([
      "/admin.html",
      "/assets/admin-agenda.js",
      "/assets/admin-index.css",
      "/assets/admin-main.js",
    ]);
    online = false;
    expect(await open("/admin/clients/12")).toContain("<title>v1</title>");
    expect(await file("/assets/admin-agenda.js")).toBe("v1 /assets/admin-agenda.js");
  });

  it("takes a new build whole once visited online, never a page without its files", async () => {
    deploy("v1", ["/assets/admin-main-1.js", "/assets/admin-agenda.js"]);
    await sw.keepBackOffice(await network("/admin.html"));
    deploy("v2", ["/assets/admin-main-2.js", "/assets/admin-agenda.js"]);
    served.delete("/assets/admin-main-2.js");
    // A file of the new build fails: the page kept stays the one whose files are all there.
    expect(await open("/admin/dashboard")).toContain("v2");
    expect(kept()).toContain("/assets/admin-main-1.js");
    online = false;
    expect(await open("/admin/dashboard")).toContain("<title>v1</title>");
    online = true;
    served.set("/assets/admin-main-2.js", "v2 main");
    await open("/admin/dashboard");
    expect(kept().sort()).toEqual(["/admin.html", "/assets/admin-agenda.js", "/assets/admin-main-2.js"]);
    online = false;
    expect(await open("/admin/dashboard")).toContain("<title>v2</title>");
    // A file both builds share is fetched once, kept from the first.
    expect(await file("/assets/admin-agenda.js")).toBe("v1 /assets/admin-agenda.js");
  });
});
