/**
 * Build step (gatsby-node.ts `createPages`): the resized WebP variants of every article's hero
 * image, so a phone downloads a 480 px file and a wide screen a 1,440 px one, never the upload.
 *
 * Each variant is named `<name>-<hash8>-<w>.webp`, where `hash8` is a hash of the uploaded
 * file's bytes (and {@link RESPONSIVE_IMAGE_VERSION}): a changed upload gets new URLs, so the
 * files can be cached forever. Variants are kept in a folder that survives between builds
 * (Gatsby's `.cache/`), so a warm build resizes nothing it resized before and only copies them
 * to `public/uploads/_resized/`.
 */
import { createHash } from "crypto";
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { HERO_IMAGE_SIZES, UPLOADS_PATH, type ResponsiveImage } from "../lib/imageSize";

/** Raise when the encoding settings change: every variant gets a new name. */
export const RESPONSIVE_IMAGE_VERSION = 1;

/** The widths in px variants are made at (those wider than the upload are left out). */
export const RESPONSIVE_WIDTHS = [480, 768, 1024, 1440, 1920] as const;

/** The widest variant used as the `src` of browsers that ignore `srcset`, in px. */
const FALLBACK_WIDTH = 1024;

/** WebP quality of the variants (0–100). */
const WEBP_QUALITY = 78;

/** The site folder of the variants: `/uploads/_resized/<name>-<hash8>-<w>.webp`. */
export const RESIZED_FOLDER = `${UPLOADS_PATH.slice(1)}/_resized`;

/** Where the variants are kept between builds, relative to the project root. */
export const RESPONSIVE_IMAGE_CACHE_DIR = path.join(".cache", "responsive-images");

/**
 * The widths in px to make of an image `width` px wide: each of {@link RESPONSIVE_WIDTHS} not
 * wider than it; an image narrower than the smallest gets one variant at its own width.
 */
export function variantWidths(width: number): number[] {
  const fit = RESPONSIVE_WIDTHS.filter((w) => w <= width);
  return fit.length ? fit : [width];
}

/** The first 8 hex digits of sha256 over the version and the file's bytes. */
export function imageHash(bytes: Buffer): string {
  return createHash("sha256")
    .update(`v${RESPONSIVE_IMAGE_VERSION}:`)
    .update(bytes)
    .digest("hex")
    .slice(0, 8);
}

/** The file name of a variant: `<name>-<hash8>-<w>.webp` (`name`: the upload's, no extension). */
export function variantName(src: string, hash: string, width: number): string {
  const name = path.posix.basename(src).replace(/\.[a-z0-9]+$/i, "");
  return `${name}-${hash}-${width}.webp`;
}

/** One hero image made responsive: what the page shows, and the variant files behind it. */
export type ProcessedImage = {
  image: Omit<ResponsiveImage, "alt"> & { width: number; height: number };
  /** Variant file names (in the cache and in `public/uploads/_resized/`). */
  files: string[];
  /** Variants encoded now (0 when all came from the cache). */
  encoded: number;
};

/**
 * Makes the variants of the upload at site path `src` (a file in `<root>/static`), encoding into
 * `cacheDir` only those not there yet. Returns the image's `src` (the variant nearest
 * {@link FALLBACK_WIDTH} px), `srcSet`, `sizes`, and its upright width and height in px (EXIF
 * rotation applied). Throws if the file is missing or not an image sharp can read.
 */
export async function processImage(
  src: string,
  root: string,
  cacheDir: string,
): Promise<ProcessedImage> {
  const bytes = fs.readFileSync(path.join(root, "static", src));
  const hash = imageHash(bytes);
  const meta = await sharp(bytes).metadata();
  if (!meta.width || !meta.height) throw new Error(`${src}: not an image with a width and height`);
  // EXIF orientations 5–8 turn the picture a quarter: the upright image is height × width.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const widths = variantWidths(width);
  fs.mkdirSync(cacheDir, { recursive: true });
  let encoded = 0;
  for (const w of widths) {
    const file = path.join(cacheDir, variantName(src, hash, w));
    if (fs.existsSync(file)) continue;
    // Written under a temporary name first, so an interrupted build never leaves half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    await sharp(bytes).rotate().resize({ width: w }).webp({ quality: WEBP_QUALITY }).toFile(tmp);
    fs.renameSync(tmp, file);
    encoded++;
  }
  const url = (w: number) => `/${RESIZED_FOLDER}/${variantName(src, hash, w)}`;
  const fallback = [...widths].reverse().find((w) => w <= FALLBACK_WIDTH) ?? widths[0];
  return {
    image: {
      src: url(fallback),
      srcSet: widths.map((w) => `${url(w)} ${w}w`).join(", "),
      sizes: HERO_IMAGE_SIZES,
      width,
      height,
    },
    files: widths.map((w) => variantName(src, hash, w)),
    encoded,
  };
}

/** What {@link writeResponsiveImages} did. */
export type ResponsiveImagesReport = {
  /** Each hero image's responsive form, by its site path (`/uploads/x.png`). */
  images: Map<string, ProcessedImage["image"]>;
  /** Variant files written to `public/uploads/_resized/`. */
  files: number;
  encoded: number;
  /** Wall time in ms. */
  ms: number;
};

/**
 * Makes every hero image responsive ({@link processImage}, one image at a time: sharp already
 * uses every core) and copies its variants to `<publicDir>/uploads/_resized/`, removing other
 * files there (variants of an earlier upload). Takes the images' site paths (duplicates are made
 * once), the project root and the output folder; throws if an image cannot be read.
 */
export async function writeResponsiveImages({
  srcs,
  root,
  publicDir,
  cacheDir = path.join(root, RESPONSIVE_IMAGE_CACHE_DIR),
}: {
  srcs: string[];
  root: string;
  publicDir: string;
  cacheDir?: string;
}): Promise<ResponsiveImagesReport> {
  const start = Date.now();
  const outDir = path.join(publicDir, RESIZED_FOLDER);
  fs.mkdirSync(outDir, { recursive: true });
  const images = new Map<string, ProcessedImage["image"]>();
  const keep = new Set<string>();
  let encoded = 0;
  for (const src of new Set(srcs)) {
    const result = await processImage(src, root, cacheDir);
    images.set(src, result.image);
    encoded += result.encoded;
    for (const name of result.files) {
      keep.add(name);
      fs.copyFileSync(path.join(cacheDir, name), path.join(outDir, name));
    }
  }
  for (const name of fs.readdirSync(outDir))
    if (!keep.has(name)) fs.rmSync(path.join(outDir, name), { force: true });
  return { images, files: keep.size, encoded, ms: Date.now() - start };
}
