import { fitWithin, PHOTO_QUALITIES, PHOTO_TARGET_BYTES, photoFileName } from "../../lib/photo-size";

/** The chosen file could not be decoded as a picture. */
export class UnreadablePhotoError extends Error {
  constructor() {
    super("Unreadable photo");
    this.name = "UnreadablePhotoError";
  }
}

const encode = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/** Encodes at lower and lower quality until the photo is small enough (or the lowest is reached). */
async function smallest(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  let blob: Blob | null = null;
  for (const quality of PHOTO_QUALITIES) {
    blob = await encode(canvas, type, quality);
    if (!blob || blob.type !== type || blob.size <= PHOTO_TARGET_BYTES) break;
  }
  return blob;
}

/**
 * The photo redrawn at most 512 px on its longest side, in WebP (JPEG where the browser cannot
 * write WebP), keeping its aspect ratio; throws UnreadablePhotoError when it is not a picture.
 */
export async function downsizePhoto(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new UnreadablePhotoError();
  });
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new UnreadablePhotoError();
  // JPEG has no transparency: a transparent picture gets a white background, not a black one.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  let blob = await smallest(canvas, "image/webp");
  if (blob?.type !== "image/webp") blob = await smallest(canvas, "image/jpeg");
  if (!blob) throw new UnreadablePhotoError();
  return new File([blob], photoFileName(file.name, blob.type), { type: blob.type });
}
