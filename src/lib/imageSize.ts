/**
 * What the site's image rules share between the build, the pages and the CMS: the limits on
 * uploads (5 MB, heroes at least 1,200 px wide), where uploads are served, the hero's `sizes`,
 * and the shape of an image a page shows. Pure constants and types; reading a file's dimensions
 * is src/content/imageDimensions.ts.
 */
import { formatOneDecimal } from "./format";

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

/** `12.4 MB`: a size in bytes as megabytes (1 MB = 1024 × 1024 bytes), one decimal. */
export function formatMegabytes(bytes: number): string {
  return `${formatOneDecimal(bytes / (1024 * 1024))} MB`;
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
