import {
  formatHeadersFile,
  headersForPath,
  matchingHeaders,
  parseHeadersFile,
  pathMatches,
  type HeaderRule,
} from "../../src/lib/netlifyHeaders";

describe("parseHeadersFile", () => {
  it("skips comments and blank lines, and keeps rules and headers in file order", () => {
    const text = [
      "# Generated file",
      "",
      "/*",
      "  X-Frame-Options: DENY",
      "  # a comment inside a rule",
      "",
      "  Referrer-Policy: no-referrer",
      "   ",
      "/blog/*",
      "  Cache-Control: public, max-age=0",
    ].join("\n");
    expect(parseHeadersFile(text)).toEqual([
      {
        path: "/*",
        headers: [
          ["X-Frame-Options", "DENY"],
          ["Referrer-Policy", "no-referrer"],
        ],
      },
      { path: "/blog/*", headers: [["Cache-Control", "public, max-age=0"]] },
    ]);
  });

  it("reads CRLF line ends, unindented header lines, and values with colons", () => {
    expect(parseHeadersFile("/a\r\nLink: <https://x.example/s.css>; rel=preload\r\n")).toEqual([
      { path: "/a", headers: [["Link", "<https://x.example/s.css>; rel=preload"]] },
    ]);
  });

  it("keeps a header repeated in one rule as separate entries (a multi-value header)", () => {
    const [rule] = parseHeadersFile("/*\n  Cache-Control: max-age=0\n  Cache-Control: no-cache\n");
    expect(rule.headers).toEqual([
      ["Cache-Control", "max-age=0"],
      ["Cache-Control", "no-cache"],
    ]);
  });

  it("refuses, with the line number, headers outside a rule and lines that are not Name: value", () => {
    expect(() => parseHeadersFile("# x\n  Orphan: header\n")).toThrow(/line 2: header outside/);
    expect(() => parseHeadersFile("/x\n  no colon\n")).toThrow(/line 2: expected "Name: value"/);
    expect(() => parseHeadersFile("/x\n  : value\n")).toThrow(/Name: value/);
    expect(() => parseHeadersFile("/x\n  X-Empty:\n")).toThrow(/Name: value/);
  });

  it("reads back what formatHeadersFile writes", () => {
    const rules: HeaderRule[] = [
      { path: "/*", headers: [["X-Content-Type-Options", "nosniff"]] },
      {
        path: "/static/*",
        headers: [
          ["Cache-Control", "public, max-age=31536000, immutable"],
          ["X-Test", "a: b"],
        ],
      },
    ];
    const text = formatHeadersFile(rules, "Generated.\nDo not edit.");
    expect(text.startsWith("# Generated.\n# Do not edit.\n\n/*\n  X-Content-Type-Options")).toBe(
      true,
    );
    expect(parseHeadersFile(text)).toEqual(rules);
  });
});

describe("pathMatches: Netlify's path patterns", () => {
  it("matches a literal path exactly, with or without a trailing slash, ignoring case", () => {
    expect(pathMatches("/hire", "/hire")).toBe(true);
    expect(pathMatches("/hire", "/hire/")).toBe(true);
    expect(pathMatches("/hire", "/HIRE")).toBe(true);
    expect(pathMatches("/hire", "/hire/ai-sdr")).toBe(false);
    expect(pathMatches("/hire", "/hired")).toBe(false);
    expect(pathMatches("/", "/")).toBe(true);
    expect(pathMatches("/", "/index.html")).toBe(false);
    expect(pathMatches("/a.html", "/aXhtml")).toBe(false);
  });

  it("a whole-segment splat matches everything below the folder, and the folder itself", () => {
    for (const p of ["/admin", "/admin/", "/admin/config.yml", "/admin/a/b/c.js"])
      expect(pathMatches("/admin/*", p)).toBe(true);
    // As in Netlify's own parser, the slash before the splat is optional, so a longer name matches.
    expect(pathMatches("/admin/*", "/administrator")).toBe(true);
    expect(pathMatches("/admin/*", "/adm")).toBe(false);
    expect(pathMatches("/admin/*", "/")).toBe(false);
    for (const p of ["/", "/x", "/x/y/z.html"]) expect(pathMatches("/*", p)).toBe(true);
  });

  it("a splat inside a segment matches any characters, slashes included", () => {
    expect(pathMatches("/*.js", "/app-1.js")).toBe(true);
    expect(pathMatches("/*.js", "/static/deep/app.js")).toBe(true);
    expect(pathMatches("/*.js", "/app.json")).toBe(false);
    expect(pathMatches("/assets/img-*", "/assets/img-1/large.png")).toBe(true);
  });

  it("a :placeholder matches exactly one non-empty segment", () => {
    expect(pathMatches("/blog/:slug", "/blog/hello")).toBe(true);
    expect(pathMatches("/blog/:slug", "/blog/hello/")).toBe(true);
    expect(pathMatches("/blog/:slug", "/blog")).toBe(false);
    expect(pathMatches("/blog/:slug", "/blog/hello/world")).toBe(false);
    expect(pathMatches("/blog/:slug/comments", "/blog/hello/comments")).toBe(true);
    expect(pathMatches("/:lang/about", "/en/about")).toBe(true);
    expect(pathMatches("/:lang/about", "/en/us/about")).toBe(false);
    expect(pathMatches("/blog/:slug/*", "/blog/hello/a/b")).toBe(true);
  });
});

describe("headersForPath: what a response gets", () => {
  const rules = parseHeadersFile(
    [
      "/*",
      "  X-Frame-Options: DENY",
      "  Cache-Control: public",
      "/blog/*",
      "  cache-control: max-age=0",
      "  X-Section: blog",
      "/blog/:slug",
      "  Cache-Control: must-revalidate",
      "/static/*",
      "  Vary: Accept",
      "  Vary: Origin",
    ].join("\n"),
  );

  it("applies every matching rule, in file order", () => {
    expect(headersForPath(rules, "/about")).toEqual([
      ["X-Frame-Options", "DENY"],
      ["Cache-Control", "public"],
    ]);
    expect(headersForPath(rules, "/blog").map(([name]) => name)).toEqual([
      "X-Frame-Options",
      "Cache-Control",
      "X-Section",
    ]);
  });

  it("joins a header set by several matching rules with ', ' in file order, names compared without case", () => {
    expect(headersForPath(rules, "/blog/hello")).toEqual([
      ["X-Frame-Options", "DENY"],
      ["Cache-Control", "public, max-age=0, must-revalidate"],
      ["X-Section", "blog"],
    ]);
  });

  it("joins a header repeated within one rule the same way", () => {
    expect(headersForPath(rules, "/static/app.js")).toContainEqual(["Vary", "Accept, Origin"]);
  });

  it("gives nothing when no rule matches", () => {
    expect(headersForPath(parseHeadersFile("/a\n  X: 1\n"), "/b")).toEqual([]);
    expect(headersForPath([], "/")).toEqual([]);
  });

  it("matchingHeaders lists every header line with the rule it comes from, unmerged", () => {
    expect(matchingHeaders(rules, "/blog/hello").filter(([n]) => /cache/i.test(n))).toEqual([
      ["Cache-Control", "public", "/*"],
      ["cache-control", "max-age=0", "/blog/*"],
      ["Cache-Control", "must-revalidate", "/blog/:slug"],
    ]);
  });
});
