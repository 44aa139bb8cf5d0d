import { describe, expect, it } from "vitest";
import { makeTestApp } from "../harness";

describe("public answers carry an ETag and answer 304 when unchanged", () => {
  it("the catalogue: list and detail", async () => {
    const t = await makeTestApp();
    for (const path of ["booking/services/?page=1&page_size=6", "booking/services/1/"]) {
      const first = await t.api.get(path);
      expect(first.status, path).toBe(200);
      const etag = first.headers.get("ETag") ?? "";
      expect(etag, path).toMatch(/^W\/"[\w-]+"$/);
      const again = await t.api.raw("GET", `/api/${path}`, { headers: { "If-None-Match": etag } });
      expect(again.status, path).toBe(304);
      expect(again.data, path).toBeNull();
      expect(again.headers.get("ETag"), path).toBe(etag);
    }
    // Another page is another answer.
    const other = await t.api.raw("GET", "/api/booking/services/?page=2&page_size=6", {
      headers: {
        "If-None-Match": (await t.api.get("booking/services/?page=1&page_size=6")).headers.get("ETag") ?? "",
      },
    });
    expect(other.status).toBe(200);
  });

  it("the public settings, and a changed setting gets a new tag", async () => {
    const t = await makeTestApp();
    const first = await t.api.get("configs/homeconfigs/");
    const etag = first.headers.get("ETag") ?? "";
    expect(etag).not.toBe("");
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=60");
    const same = await t.api.raw("GET", "/api/configs/homeconfigs/", { headers: { "If-None-Match": etag } });
    expect(same.status).toBe(304);
    expect(same.headers.get("Cache-Control")).toBe("public, max-age=60");

    await t.deps.db.updateTable("homeConfigs").set({ displayBasicService: false }).execute();
    const changed = await t.api.raw("GET", "/api/configs/homeconfigs/", {
      headers: { "If-None-Match": etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.data.display_basic_service).toBe(false);
    expect(changed.headers.get("ETag")).not.toBe(etag);
  });

  it("the illustrations", async () => {
    const t = await makeTestApp();
    const art = await t.api.raw("GET", "/media/art/hero.svg");
    expect(art.headers.get("Cache-Control")).toBe("public, max-age=2592000");
    const etag = art.headers.get("ETag") ?? "";
    expect(etag).not.toBe("");
    const again = await t.api.raw("GET", "/media/art/hero.svg", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });
});

describe("a member's answers are never tagged", () => {
  it("the payment methods with the member's balance, and the profile", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const mine = await t.api.get("configs/bookingmethod/", access);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
    expect(mine.headers.get("ETag")).toBeNull();
    const profile = await t.api.get("accounts/profile/", access);
    expect(profile.headers.get("ETag")).toBeNull();
    // The same list for a visitor is public, so it is tagged.
    expect((await t.api.get("configs/bookingmethod/")).headers.get("ETag")).not.toBeNull();
  });
});
