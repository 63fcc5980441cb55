/**
 * The case-study listing's filters: industries written differently group under one key and are
 * named by their most common spelling; services are named by their pages; every option is a
 * page of its own under the listing; the sitemap lists the same pages the listing links to.
 */
import {
  caseStudyFilterOptions,
  caseStudyFilterSitemap,
  filterPath,
  filterStudies,
  industryKey,
  industryOptions,
  serviceOptions,
  serviceSlug,
  type FilterableStudy,
} from "../../src/lib/caseStudyFilters";
import type { Page } from "../../src/content/schema";

const study = (slug: string, industry: string, services?: string[]): FilterableStudy => ({
  slug,
  industry,
  services,
});

describe("industryKey", () => {
  test("ignores case, spacing, punctuation and '&' against 'and'", () => {
    expect(industryKey("Real Estate")).toBe("real estate");
    expect(industryKey(" real  estate ")).toBe("real estate");
    expect(industryKey("Real-estate")).toBe("real estate");
    expect(industryKey("Food & Beverage")).toBe(industryKey("Food and beverage"));
    expect(industryKey("E-commerce")).toBe("e commerce");
  });

  test("keeps different industries apart", () => {
    expect(industryKey("Distribution")).not.toBe(industryKey("Wholesale distribution"));
    expect(industryKey("SaaS")).not.toBe(industryKey("B2B SaaS"));
  });
});

describe("industryOptions", () => {
  test("one option per key, named by the most common spelling, most studies first", () => {
    const options = industryOptions([
      study("a", "Real Estate"),
      study("b", "Real estate"),
      study("c", "Real Estate"),
      study("d", "Legal"),
      study("e", "Wholesale Distribution"),
      study("f", "Wholesale distribution"),
      study("g", "Distribution"),
    ]);
    expect(options).toEqual([
      { kind: "industry", slug: "real-estate", name: "Real Estate", studies: ["a", "b", "c"] },
      {
        kind: "industry",
        slug: "wholesale-distribution",
        // A tie goes to the first spelling in alphabetical order, whatever order files are read.
        name: "Wholesale distribution",
        studies: ["e", "f"],
      },
      { kind: "industry", slug: "distribution", name: "Distribution", studies: ["g"] },
      { kind: "industry", slug: "legal", name: "Legal", studies: ["d"] },
    ]);
  });

  test("the name does not depend on the order the studies come in", () => {
    const studies = [study("a", "Real estate"), study("b", "Real Estate")];
    expect(industryOptions(studies)[0].name).toBe(industryOptions([...studies].reverse())[0].name);
  });

  test("leaves out an industry with no letter or digit", () => {
    expect(industryOptions([study("a", " - ")])).toEqual([]);
  });
});

describe("serviceOptions", () => {
  test("one option per service page named by nameOf; unknown paths and repeats left out", () => {
    const names: Record<string, string> = {
      "/ai-agents/rag": "RAG Solutions",
      "/automation/sales": "Sales Automation",
    };
    const options = serviceOptions(
      [
        study("a", "Legal", ["/ai-agents/rag", "/ai-agents/rag"]),
        study("b", "Legal", ["/ai-agents/rag", "/automation/sales"]),
        study("c", "Legal", ["/gone"]),
        study("d", "Legal"),
      ],
      (p) => names[p],
    );
    expect(options).toEqual([
      { kind: "service", slug: "ai-agents-rag", name: "RAG Solutions", studies: ["a", "b"] },
      { kind: "service", slug: "automation-sales", name: "Sales Automation", studies: ["b"] },
    ]);
  });

  test("a service's slug is its whole path, so /automation/ecommerce and /industries/ecommerce differ", () => {
    expect(serviceSlug("/automation/ecommerce")).toBe("automation-ecommerce");
    expect(serviceSlug("/industries/ecommerce")).toBe("industries-ecommerce");
  });
});

test("caseStudyFilterOptions: industries, then services without the industry pages", () => {
  const options = caseStudyFilterOptions(
    [study("a", "Healthcare", ["/automation/custom-api", "/industries/healthcare"])],
    (p) => p,
  );
  expect(options.map((o) => `${o.kind}:${o.slug}`)).toEqual([
    "industry:healthcare",
    "service:automation-custom-api",
  ]);
});

test("filterPath and filterStudies", () => {
  expect(filterPath("/case-studies", "industry", "legal")).toBe("/case-studies/industry/legal");
  const listed = [{ slug: "c" }, { slug: "a" }, { slug: "b" }];
  expect(filterStudies(listed, { studies: ["a", "c"] })).toEqual([{ slug: "c" }, { slug: "a" }]);
});

test("caseStudyFilterSitemap: a page per option under each listing, dated by its latest study", () => {
  const listing = {
    path: "/case-studies",
    sections: [{ type: "collectionList", heading: "All", collection: "caseStudies" }],
  } as Pick<Page, "path" | "sections">;
  const service = { path: "/ai-agents/rag", sections: [] } as Pick<Page, "path" | "sections">;
  const entries = caseStudyFilterSitemap(
    [listing, service],
    [
      { ...study("a", "Legal", ["/ai-agents/rag", "/no-page"]), dateModified: "2025-03-01" },
      { ...study("b", "legal"), dateModified: "2025-05-01" },
    ],
  );
  expect(entries).toEqual([
    { path: "/case-studies/industry/legal", lastmod: "2025-05-01" },
    { path: "/case-studies/service/ai-agents-rag", lastmod: "2025-03-01" },
  ]);
});
