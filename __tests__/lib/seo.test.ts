import {
  absoluteUrl,
  canonicalUrl,
  DEFAULT_SITE_URL,
  organizationJsonLd,
  pageTitle,
  resolveSiteUrl,
  ROBOTS,
  serviceJsonLd,
  webPageJsonLd,
} from "../../src/lib/seo";

const SITE = "https://www.loomwork.ai";
const BRAND = "Loomwork AI";

describe("pageTitle (spec 01 §9: suffix | {brand} unless the brand is already there)", () => {
  it("adds the brand suffix", () => {
    expect(pageTitle("Automation ROI Calculator", BRAND)).toBe(
      "Automation ROI Calculator | Loomwork AI",
    );
  });

  it("leaves a title that already contains the brand unchanged", () => {
    expect(pageTitle("Loomwork AI: AI Agents and Automation", BRAND)).toBe(
      "Loomwork AI: AI Agents and Automation",
    );
    expect(pageTitle("About Loomwork AI", BRAND)).toBe("About Loomwork AI");
  });

  it("recognises the brand case-insensitively", () => {
    expect(pageTitle("Why LOOMWORK ai?", BRAND)).toBe("Why LOOMWORK ai?");
    expect(pageTitle("loomwork ai blog", BRAND)).toBe("loomwork ai blog");
  });

  it("trims the title", () => {
    expect(pageTitle("  Templates  ", BRAND)).toBe("Templates | Loomwork AI");
  });

  it("needs the whole brand, not part of it", () => {
    expect(pageTitle("Loomwork news", BRAND)).toBe("Loomwork news | Loomwork AI");
  });
});

describe("absoluteUrl and canonicalUrl", () => {
  it("gives origin + '/' for the home page", () => {
    expect(absoluteUrl(SITE, "/")).toBe("https://www.loomwork.ai/");
    expect(absoluteUrl(SITE, "")).toBe("https://www.loomwork.ai/");
    expect(canonicalUrl(SITE, { path: "/" })).toBe("https://www.loomwork.ai/");
  });

  it("gives origin + path with no trailing slash for other pages", () => {
    expect(absoluteUrl(SITE, "/automation/zapier")).toBe(
      "https://www.loomwork.ai/automation/zapier",
    );
    expect(absoluteUrl(SITE, "/automation/zapier/")).toBe(
      "https://www.loomwork.ai/automation/zapier",
    );
    expect(absoluteUrl(SITE, "logo.png")).toBe("https://www.loomwork.ai/logo.png");
    expect(canonicalUrl(SITE, { path: "/book-session" })).toBe(
      "https://www.loomwork.ai/book-session",
    );
  });

  it("does not double the slash when the site URL ends with one", () => {
    expect(absoluteUrl(`${SITE}/`, "/hire")).toBe("https://www.loomwork.ai/hire");
    expect(absoluteUrl(`${SITE}//`, "/")).toBe("https://www.loomwork.ai/");
  });

  it("uses the page's canonicalPath when it has one (spec 01 §2.1)", () => {
    expect(
      canonicalUrl(SITE, { path: "/roi-calculator", canonicalPath: "/resources/roi-calculator" }),
    ).toBe("https://www.loomwork.ai/resources/roi-calculator");
  });

  it("gives an alias the canonical of the registered page", () => {
    // The alias /resources/roi-calculator renders the page registered at /roi-calculator, and
    // passes that page's path and canonicalPath, not its own path.
    const registered = { path: "/roi-calculator", canonicalPath: "/resources/roi-calculator" };
    expect(canonicalUrl(SITE, registered)).toBe(
      canonicalUrl(SITE, { path: "/resources/roi-calculator" }),
    );
    // A page without canonicalPath: its aliases point at the registered path.
    const plain = { path: "/templates" };
    expect(canonicalUrl(SITE, plain)).toBe("https://www.loomwork.ai/templates");
  });
});

