/** Where articles live, which are related, and how the blog listing splits into pages. */
import {
  articlePath,
  listingPageCount,
  listingPagePath,
  relatedArticles,
  type ArticleRef,
} from "../../src/lib/articles";
import { pageWindow } from "../../src/components/ListingPagination";

describe("articlePath", () => {
  it("serves each kind under its own prefix", () => {
    expect(articlePath("blog", "a")).toBe("/blog/a");
    expect(articlePath("caseStudies", "b")).toBe("/case-studies/b");
    expect(articlePath("guides", "c")).toBe("/resources/c");
    expect(articlePath("legal", "privacy")).toBe("/privacy");
  });
});

describe("relatedArticles", () => {
  const a = (
    slug: string,
    category: string,
    datePublished: string,
    kind: ArticleRef["kind"] = "blog",
  ): ArticleRef => ({
    kind,
    slug,
    category,
    datePublished,
  });
  const all = [
    a("current", "Strategy", "2025-05-01"),
    a("old-same", "Strategy", "2024-01-01"),
    a("new-other", "Automation", "2025-09-01"),
    a("new-same", "Strategy", "2025-08-01"),
    a("guide", "Strategy", "2025-10-01", "guides"),
    a("older-other", "Automation", "2023-01-01"),
  ];

  it("picks the same kind only, same category first, newest first, never the article itself", () => {
    expect(relatedArticles(all, all[0]).map((r) => r.slug)).toEqual([
      "new-same",
      "old-same",
      "new-other",
    ]);
  });

  it("returns fewer when there are fewer", () => {
    expect(relatedArticles([all[0], all[1]], all[0]).map((r) => r.slug)).toEqual(["old-same"]);
  });
});

describe("listing pages", () => {
  it("puts page 1 at the listing's own path and later pages under /page/n", () => {
    expect(listingPagePath("/blog", 1)).toBe("/blog");
    expect(listingPagePath("/blog", 3)).toBe("/blog/page/3");
    expect(() => listingPagePath("/blog", 0)).toThrow();
  });

  it("needs one page up to 12 posts and another for the 13th", () => {
    expect(listingPageCount(0)).toBe(1);
    expect(listingPageCount(12)).toBe(1);
    expect(listingPageCount(13)).toBe(2);
    expect(listingPageCount(1000)).toBe(84);
  });

  it("shows the first, the last and two either side of the current page", () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 84)).toEqual([1, 2, 3, 84]);
    expect(pageWindow(40, 84)).toEqual([1, 38, 39, 40, 41, 42, 84]);
  });
});
