/**
 * Image dimensions read from a file's header bytes (PNG, JPEG, WebP), with no decoder and no
 * file access: the caller hands in the bytes. Used by content validation and by the Markdown
 * renderer's dimension lookup at build time, where reading a whole decoder (sharp) synchronously
 * is not possible.
 */

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

/** Width and height of a PNG: the IHDR chunk right after the 8-byte signature. */
function pngSize(b: Uint8Array, v: DataView): ImageDimensions | null {
  const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length < 24 || !sig.every((x, i) => b[i] === x)) return null;
  return { width: v.getUint32(16), height: v.getUint32(20) };
}

/** Width and height of a JPEG: the first start-of-frame segment (SOF0–SOF15 but DHT/JPG/DAC). */
function jpegSize(b: Uint8Array, v: DataView): ImageDimensions | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: v.getUint16(i + 5), width: v.getUint16(i + 7) };
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, start of scan
    i += 2 + v.getUint16(i + 2);
  }
  return null;
}

/** Width and height of a WebP: its VP8 (lossy), VP8L (lossless) or VP8X (extended) chunk. */
function webpSize(b: Uint8Array, v: DataView): ImageDimensions | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length < 30 || ascii(0, 4) !== "RIFF" || ascii(8, 12) !== "WEBP") return null;
  const chunk = ascii(12, 16);
  if (chunk === "VP8 ")
    return { width: v.getUint16(26, true) & 0x3fff, height: v.getUint16(28, true) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = v.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") {
    const u24 = (at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);
    return { width: u24(24) + 1, height: u24(27) + 1 };
  }
  return null;
}

/**
 * The dimensions of a PNG, JPEG or WebP image from its bytes (the whole file, or at least up to
 * its size information). Returns width and height in px, or null when the bytes are not one of
 * those formats or are cut short. Never throws.
 */
export function imageDimensions(bytes: Uint8Array): ImageDimensions | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    return pngSize(bytes, view) ?? jpegSize(bytes, view) ?? webpSize(bytes, view);
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
