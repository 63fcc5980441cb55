/**
 * Build step (gatsby-node.ts `createPages`): one social image (Open Graph / Twitter card,
 * 1200×630 px PNG) per page, drawn from the page's title, its label (area, eyebrow or article
 * kind) and the brand (layout: ./socialImageCard.ts), with satori (element tree → SVG) and
 * resvg (SVG → PNG), in the Inter font read from node_modules/@fontsource/inter.
 *
 * Each image is named by a hash of everything it is drawn from ({@link socialImageHash}), so its
 * URL (`/og/<hash>.png`) changes exactly when the image does, and is cached in a folder that
 * survives between builds (Gatsby's `.cache/`): a build renders only images it has not drawn
 * before and copies the rest. The spec, label and hash functions are pure; rendering and the
 * cache do the file access.
 */
import { createHash } from "crypto";
import fs from "fs";
import path from "path";
import type { Navigation, Page, Site } from "../content/schema";
import type { ArticleKind } from "../lib/articles";
import {
  CARD_COLORS,
  CARD_FONT_FAMILY,
  CARD_SIZE,
  socialImageCard,
  type CardContent,
} from "./socialImageCard";
import { writeCovers, type CoversReport } from "./covers";

/** Raise when the card's layout changes in a way its inputs do not show: every hash changes. */
export const SOCIAL_IMAGE_VERSION = 1;

/** The site folder the images are served from: `/og/<hash>.png`. */
export const SOCIAL_IMAGE_FOLDER = "og";

/** Where the rendered images are kept between builds, relative to the project root. */
export const SOCIAL_IMAGE_CACHE_DIR = path.join(".cache", "social-images");

/** Folder of the font files, relative to the project root. */
export const SOCIAL_IMAGE_FONT_DIR = path.join("node_modules", "@fontsource", "inter", "files");

/**
 * The font files the card is set in (woff: satori reads woff, ttf and otf, not woff2): Inter
 * regular and bold, Latin, plus Latin Extended as a fallback for accented letters.
 */
export const SOCIAL_IMAGE_FONTS = [
  { file: "inter-latin-400-normal.woff", weight: 400, fallback: false },
  { file: "inter-latin-700-normal.woff", weight: 700, fallback: false },
  { file: "inter-latin-ext-400-normal.woff", weight: 400, fallback: true },
  { file: "inter-latin-ext-700-normal.woff", weight: 700, fallback: true },
] as const;

/** Everything one image is drawn from: what the card shows (its hash names the file). */
export type SocialImageSpec = CardContent;

/** Separates an article's kind from its category in a label: `Blog · Strategy`. */
const LABEL_SEPARATOR = " · ";

/** The host of the site's configured URL (`https://www.loomwork.ai` → `www.loomwork.ai`). */
function hostOf(siteUrl: string): string {
  try {
    return new URL(siteUrl).host;
  } catch {
    return "";
  }
}

/**
 * The label of a section page (data/pages): its area, i.e. the label of the header menu whose id
 * is the page's first path segment (`/automation/zapier` → "Automation"); else the title of the
 * header menu item that links to that first segment (`/hire/ai-sdr` → "Hire AI Staff",
 * `/templates` → "Workflow Templates"); else its hero's eyebrow; else "" (no label). A hero's
 * badge is never used: it is a marketing claim, not a place.
 */
export function pageLabel(page: Page, navigation: Navigation): string {
  const segment = page.path.split("/")[1] ?? "";
  const area = navigation.header.menus.find((m) => m.id === segment);
  if (area) return area.label;
  const item = navigation.header.menus
    .flatMap((m) => m.items)
    .find((i) => segment !== "" && i.href === `/${segment}`);
  if (item) return item.title;
  const hero = page.sections.find((s) => s.type === "hero");
  return hero?.eyebrow ?? "";
}

/**
 * The label of an article: its kind's label from data/site.json `socialImage.articleLabels`,
 * then its category (a case study's industry), e.g. `Blog · Strategy`; the category is left out
 * when it only repeats the kind (`Legal`).
 */
