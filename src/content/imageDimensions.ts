/**
 * Image dimensions read from a file's header bytes (PNG, JPEG, WebP) by the `image-size`
 * package, with no decoder and no file access: the caller hands in the bytes. Used by content
 * validation and by the Markdown renderer's dimension lookup at build time, which must be
 * synchronous (sharp's is not).
 */
import { imageSize } from "image-size";
import type { ImageDimensions } from "../lib/imageSize";

/** The formats uploads may have (the schema's `src` pattern allows these extensions). */
const UPLOAD_FORMATS = new Set(["png", "jpg", "webp"]);

/**
 * The dimensions of a PNG, JPEG or WebP image from its bytes (the whole file, or at least up to
 * its size information), read by the `image-size` package. Returns width and height in px as
 * stored (before any EXIF rotation a viewer may apply), or null when the bytes are not one of
 * those formats or are cut short. Never throws.
 */
export function imageDimensions(bytes: Uint8Array): ImageDimensions | null {
  try {
    const { type, width, height } = imageSize(bytes);
    return type && UPLOAD_FORMATS.has(type) && width && height ? { width, height } : null;
  } catch {
    return null;
  }
}
