import { describe, expect, it } from "vitest";
import { makeTestApp } from "../harness";

describe("GET dev/mail", () => {
  it("shows the outbox newest first in demo mode, filtered by recipient", async () => {
    const t = await makeTestApp();
    // The harness keeps mail in memory; the outbox mailer of demo mode writes to the table read here.
    const { outboxMailer } = await import("../../../server/domain/mailers");
    const outbox = outboxMailer(t.deps.db, t.deps.clock, () => {});
    await outbox.send({ to: "a@example.com", subject: "Un", text: "1" });
    t.advance(1000);
    await outbox.send({ to: "a@example.com", subject: "Deux", text: "2" });
    await outbox.send({ to: "b@example.com", subject: "Autre", text: "3" });
    const res = await t.api.get("dev/mail?to=a@example.com");
    expect(res.status).toBe(200);
    expect(res.data.map((m: { subject: string }) => m.subject)).toEqual(["Deux", "Un"]);
    expect(res.data[0]).toEqual({
      to: "a@example.com",
      subject: "Deux",
      text: "2",
      sent_at: expect.any(String),
      attachment: null,
    });
  });

  it("does not exist outside demo mode", async () => {
    const t = await makeTestApp({ demoMode: false });
    expect((await t.api.get("dev/mail?to=a@example.com")).status).toBe(404);
  });
});

describe("the API at large", () => {
  it("answers unknown API paths with a French 404", async () => {
    const t = await makeTestApp();
    const res = await t.api.get("nope/");
    expect(res.status).toBe(404);
    expect(res.data.detail).toBe("Ressource introuvable.");
  });
});

describe("serving the built app", () => {
  it("serves the shell for deep links, with a CSP, and 404s for missing files", async () => {
    const { mkdtempSync, writeFileSync, mkdirSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const dist = mkdtempSync(join(tmpdir(), "dist-"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>App</title>");
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "assets", "app-123.js"), "console.log(1)");
    writeFileSync(join(dist, "sw.js"), "self.addEventListener('fetch', () => {});");
    const t = await makeTestApp();
    t.deps.config.distDir = dist;
    const { createApp } = await import("../../../server/app");
    const app = createApp(t.deps);

    const deep = await app.request("/services/3");
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain("<title>App</title>");
    const csp = deep.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("script-src 'self'");

    const asset = await app.request("/assets/app-123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("Cache-Control")).toContain("immutable");
    // The policy goes with what runs as a page or a worker, not with every bundle.
    expect(asset.headers.get("Content-Security-Policy")).toBeNull();
    expect(asset.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect((await app.request("/sw.js")).headers.get("Content-Security-Policy")).toContain(
      "object-src 'none'",
    );
    expect((await app.request("/assets/missing.js")).status).toBe(404);
    expect((await app.request("/api/booking/services/1/")).status).toBe(200);
  });
});
