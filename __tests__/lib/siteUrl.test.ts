import { DEFAULT_SITE_URL, resolveSiteUrl } from "../../src/lib/siteUrl";

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
