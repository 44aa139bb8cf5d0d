/**
 * A profile photo goes up small: our clients pay for every byte. At most 512 px on its longest
 * side, the aspect ratio kept, never enlarged; encoded again and again, less finely, until it is
 * under about 100 KB.
 */
export const PHOTO_MAX_PX = 512;
export const PHOTO_TARGET_BYTES = 100 * 1024;
export const PHOTO_QUALITIES = [0.82, 0.7, 0.55, 0.4] as const;

/** The size to draw a `width` × `height` picture at so its longest side is at most `max`. */
export function fitWithin(
  width: number,
  height: number,
  max = PHOTO_MAX_PX,
): { width: number; height: number } {
  if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) {
    throw new RangeError("An image has a positive width and height");
  }
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.min(max, Math.round(width * scale))),
    height: Math.max(1, Math.min(max, Math.round(height * scale))),
  };
}

/** The file name of the re-encoded photo: same name, the new type's extension. */
export function photoFileName(original: string, type: string): string {
  const base = original.replace(/\.[^./\\]*$/, "").trim() || "photo";
  return `${base}.${type === "image/webp" ? "webp" : "jpg"}`;
}
