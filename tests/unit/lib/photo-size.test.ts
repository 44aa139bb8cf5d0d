import { describe, expect, it } from "vitest";
import { fitWithin, PHOTO_MAX_PX, photoFileName } from "../../../src/lib/photo-size";

describe("the size a profile photo goes up at", () => {
  it.each([
    [4000, 3000, 512, 384],
    [3000, 4000, 384, 512],
    [1280, 800, 512, 320],
    [1080, 1080, 512, 512],
    [6000, 100, 512, 9],
    [100, 6000, 9, 512],
    [20000, 1, 512, 1],
  ])("%i × %i → %i × %i: longest side 512, ratio kept", (w, h, width, height) => {
    expect(fitWithin(w, h)).toEqual({ width, height });
  });

  it("never enlarges a small picture", () => {
    expect(fitWithin(192, 192)).toEqual({ width: 192, height: 192 });
    expect(fitWithin(512, 300)).toEqual({ width: 512, height: 300 });
    expect(fitWithin(513, 300)).toEqual({ width: 512, height: 299 });
  });

  it("keeps the aspect ratio within a pixel's rounding", () => {
    for (const [w, h] of [
      [4032, 3024],
      [3024, 4032],
      [1600, 900],
      [777, 1333],
    ] as const) {
      const out = fitWithin(w, h);
      expect(Math.max(out.width, out.height)).toBe(PHOTO_MAX_PX);
      expect(Math.abs(out.width / out.height - w / h)).toBeLessThan(0.01);
    }
  });

  it("refuses a picture with no size", () => {
    expect(() => fitWithin(0, 100)).toThrow(RangeError);
    expect(() => fitWithin(100, Number.NaN)).toThrow(RangeError);
  });

  it("names the file after its new type", () => {
    expect(photoFileName("IMG_2041.HEIC", "image/webp")).toBe("IMG_2041.webp");
    expect(photoFileName("moi.png", "image/jpeg")).toBe("moi.jpg");
    expect(photoFileName(".png", "image/jpeg")).toBe("photo.jpg");
  });
});
