import sharp from "sharp";
import { detectImage } from "./images";

/** The stored avatar: at most this many pixels on its longest side. */
export const AVATAR_SIDE = 512;

/**
 * A profile picture as we keep it: the type checked by its bytes, turned upright, shrunk to the
 * avatar's size and re-encoded as WebP. Re-encoding also drops EXIF data such as where the photo
 * was taken. Null when the bytes are not an image we accept.
 */
export async function shrinkPicture(bytes: Uint8Array): Promise<Buffer | null> {
  if (!detectImage(bytes)) return null;
  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    // A header that looks like an image over a body that is not.
    return null;
  }
}
