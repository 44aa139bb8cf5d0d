import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../../server/app";
import { prerenderedPath } from "../../../server/lib/prerendered";
import { makeTestApp } from "../harness";

const shell = '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>';
const drawn = (what: string) =>
  `<!doctype html><html><head><title>App</title></head><body><div id="root" inert><h1>${what}</h1></div></body></html>`;

/** A build with the shell and, for each mode, the services list and one service drawn ahead. */
function fixtureDist() {
  const dist = join(mkdtempSync(join(tmpdir(), "pages-")), "dist");
  mkdirSync(dist);
  writeFileSync(join(dist, "index.html"), shell);
  for (const demo of [true, false]) {
    for (const path of ["/", "/services", "/services/3"]) {
      const file = join(dist, prerenderedPath(path, demo));
      mkdirSync(join(file, ".."), { recursive: true });
      writeFileSync(file, drawn(`${demo ? "démo" : "réel"} ${path}`));
    }
  }
  return dist;
}

async function appFor(demoMode: boolean) {
  const t = await makeTestApp({ demoMode });
  return createApp({ ...t.deps, config: { ...t.deps.config, distDir: dist } });
}

let dist: string;
beforeEach(() => {
  dist = fixtureDist();
});

describe("a public page drawn at build time", () => {
  it("is what a first visit to its address gets, with the demonstration mark in demo mode", async () => {
    const app = await appFor(true);
    const answer = await app.request("/services/3");
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain("<h1>démo /services/3</h1>");
    expect(html).toContain('<meta name="app-mode" content="demo">');
    expect(answer.headers.get("Vary")).toBe("Accept-Encoding, Save-Data");
    expect(answer.headers.get("Content-Security-Policy")).toContain("script-src 'self'");
    expect(await (await app.request("/")).text()).toContain("<h1>démo /</h1>");
  });

  it("is the production copy in production", async () => {
    const app = await appFor(false);
    const html = await (await app.request("/services")).text();
    expect(html).toContain("<h1>réel /services</h1>");
    expect(html).not.toContain("app-mode");
  });

  it("is left for the shell when the address asks for something else, or the phone saves data", async () => {
    const app = await appFor(true);
    for (const [path, headers] of [
      ["/services?page=2", {}],
      ["/services?q=yoga", {}],
      ["/services/4", {}],
      ["/services", { "Save-Data": "on" }],
      ["/index.html", {}],
    ] as const) {
      const answer = await app.request(path, { headers });
      expect(answer.status, path).toBe(200);
      const html = await answer.text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain("<h1>");
    }
    const plain = await app.request("/services/4");
    expect(plain.headers.get("Vary")).toBe("Accept-Encoding, Save-Data");
  });

  it("never serves a file outside its folder, and follows a new build", async () => {
    const app = await appFor(true);
    for (const path of [
      "/index",
      "/services/3/index",
      "/../index",
      "/%2e%2e/pages/demo/index",
      "/services//3",
    ]) {
      const html = await (await app.request(path)).text();
      expect(html, path).not.toContain("<h1>");
    }
    // A build without drawn pages: every address gets the shell at once.
    rmSync(join(dist, "pages"), { recursive: true });
    expect(await (await app.request("/services")).text()).toContain('<div id="root"></div>');
  });

  it("answers a phone that holds it with a 304", async () => {
    const app = await appFor(true);
    const first = await app.request("/services");
    const etag = first.headers.get("ETag") ?? "";
    expect(etag).not.toBe("");
    const again = await app.request("/services", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });
});
