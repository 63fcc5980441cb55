import type { Page } from "./schema";

/** One sitemap entry: a canonical site path and the date its content last changed. */
export type SitemapEntry = { path: string; lastmod?: string };

/**
 * The sitemap's entries: one per canonical page. A page whose canonical address is another path
 * (`seo.canonicalPath`, as `/blog` declares `/resources/blog`) is listed under that address only;
 * aliases that are not canonical, the not-found page and pages marked `seo.noindex` are left out. `lastmodOf` gives the date
 * a page file last changed (ISO 8601), or undefined when unknown. Takes the validated pages with
 * their files; returns the entries sorted by path.
 */
export function sitemapEntries(
  pages: { file: string; page: Page }[],
  lastmodOf: (file: string) => string | undefined,
): SitemapEntry[] {
  const entries = new Map<string, SitemapEntry>();
  for (const { file, page } of pages) {
    if (page.path === "/404" || page.seo.noindex) continue;
    const canonical = page.seo.canonicalPath ?? page.path;
    entries.set(canonical, { path: canonical, lastmod: lastmodOf(file) });
  }
  return [...entries.values()].sort((a, b) => a.path.localeCompare(b.path));
}
