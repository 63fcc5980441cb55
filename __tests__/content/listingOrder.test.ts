/**
 * @jest-environment node
 */
/**
 * One listing order (src/content/listingOrder.ts): newest first, the same day by slug. The GraphQL
 * queries Gatsby extracts from the page templates cannot take a value from code, so this test
 * holds them to the same order; the CMS preview lists posts and case studies in it too.
 */
import fs from "fs";
import path from "path";
import { shippedContent } from "../../jest/shippedContent";
import { previewDataFor } from "../../src/build/cmsAdmin";
import { articlePath } from "../../src/lib/articles";
import { compareListing, graphqlSort, inListingOrder } from "../../src/content/listingOrder";

const ROOT = path.resolve(__dirname, "../..");
const content = shippedContent();

describe("the listing order", () => {
  it("puts the newer article first and, on the same day, the slug earlier in the alphabet", () => {
    const listed = inListingOrder([
      { slug: "b", datePublished: "2026-01-02" },
      { slug: "c", datePublished: "2026-03-01" },
      { slug: "a", datePublished: "2026-01-02" },
    ]).map((a) => a.slug);
    expect(listed).toEqual(["c", "a", "b"]);
    expect(
      compareListing()(
        { slug: "a", datePublished: "2026-01-02" },
        { slug: "a", datePublished: "2026-01-02" },
      ),
    ).toBe(0);
  });

  it("is the sort of the blog and guide listings' page queries", () => {
    const source = fs.readFileSync(path.join(ROOT, "src/templates/SectionsPage.tsx"), "utf8");
    for (const type of ["allBlogPostJson", "allGuideJson"])
      expect([type, source.includes(`${type}(sort: ${graphqlSort()}`)]).toEqual([type, true]);
  });

  it("is the order the CMS preview lists posts and case studies in, as the site does", () => {
    const preview = previewDataFor(content);
    expect(preview.blog.map((p) => p.path)).toEqual(
      inListingOrder(content.blog).map((p) => articlePath("blog", p.slug)),
    );
    expect(preview.caseStudies.map((s) => s.path)).toEqual(
      inListingOrder(content.caseStudies).map((s) => articlePath("caseStudies", s.slug)),
    );
    const dates = preview.blog.map((p) => p.datePublished);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
