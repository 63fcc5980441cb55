/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import {
  REDIRECTS_FILE,
  redirectProblems,
  redirectRules,
  redirectsFile,
  targetPath,
} from "../../src/content/redirects";
import { shippedContent } from "../../jest/shippedContent";
import type { Redirect } from "../../src/content/schema";
import { isProxyRule, parseRedirectsFile } from "../../src/lib/netlifyRedirects";
import { ANALYTICS_EVENT_PATH, PLAUSIBLE_EVENT_ENDPOINT } from "../../src/lib/analyticsEvents";
import { caseStudyFilterSitemap } from "../../src/lib/caseStudyFilters";

const ROOT = path.resolve(__dirname, "../..");

/** Pages of the fixtures: `/` and `/book-session` (with the alias `/contact-us`). */
const LIVE = new Set(["/", "/book-session", "/contact-us"]);
const isLive = (p: string) => LIVE.has(p);
const noLinkProblem = () => null;
const problemsOf = (redirects: Redirect[]) => redirectProblems(redirects, isLive, noLinkProblem);

const r = (from: string, to: string, status: 301 | 302 = 301): Redirect => ({ from, to, status });

describe("redirectProblems", () => {
  it("accepts redirects to pages, and chains that end at a page", () => {
    expect(problemsOf([r("/a", "/b"), r("/b", "/book-session#faq"), r("/c", "/?x=1")])).toEqual([]);
  });

  it("refuses a target with no page, naming the file and the entry", () => {
    expect(
      problemsOf([r("/a", "/book-session"), r("/b", "/c"), r("/c", "/no-such-page?x=1")]),
    ).toEqual([`${REDIRECTS_FILE}: redirects[2].to: "/no-such-page" has no page`]);
  });

  it("refuses a loop once, naming every entry in it", () => {
    expect(problemsOf([r("/a", "/b"), r("/b", "/c"), r("/c", "/a"), r("/d", "/a")])).toEqual([
      `${REDIRECTS_FILE}: redirects: loop redirects[0] "/a" → redirects[1] "/b" → redirects[2] "/c" → redirects[0] "/a"; point one of them at a page`,
    ]);
  });

  it("refuses a from that is a live page or alias (it would never fire)", () => {
    const problems = problemsOf([r("/book-session", "/"), r("/contact-us", "/")]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      `${REDIRECTS_FILE}: redirects[0].from: "/book-session" is a live page`,
    );
    expect(problems[1]).toMatch(
      `${REDIRECTS_FILE}: redirects[1].from: "/contact-us" is a live page`,
    );
  });

  it("refuses a duplicate from and a redirect to itself", () => {
    expect(problemsOf([r("/a", "/"), r("/a", "/book-session"), r("/b", "/b?x=1")])).toEqual([
      `${REDIRECTS_FILE}: redirects[1].from: duplicate "/a", already redirected by redirects[0]`,
      `${REDIRECTS_FILE}: redirects[2]: "from" and "to" are the same path "/b"`,
    ]);
  });

  it("passes a live target to the link check (e.g. a query only the booking page takes)", () => {
    const linkProblem = (href: string) =>
      href.includes("?") ? `link to "${href}" is wrong` : null;
    expect(redirectProblems([r("/a", "/?x=1")], isLive, linkProblem)).toEqual([
      `${REDIRECTS_FILE}: redirects[0].to: link to "/?x=1" is wrong`,
    ]);
  });
});

describe("redirectRules", () => {
  const page = (p: string, aliases?: string[]) => ({
    page: { path: p, aliases } as never,
  });

  it("flattens a chain so every rule goes straight to its final page, temporary if any hop is", () => {
    const rules = redirectRules({
      redirects: {
        redirects: [
          r("/a", "/b?utm=x"),
          r("/b", "/c", 302),
          r("/c", "/book-session#faq"),
          r("/d", "/"),
        ],
      },
      pages: [page("/"), page("/book-session")],
    });
    expect(rules).toEqual([
      { from: "/a", to: "/book-session?utm=x#faq", status: 302 },
      { from: "/b", to: "/book-session#faq", status: 302 },
      { from: "/c", to: "/book-session#faq", status: 301 },
      { from: "/d", to: "/", status: 301 },
    ]);
    for (const rule of rules) expect(targetPath(rule.to)).not.toMatch(/^\/[abc]$/);
  });

  it("lists the aliases as 200 rewrites to their page", () => {
    expect(
      redirectRules({
        redirects: { redirects: [] },
        pages: [page("/blog", ["/resources/blog"]), page("/")],
      }),
    ).toEqual([{ from: "/resources/blog", to: "/blog", status: 200 }]);
  });
});

describe("the real redirects", () => {
  const content = shippedContent();
  const json = JSON.parse(fs.readFileSync(path.join(ROOT, REDIRECTS_FILE), "utf8")) as {
    redirects: Redirect[];
  };

  it("are written to the host file with every alias, and read back the same", () => {
    const rules = redirectRules(content);
    const text = redirectsFile(rules);
    const parsed = parseRedirectsFile(text);
    expect(parsed).toEqual(rules);
    expect(parsed.filter((x) => x.status !== 200).map((x) => x.from)).toEqual(
      json.redirects.map((x) => x.from),
    );
    const aliases = content.pages.flatMap((p) => p.page.aliases ?? []);
    expect(
      parsed
        .filter((x) => x.status === 200 && !isProxyRule(x))
        .map((x) => x.from)
        .sort(),
    ).toEqual(aliases.sort());
  });

  it("proxy the analytics path to the provider exactly while analytics is on", () => {
    const proxy = { from: ANALYTICS_EVENT_PATH, to: PLAUSIBLE_EVENT_ENDPOINT, status: 200 };
    const on = {
      ...content,
      site: { analytics: { provider: "plausible" as const, domain: "loomwork.ai" } },
    };
    const off = { ...content, site: {} };
    expect(redirectRules(on).filter(isProxyRule)).toEqual([proxy]);
    expect(parseRedirectsFile(redirectsFile(redirectRules(on))).filter(isProxyRule)).toEqual([
      proxy,
    ]);
    expect(redirectRules(off).filter(isProxyRule)).toEqual([]);
    expect(redirectsFile(redirectRules(off))).not.toContain(ANALYTICS_EVENT_PATH);
  });

  it("each lead to a page of the site (a case-study filter page counts: an old industry filter leads to its new one)", () => {
    const live = new Set([
      ...content.pages.flatMap((p) => [p.page.path, ...(p.page.aliases ?? [])]),
      ...caseStudyFilterSitemap(
        content.pages.map((p) => p.page),
        content.caseStudies,
      ).map((f) => f.path),
    ]);
    for (const rule of redirectRules(content).filter((x) => x.status !== 200))
      expect({ from: rule.from, live: live.has(targetPath(rule.to)) }).toEqual({
        from: rule.from,
        live: true,
      });
  });
});
