import {
  caseStudyFigures,
  contentCounts,
  fillCounts,
  fillCountsInText,
  unknownCountTokens,
} from "../../src/lib/contentCounts";

const counts = contentCounts({
  templates: [1, 2, 3],
  caseStudies: [{ slug: "a", industry: "Legal" }],
  blog: [],
  guides: [1, 2],
});

describe("content counts", () => {
  it("counts each collection's entries", () => {
    expect(counts).toMatchObject({ templates: 3, caseStudies: 1, blog: 0, guides: 2 });
  });

  it("computes the case studies' figures: industries grouped, median weeks, average rating", () => {
    const study = (slug: string, industry: string, timeline: string, satisfaction: string) => ({
      slug,
      industry,
      metrics: { improvement: "x", timeline, satisfaction },
    });
    expect(
      caseStudyFigures([
        study("a", "Real Estate", "4 weeks", "5.0/5"),
        study("b", "Real estate", "10 weeks", "4.8/5"),
        study("c", "Legal", "12 weeks", "4.9/5"),
        study("d", "Legal", "about a quarter", "great"),
      ]),
    ).toEqual({ caseStudyIndustries: "2", caseStudyMedianWeeks: "10", caseStudyRating: "4.9" });
    expect(caseStudyFigures([])).toEqual({
      caseStudyIndustries: "0",
      caseStudyMedianWeeks: "0",
      caseStudyRating: "0.0",
    });
  });

  it("fills every known token in a text and leaves unknown ones as written", () => {
    expect(fillCountsInText("{count:templates} workflows, {count:guides} guides", counts)).toBe(
      "3 workflows, 2 guides",
    );
    expect(fillCountsInText("{count:tools} tools, {count} left", counts)).toBe(
      "{count:tools} tools, {count} left",
    );
  });

  it("fills the strings of any JSON and keeps everything else", () => {
    const page = {
      seo: { title: "Templates", keywords: ["{count:templates} templates"] },
      sections: [{ type: "hero", badge: "{count:caseStudies} studies", columns: 3, popular: true }],
    };
    expect(fillCounts(page, counts)).toEqual({
      seo: { title: "Templates", keywords: ["3 templates"] },
      sections: [{ type: "hero", badge: "1 studies", columns: 3, popular: true }],
    });
    expect(page.sections[0].badge).toBe("{count:caseStudies} studies");
  });

  it("finds the tokens that name no collection, with their JSON paths", () => {
    expect(
      unknownCountTokens({
        seo: { title: "{count:templates}" },
        sections: [{ badge: "{count:tools} tools and {count:Templates}" }],
      }),
    ).toEqual([
      { path: ["sections", 0, "badge"], name: "tools" },
      { path: ["sections", 0, "badge"], name: "Templates" },
    ]);
  });
});
