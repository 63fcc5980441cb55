import {
  breadcrumbListJsonLd,
  organizationJsonLd,
  serviceJsonLd,
  webPageJsonLd,
} from "../../src/lib/jsonLd";
import { canonicalUrl } from "../../src/lib/pageMeta";

const SITE = "https://www.loomwork.ai";
const BRAND = "Loomwork AI";

describe("JSON-LD builders", () => {
  const org = organizationJsonLd({
    siteUrl: SITE,
    brand: BRAND,
    legalName: "Loomwork AI",
    foundingDate: "2020",
    email: "hello@loomwork.ai",
    phone: "+1 (415) 555-0142",
    contactPath: "/contact",
    logoPath: "/logo.png",
    sameAs: ["https://www.linkedin.com/company/loomwork-ai"],
    description: "Custom AI agents and business automation.",
  });
  const pageUrl = canonicalUrl(SITE, { path: "/ai-agents/rag" });
  const webPage = webPageJsonLd({
    siteUrl: SITE,
    siteName: "Loomwork AI",
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

  it("builds the organization with the founding date from its input", () => {
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

  it("gives the organization a sales contact point: email, phone as + and digits, contact page", () => {
    expect(org.telephone).toBe("+14155550142");
    expect(org.contactPoint).toEqual({
      "@type": "ContactPoint",
      contactType: "sales",
      email: "hello@loomwork.ai",
      telephone: "+14155550142",
      url: "https://www.loomwork.ai/contact",
      availableLanguage: "English",
    });
  });

  it("leaves the phone out of the organization and its contact point when the site has none", () => {
    const noPhone = organizationJsonLd({
      siteUrl: SITE,
      brand: BRAND,
      legalName: "Loomwork AI",
      foundingDate: "2020",
      email: "hello@loomwork.ai",
      phone: "",
      contactPath: "/contact",
      logoPath: "/logo.png",
      sameAs: [],
      description: "d",
    });
    expect(noPhone).not.toHaveProperty("telephone");
    expect(noPhone.contactPoint).not.toHaveProperty("telephone");
    expect(noPhone.contactPoint).toMatchObject({ email: "hello@loomwork.ai" });
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

  it("names the WebSite the page is part of", () => {
    expect(webPage.isPartOf).toEqual({
      "@type": "WebSite",
      url: "https://www.loomwork.ai/",
      name: "Loomwork AI",
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

describe("breadcrumbListJsonLd", () => {
  const url = canonicalUrl(SITE, { path: "/blog/post" });
  const list = breadcrumbListJsonLd({
    siteUrl: SITE,
    url,
    crumbs: [
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog", canonicalPath: "/resources/blog" },
      { name: "Post", path: "/blog/post" },
    ],
  });

  it("lists the crumbs in order with absolute canonical URLs, the page itself last", () => {
    expect(list).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      "@id": "https://www.loomwork.ai/blog/post#breadcrumb",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://www.loomwork.ai/" },
        {
          "@type": "ListItem",
          position: 2,
          name: "Blog",
          item: "https://www.loomwork.ai/resources/blog",
        },
        { "@type": "ListItem", position: 3, name: "Post", item: url },
      ],
    });
  });
});
