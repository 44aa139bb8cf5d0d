import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { COMPRESS_MIN_BYTES } from "../../../server/lib/compression";
import { makeTestApp, type TestApp } from "../harness";

/** The raw answer, as it would go on the wire: bytes not decoded. */
async function fetchRaw(t: TestApp, path: string, encoding: string, json?: unknown) {
  const headers: Record<string, string> = { "Accept-Encoding": encoding };
  if (json !== undefined) headers["Content-Type"] = "application/json";
  const res = await t.app.request(path, {
    method: json === undefined ? "GET" : "POST",
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}
const decode = (coding: string | null, bytes: Buffer) =>
  JSON.parse(
    (coding === "br"
      ? brotliDecompressSync(bytes)
      : coding === "gzip"
        ? gunzipSync(bytes)
        : bytes
    ).toString(),
  );
const fiveDays = { service_id: 4, dates: ["2026-03-03", "2026-03-07"] };
const slotSearch = "/api/booking/slots/get_slots_by_dates/";

describe("compression of dynamic answers", () => {
  it("sends small answers as they are, even to a client that takes brotli", async () => {
    const t = await makeTestApp();
    const { res, bytes } = await fetchRaw(t, "/api/configs/homeconfigs/", "gzip, deflate, br");
    expect(bytes.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(JSON.parse(bytes.toString())).toHaveProperty("display_basic_service");
  });

  it("compresses large answers in the client's best coding, the same JSON once decoded", async () => {
    const t = await makeTestApp();
    const plain = await fetchRaw(t, "/api/booking/services/?page_size=100", "identity");
    expect(plain.bytes.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);
    expect(plain.res.headers.get("Content-Encoding")).toBeNull();
    for (const [accept, coding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const { res, bytes } = await fetchRaw(t, "/api/booking/services/?page_size=100", accept);
      expect(res.headers.get("Content-Encoding"), accept).toBe(coding);
      expect(res.headers.get("Vary")).toMatch(/Accept-Encoding/);
      expect(bytes.length).toBeLessThan(plain.bytes.length / 2);
      expect(decode(coding, bytes)).toEqual(JSON.parse(plain.bytes.toString()));
    }
  });

  it("serves kept slot answers compressed once, in each coding, with their length", async () => {
    const t = await makeTestApp();
    const plain = await fetchRaw(t, slotSearch, "identity", fiveDays);
    expect(plain.res.headers.get("Content-Encoding")).toBeNull();
    const expected = JSON.parse(plain.bytes.toString());
    expect(Object.keys(expected)).toHaveLength(5);
    for (const [accept, coding] of [
      ["br;q=1, gzip;q=0.5", "br"],
      ["gzip, br;q=0", "gzip"],
      ["gzip, deflate, br", "br"],
    ] as const) {
      const { res, bytes } = await fetchRaw(t, slotSearch, accept, fiveDays);
      expect(res.headers.get("Content-Encoding"), accept).toBe(coding);
      expect(res.headers.get("Content-Length")).toBe(String(bytes.length));
      expect(res.headers.get("Vary")).toBe("Accept-Encoding");
      expect(decode(coding, bytes)).toEqual(expected);
    }
    // A range with nothing left to book is a small answer: sent as it is.
    const sunday = await fetchRaw(t, slotSearch, "br", {
      service_id: 4,
      dates: ["2026-03-08", "2026-03-08"],
    });
    expect(sunday.res.headers.get("Content-Encoding")).toBeNull();
    expect(JSON.parse(sunday.bytes.toString())).toEqual({});
  });
});
