/**
 * The package query a packages section's Get Started carries to the booking page, and how the
 * booking page reads it back against the packages it knows (src/lib/packageChoice.ts).
 */
import {
  chosenPackage,
  describePackage,
  packageHref,
  packageSlug,
  type BookingPackages,
} from "../../src/lib/packageChoice";

const KNOWN: BookingPackages = {
  "ai-agents/rag": {
    service: "RAG Solutions",
    packages: {
      professional: { name: "Professional", price: "$18,000", duration: "8-10 weeks" },
      "enterprise-integration": {
        name: "Enterprise Integration",
        price: "Custom Quote",
        duration: "12+ weeks",
      },
    },
  },
};

describe("packageSlug", () => {
  it.each([
    ["Professional", "professional"],
    ["Enterprise Integration", "enterprise-integration"],
    ["MVP", "mvp"],
    ["  Café Pro+ ", "cafe-pro"],
  ])("%s → %s", (name, slug) => expect(packageSlug(name)).toBe(slug));
});

describe("packageHref", () => {
  it("adds the package and its page to a link to a site page", () => {
    expect(packageHref("/book-session", "/ai-agents/rag", "Enterprise Integration")).toBe(
      "/book-session?package=enterprise-integration&service=ai-agents/rag",
    );
  });
  it.each(["https://example.com/x", "#pricing", "/book-session?template=x", "//evil.example"])(
    "leaves %s as it is",
    (href) => expect(packageHref(href, "/ai-agents/rag", "Professional")).toBe(href),
  );
  it("leaves the link as it is outside a page (the CMS preview)", () => {
    expect(packageHref("/book-session", "", "Professional")).toBe("/book-session");
  });
});

describe("chosenPackage", () => {
  it("reads back what packageHref wrote", () => {
    const href = packageHref("/book-session", "/ai-agents/rag", "Enterprise Integration");
    expect(chosenPackage(href.slice(href.indexOf("?")), KNOWN)).toEqual({
      name: "Enterprise Integration",
      price: "Custom Quote",
      duration: "12+ weeks",
      service: "RAG Solutions",
      serviceKey: "ai-agents/rag",
      slug: "enterprise-integration",
    });
  });
  it.each([
    "",
    "?package=professional",
    "?service=ai-agents/rag",
    "?package=starter&service=ai-agents/rag",
    "?package=professional&service=automation/zapier",
    "?package=__proto__&service=ai-agents/rag",
    "?package=professional&service=__proto__",
    "?package=toString&service=ai-agents/rag",
    `?package=${encodeURIComponent("<script>alert(1)</script>")}&service=ai-agents/rag`,
    "?package=professional&service=/ai-agents/rag",
  ])("names nothing for %s", (search) => expect(chosenPackage(search, KNOWN)).toBeNull());
});

describe("describePackage", () => {
  it("fills the content's placeholders and keeps unknown braces", () => {
    const choice = chosenPackage("?package=professional&service=ai-agents/rag", KNOWN)!;
    expect(
      describePackage("{package} package for {service} ({price}, {duration}) {x}", choice),
    ).toBe("Professional package for RAG Solutions ($18,000, 8-10 weeks) {x}");
  });
});
