import sharp from "sharp";
import { detectImage } from "./images";
import { workSlots } from "./work-slots";

/** The stored avatar: at most this many pixels on its longest side. */
export const AVATAR_SIDE = 512;
/**
 * The largest picture decoded: 4096 × 3072, 12.6 million pixels, a phone's "12 MP" photo (4032 ×
 * 3024) with room to spare. The app itself sends 512 px. Decoding costs memory by the pixel, not
 * by the byte: a one-colour PNG of 7000 × 7000 is 190 KB on the wire and 150 MB once decoded.
 */
export const MAX_PICTURE_PIXELS = 4096 * 3072;

// libvips keeps recent operations and their pixels (50 MB per process by default) for images it
// may see again: an avatar is shrunk once, so nothing is kept and the memory goes back at once.
sharp.cache(false);
// One thread per picture (already the default with glibc, said here so it stays so): fewer
// threads, fewer malloc arenas holding freed memory.
sharp.concurrency(1);

/**
 * Pictures decoded at once by this process, and how many more may wait for their turn (each
 * holds its upload, up to 5 MB); beyond that the upload is refused. Per process: the serving
 * processes share the cores, and each its own memory.
 */
export const pictureDecodes = workSlots({ running: 2, waiting: 8 });

export type ShrunkPicture =
  | { ok: true; webp: Buffer }
  | { ok: false; reason: "not-an-image" | "too-many-pixels" | "server-busy" };

/**
 * A profile picture (or, at `side`, a picture of the site) as we keep it: the type checked by its bytes, its size read from its header
 * before any pixel is decoded, turned upright, shrunk to the avatar's size and re-encoded as WebP.
 * Re-encoding also drops EXIF data such as where the photo was taken. A service's picture is the
 * same, only larger (`side`).
 */
export async function shrinkPicture(bytes: Uint8Array, side = AVATAR_SIDE): Promise<ShrunkPicture> {
  if (!detectImage(bytes)) return { ok: false, reason: "not-an-image" };
  // The header alone: its width and height (of the first frame, the only one read).
  const header = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) return { ok: false, reason: "not-an-image" };
  if (header.width * header.height > MAX_PICTURE_PIXELS) return { ok: false, reason: "too-many-pixels" };
  const decoded = await pictureDecodes.run(() =>
    // limitInputPixels again: the decoder itself refuses what the header may have hidden.
    sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS })
      .rotate()
      .resize(side, side, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer()
      // A header that looks like an image over a body that is not.
      .catch(() => null),
  );
  if (!decoded.ran) return { ok: false, reason: "server-busy" };
  return decoded.value ? { ok: true, webp: decoded.value } : { ok: false, reason: "not-an-image" };
}