describe("resolveSiteUrl (SITE_URL > URL > configured > default)", () => {
  it("prefers SITE_URL", () => {
    expect(
      resolveSiteUrl(
        { SITE_URL: "https://a.example", URL: "https://b.example" },
        "https://c.example",
      ),
    ).toBe("https://a.example");
  });

  it("falls back to Netlify's URL", () => {
    expect(resolveSiteUrl({ URL: "https://b.example" }, "https://c.example")).toBe(
      "https://b.example",
    );
    expect(resolveSiteUrl({ SITE_URL: "", URL: "https://b.example" }, "https://c.example")).toBe(
      "https://b.example",
    );
    expect(resolveSiteUrl({ SITE_URL: "   ", URL: "https://b.example" }, undefined)).toBe(
      "https://b.example",
    );
  });

  it("falls back to the configured URL, then the default", () => {
    expect(resolveSiteUrl({}, "https://c.example")).toBe("https://c.example");
    expect(resolveSiteUrl({ SITE_URL: "", URL: "" }, "https://c.example")).toBe(
      "https://c.example",
    );
    expect(resolveSiteUrl({}, undefined)).toBe(DEFAULT_SITE_URL);
    expect(resolveSiteUrl({}, "")).toBe(DEFAULT_SITE_URL);
    expect(DEFAULT_SITE_URL).toBe("https://www.loomwork.ai");
  });

  it("trims whitespace and trailing slashes", () => {
    expect(resolveSiteUrl({ SITE_URL: "https://a.example/" }, undefined)).toBe("https://a.example");
    expect(resolveSiteUrl({ SITE_URL: "  https://a.example/  " }, undefined)).toBe(
      "https://a.example",
    );
    expect(resolveSiteUrl({}, "http://localhost:9000/")).toBe("http://localhost:9000");
  });

  it("keeps only the origin", () => {
    expect(resolveSiteUrl({ SITE_URL: "https://a.example/some/path?q=1#x" }, undefined)).toBe(
      "https://a.example",
    );
  });

  it("throws for a value that is not a URL", () => {
    expect(() => resolveSiteUrl({ SITE_URL: "www.example.com" }, undefined)).toThrow(
      /not a valid URL/,
    );
    expect(() => resolveSiteUrl({}, "not a url")).toThrow(/not a valid URL/);
  });

  it("throws for a URL that is not http(s)", () => {
    expect(() => resolveSiteUrl({ URL: "ftp://a.example" }, undefined)).toThrow(
      /must start with https:\/\/ or http:\/\//,
    );
  });
});

describe("ROBOTS (spec 01 §9)", () => {
  it("is index, follow with large previews", () => {
    expect(ROBOTS).toBe("index, follow, max-image-preview:large");
  });
});

describe("JSON-LD builders", () => {
  const org = organizationJsonLd({
    siteUrl: SITE,
    brand: BRAND,
    legalName: "Loomwork AI",
    foundingDate: "2020",
    email: "hello@loomwork.ai",
    logoPath: "/logo.png",
    sameAs: ["https://www.linkedin.com/company/loomwork-ai"],
    description: "Custom AI agents and business automation.",
  });
  const pageUrl = canonicalUrl(SITE, { path: "/ai-agents/rag" });
  const webPage = webPageJsonLd({
    siteUrl: SITE,
    url: pageUrl,
    title: "RAG Solutions | Loomwork AI",
    description: "d",
    language: "en",
  });
  const service = serviceJsonLd({
    siteUrl: SITE,
    url: pageUrl,
    name: "RAG Solutions",
    description: "d",
  });

  it("builds the organization with the founding year from its input (spec 01 §9)", () => {
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": "https://www.loomwork.ai/#organization",
      name: "Loomwork AI",
      url: "https://www.loomwork.ai/",
      logo: "https://www.loomwork.ai/logo.png",
      foundingDate: "2020",
      email: "hello@loomwork.ai",
      sameAs: ["https://www.linkedin.com/company/loomwork-ai"],
    });
  });

  it("has the web page reference the organization's @id", () => {
    expect(webPage).toMatchObject({
      "@context": "https://schema.org",
      "@type": "WebPage",
      "@id": "https://www.loomwork.ai/ai-agents/rag#webpage",
      url: "https://www.loomwork.ai/ai-agents/rag",
      name: "RAG Solutions | Loomwork AI",
      inLanguage: "en",
      publisher: { "@id": org["@id"] },
    });
  });

  it("has the service reference the organization's @id as provider", () => {
    expect(service).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Service",
      "@id": "https://www.loomwork.ai/ai-agents/rag#service",
      name: "RAG Solutions",
      url: "https://www.loomwork.ai/ai-agents/rag",
      provider: { "@id": org["@id"] },
    });
  });

  it("gives plain JSON (survives JSON.stringify unchanged)", () => {
    for (const ld of [org, webPage, service]) expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });
});
