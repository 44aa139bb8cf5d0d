import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createApp } from "../../../server/app";
import { publishBuild } from "../../../server/lib/published-assets";
import { makeTestApp } from "../harness";

/** A built app of its own: a shell naming its one hashed script. */
function build(version: string) {
  const dist = mkdtempSync(join(tmpdir(), `dist-${version}-`));
  mkdirSync(join(dist, "assets"));
  const script = `index-${version}.js`;
  writeFileSync(
    join(dist, "index.html"),
    `<!doctype html><script type="module" src="/assets/${script}"></script>`,
  );
  const code = `console.log("${version}");`.repeat(20);
  writeFileSync(join(dist, "assets", script), code);
  writeFileSync(join(dist, "assets", `${script}.br`), brotliCompressSync(code));
  return { dist, path: `/assets/${script}`, code };
}

describe("the hashed files of the last builds, served by every instance", () => {
  it("an instance of one build serves the scripts of another, and forgets them three builds later", async () => {
    const t = await makeTestApp();
    const [v1, v2, v3, v4] = ["v1", "v2", "v3", "v4"].map(build);
    if (!v1 || !v2 || !v3 || !v4) throw new Error("builds");
    let now = Date.parse("2026-03-02T08:00:00Z");
    const publish = async (b: typeof v1) => {
      now += 60_000;
      return publishBuild(t.deps, b.dist, new Date(now));
    };
    await publish(v1);
    // The new release's instance, started beside the old one.
    await publish(v2);
    const onV2 = createApp({ ...t.deps, config: { ...t.deps.config, distDir: v2.dist } });
    const old = await onV2.request(v1.path);
    expect(old.status).toBe(200);
    expect(await old.text()).toBe(v1.code);
    expect(old.headers.get("Cache-Control")).toContain("immutable");
    expect(old.headers.get("Content-Type")).toContain("javascript");
    const compressed = await onV2.request(v1.path, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(compressed.headers.get("Content-Encoding")).toBe("br");
    // Its own, from its disk; one that no build had is still a 404.
    expect((await onV2.request(v2.path)).status).toBe(200);
    expect((await onV2.request("/assets/index-nowhere.js")).status).toBe(404);
    // Two more releases: the first build's files are gone, the last three's stay.
    await publish(v3);
    await publish(v4);
    expect((await onV2.request(v1.path)).status).toBe(404);
    expect((await onV2.request(v3.path)).status).toBe(200);
    // Published again (an instance restarted on v2): v2 is among the newest again.
    await publish(v2);
    expect((await onV2.request(v3.path)).status).toBe(200);
  });
});
