/**
 * What a case study's page and the listing's filter pages show beyond the entries' own fields:
 * the services named by their pages, the stack with the tool marks the site has, the
 * before/after figures, and each filter page's path, title and description from data/site.json.
 */
import { shippedContent } from "../../jest/shippedContent";
import {
  caseStudyDetails,
  caseStudyFilterPages,
  caseStudyFilterSearchEntries,
  caseStudyPageContext,
  caseStudySiteData,
} from "../../src/content/caseStudyPages";
import { toolMarkOf, TOOL_MARKS } from "../../src/content/toolMarks";
import { fill } from "../../src/content/SiteContentContext";

const content = shippedContent();
const data = caseStudySiteData(content);

describe("toolMarkOf", () => {
  test("finds the mark of a tool however its name is written", () => {
    expect(toolMarkOf("n8n")).toBe("n8n");
    expect(toolMarkOf("HubSpot")).toBe("hubspot");
    expect(toolMarkOf("Next.js")).toBe("nextdotjs");
    expect(toolMarkOf("Node.js")).toBe("nodedotjs");
    expect(toolMarkOf("eBay")).toBe("ebay");
    expect(toolMarkOf("Anthropic Claude")).toBe("claude");
    expect(toolMarkOf("Google Analytics 4")).toBe("googleanalytics");
    expect(toolMarkOf("Zendesk API")).toBe("zendesk");
  });

  test("gives none for a tool the site has no mark for, or a word that is not a tool", () => {
    for (const name of ["Salesforce", "OpenAI GPT-4o", "Pinecone", "Lead scoring", "NetSuite API"])
      expect(toolMarkOf(name)).toBeUndefined();
  });

  test("only ever answers a mark of the sprite", () => {
    for (const mark of TOOL_MARKS) expect(toolMarkOf(mark)).toBe(mark);
  });
});

describe("caseStudyDetails", () => {
  const study = content.caseStudies.find((s) => s.services && s.quote && s.tags);
  if (!study) throw new Error("no case study with services, a quote and tags in data/");

  test("its quote, its services named by their pages, its stack and its figures", () => {
    const details = caseStudyDetails(study, data.services);
    expect(details.quote).toEqual(study.quote);
    expect(details.services.map((s) => s.path)).toEqual(study.services);
    for (const s of details.services) {
      const page = content.pages.find((p) => p.page.path === s.path)!.page;
      expect(s.title).toBe(page.seo.title);
      expect(s.description).toBe(page.seo.description);
    }
    expect(details.stack.map((t) => t.name)).toEqual(study.tags);
    expect(details.figures.every((f) => study.results.includes(f.result))).toBe(true);
  });

  test("leaves out a service with no page and draws no figure it cannot read", () => {
    const details = caseStudyDetails(
      { results: ["Double bookings eliminated"], services: ["/nowhere"], tags: ["Stripe", "Gong"] },
      data.services,
    );
    expect(details).toEqual({
      services: [],
      stack: [{ name: "Stripe", mark: "stripe" }, { name: "Gong" }],
      figures: [],
    });
  });
});

describe("filter pages", () => {
  const listing = content.pages.find((p) =>
    p.page.sections.some((s) => s.type === "collectionList" && s.collection === "caseStudies"),
  )!.page;
  const pages = caseStudyFilterPages(
    listing.path,
    data.filters,
    content.caseStudies,
    content.site.caseStudies,
  );
  const copy = content.site.caseStudies.library;

  test("one per filter option, under the listing, titled from data/site.json", () => {
    expect(pages).toHaveLength(data.filters.length);
    for (const [i, o] of data.filters.entries()) {
      const values = { name: o.name, count: o.studies.length };
      expect(pages[i]).toMatchObject({
        kind: o.kind,
        slug: o.slug,
        path: `${listing.path}/${o.kind}/${o.slug}`,
        title: fill(o.kind === "industry" ? copy.industryTitle : copy.serviceTitle, values),
        description: fill(
          o.kind === "industry" ? copy.industryDescription : copy.serviceDescription,
          values,
        ),
      });
    }
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
  });

  test("every study is under exactly one industry; the real estate spellings are one filter", () => {
    const industries = data.filters.filter((o) => o.kind === "industry");
    expect(industries.flatMap((o) => o.studies).sort()).toEqual(
      content.caseStudies.map((s) => s.slug).sort(),
    );
    const realEstate = content.caseStudies.filter((s) => /^real estate$/i.test(s.industry));
    if (realEstate.length)
      expect(industries.filter((o) => o.slug === "real-estate")).toEqual([
        expect.objectContaining({ studies: expect.arrayContaining(realEstate.map((s) => s.slug)) }),
      ]);
  });

  test("each reaches the site search with its studies' titles", () => {
    const entries = caseStudyFilterSearchEntries(content);
    expect(entries.map((e) => e.path)).toEqual(pages.map((p) => p.path));
    const first = data.filters[0];
    expect(entries[0].headings).toHaveLength(first.studies.length);
  });

  test("the listing's context carries the options; a service page's, the studies it names", () => {
    expect(caseStudyPageContext(listing, data)).toEqual({ caseStudyFilters: data.filters });
    const stories = content.pages.find((p) =>
      p.page.sections.some((s) => s.type === "caseStudies"),
    )!.page;
    const named = caseStudyPageContext(stories, data).caseStudies ?? {};
    const slugs = stories.sections.flatMap((s) => (s.type === "caseStudies" ? s.studies : []));
    expect(Object.keys(named)).toEqual(slugs);
    for (const slug of slugs)
      expect(named[slug]).toMatchObject({ slug, path: `/case-studies/${slug}` });
  });
});
