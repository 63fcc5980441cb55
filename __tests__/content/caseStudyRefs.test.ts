/**
 * Stories written once: a page's `caseStudies` section names case studies by slug. The slugs
 * resolve to the studies in order; validation names the file and the JSON path of a slug that
 * has no study, names a study not yet published or names one twice, and of a study whose
 * `services` names no page. The shipped pages keep the counts the spec fixes.
 */
import type { Page } from "../../src/content/schema";
import {
  caseStudyProblems,
  referencedStudySlugs,
  resolveStudies,
  type StudyRef,
} from "../../src/content/caseStudyRefs";
import { shippedContent } from "../../jest/shippedContent";

/** A page with one story section naming `studies` (and its hero, which names nothing). */
function pageNaming(studies: string[]): Page {
  return {
    path: "/automation/sales",
    seo: { title: "Sales", description: "Sales automation.", keywords: ["sales"] },
    sections: [
      { type: "hero", heading: "Sales Automation" },
      { type: "caseStudies", id: "stories", heading: "Sales teams selling more", studies },
    ],
  };
}

const studies: StudyRef[] = [
  {
    slug: "hvac-services-quote-automation",
    datePublished: "2025-05-19",
    file: "data/case-studies/hvac-services-quote-automation.json",
    services: ["/automation/sales"],
  },
  {
    slug: "logistics-software-sales-automation",
    datePublished: "2027-01-05",
    file: "data/case-studies/logistics-software-sales-automation.json",
  },
];

const check = (page: Page, list: StudyRef[] = studies) =>
  caseStudyProblems({
    pages: [{ file: "data/pages/automation/sales.json", page }],
    studies: list,
    today: "2026-06-01",
    isPage: (p) => p === "/automation/sales",
  });

describe("resolving slugs", () => {
  test("the slugs a page names, each once, in page order", () => {
    const page = pageNaming(["b", "a", "b"]);
    page.sections.push({ type: "caseStudies", heading: "More", studies: ["c", "a"] });
    expect(referencedStudySlugs(page)).toEqual(["b", "a", "c"]);
  });

  test("resolves to the studies in the section's order; an unknown slug throws with its name", () => {
    const bySlug = { a: { title: "A" }, b: { title: "B" } };
    expect(resolveStudies(["b", "a"], bySlug)).toEqual([{ title: "B" }, { title: "A" }]);
    expect(() => resolveStudies(["a", "zzz"], bySlug)).toThrow('no case study "zzz"');
    expect(() => resolveStudies(["toString"], bySlug)).toThrow('no case study "toString"');
  });
});

describe("validation messages", () => {
  test("a known, published study: no problem", () => {
    expect(check(pageNaming(["hvac-services-quote-automation"]))).toEqual([]);
  });

  test("a slug with no study names the file, the section and the index, and the closest slug", () => {
    expect(check(pageNaming(["hvac-services-quote-automaton"]))).toEqual([
      'data/pages/automation/sales.json: sections[1] (case studies "Sales teams selling more").studies[0]: no case study "hvac-services-quote-automaton" in data/case-studies/; did you mean "hvac-services-quote-automation"? expected the slug of a case-study file (its name without .json)',
    ]);
    expect(check(pageNaming(["something-else-entirely"]))[0]).toContain(
      'no case study "something-else-entirely" in data/case-studies/; expected the slug',
    );
  });

  test("a study scheduled after the build's date cannot be shown yet", () => {
    expect(check(pageNaming(["logistics-software-sales-automation"]))).toEqual([
      'data/pages/automation/sales.json: sections[1] (case studies "Sales teams selling more").studies[0]: case study "logistics-software-sales-automation" is scheduled for 2027-01-05 (data/case-studies/logistics-software-sales-automation.json), so its card would lead nowhere until then; add it on or after that date, or give the study an earlier datePublished',
    ]);
  });

  test("one study twice in a section", () => {
    const slug = "hvac-services-quote-automation";
    expect(check(pageNaming([slug, slug]))).toEqual([
      `data/pages/automation/sales.json: sections[1] (case studies "Sales teams selling more").studies[1]: "${slug}" is already shown in this section; list each study once`,
    ]);
  });

  test("a study's services must be pages", () => {
    const [first] = studies;
    expect(
      check(pageNaming([]), [{ ...first, services: ["/automation/sales", "/automation/sale"] }]),
    ).toEqual([
      'data/case-studies/hvac-services-quote-automation.json: services[1]: "/automation/sale" has no page; expected the path of a service page, like /ai-agents/rag',
    ]);
  });
});

describe("the shipped content", () => {
  const content = shippedContent();
  const sections = content.pages.flatMap(({ page }) =>
    page.sections.flatMap((s) => (s.type === "caseStudies" ? [{ path: page.path, s }] : [])),
  );

  test("every story section names published studies only", () => {
    const published = new Set(content.caseStudies.map((c) => c.slug));
    for (const { s } of sections) for (const slug of s.studies) expect(published).toContain(slug);
  });

  test("keeps the counts the spec fixes: two stories on finance, marketing and sales, three on the other service pages that have them", () => {
    // The service pages whose success stories the spec counts; other pages (the industries) may
    // show their own studies too, in any number.
    const specCounts: Record<string, number> = {
      "/automation/finance": 2,
      "/automation/marketing": 2,
      "/automation/sales": 2,
      "/automation/custom-api": 3,
      "/automation/zapier": 3,
      "/automation/ecommerce": 3,
      "/tech-stack/development": 3,
      "/tech-stack/vector-databases": 3,
      "/ai-agents/custom": 3,
      "/ai-agents/rag": 3,
    };
    const counts = Object.fromEntries(sections.map(({ path: p, s }) => [p, s.studies.length]));
    for (const [p, n] of Object.entries(specCounts)) expect([p, counts[p]]).toEqual([p, n]);
  });
});
