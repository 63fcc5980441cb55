import {
  isProxyRule,
  matchRedirect,
  parseRedirectsFile,
  redirectTarget,
  type RedirectRule,
} from "../../src/lib/netlifyRedirects";
import { redirectsFile } from "../../src/content/redirects";

const RULES: RedirectRule[] = [
  { from: "/old", to: "/new", status: 301 },
  { from: "/soon", to: "/book-session?template=x#faq", status: 302 },
  { from: "/resources/blog", to: "/blog", status: 200 },
];

describe("parseRedirectsFile", () => {
  it("skips comments and blank lines and reads from, to and status in file order", () => {
    const text = ["# comment", "", "/old   /new   301", "  /alias\t/page 200  ", "/x /y 302!"].join(
      "\r\n",
    );
    expect(parseRedirectsFile(text)).toEqual([
      { from: "/old", to: "/new", status: 301 },
      { from: "/alias", to: "/page", status: 200 },
      { from: "/x", to: "/y", status: 302, force: true },
    ]);
  });

  it("reads back what redirectsFile writes (round trip)", () => {
    expect(parseRedirectsFile(redirectsFile(RULES))).toEqual(RULES);
  });

  it.each([
    ["/old /new", /line 1: expected "from to status"/],
    ["/old /new 307", /line 1: expected a status of 200, 301 or 302/],
    ["/blog/* /news/:splat 301", /line 1: expected a plain site path/],
    ["old /new 301", /line 1: expected a plain site path/],
    ["/old https://example.com/ 301", /line 1: expected a plain site path to redirect to/],
    ["/old /new 301 Country=de", /line 1: expected "from to status"/],
    ["/api/event http://plausible.io/api/event 200", /line 1: expected a plain site path/],
    ["/api/* https://plausible.io/api/:splat 200", /line 1: expected a plain site path/],
  ])("refuses %j, naming the line", (line, message) => {
    expect(() => parseRedirectsFile(line)).toThrow(message);
  });

  it("reads a 200 to an https:// URL as a proxy (the analytics endpoint)", () => {
    const [rule] = parseRedirectsFile("/api/event  https://plausible.io/api/event  200");
    expect(rule).toEqual({ from: "/api/event", to: "https://plausible.io/api/event", status: 200 });
    expect(isProxyRule(rule)).toBe(true);
    expect(isProxyRule({ from: "/resources/blog", to: "/blog", status: 200 })).toBe(false);
  });
});

describe("matchRedirect", () => {
  it("finds the rule of a path, with or without a trailing slash", () => {
    expect(matchRedirect(RULES, "/old")).toBe(RULES[0]);
    expect(matchRedirect(RULES, "/old/")).toBe(RULES[0]);
    expect(matchRedirect(RULES, "/older")).toBeUndefined();
    expect(matchRedirect(RULES, "/")).toBeUndefined();
  });
});

describe("redirectTarget", () => {
  it("keeps the request's query when the target has none, as Netlify does", () => {
    expect(redirectTarget(RULES[0], "?utm_source=mail")).toBe("/new?utm_source=mail");
    expect(redirectTarget(RULES[0], "")).toBe("/new");
  });

  it("keeps the target's own query (and puts a query before the anchor)", () => {
    expect(redirectTarget(RULES[1], "?utm_source=mail")).toBe("/book-session?template=x#faq");
    expect(redirectTarget({ from: "/a", to: "/b#faq", status: 301 }, "?q=1")).toBe("/b?q=1#faq");
  });
});
