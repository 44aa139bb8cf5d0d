import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  entryScript,
  isMissingChunk,
  recoverFromMissingChunk,
} from "../../../../src/features/layout/chunk-recovery";

const shell = (entry: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head><body></body></html>`;

describe("the build a page starts from", () => {
  it("is its module entry script", () => {
    expect(entryScript(shell("/assets/index-Ab12.js"))).toBe("/assets/index-Ab12.js");
    expect(entryScript("<html><body>no script</body></html>")).toBeNull();
  });

  it("tells a failed screen file from other errors", () => {
    expect(
      isMissingChunk(new TypeError("Failed to fetch dynamically imported module: /assets/Faq-x.js")),
    ).toBe(true);
    expect(isMissingChunk(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isMissingChunk(new Error("Connexion impossible."))).toBe(false);
    expect(isMissingChunk("Failed to fetch dynamically imported module")).toBe(false);
  });
});

describe("recovering from a missing screen file", () => {
  const reload = vi.fn();
  beforeEach(() => {
    // The running page's entry, as index.html put it (never attached: nothing is loaded here).
    const running = document.createElement("script");
    running.setAttribute("type", "module");
    running.setAttribute("src", "/assets/index-Old1.js");
    vi.spyOn(document, "querySelector").mockImplementation((selector) =>
      selector === 'script[type="module"][src]' ? running : null,
    );
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    reload.mockReset();
  });
  const serve = (answer: () => Promise<Response>) => vi.stubGlobal("fetch", vi.fn(answer));

  it("reloads once onto the build deployed since the tab opened", async () => {
    serve(async () => new Response(shell("/assets/index-New2.js")));
    await expect(recoverFromMissingChunk()).resolves.toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does not reload when the page served is the build already running (no loop)", async () => {
    serve(async () => new Response(shell("/assets/index-Old1.js")));
    await expect(recoverFromMissingChunk()).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("does not reload offline, nor on a server error", async () => {
    serve(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(recoverFromMissingChunk()).resolves.toBe(false);
    serve(async () => new Response("indisponible", { status: 503 }));
    await expect(recoverFromMissingChunk()).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("asks once when several screens fail together", async () => {
    serve(async () => new Response(shell("/assets/index-New2.js")));
    const both = await Promise.all([recoverFromMissingChunk(), recoverFromMissingChunk()]);
    expect(both).toEqual([true, true]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
