/**
 * Counts the site claims about its own content hold: every "N+ templates", "N+ studies" or
 * "N+ case studies", "N+ guides" and "N+ tools" in any page, the navigation or the site settings
 * is at most what data/ holds (published entries of data/templates, data/case-studies and
 * data/resources; tools are the pages with a tool or ROI-calculator section).
 */
import { shippedContent } from "../../jest/shippedContent";
import {
  claimProblems,
  findCountClaims,
  stringsOf,
  type ClaimKind,
} from "../../src/lib/contentClaims";

const content = shippedContent();

/** What data/ holds of each kind the copy may count. */
const holds: Record<ClaimKind, number> = {
  templates: content.templates.length,
  studies: content.caseStudies.length,
  guides: content.guides.length,
  tools: content.pages.filter(({ page }) =>
    page.sections.some((s) => s.type === "tool" || s.type === "roiCalculator"),
  ).length,
};

/** Every string of every page, the navigation and the site settings, with its file and path. */
const texts = [
  ...content.pages.flatMap(({ file, page }) =>
    stringsOf(page).map((s) => ({ where: `${file}: ${s.path}`, text: s.text })),
  ),
  ...stringsOf(content.navigation).map((s) => ({
    where: `data/navigation.json: ${s.path}`,
    text: s.text,
  })),
  ...stringsOf(content.site).map((s) => ({ where: `data/site.json: ${s.path}`, text: s.text })),
];

describe("claims about the site's own content", () => {
  it("finds the claims the resources hub makes (the spec's four counts)", () => {
    const found = texts.flatMap((t) => findCountClaims(t.text)).map((c) => c.kind);
    for (const kind of ["guides", "tools", "studies", "templates"] as const)
      expect(found).toContain(kind);
  });

  it("never claims more than data/ holds", () => {
    expect(claimProblems(texts, holds)).toEqual([]);
  });
});

describe("findCountClaims and claimProblems", () => {
  it("reads the number and the kind, with words between and thousands commas", () => {
    expect(
      findCountClaims(
        "15+ guides, 5+ tools, 20+ case studies, 1,200+ ready-made workflow templates, 3+ studies",
      ),
    ).toEqual([
      { text: "15+ guides", count: 15, kind: "guides" },
      { text: "5+ tools", count: 5, kind: "tools" },
      { text: "20+ case studies", count: 20, kind: "studies" },
      { text: "1,200+ ready-made workflow templates", count: 1200, kind: "templates" },
      { text: "3+ studies", count: 3, kind: "studies" },
    ]);
  });

  it("ignores counts of other things and numbers without a plus", () => {
    expect(findCountClaims("500+ integrations, 5000+ Zapier apps, up to 4 tools")).toEqual([]);
  });

  it("reports a claim past what the content holds, with where it is", () => {
    const have = { templates: 30, studies: 30, guides: 16, tools: 5 };
    expect(
      claimProblems(
        [
          { where: "a.json: x", text: "30+ templates and 6+ tools" },
          { where: "b.json: y", text: "16+ guides" },
        ],
        have,
      ),
    ).toEqual(['a.json: x: "6+ tools" claims 6 tools, but the site has 5']);
  });
});