export function articleLabel(kind: ArticleKind, category: string, site: Site): string {
  const kindLabel = site.socialImage.articleLabels[kind];
  return kindLabel.toLowerCase() === category.trim().toLowerCase() || !category.trim()
    ? kindLabel
    : `${kindLabel}${LABEL_SEPARATOR}${category.trim()}`;
}

/** The image spec of a section page: its SEO title, {@link pageLabel}, the brand and host. */
export function pageSocialImageSpec(
  page: Page,
  site: Site,
  navigation: Navigation,
): SocialImageSpec {
  return {
    title: page.seo.title,
    label: pageLabel(page, navigation),
    brand: site.brand,
    host: hostOf(site.siteUrl),
  };
}

/** The image spec of an article: its title, {@link articleLabel}, the brand and host. */
export function articleSocialImageSpec(
  article: { kind: ArticleKind; title: string; category: string },
  site: Site,
): SocialImageSpec {
  return {
    title: article.title,
    label: articleLabel(article.kind, article.category, site),
    brand: site.brand,
    host: hostOf(site.siteUrl),
  };
}

/**
 * The content hash of an image: sha256 over the spec, the size, the colours, the font files and
 * {@link SOCIAL_IMAGE_VERSION}; returns the first 20 hex digits. Same input, same hash; a change
 * to any of them gives another.
 */
export function socialImageHash(spec: SocialImageSpec): string {
  const input = JSON.stringify({
    version: SOCIAL_IMAGE_VERSION,
    size: CARD_SIZE,
    colors: CARD_COLORS,
    fonts: SOCIAL_IMAGE_FONTS.map((f) => f.file),
    spec: { title: spec.title, label: spec.label, brand: spec.brand, host: spec.host },
  });
  return createHash("sha256").update(input, "utf8").digest("hex").slice(0, 20);
}

/** The site path of an image: `/og/<hash>.png` ({@link socialImageHash}). */
export function socialImagePath(spec: SocialImageSpec): string {
  return `/${SOCIAL_IMAGE_FOLDER}/${socialImageHash(spec)}.png`;
}

/**
 * The alt text of an image: data/site.json `socialImage.pageAlt` with `{title}`, `{label}` and
 * `{brand}` filled in from the spec, e.g. "Zapier Automation Services & Expert Zap Design – Loomwork AI".
 */
export function socialImageAlt(spec: SocialImageSpec, site: Site): string {
  const values: Record<string, string> = {
    title: spec.title,
    label: spec.label,
    brand: spec.brand,
  };
  return site.socialImage.pageAlt.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}

/** A font as satori takes it. */
export type CardFont = {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: "normal";
};

/**
 * Reads {@link SOCIAL_IMAGE_FONTS} from `<root>/node_modules/@fontsource/inter/files` (never
 * from the network). Returns them for satori; reuse the array: satori parses each font once per
 * array. Throws if a file is missing.
 */
export function loadSocialImageFonts(root: string): CardFont[] {
  return SOCIAL_IMAGE_FONTS.map((f) => ({
    name: f.fallback ? `${CARD_FONT_FAMILY} Fallback` : CARD_FONT_FAMILY,
    data: fs.readFileSync(path.join(root, SOCIAL_IMAGE_FONT_DIR, f.file)),
    weight: f.weight,
    style: "normal",
  }));
}

/**
 * Renders one card to a PNG of {@link CARD_SIZE} px: satori lays it out as SVG (on this thread),
 * then resvg draws the PNG off the main thread, so the next card's layout can run meanwhile.
 */
export async function renderSocialImage(spec: SocialImageSpec, fonts: CardFont[]): Promise<Buffer> {
  const [{ default: satori }, { renderAsync }] = await Promise.all([
    import("satori"),
    import("@resvg/resvg-js"),
  ]);
  const svg = await satori(socialImageCard(spec), {
    width: CARD_SIZE.width,
    height: CARD_SIZE.height,
    fonts,
  });
  const image = await renderAsync(svg, {
    fitTo: { mode: "original" },
    font: { loadSystemFonts: false },
  });
  return Buffer.from(image.asPng());
}

