/**
 * The sitemap lists canonical pages only: an alias or a page whose canonical address is elsewhere
 * is listed under its canonical address once, the not-found page never, each with its file's date.
 */
import { shippedContent } from "../../jest/shippedContent";
import { sitemapEntries } from "../../src/content/sitemap";

const content = shippedContent();
const dates = (file: string) => `date of ${file}`;

describe("sitemapEntries", () => {
  const entries = sitemapEntries(content.pages, dates);
  const paths = entries.map((e) => e.path);

  test("one entry per canonical page of the content, none for the not-found page or noindex pages", () => {
    const canonical = new Set(
      content.pages
        .filter((p) => p.page.path !== "/404" && !p.page.seo.noindex)
        .map((p) => p.page.seo.canonicalPath ?? p.page.path),
    );
    expect(paths).toEqual([...canonical].sort());
    expect(paths).not.toContain("/404");
    const noindex = content.pages.filter((p) => p.page.seo.noindex);
    expect(noindex.length).toBeGreaterThan(0);
    for (const p of noindex) expect(paths).not.toContain(p.page.path);
  });

  test("a page whose canonical is elsewhere is listed under that address only", () => {
    const moved = content.pages.filter(
      (p) => p.page.seo.canonicalPath && p.page.seo.canonicalPath !== p.page.path,
    );
    expect(moved.length).toBeGreaterThan(0);
    for (const { file, page } of moved) {
      expect(paths).not.toContain(page.path);
      expect(entries.find((e) => e.path === page.seo.canonicalPath)?.lastmod).toBe(dates(file));
    }
  });

  test("each entry carries the date of the file it comes from", () => {
    const home = content.pages.find((p) => p.page.path === "/");
    expect(entries.find((e) => e.path === "/")?.lastmod).toBe(dates(home!.file));
  });
});
