import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createApp } from "../../../server/app";
import { openDatabase } from "../../../server/db/open";
import { issueTokens } from "../../../server/domain/tokens";
import { makeTestApp, quickMembers, type TestApp } from "../harness";

const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0f5c4d" } })
  .png()
  .toBuffer();

/** A second API instance on the test's database: its own connection, its own (empty) disk. */
async function secondInstance(t: TestApp) {
  const database = await openDatabase(t.file, { migrate: false });
  const mediaDir = mkdtempSync(join(tmpdir(), "media-other-"));
  const app = createApp({ ...t.deps, db: database.db, database, config: { ...t.deps.config, mediaDir } });
  return { app, close: () => database.close() };
}

function upload(app: ReturnType<typeof createApp>, token: string) {
  const form = new FormData();
  form.set("profile_picture", new File([new Uint8Array(photo)], "photo.png", { type: "image/png" }));
  return app.request("/api/accounts/profile/", {
    method: "PATCH",
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
}

describe("profile photos with several API instances on one database", () => {
  it("serves from one instance the photo uploaded through the other, and counts both instances' uploads together", {
    timeout: 30_000,
  }, async () => {
    const t = await makeTestApp({ dbFile: true });
    const other = await secondInstance(t);
    const [awa] = await quickMembers(t, 1, "awa");
    if (!awa) throw new Error("no member");
    const token = (await issueTokens(t.deps, awa.id)).access;

    const sent = await upload(t.app, token);
    expect(sent.status).toBe(200);
    const path = ((await sent.json()) as { body: { profile_picture: string } }).body.profile_picture;
    const served = await other.app.request(path);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe("webp");

    // Five in ten minutes, whichever instance took them.
    for (const app of [other.app, t.app, other.app, t.app])
      expect((await upload(app, token)).status).toBe(200);
    const sixth = await upload(other.app, token);
    expect(sixth.status).toBe(429);
    // The replaced pictures are gone from every instance.
    expect((await other.app.request(path)).status).toBe(404);
    await other.close();
  });
});