/** How many images are rendered at once (layout of one overlaps the drawing of another). */
const RENDER_CONCURRENCY = 2;

/** Where and how {@link ensureSocialImage} finds, renders and caches images. */
export type SocialImageCache = {
  /** Folder of cached images, `<hash>.png` (created when missing). */
  cacheDir: string;
  /** The fonts, from {@link loadSocialImageFonts}. */
  fonts: CardFont[];
  /** The renderer; {@link renderSocialImage} unless a test replaces it. */
  render?: (spec: SocialImageSpec, fonts: CardFont[]) => Promise<Buffer>;
};

/**
 * The cached PNG of `spec`: renders and stores it in the cache folder only when the folder has
 * no file of its hash. Returns the file, its hash and whether it was rendered now.
 */
export async function ensureSocialImage(
  spec: SocialImageSpec,
  { cacheDir, fonts, render = renderSocialImage }: SocialImageCache,
): Promise<{ file: string; hash: string; rendered: boolean }> {
  const hash = socialImageHash(spec);
  const file = path.join(cacheDir, `${hash}.png`);
  if (fs.existsSync(file)) return { file, hash, rendered: false };
  const png = await render(spec, fonts);
  fs.mkdirSync(cacheDir, { recursive: true });
  // Written under a temporary name first, so an interrupted build never leaves half a file.
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, png);
  fs.renameSync(tmp, file);
  return { file, hash, rendered: true };
}

/** What {@link writeSocialImages} did. */
export type SocialImagesReport = {
  /** Distinct images written to `public/og/`. */
  images: number;
  rendered: number;
  fromCache: number;
  /** Wall time in ms. */
  ms: number;
  /** The article covers and template thumbnails written, when `covers` was given. */
  covers?: CoversReport;
};

/**
 * Puts one PNG per distinct spec into `<publicDir>/og/` (from the cache, rendering what it
 * lacks: {@link ensureSocialImage}) and removes other files there (images of an earlier build).
 * Takes the specs (duplicates are written once), the project root (fonts, cache) and the output
 * folder; with `covers` (the site's content), also the articles' covers and the templates'
 * thumbnails, the other images drawn from an article's title and category (./covers.ts).
 */
export async function writeSocialImages({
  specs,
  root,
  publicDir,
  cacheDir = path.join(root, SOCIAL_IMAGE_CACHE_DIR),
  render,
  covers,
}: {
  specs: SocialImageSpec[];
  root: string;
  publicDir: string;
  cacheDir?: string;
  render?: SocialImageCache["render"];
  covers?: Parameters<typeof writeCovers>[0]["content"];
}): Promise<SocialImagesReport> {
  const start = Date.now();
  const unique = new Map(specs.map((s) => [socialImageHash(s), s]));
  const outDir = path.join(publicDir, SOCIAL_IMAGE_FOLDER);
  fs.mkdirSync(outDir, { recursive: true });
  const missing = [...unique.keys()].some((h) => !fs.existsSync(path.join(cacheDir, `${h}.png`)));
  const fonts = missing ? loadSocialImageFonts(root) : [];
  const queue = [...unique.values()];
  let rendered = 0;
  const worker = async (): Promise<void> => {
    for (let spec = queue.shift(); spec; spec = queue.shift()) {
      const result = await ensureSocialImage(spec, { cacheDir, fonts, render });
      if (result.rendered) rendered++;
      fs.copyFileSync(result.file, path.join(outDir, `${result.hash}.png`));
    }
  };
  await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker));
  const keep = new Set([...unique.keys()].map((h) => `${h}.png`));
  for (const name of fs.readdirSync(outDir))
    if (!keep.has(name)) fs.rmSync(path.join(outDir, name), { force: true });
  return {
    images: unique.size,
    rendered,
    fromCache: unique.size - rendered,
    ms: Date.now() - start,
    ...(covers ? { covers: writeCovers({ content: covers, root, publicDir }) } : {}),
  };
}
