/**
 * Image dimensions read from a file's header bytes (PNG, JPEG, WebP), with no decoder and no
 * file access: the caller hands in the bytes. Used by content validation and by the Markdown
 * renderer's dimension lookup at build time, which must be synchronous (sharp's is not).
 */
import { imageSize } from "image-size";

/** An image's stored size in px (before any EXIF rotation a viewer may apply). */
export type ImageDimensions = { width: number; height: number };

/** The largest size an uploaded image file may have: 5 MB (5 × 1024 × 1024 bytes). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The narrowest a hero image may be, in px: it fills an 820 px column on 1.5×–2× screens. */
export const MIN_HERO_WIDTH = 1200;

/** The site folder uploaded images are served from (`static/uploads/` in the repository). */
export const UPLOADS_PATH = "/uploads";

/**
 * The `sizes` attribute of an article's hero image: it fills the header's 820 px column, which
 * is the screen less the side padding (16 px a side, 24 px from 640 px) on smaller screens.
 */
export const HERO_IMAGE_SIZES =
  "(min-width: 868px) 820px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

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

/** `12.4 MB`: a size in bytes as megabytes (1 MB = 1024 × 1024 bytes), one decimal. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * An image as a page shows it: the URL of its fallback file, its alt text and, when it was
 * processed at build time, its resized variants (`srcSet`: `<url> <w>w, …`), the `sizes` it is
 * shown at, and its width and height in px (for its aspect ratio: the box is reserved before the
 * file arrives). The CMS preview has only `src` and `alt`.
 */
export type ResponsiveImage = {
  src: string;
  alt: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
};
