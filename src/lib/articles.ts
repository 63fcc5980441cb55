/**
 * Articles: blog posts, case studies, resource guides and legal pages. Each kind lives in its own
 * content folder and is served under its own path prefix; this module holds the rules every layer
 * shares (where an article is served, which schema.org type describes it, how related articles
 * and listing pages are chosen). Pure: no file access, no Gatsby.
 */

/** The kinds of article, by content-type key (src/content/collections.ts). */
export const ARTICLE_KINDS = ["blog", "caseStudies", "guides", "legal", "templates"] as const;

/** One kind of article. */
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** Where each kind is served: `/blog/<slug>`, `/case-studies/<slug>`, `/resources/<slug>`, `/<slug>`. */
export const ARTICLE_PATH_PREFIX: Record<ArticleKind, string> = {
  blog: "/blog/",
  caseStudies: "/case-studies/",
  guides: "/resources/",
  legal: "/",
  templates: "/templates/",
};

/**
 * The schema.org type of each kind's JSON-LD: posts are `BlogPosting`, guides and case studies
 * `Article`; legal pages are plain `WebPage`s (they carry dates, but are not authored articles).
 */
export const ARTICLE_SCHEMA_TYPE: Record<
  ArticleKind,
  "BlogPosting" | "Article" | "WebPage" | "CreativeWork"
> = {
  blog: "BlogPosting",
  caseStudies: "Article",
  guides: "Article",
  legal: "WebPage",
  templates: "CreativeWork",
};

/** The site path of an article: its kind's prefix plus its slug, e.g. `/blog/choosing-…`. */
export function articlePath(kind: ArticleKind, slug: string): string {
  return `${ARTICLE_PATH_PREFIX[kind]}${slug}`;
}

/** What related-article selection needs to know about an article. */
export type ArticleRef = {
  kind: ArticleKind;
  slug: string;
  category: string;
  /** ISO date, e.g. 2025-03-14. */
  datePublished: string;
};

/**
 * Up to `count` articles related to `current`: other articles of the same kind, those in the
 * same category first, then the rest; newest first within each group (ties by slug). Never
 * includes `current`. Takes every article; returns the chosen ones in display order.
 */
export function relatedArticles<T extends ArticleRef>(
  all: readonly T[],
  current: ArticleRef,
  count = 3,
): T[] {
  const candidates = all
    .filter((a) => a.kind === current.kind && a.slug !== current.slug)
    .sort((a, b) =>
      a.datePublished === b.datePublished
        ? a.slug.localeCompare(b.slug)
        : b.datePublished.localeCompare(a.datePublished),
    );
  const same = candidates.filter((a) => a.category === current.category);
  const other = candidates.filter((a) => a.category !== current.category);
  return [...same, ...other].slice(0, count);
}

/** Blog posts per listing page: `/blog` holds the newest this many, `/blog/page/2` the next, … */
export const POSTS_PER_PAGE = 12;

/**
 * The path of listing page `n` (1-based) of a listing at `base`: `base` itself for page 1,
 * `${base}/page/${n}` after it. Throws on a page number below 1 or not an integer.
 */
export function listingPagePath(base: string, n: number): string {
  if (!Number.isInteger(n) || n < 1) throw new Error(`listing page must be 1 or more, got ${n}`);
  return n === 1 ? base : `${base}/page/${n}`;
}

/** How many listing pages `total` items fill at `perPage` a page (at least one, even when empty). */
export function listingPageCount(total: number, perPage = POSTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * Class of the box each article table is wrapped in (src/content/markdown.ts): it scrolls
 * sideways when the table's words cannot fit the column.
 */
export const TABLE_SCROLL_CLASS = "table-scroll";
