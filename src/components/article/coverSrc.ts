/** The site folder the covers and template thumbnails are served from (src/build/covers.ts). */
export const COVER_FOLDER = "covers";

/** A cover's drawing size in SVG units: 2 : 1, the shape the listing cards show it at. */
export const COVER_SIZE = { width: 1200, height: 600 } as const;

/** A template thumbnail's drawing size in SVG units (src/build/workflowThumbnails.ts). */
export const THUMBNAIL_SIZE = { width: 640, height: 300 } as const;

/**
 * The site path of the cover (or, for a workflow template, the thumbnail) drawn at build time for
 * the article served at `articlePath`: `/covers/blog/<slug>.svg` for `/blog/<slug>`. Pure, so a
 * card and the build agree on the file without passing it through the page data.
 */
export function coverSrc(articlePath: string): string {
  return `/${COVER_FOLDER}/${articlePath.replace(/^\/+|\/+$/g, "")}.svg`;
}

/** The path prefixes of the articles that have a cover or (templates) a thumbnail. */
const COVERED_PREFIXES = ["/blog/", "/resources/", "/case-studies/", "/templates/"] as const;

/**
 * The cover of the article at `articlePath`, or null for an article without one (a legal page,
 * a listing's later page): {@link coverSrc} for a blog post, guide, case study or template.
 */
export function coverOf(articlePath: string): string | null {
  const covered = COVERED_PREFIXES.some(
    (p) => articlePath.startsWith(p) && !articlePath.slice(p.length).includes("/"),
  );
  return covered ? coverSrc(articlePath) : null;
}

/**
 * The surface a cover is drawn on, so its box shows that surface while the file loads: `dark`
 * (navy) for a case study, `thumb` (the dot grid) for a template's thumbnail, else `light`.
 */
export function coverTone(articlePath: string): "dark" | "thumb" | "light" {
  if (articlePath.startsWith("/case-studies/")) return "dark";
  return isThumbnail(articlePath) ? "thumb" : "light";
}

/** True when the article's cover is a workflow thumbnail (a template's), drawn at its own size. */
export function isThumbnail(articlePath: string): boolean {
  return articlePath.startsWith("/templates/");
}
