import { brotliDecompressSync } from "node:zlib";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../../server/db/open";
import { servicePageSchema, serviceSchema } from "../../../src/contract/services";
import { makeTestApp } from "../harness";

describe("GET booking/services/", () => {
  it("pages the catalogue in the contract's shape", async () => {
    const t = await makeTestApp();
    const res = await t.api.get("booking/services/?page=2&page_size=5");
    expect(res.status).toBe(200);
    const page = v.parse(servicePageSchema, res.data);
    expect(page.count).toBe(12);
    expect(page.results).toHaveLength(5);
    expect(page.previous).toContain("page=1");
    expect(page.next).toContain("page=3");
    const last = await t.api.get("booking/services/?page=3&page_size=5");
    expect(last.data.results).toHaveLength(2);
    expect(last.data.next).toBeNull();
  });

  it("seeds at least 8 Essentiel and 4 Signature services", async () => {
    const t = await makeTestApp();
    const basic = await t.api.get("booking/services/?type=basic&page_size=100");
    const custom = await t.api.get("booking/services/?type=custom&page=1&page_size=100");
    expect(basic.data.count).toBeGreaterThanOrEqual(8);
    expect(custom.data.count).toBeGreaterThanOrEqual(4);
    expect(basic.data.results.every((s: { type: string }) => s.type === "basic")).toBe(true);
    const image = await t.app.request(basic.data.results[0].imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toContain("image/svg+xml");
  });

  it("searches name and description, literally and case-insensitively", async () => {
    const t = await makeTestApp();
    const byName = await t.api.get(
      "booking/services/?search=MASSAGE&search_fields=name,description&page_size=100",
    );
    expect(byName.data.count).toBe(4);
    const byDescription = await t.api.get("booking/services/?search=karit&search_fields=name,description");
    expect(byDescription.data.results.map((s: { name: string }) => s.name)).toContain("Massage suédois");
    const nameOnly = await t.api.get("booking/services/?search=karit&search_fields=name");
    expect(nameOnly.data.count).toBe(0);
    const wildcard = await t.api.get("booking/services/?search=%25&search_fields=name");
    expect(wildcard.data.count).toBe(0);
  });

  it("ignores case and accents on both the query and the names and descriptions searched", async () => {
    const t = await makeTestApp();
    const names = async (query: string) =>
      (await t.api.get(`booking/services/?${query}&page_size=100`)).data.results.map(
        (s: { name: string }) => s.name,
      );
    expect(await names("search=preparation&search_fields=name")).toEqual(["Préparation physique"]);
    expect(await names("search=preparation&search_fields=name,description")).toContain(
      "Préparation physique",
    );
    expect(await names("search=PRÉPARATION&search_fields=name")).toEqual(["Préparation physique"]);
    expect(await names("search=suedois&search_fields=name")).toEqual(["Massage suédois"]);
    expect(await names("search=eclat&search_fields=name")).toEqual(["Soin du visage éclat"]);
    expect(await names("search=prenatal&search_fields=name,description")).toContain("Coaching prénatal");
    // A description's accents too: « karité » in the Swedish massage's text.
    expect(await names("search=KARITE&search_fields=description")).toContain("Massage suédois");
  });

  it("searches services kept before the search columns existed, once the database is opened", async () => {
    const t = await makeTestApp({ dbFile: true });
    await t.deps.db
      .updateTable("services")
      .set({ nameSearch: "", descriptionSearch: "", shortDescriptionSearch: "" })
      .execute();
    expect((await t.api.get("booking/services/?search=preparation&search_fields=name")).data.count).toBe(0);
    const { openDatabase } = await import("../../../server/db/open");
    await (await openDatabase(t.file)).close();
    expect((await t.api.get("booking/services/?search=preparation&search_fields=name")).data.count).toBe(1);
  });

  it("falls back to defaults on bad parameters and says when a page is past the end", async () => {
    const t = await makeTestApp();
    const odd = await t.api.get("booking/services/?page=abc&page_size=-3&type=nope");
    expect(odd.status).toBe(200);
    expect(odd.data.results).toHaveLength(10);
    const past = await t.api.get("booking/services/?page=99");
    expect(past.status).toBe(404);
    expect(past.data.detail).toBe("Page non valide.");
  });
});

// Catalogue pages are kept in memory: each test asks once first, so a later answer that is right
// was read again, not served from before the change.
describe("kept catalogue pages", () => {
  const first = "booking/services/?page=1&page_size=6";

  it("show a service's change at once, with a new tag", async () => {
    const t = await makeTestApp();
    const before = await t.api.get(first);
    expect(before.data.results[0].name).toBe("Massage suédois");
    const etag = before.headers.get("ETag") ?? "";
    await t.deps.db
      .updateTable("services")
      .set({ name: "Massage suédois (1 h)" })
      .where("id", "=", 1)
      .execute();
    const after = await t.api.raw("GET", `/api/${first}`, { headers: { "If-None-Match": etag } });
    expect(after.status).toBe(200);
    expect(after.data.results[0].name).toBe("Massage suédois (1 h)");
    expect(after.headers.get("ETag")).not.toBe(etag);
  });

  it("see a service withdrawn through another connection, as another instance would", async () => {
    const t = await makeTestApp({ dbFile: true });
    expect((await t.api.get(first)).data.count).toBe(12);
    const other = await openDatabase(t.file, { migrate: false });
    await other.db.updateTable("services").set({ isActive: false }).where("id", "=", 2).execute();
    await other.close();
    const after = await t.api.get(first);
    expect(after.data.count).toBe(11);
    expect(after.data.results.map((s: { id: number }) => s.id)).not.toContain(2);
  });

  it("go compressed to a phone, tagged as they go plain, and answer 304 either way", async () => {
    const t = await makeTestApp();
    const plain = await t.api.get(first);
    const etag = plain.headers.get("ETag") ?? "";
    const br = await t.app.request(`/api/${first}`, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Vary")).toBe("Accept-Encoding");
    expect(br.headers.get("ETag")).toBe(etag);
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(JSON.parse(brotliDecompressSync(bytes).toString())).toEqual(plain.data);
    for (const encoding of ["br", "identity"]) {
      const again = await t.app.request(`/api/${first}`, {
        headers: { "Accept-Encoding": encoding, "If-None-Match": etag },
      });
      expect(again.status, encoding).toBe(304);
      expect(again.headers.get("ETag"), encoding).toBe(etag);
      expect(again.headers.get("Content-Encoding"), encoding).toBeNull();
    }
  });
});

describe("GET booking/services/{id}/", () => {
  it("answers one service, or a French 404", async () => {
    const t = await makeTestApp();
    const one = await t.api.get("booking/services/3/");
    expect(one.status).toBe(200);
    expect(v.parse(serviceSchema, one.data).id).toBe(3);
    for (const id of ["999", "abc", "0", "-1"]) {
      const res = await t.api.get(`booking/services/${id}/`);
      expect(res.status).toBe(404);
      expect(res.data.detail).toBe("Service introuvable.");
    }
  });
});
