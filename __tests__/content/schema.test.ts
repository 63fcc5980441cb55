/**
 * @jest-environment node
 */
import {
  HrefSchema,
  PageSchema,
  PathSchema,
  SECTION_TYPES,
  SectionSchema,
  type Package,
  type Page,
  type Section,
  type SectionOf,
  type SectionType,
} from "../../src/content/schema";

/** A minimal valid page: a hero, then `section` (raw content, as a page file would hold it). */
const pageWith = (section: Record<string, unknown>) => ({
  path: "/",
  seo: { title: "Home", description: "Home page.", keywords: ["home"] },
  sections: [{ type: "hero", heading: "Hello", actions: [] }, section],
});

/** Every section type a page can use; the compile-time checks below keep this list complete. */
const ALL_SECTION_TYPES = [
  "hero",
  "stats",
  "cards",
  "process",
  "caseStudies",
  "testimonials",
  "badges",
  "packages",
  "faq",
  "comparison",
  "cta",
  "split",
  "demo",
  "roiCalculator",
  "tool",
  "bookingWidget",
  "siteSearch",
  "newsletter",
  "contactForm",
  "collectionList",
  "menuCards",
] as const satisfies readonly SectionType[];

// Compile-time: no section type is missing from the list above (tsc fails otherwise).
type Missing = Exclude<SectionType, (typeof ALL_SECTION_TYPES)[number]>;
const noneMissing: [Missing] extends [never] ? true : false = true;

describe("SECTION_TYPES", () => {
  it("lists every section type once", () => {
    expect(noneMissing).toBe(true);
    expect([...SECTION_TYPES].sort()).toEqual([...ALL_SECTION_TYPES].sort());
    expect(new Set(SECTION_TYPES).size).toBe(SECTION_TYPES.length);
  });

  it("matches the options of the section union", () => {
    for (const type of SECTION_TYPES) {
      // An empty section of a known type fails on its fields, never on the type itself.
      const result = SectionSchema.safeParse({ type });
      expect(result.success).toBe(false);
      const paths = result.success ? [] : result.error.issues.map((i) => i.path.join("."));
      expect(paths).not.toContain("type");
    }
  });
});

describe("inferred types", () => {
  it("type a package, a section and a page", () => {
    const pkg: Package = {
      name: "Starter",
      price: "$8,000",
      duration: "4-6 weeks",
      description: "A first agent.",
      features: ["One agent"],
      popular: true,
      action: { label: "Get Started", href: "/book-session" },
    };
    const packages: SectionOf<"packages"> = {
      type: "packages",
      heading: "Packages",
      packages: [pkg],
    };
    const hero: SectionOf<"hero"> = { type: "hero", heading: "Hello", actions: [] };
    const sections: Section[] = [hero, packages];
    const page: Page = {
      path: "/",
      seo: { title: "Home", description: "Home page.", keywords: ["home"] },
      sections,
    };
    // @ts-expect-error prices are display text, not numbers
    const wrong: Package = { ...pkg, price: 8000 };
    expect(wrong.price).toBe(8000);
    expect(PageSchema.parse(page)).toEqual(page);
  });
});

describe("section surfaces", () => {
  it("takes the dark band on a section of light cards", () => {
    const steps = [{ title: "Scope", description: "We map the process." }];
    const result = PageSchema.safeParse(
      pageWith({ type: "process", heading: "Steps", surface: "dark", steps }),
    );
    expect(result.success).toBe(true);
  });

  it("refuses the dark band where text sits straight on it, naming the path", () => {
    const items = [{ question: "Why?", answer: "Because." }];
    const result = PageSchema.safeParse(
      pageWith({ type: "faq", heading: "Questions", surface: "dark", items }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["sections", 1, "surface"] });
  });

  it("refuses a surface it does not know", () => {
    const result = PageSchema.safeParse(
      pageWith({ type: "cards", heading: "Cards", surface: "navy", cards: [{ title: "A" }] }),
    );
    expect(result.success).toBe(false);
  });
});

describe("split rows", () => {
  const page = (split: Record<string, unknown>) =>
    pageWith({ type: "split", heading: "Why", items: [{ title: "Fast" }], ...split });
  const panel = { title: "Steps", items: ["Scope", "Build"] };
  const visual = {
    kind: "timeline",
    title: "A day",
    description: "Three entries of a working day.",
    entries: [
      { time: "09:00", label: "Inbox triaged" },
      { time: "12:00", label: "Leads qualified" },
      { time: "17:00", label: "Report sent" },
    ],
  };

  it("takes a side panel or a visual", () => {
    expect(PageSchema.safeParse(page({ panel })).success).toBe(true);
    expect(PageSchema.safeParse(page({ visual })).success).toBe(true);
  });

  it("refuses neither or both, naming the field to fill in or empty", () => {
    const neither = PageSchema.safeParse(page({}));
    expect(neither.error?.issues).toEqual([
      expect.objectContaining({
        path: ["sections", 1, "panel"],
        message: "expected a split section to have a side panel or a visual",
      }),
    ]);
    const both = PageSchema.safeParse(page({ panel, visual }));
    expect(both.error?.issues).toEqual([
      expect.objectContaining({
        path: ["sections", 1, "visual"],
        message: expect.stringMatching(/not both/),
      }),
    ]);
  });
});

describe("link and path formats", () => {
  it.each([
    "/book-session",
    "/",
    "/automation/zapier",
    "/ai-agents/rag#packages",
    "#faq",
    "https://x.com/a",
    "mailto:hello@loomwork.ai",
  ])("accepts the href %j", (href) => expect(HrefSchema.safeParse(href).success).toBe(true));

  it.each(["#", "", "book-session", "http://example.com", "javascript:alert(1)", "#FAQ"])(
    "rejects the href %j",
    (href) => expect(HrefSchema.safeParse(href).success).toBe(false),
  );

  it.each([
    ["/", true],
    ["/automation/zapier", true],
    ["/automation/zapier/", false],
    ["/Automation", false],
    ["automation", false],
  ])("page path %j valid: %p", (p, ok) => expect(PathSchema.safeParse(p).success).toBe(ok));
});
