import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkCopy, copyDatabase, copyFolderPhotos } from "../../server/db/copy";
import { openDatabase } from "../../server/db/open";
import { bookYoga, emptyDatabase, makeTestApp, methodId } from "./harness";

describe("copying a centre's SQLite database to a new database (npm run db:copy)", () => {
  it("copies every row, checks counts and balances, and the copy serves the same member", {
    timeout: 60_000,
  }, async () => {
    const t = await makeTestApp({ sqliteFile: true });
    const { access } = await t.loginDemo();
    const booked = await bookYoga(t, access, "2026-03-04", "10:00:00");
    const paid = await t.api.post(
      "payments/payment/",
      { booking_on_payment_waiting: booked.id, booking_method: await methodId(t, "PAY02") },
      access,
    );
    expect(paid.status).toBe(200);
    const before = await t.api.get("accounts/profile/", access);
    const target = await openDatabase(await emptyDatabase());
    const report = await copyDatabase(t.deps.database, target);
    expect(report).toContain("bookings : 1 ligne(s)");

    // The copy answers as the original did: the same member, balance and history.
    const copy = await makeTestApp({ sqliteFile: true });
    const app = (await import("../../server/app")).createApp({
      ...copy.deps,
      db: target.db,
      database: target,
    });
    const login = await app.request("/api/accounts/login/", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "demo@example.com", password: "Demo2026!" }),
    });
    const token = ((await login.json()) as { body: { access: string } }).body.access;
    const profile = await app.request("/api/accounts/profile/", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await profile.json()) as { body: unknown }).body).toEqual(before.data.body);
    // New rows go on after the copied ones (the sequences were moved on).
    const again = await app.request("/api/accounts/register/", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        first_name: "Khady",
        last_name: "Sarr",
        email: "khady@example.com",
        password: "Mbour2026x",
        password2: "Mbour2026x",
      }),
    });
    expect(again.status).toBe(201);
    const ids = await target.db.selectFrom("users").select(["id", "email"]).orderBy("id").execute();
    expect(ids.map((u) => u.email)).toEqual(["demo@example.com", "khady@example.com"]);
    expect(ids[1]?.id).toBeGreaterThan(ids[0]?.id ?? Number.POSITIVE_INFINITY);
    await expect(copyDatabase(t.deps.database, target)).rejects.toThrow(/contient déjà des données/);
    await target.close();
  });

  it("finds a copy that lost a row or a credit", async () => {
    const t = await makeTestApp({ sqliteFile: true });
    const target = await openDatabase(await emptyDatabase());
    await copyDatabase(t.deps.database, target);
    await checkCopy(t.deps.database, target);
    await target.db.updateTable("creditRecords").set({ usedCredits: 1 }).where("id", "=", 1).execute();
    await expect(checkCopy(t.deps.database, target)).rejects.toThrow(
      /^Soldes différents pour le membre 1 : mouvements 150 \/ registre 150 dans SQLite, mouvements 150 \/ registre 149 dans (PostgreSQL|la copie)\.$/,
    );
    await target.db.deleteFrom("banners").execute();
    await expect(checkCopy(t.deps.database, target)).rejects.toThrow(
      /^Copie incomplète : banners a 1 ligne\(s\) dans SQLite et 0 dans (PostgreSQL|la copie)\.$/,
    );
    await target.close();
  });

  it("brings the photos kept in the data folder into the database, once", async () => {
    const t = await makeTestApp({ sqliteFile: true });
    const target = await openDatabase(await emptyDatabase());
    await copyDatabase(t.deps.database, target);
    const media = mkdtempSync(join(tmpdir(), "media-"));
    mkdirSync(join(media, "avatars"));
    const name = "0b0f6a52-8d7e-4a8f-9d51-6c1b43f0a9e1.webp";
    writeFileSync(join(media, "avatars", name), Buffer.from("RIFF-webp"));
    await target.db
      .updateTable("users")
      .set({ profilePicture: `/media/avatars/${name}` })
      .execute();
    expect(await copyFolderPhotos(target, media, new Date())).toBe(1);
    expect(await copyFolderPhotos(target, media, new Date())).toBe(0);
    const kept = await target.db.selectFrom("storedFiles").select(["path", "contentType"]).execute();
    expect(kept).toEqual([{ path: `/media/avatars/${name}`, contentType: "image/webp" }]);
    await target.close();
  });
});
