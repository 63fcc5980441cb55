import {
  featuredTemplates,
  facetSlug,
  facetValues,
  filterPages,
  filterPath,
  matchesFilter,
  templateCustomizeHref,
  templateDownloadName,
} from "../../src/lib/templateLibrary";

const T = (slug: string, category: string, platforms: string[], dateModified = "2025-01-01") => ({
  slug,
  category,
  platforms,
  dateModified,
});

const TEMPLATES = [
  T("a", "Sales", ["n8n", "Make"], "2025-03-01"),
  T("b", "Customer Success", ["n8n", "Power Automate"], "2025-05-01"),
  T("c", "Sales", ["n8n", "Zapier"], "2025-04-01"),
  T("d", "E-commerce", ["n8n"]),
  T("e", "E-Commerce", ["n8n", "Make"]),
  T("f", "e-commerce", ["n8n"]),
];

describe("template downloads and Customize links", () => {
  it("names the saved file after the slug and asks the booking page about the template", () => {
    expect(templateDownloadName("lead-qualification")).toBe("loomwork-lead-qualification.n8n.json");
    expect(templateCustomizeHref("/book-session", "lead-qualification")).toBe(
      "/book-session?template=lead-qualification",
    );
  });
});

describe("facetSlug", () => {
  it.each([
    ["Customer Success", "customer-success"],
    ["E-commerce", "e-commerce"],
    ["  Power  Automate ", "power-automate"],
    ["n8n", "n8n"],
    ["R&D / Ops", "r-d-ops"],
    ["---", ""],
  ])("%s → %s", (name, slug) => expect(facetSlug(name)).toBe(slug));
});

describe("facetValues", () => {
  it("groups spellings of one value, names it as most entries write it, most common first then by name", () => {
    expect(facetValues(TEMPLATES, "category")).toEqual([
      { slug: "e-commerce", name: "E-commerce", count: 3 },
      { slug: "sales", name: "Sales", count: 2 },
      { slug: "customer-success", name: "Customer Success", count: 1 },
    ]);
  });

  it("on a tie of spellings keeps the one met first", () => {
    const tie = [T("x", "E-Commerce", ["n8n"]), T("y", "E-commerce", ["n8n"])];
    expect(facetValues(tie, "category")[0].name).toBe("E-Commerce");
  });

  it("counts each template once per platform, even when it lists one twice", () => {
    expect(facetValues([...TEMPLATES, T("g", "HR", ["Make", "make"])], "platform")).toEqual([
      { slug: "n8n", name: "n8n", count: 6 },
      { slug: "make", name: "Make", count: 3 },
      { slug: "power-automate", name: "Power Automate", count: 1 },
      { slug: "zapier", name: "Zapier", count: 1 },
    ]);
  });
});

describe("matchesFilter and filterPath", () => {
  it("keeps the templates with the filter's value; no filter keeps all", () => {
    const kept = (facet: "category" | "platform", slug: string) =>
      TEMPLATES.filter((t) => matchesFilter(t, { facet, slug })).map((t) => t.slug);
    expect(kept("category", "e-commerce")).toEqual(["d", "e", "f"]);
    expect(kept("platform", "make")).toEqual(["a", "e"]);
    expect(kept("platform", "nope")).toEqual([]);
    expect(TEMPLATES.filter((t) => matchesFilter(t, null))).toHaveLength(TEMPLATES.length);
  });

  it("puts a filter page under the library's path", () => {
    expect(filterPath("/templates", { facet: "platform", slug: "power-automate" })).toBe(
      "/templates/platform/power-automate",
    );
  });
});

describe("filterPages", () => {
  it("gives one page per category, then per platform, with its count and latest change", () => {
    const pages = filterPages("/templates", TEMPLATES);
    expect(pages.map((p) => p.path)).toEqual([
      "/templates/category/e-commerce",
      "/templates/category/sales",
      "/templates/category/customer-success",
      "/templates/platform/n8n",
      "/templates/platform/make",
      "/templates/platform/power-automate",
      "/templates/platform/zapier",
    ]);
    expect(pages[1]).toEqual({
      facet: "category",
      slug: "sales",
      name: "Sales",
      count: 2,
      path: "/templates/category/sales",
      dateModified: "2025-04-01",
    });
    expect(pages.find((p) => p.slug === "n8n")?.dateModified).toBe("2025-05-01");
  });

  it("gives none for an empty library", () => {
    expect(filterPages("/templates", [])).toEqual([]);
  });
});

describe("featuredTemplates", () => {
  const slugs = ["a", "b", "c"];
  const cards = (...hrefs: (string | undefined)[]) => ({
    type: "cards",
    cards: hrefs.map((href) => ({ href })),
  });

  it("finds a row of cards that all link to templates, in card order", () => {
    const sections = [{ type: "hero" }, cards("/templates/c", "/templates/a"), { type: "cta" }];
    expect(featuredTemplates(sections, "/templates", slugs)).toEqual({
      slugs: ["c", "a"],
      sections: [1],
    });
  });

  it("ignores rows with any other link, no link, unknown slugs or deeper paths", () => {
    const sections = [
      cards("/templates/a", "/book-session"),
      cards("/templates/a", undefined),
      cards("/templates/zzz"),
      cards("/templates/category/sales"),
      cards(),
      { type: "badges", cards: [{ href: "/templates/a" }] },
    ];
    expect(featuredTemplates(sections, "/templates", slugs)).toEqual({ slugs: [], sections: [] });
  });

  it("counts a template featured twice once", () => {
    const sections = [cards("/templates/a"), cards("/templates/a", "/templates/b")];
    expect(featuredTemplates(sections, "/templates", slugs)).toEqual({
      slugs: ["a", "b"],
      sections: [0, 1],
    });
  });
});
