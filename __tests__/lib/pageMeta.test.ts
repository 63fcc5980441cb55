import {
  canonicalUrl,
  DEFAULT_ROBOTS,
  metaDescription,
  ogLocale,
  pageTitle,
} from "../../src/lib/pageMeta";
import { absoluteUrl } from "../../src/lib/siteUrl";

const SITE = "https://www.loomwork.ai";
const BRAND = "Loomwork AI";

describe("pageTitle: suffix | {brand} unless the brand is already there", () => {
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

  it("uses the page's canonicalPath when it has one", () => {
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

describe("DEFAULT_ROBOTS", () => {
  it("is index, follow with large previews", () => {
    expect(DEFAULT_ROBOTS).toBe("index, follow, max-image-preview:large");
  });
});

describe("ogLocale: a language tag as og:locale", () => {
  test("language and region are joined by an underscore", () => {
    expect(ogLocale("en-US")).toBe("en_US");
    expect(ogLocale("de-AT")).toBe("de_AT");
  });
  test("a tag without a region stays as it is", () => {
    expect(ogLocale("en")).toBe("en");
  });
});

describe("metaDescription: at most 170 characters, cut at a word", () => {
  it("keeps a short description as written", () => {
    expect(metaDescription("Book a free call.")).toBe("Book a free call.");
  });

  it("shortens a long one at a word boundary with an ellipsis", () => {
    const long = `${"automation ".repeat(30)}end`;
    const out = metaDescription(long);
    expect(out.length).toBeLessThanOrEqual(170);
    expect(out.endsWith("automation…")).toBe(true);
  });
});
