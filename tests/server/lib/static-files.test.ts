import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, renameSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../server/app";
import { acceptedEncodings } from "../../../server/lib/static-files";
import { makeTestApp } from "../harness";

const script = "console.log('le service worker');\n".repeat(80);
const bundle = "export const catalogue = ['massage', 'yoga', 'coaching'];\n".repeat(60);
const page = "<!doctype html><html><head><title>App</title></head><body><div id=root></div></body></html>";
const backOfficePage = page.replace("<title>App</title>", "<title>Espace équipe</title>");

/** A built app in miniature, precompressed by the build's own script. */
function fixtureDist() {
  const parent = mkdtempSync(join(tmpdir(), "site-"));
  writeFileSync(join(parent, "secret.txt"), "hors du dossier");
  const dist = join(parent, "dist");
  mkdirSync(join(dist, "assets"), { recursive: true });
  mkdirSync(join(dist, "icons"));
  writeFileSync(join(dist, "index.html"), page);
  writeFileSync(join(dist, "admin.html"), backOfficePage);
  writeFileSync(join(dist, "sw.js"), script);
  writeFileSync(join(dist, "manifest.webmanifest"), JSON.stringify({ name: "App", lang: "fr" }));
  writeFileSync(join(dist, "assets", "index-Bq3xZ9aK.js"), bundle);
  writeFileSync(join(dist, "icons", "icon-192.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  execFileSync(process.execPath, ["scripts/precompress.mjs", dist], { stdio: "ignore" });
  return dist;
}

let app: ReturnType<typeof createApp>;
let dist: string;
beforeAll(async () => {
  const t = await makeTestApp();
  dist = fixtureDist();
  app = createApp({ ...t.deps, config: { ...t.deps.config, distDir: dist } });
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe("choosing a coding", () => {
  it("reads q-values: zero is a no, the higher wins, brotli first when equal", () => {
    expect(acceptedEncodings("gzip, deflate, br")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("br;q=0, gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("br;q=0.5, gzip;q=0.8")).toEqual(["gzip", "br"]);
    expect(acceptedEncodings("*")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("*;q=0, gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("identity")).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});

describe("the built files", () => {
  it("send the brotli copy when brotli is accepted, with its length, type and Vary", async () => {
    const res = await get("/sw.js", { "Accept-Encoding": "gzip, deflate, br" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Vary")).toContain("Accept-Encoding");
    // A script is read as UTF-8 whatever the header says: the charset would be bytes for nothing.
    expect(res.headers.get("Content-Type")).toBe("text/javascript");
    const body = await bytes(res);
    expect(Number(res.headers.get("Content-Length"))).toBe(body.length);
    expect(body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it("send the gzip copy when brotli is refused, and the file itself when neither is accepted", async () => {
    const gz = await get("/sw.js", { "Accept-Encoding": "br;q=0, gzip" });
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(gz)).toString()).toBe(script);

    for (const accept of ["identity", "br;q=0, gzip;q=0", undefined]) {
      const plain = await get("/sw.js", accept ? { "Accept-Encoding": accept } : {});
      expect(plain.headers.get("Content-Encoding"), accept).toBeNull();
      expect(plain.headers.get("Vary"), accept).toContain("Accept-Encoding");
      expect((await bytes(plain)).toString(), accept).toBe(script);
      expect(Number(plain.headers.get("Content-Length"))).toBe(script.length);
    }
  });

  it("answer 304 with no body to a phone that holds the same bytes, per coding", async () => {
    const first = await get("/sw.js", { "Accept-Encoding": "br" });
    const etag = first.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get("/sw.js", { "Accept-Encoding": "br", "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect((await bytes(again)).length).toBe(0);
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("Cache-Control")).toBe("no-cache");

    // The gzip copy is other bytes: it has its own tag, and the brotli one does not match it.
    const gz = await get("/sw.js", { "Accept-Encoding": "gzip", "If-None-Match": etag });
    expect(gz.status).toBe(200);
    expect(gz.headers.get("ETag")).not.toBe(etag);
    expect((await get("/sw.js", { "If-None-Match": '"autre"' })).status).toBe(200);
  });

  it("keep hashed bundles a year, immutable, and icons a week", async () => {
    const asset = await get("/assets/index-Bq3xZ9aK.js", { "Accept-Encoding": "br" });
    expect(asset.status).toBe(200);
    expect(asset.headers.get("Cache-Control")).toBe("max-age=31536000, immutable");
    // Never revalidated, so no ETag to carry; the same bytes for everyone, so no request id either.
    expect(asset.headers.get("ETag")).toBeNull();
    expect(asset.headers.get("X-Request-Id")).toBeNull();
    expect((await get("/sw.js")).headers.get("X-Request-Id")).toMatch(/^[\w-]{36}$/);
    expect(asset.headers.get("Content-Encoding")).toBe("br");
    expect(brotliDecompressSync(await bytes(asset)).toString()).toBe(bundle);

    const icon = await get("/icons/icon-192.png", { "Accept-Encoding": "br, gzip" });
    expect(icon.headers.get("Cache-Control")).toBe("public, max-age=604800");
    expect(icon.headers.get("Content-Type")).toBe("image/png");
    expect(icon.headers.get("Content-Encoding")).toBeNull();
  });

  it("make the service worker and the manifest revalidate, by ETag", async () => {
    for (const path of ["/sw.js", "/manifest.webmanifest"]) {
      const res = await get(path, { "Accept-Encoding": "br" });
      expect(res.headers.get("Cache-Control"), path).toBe("no-cache");
      const etag = res.headers.get("ETag") ?? "";
      expect(etag, path).not.toBe("");
      expect((await get(path, { "Accept-Encoding": "br", "If-None-Match": etag })).status, path).toBe(304);
    }
    expect((await get("/manifest.webmanifest")).headers.get("Content-Type")).toBe(
      "application/manifest+json",
    );
  });

  it("never hand out a compressed sibling by its own name, nor a file outside the folder", async () => {
    expect((await get("/sw.js.br")).status).toBe(404);
    expect((await get("/..%2fsecret.txt")).status).toBe(404);
    expect((await get("/assets/..%2f..%2fsecret.txt")).status).toBe(404);
  });
});

describe("the app shell", () => {
  it("is the page as served (demo meta included), compressed, revalidated by ETag, for every page address", async () => {
    const shell = await get("/", { "Accept-Encoding": "gzip, br" });
    expect(shell.headers.get("Content-Encoding")).toBe("br");
    expect(shell.headers.get("Cache-Control")).toBe("no-cache");
    expect(shell.headers.get("Content-Security-Policy")).toContain("object-src 'none'");
    const html = brotliDecompressSync(await bytes(shell)).toString();
    expect(html).toContain('<meta name="app-mode" content="demo">');
    const etag = shell.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);

    for (const path of ["/", "/index.html", "/services/3"]) {
      const again = await get(path, { "Accept-Encoding": "gzip, br", "If-None-Match": etag });
      expect(again.status, path).toBe(304);
      expect(again.headers.get("ETag"), path).toBe(etag);
    }
    const gz = await get("/profil", { "Accept-Encoding": "gzip" });
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(gz)).toString()).toBe(html);
    expect(await (await get("/profil")).text()).toBe(html);
  });

  it("is read again when a new build is deployed under the running server", async () => {
    const before = await get("/services/3");
    const next = page.replace(
      "<title>App</title>",
      '<title>App</title><script type="module" src="/assets/index-N3w.js"></script>',
    );
    writeFileSync(join(dist, "index.html"), next);
    // The new file's time differs even on a coarse clock.
    utimesSync(join(dist, "index.html"), new Date(), new Date(Date.now() + 5000));
    const after = await get("/services/3", { "If-None-Match": before.headers.get("ETag") ?? "" });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain("/assets/index-N3w.js");
    // Mid-deploy the page may be gone for a moment: the last good one is still served.
    renameSync(join(dist, "index.html"), join(dist, "index.old"));
    const during = await get("/services/3");
    renameSync(join(dist, "index.old"), join(dist, "index.html"));
    expect(during.status).toBe(200);
    expect(await during.text()).toContain("/assets/index-N3w.js");
  });
});

describe("the back-office's page", () => {
  it("is what every address under /admin/ gets (demo meta included), and only those", async () => {
    const demoPage = backOfficePage.replace("<head>", '<head><meta name="app-mode" content="demo">');
    for (const path of ["/admin", "/admin/", "/admin/dashboard", "/admin/clients/12?page=2", "/admin.html"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("Cache-Control"), path).toBe("no-cache");
      expect(await answer.text(), path).toBe(demoPage);
    }
    for (const path of ["/administration", "/services/admin"])
      expect(await (await get(path)).text(), path).not.toContain("Espace équipe");
    expect((await get("/admin/logo.svg")).status).toBe(404);
  });
});
