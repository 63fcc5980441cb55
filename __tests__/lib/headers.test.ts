import { createHash } from "crypto";
import siteJson from "../../data/site.json";
import {
  buildCsp,
  buildHeaderRules,
  buildHeadersFile,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  cspDirectives,
  formActions,
  htmlPathsOf,
  httpsOrigin,
  NOT_FOUND_PATH,
  inlineScripts,
  isHashedFile,
  isNoindexBuild,
  sha256Source,
  buildMetaCsp,
  withMetaCsp,
  type HeadersOptions,
  type HeadersSite,
} from "../../src/lib/headers";
import { matchingHeaders, parseHeadersFile, type HeaderRule } from "../../src/lib/netlifyHeaders";
import { adminCsp, adminHeaderRules, cspBlocksDecap } from "../../src/cms/headers";
import { PAGE_PATH_FROM_ATTRIBUTE } from "../../src/lib/pagePathScript";
import { CmsBackendSchema } from "../../src/content/schema";

const site: HeadersSite = { booking: siteJson.booking };
/** The CMS backend of data/site.json, whose hosts the admin policy allows. */
const cmsBackend = CmsBackendSchema.parse(siteJson.cms.backend);

/** A page the way Gatsby writes it: JSON-LD, the page path, the chunk map, the compilation hash. */
/** The URLs a page answers at: its route with and without the slash, its files, the not-found page. */
const PAGE_URLS = ["/", "/index.html", "/hire", "/hire/", "/hire/index.html", "/404.html", "/404"];

const PAGE_HTML = `<!DOCTYPE html><html><head><script data-react-helmet="true" type="application/ld+json">{"@type":"Organization"}</script>
<style data-emotion="css 1abc">.css-1abc{color:red}</style></head><body><div style="outline:none">x</div>
<form role="search" action="https://duckduckgo.com/" method="get"></form>
<form name="newsletter" method="POST" action="/" data-netlify="true"></form>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/hire";/*]]>*/</script><script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{}";
          </script>
<script>window.___webpackCompilationHash="816b";</script><script src="/app-638e13902375016b3c2d.js" async></script></body></html>`;

const BUILD: HeadersOptions = {
  inlineScripts: inlineScripts(PAGE_HTML),
  formActions: formActions(PAGE_HTML),
  htmlPaths: ["index.html", "hire/index.html", "404.html", "404/index.html"].flatMap(htmlPathsOf),
  hashedFiles: ["/app-638e13902375016b3c2d.js", "/framework-a2785f3423102da02f2e.js"],
  adminRules: adminHeaderRules({ backend: cmsBackend }),
};

/** The CSP's directives as a map of name → sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** The one value of header `name` a path gets; fails if rules give it more than one. */
function single(rules: HeaderRule[], path: string, name: string): string | undefined {
  const values = matchingHeaders(rules, path).filter(
    ([k]) => k.toLowerCase() === name.toLowerCase(),
  );
  if (values.length > 1)
    throw new Error(
      `${path} gets ${name} from ${values.length} rules: ${values.map(([, , r]) => r).join(", ")}`,
    );
  return values[0]?.[1];
}

describe("inline scripts and their hashes", () => {
  it("finds the executable inline scripts byte for byte, not JSON-LD or src scripts", () => {
    const scripts = inlineScripts(PAGE_HTML);
    expect(scripts).toEqual([
      '/*<![CDATA[*/window.pagePath="/hire";/*]]>*/',
      '\n            window.___chunkMapping="{}";\n          ',
      'window.___webpackCompilationHash="816b";',
    ]);
  });

  it("hashes like the browser: sha256 of the UTF-8 text, base64", () => {
    const text = 'window.pagePath="/";';
    expect(sha256Source(text)).toBe(
      `'sha256-${createHash("sha256").update(text).digest("base64")}'`,
    );
    expect(sha256Source("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it("puts one hash per distinct inline script into script-src, and never 'unsafe-inline' for scripts", () => {
    const scriptSrc = directives(buildCsp(site, { inlineScripts: ["a()", "b()", "a()"] })).get(
      "script-src",
    )!;
    expect(scriptSrc.filter((s) => s.startsWith("'sha256-"))).toEqual(
      [sha256Source("a()"), sha256Source("b()")].sort(),
    );
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});

describe("Content-Security-Policy", () => {
  const csp = buildCsp(site, BUILD);
  const d = directives(csp);

  it("allows our own origin plus exactly the widget hosts from data/site.json", () => {
    const scriptOrigin = new URL(siteJson.booking.scriptUrl).origin;
    expect(d.get("default-src")).toEqual(["'self'"]);
    expect(d.get("script-src")!.filter((s) => !s.startsWith("'sha256-"))).toEqual([
      "'self'",
      scriptOrigin,
    ]);
    expect(d.get("frame-src")!.sort()).toEqual(
      [
        ...new Set([...siteJson.booking.frameHosts, new URL(siteJson.booking.schedulerUrl).origin]),
      ].sort(),
    );
    expect(d.get("style-src")).toEqual([
      "'self'",
      "'unsafe-inline'",
      ...siteJson.booking.frameHosts,
    ]);
    for (const name of ["img-src", "font-src", "connect-src"])
      expect(d.get(name)).toEqual(["'self'"]);
  });

  it("locks framing, plugins, <base> and form targets", () => {
    expect(d.get("frame-ancestors")).toEqual(["'none'"]);
    expect(d.get("object-src")).toEqual(["'none'"]);
    expect(d.get("base-uri")).toEqual(["'self'"]);
    // 'self' for the newsletter (Netlify Forms posts to our own origin) and the origin of the
    // no-JavaScript site search form.
    expect(d.get("form-action")).toEqual(["'self'", "https://duckduckgo.com"]);
  });

  it("has nothing wider than needed: no wildcard, no eval, no http:, no bare scheme", () => {
    expect(csp).not.toMatch(/\*/);
    expect(csp).not.toMatch(/unsafe-eval|wasm-unsafe-eval|strict-dynamic/);
    expect(csp).not.toMatch(/http:/);
    const sources = [...d.values()].flat();
    expect(sources.filter((s) => /^[a-z]+:$/i.test(s))).toEqual([]);
    expect(
      sources
        .filter((s) => s.startsWith("https:"))
        .every((s) => /^https:\/\/[a-z0-9.-]+$/i.test(s)),
    ).toBe(true);
  });

  it("follows the widget host: changing it in the input changes the policy", () => {
    const moved: HeadersSite = {
      booking: {
        scriptUrl: "https://cdn.scheduler.example/embed/widget.js",
        schedulerUrl: "https://book.scheduler.example/loomwork/30min",
        frameHosts: ["https://book.scheduler.example"],
      },
    };
    const m = directives(buildCsp(moved, BUILD));
    expect(m.get("script-src")).toContain("https://cdn.scheduler.example");
    expect(m.get("frame-src")).toEqual(["https://book.scheduler.example"]);
    expect(m.get("style-src")).toContain("https://book.scheduler.example");
    expect(buildCsp(moved, BUILD)).not.toMatch(/calendly/);
  });

  it("refuses wildcard and plain-http widget hosts", () => {
    const withHosts = (
      frameHosts: string[],
      scriptUrl = siteJson.booking.scriptUrl,
    ): HeadersSite => ({ booking: { ...siteJson.booking, scriptUrl, frameHosts } });
    expect(() => buildCsp(withHosts(["https://*.calendly.com"]))).toThrow(/wildcard/);
    expect(() => buildCsp(withHosts(["http://calendly.com"]))).toThrow(/https/);
    expect(() =>
      buildCsp(withHosts(["https://calendly.com"], "http://assets.calendly.com/widget.js")),
    ).toThrow(/https/);
    expect(() => buildCsp(site, { formActions: ["http://search.example/"] })).toThrow(/https/);
    expect(httpsOrigin("https://calendly.com/a/b?c")).toBe("https://calendly.com");
  });

  it("lists every directive once", () => {
    const names = cspDirectives(site, BUILD).map(([n]) => n);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("the _headers file", () => {
  const text = buildHeadersFile(site, BUILD);
  const rules = parseHeadersFile(text);

  it("parses: every rule has a path starting with / and at least one header", () => {
    expect(rules.length).toBeGreaterThan(5);
    for (const r of rules) {
      expect(r.path.startsWith("/")).toBe(true);
      expect(r.headers.length).toBeGreaterThan(0);
      for (const [k, v] of r.headers) {
        expect(k).toMatch(/^[A-Za-z][A-Za-z0-9-]*$/);
        expect(v.length).toBeGreaterThan(0);
      }
    }
    expect(() => parseHeadersFile("  Orphan: header\n")).toThrow(/outside/);
    expect(() => parseHeadersFile("/x\n  no colon\n")).toThrow(/Name: value/);
  });

  it("sends the security headers on every path, including unknown ones and the admin", () => {
    for (const path of [
      "/",
      "/hire",
      "/hire/index.html",
      "/404.html",
      "/does-not-exist",
      "/static/x.png",
      "/app-638e13902375016b3c2d.js",
      "/admin",
      "/admin/config.yml",
    ]) {
      expect(single(rules, path, "Strict-Transport-Security")).toMatch(
        /^max-age=\d{8,}; includeSubDomains$/,
      );
      expect(single(rules, path, "X-Content-Type-Options")).toBe("nosniff");
      expect(single(rules, path, "Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(single(rules, path, "Permissions-Policy")).toBe(
        "camera=(), microphone=(), geolocation=()",
      );
      expect(single(rules, path, "X-Frame-Options")).toBe("DENY");
    }
  });

  it("sends the public CSP with every page, by route and by file, and never on /*", () => {
    for (const path of PAGE_URLS) {
      expect(single(rules, path, "Content-Security-Policy")).toBe(buildCsp(site, BUILD));
      expect(single(rules, path, "X-Robots-Tag")).toBeUndefined();
    }
    expect(rules.find((r) => r.path === "/*")!.headers.map(([k]) => k)).not.toContain(
      "Content-Security-Policy",
    );
  });

  it("gives /admin the admin's own policy instead of the public one, so Decap can start", () => {
    for (const path of [
      "/admin",
      "/admin/",
      "/admin/index.html",
      "/admin/decap-cms.js",
      "/admin/config.yml",
    ]) {
      const csp = single(rules, path, "Content-Security-Policy");
      expect(csp).toBe(adminCsp(cmsBackend));
      expect(cspBlocksDecap(csp)).toBe(false);
      expect(single(rules, path, "X-Robots-Tag")).toBe("noindex, nofollow");
      expect(single(rules, path, "Cache-Control")).toBe(CACHE_REVALIDATE);
    }
    // The public pages stay strict: no eval anywhere outside /admin.
    for (const rule of rules.filter((r) => !r.path.startsWith("/admin"))) {
      for (const [name, value] of rule.headers)
        if (name === "Content-Security-Policy") expect(cspBlocksDecap(value)).toBe(true);
    }
  });

  it("refuses admin rules that would match a page", () => {
    expect(() =>
      buildHeadersFile(site, {
        ...BUILD,
        adminRules: [{ path: "/hire/*", headers: [["X-Test", "1"]] }],
      }),
    ).toThrow(/admin rule \/hire\/\* matches the page \/hire/);
  });

  it("caches fingerprinted files for a year and makes HTML and page data revalidate", () => {
    expect(single(rules, "/static/logo-123.png", "Cache-Control")).toBe(CACHE_IMMUTABLE);
    // Social images are named by their content hash (src/build/socialImages.ts).
    expect(single(rules, "/og/0123456789abcdef0123.png", "Cache-Control")).toBe(CACHE_IMMUTABLE);
    expect(single(rules, "/app-638e13902375016b3c2d.js", "Cache-Control")).toBe(CACHE_IMMUTABLE);
    expect(single(rules, "/framework-a2785f3423102da02f2e.js", "Cache-Control")).toBe(
      CACHE_IMMUTABLE,
    );
    expect(CACHE_IMMUTABLE).toBe("public, max-age=31536000, immutable");
    for (const path of [
      ...PAGE_URLS,
      "/page-data/hire/page-data.json",
      "/page-data/app-data.json",
    ]) {
      expect(single(rules, path, "Cache-Control")).toBe(CACHE_REVALIDATE);
    }
    expect(CACHE_REVALIDATE).toBe("public, max-age=0, must-revalidate");
  });

  it("never sets one header twice for a request, whatever the host's merge rule", () => {
    // `single` fails when two rules give a path the same header.
    for (const path of [
      "/",
      "/hire",
      "/hire/index.html",
      "/static/a.js",
      "/page-data/x.json",
      "/app-638e13902375016b3c2d.js",
      "/unknown",
      "/admin",
      "/admin/index.html",
    ]) {
      for (const name of [
        "Cache-Control",
        "Content-Security-Policy",
        "Referrer-Policy",
        "X-Robots-Tag",
      ])
        single(rules, path, name);
    }
  });

  it("adds X-Robots-Tag: noindex everywhere for preview builds only", () => {
    const preview = parseHeadersFile(
      buildHeadersFile(site, {
        ...BUILD,
        noindex: true,
        adminRules: adminHeaderRules({
          backend: cmsBackend,
          everyPathNoindex: true,
        }),
      }),
    );
    expect(single(preview, "/", "X-Robots-Tag")).toBe("noindex");
    expect(single(preview, "/app-638e13902375016b3c2d.js", "X-Robots-Tag")).toBe("noindex");
    expect(single(preview, "/admin", "X-Robots-Tag")).toBe("noindex");
    expect(isNoindexBuild({ SITE_NOINDEX: "true" })).toBe(true);
    expect(isNoindexBuild({ CONTEXT: "deploy-preview" })).toBe(true);
    expect(isNoindexBuild({ CONTEXT: "branch-deploy" })).toBe(true);
    expect(isNoindexBuild({ CONTEXT: "production" })).toBe(false);
    expect(isNoindexBuild({})).toBe(false);
  });
});

describe("the policy in the 404 page's meta tag", () => {
  const csp = buildMetaCsp(site, BUILD);

  it("is the header policy without the directives a meta tag cannot carry", () => {
    expect(directives(csp)).toEqual(
      new Map(
        [...directives(buildCsp(site, BUILD))].filter(([name]) => name !== "frame-ancestors"),
      ),
    );
  });

  it("goes right after <meta charset>, before every script, once however often it runs", () => {
    const html = withMetaCsp(
      PAGE_HTML.replace("<head>", '<head><meta charSet="utf-8"/><title>x</title>'),
      csp,
    );
    expect(html.indexOf('<meta http-equiv="Content-Security-Policy"')).toBe(
      html.indexOf('<meta charSet="utf-8"/>') + '<meta charSet="utf-8"/>'.length,
    );
    expect(html.indexOf("Content-Security-Policy")).toBeLessThan(html.indexOf("<script"));
    expect(html.indexOf('<meta charSet="utf-8"/>')).toBeLessThan(1024);
    const again = withMetaCsp(html, csp);
    expect(again).toBe(html);
    expect(
      withMetaCsp(html, "default-src 'self'").match(/http-equiv="Content-Security-Policy"/g),
    ).toHaveLength(1);
  });

  it("falls back to the start of <head>, and refuses a document without one", () => {
    expect(withMetaCsp("<html><head><title>x</title></head></html>", "default-src 'self'")).toBe(
      '<html><head><meta http-equiv="Content-Security-Policy" content="default-src \'self\'"/><title>x</title></head></html>',
    );
    expect(() => withMetaCsp("<p>no head</p>", csp)).toThrow(/no <head>/);
  });
});

describe("build file helpers", () => {
  it("maps HTML files to their route and file paths", () => {
    expect(htmlPathsOf("index.html")).toEqual(["/", "/index.html"]);
    expect(htmlPathsOf("hire/ai-sdr/index.html")).toEqual([
      "/hire/ai-sdr",
      "/hire/ai-sdr/index.html",
    ]);
    expect(htmlPathsOf("404.html")).toEqual(["/404.html"]);
  });

  it("recognises Gatsby's content-hashed files only", () => {
    expect(isHashedFile("app-638e13902375016b3c2d.js")).toBe(true);
    expect(
      isHashedFile("component---src-templates-sections-page-tsx-3db74d074cc53f134682.js"),
    ).toBe(true);
    expect(isHashedFile("styles-0123456789abcdef0123.css")).toBe(true);
    expect(isHashedFile("app-638e13902375016b3c2d.js.map")).toBe(false);
    expect(isHashedFile("chunk-map.json")).toBe(false);
    expect(isHashedFile("sw.js")).toBe(false);
  });

  it("collects absolute form targets only", () => {
    expect(formActions(PAGE_HTML)).toEqual(["https://duckduckgo.com/"]);
  });
});

describe("a CSP per page", () => {
  const rules = buildHeaderRules(site, {
    inlineScripts: ['window.pagePath="/a";', 'window.pagePath="/b";'],
    inlineScriptsByPath: {
      "/a": ['window.pagePath="/a";'],
      "/b": ['window.pagePath="/b";'],
    },
    htmlPaths: ["/a", "/b"],
  });
  const cspOf = (p: string) => single(rules, p, "Content-Security-Policy") ?? "";

  it("gives each page only its own inline scripts' hashes", () => {
    expect(cspOf("/a")).toContain(sha256Source('window.pagePath="/a";'));
    expect(cspOf("/a")).not.toContain(sha256Source('window.pagePath="/b";'));
    expect(cspOf("/b")).toContain(sha256Source('window.pagePath="/b";'));
  });

  it("keeps the policy the same length however many other pages there are", () => {
    const many = Object.fromEntries(
      Array.from({ length: 1000 }, (_, i) => [`/p${i}`, [`window.pagePath="/p${i}";`]]),
    );
    const big = buildHeaderRules(site, { inlineScriptsByPath: many, htmlPaths: Object.keys(many) });
    const lengths = big.flatMap((r) =>
      r.headers.filter(([n]) => n === "Content-Security-Policy").map(([, v]) => v.length),
    );
    expect(new Set(lengths).size).toBeLessThanOrEqual(2);
    expect(Math.max(...lengths)).toBeLessThan(4096);
  });
});

describe("pages with the same inline scripts share one policy rule", () => {
  /** Gatsby's inline scripts as every page has them since src/lib/pagePathScript.ts. */
  const SHARED_SCRIPTS = [
    `/*<![CDATA[*/${PAGE_PATH_FROM_ATTRIBUTE}/*]]>*/`,
    'window.___chunkMapping="{}";',
    'window.___webpackCompilationHash="816b";',
  ];
  /** A page that also has an inline script of its own. */
  const OWN_SCRIPT = "window.special=1;";
  /** The built files of a site like ours: flat copies beside folders, `n` articles. */
  const files = (n: number) => [
    "index.html",
    "404.html",
    "404/index.html",
    "hire.html",
    "hire/index.html",
    "hire/ai-sdr.html",
    "hire/ai-sdr/index.html",
    "blog.html",
    "blog/index.html",
    "blog/page/2.html",
    "blog/page/2/index.html",
    ...Array.from({ length: n }, (_, i) => [
      `blog/post-${i}.html`,
      `blog/post-${i}/index.html`,
    ]).flat(),
    "templates.html",
    "templates/index.html",
    "templates/lead-router.html",
    "templates/lead-router/index.html",
    "page.html",
    "page/index.html",
    "case-studies.html",
    "case-studies/index.html",
    "case-studies/special.html",
    "case-studies/special/index.html",
    "case-studies/acme.html",
    "case-studies/acme/index.html",
  ];
  /** Build options for those files: `/case-studies/special` has its own script too. */
  const options = (n: number): HeadersOptions => {
    const htmlPaths = files(n).flatMap(htmlPathsOf);
    return {
      inlineScripts: [...SHARED_SCRIPTS, OWN_SCRIPT],
      inlineScriptsByPath: Object.fromEntries(
        htmlPaths.map((p) => [
          p,
          p.startsWith("/case-studies/special") ? [...SHARED_SCRIPTS, OWN_SCRIPT] : SHARED_SCRIPTS,
        ]),
      ),
      formActions: ["https://duckduckgo.com/"],
      htmlPaths,
      hashedFiles: ["/app-638e13902375016b3c2d.js", "/templates-0123456789abcdef0123.js"],
      downloads: [{ href: "/templates/lead-router.json", filename: "lead-router.json" }],
      adminRules: adminHeaderRules({ backend: cmsBackend }),
    };
  };
  const build = options(20);
  const rules = parseHeadersFile(buildHeadersFile(site, build));
  const shared = buildCsp(site, { ...build, inlineScripts: SHARED_SCRIPTS });
  const special = buildCsp(site, { ...build, inlineScripts: [...SHARED_SCRIPTS, OWN_SCRIPT] });

  it("gives every page, by route, with a slash and by file, exactly one policy that allows its scripts", () => {
    for (const path of build.htmlPaths!.flatMap((p) =>
      p.endsWith(".html") ? [p] : [p, `${p}/`],
    )) {
      const csp = single(rules, path, "Content-Security-Policy");
      const own = build.inlineScriptsByPath![path.replace(/(.)\/$/, "$1")];
      expect([path, csp]).toEqual([path, buildCsp(site, { ...build, inlineScripts: own })]);
      for (const script of own) expect(csp).toContain(sha256Source(script));
      expect(single(rules, path, "Cache-Control")).toBe(CACHE_REVALIDATE);
    }
    expect(single(rules, "/case-studies/special", "Content-Security-Policy")).toBe(special);
    expect(special).not.toBe(shared);
  });

  it("writes one rule per folder of pages instead of one per page", () => {
    const paths = rules.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(["/blog/*", "/hire/*", "/404/*"]));
    expect(paths.filter((p) => p.startsWith("/blog"))).toEqual(["/blog/*"]);
    expect(paths.filter((p) => p.startsWith("/hire"))).toEqual(["/hire/*"]);
  });

  it("gives an unknown URL under a folder the not-found page's own policy, once", () => {
    expect(single(rules, "/blog/no-such-post", "Content-Security-Policy")).toBe(
      buildCsp(site, { ...build, inlineScripts: build.inlineScriptsByPath![NOT_FOUND_PATH] }),
    );
    // The not-found page's meta tag carries the same policy (without frame-ancestors).
    expect(
      single(rules, "/blog/no-such-post", "Content-Security-Policy")?.replace(
        "; frame-ancestors 'none'",
        "",
      ),
    ).toBe(buildMetaCsp(site, { ...build, inlineScripts: SHARED_SCRIPTS }));
  });

  it("splits a folder holding a page with other scripts, and keeps that page's own rules", () => {
    const paths = rules.map((r) => r.path);
    expect(paths).not.toContain("/case-studies/*");
    expect(paths).toEqual(
      expect.arrayContaining([
        "/case-studies",
        "/case-studies.html",
        "/case-studies/acme/*",
        "/case-studies/special",
        "/case-studies/special/index.html",
        "/case-studies/special.html",
      ]),
    );
  });

  it("never lets a folder rule reach a download, page data, a fingerprinted file or the admin", () => {
    const paths = rules.map((r) => r.path);
    // `/templates/*` would match the download; `/page/*` would match `/page-data/…` (Netlify's
    // folder rule matches every path that starts with the folder's name).
    expect(paths).not.toContain("/templates/*");
    expect(paths).not.toContain("/page/*");
    expect(single(rules, "/templates/lead-router.json", "Cache-Control")).toBe(CACHE_REVALIDATE);
    expect(single(rules, "/templates/lead-router.json", "Content-Security-Policy")).toBeUndefined();
    expect(single(rules, "/templates-0123456789abcdef0123.js", "Cache-Control")).toBe(
      CACHE_IMMUTABLE,
    );
    expect(single(rules, "/page-data/page/page-data.json", "Cache-Control")).toBe(CACHE_REVALIDATE);
    expect(single(rules, "/admin/config.yml", "Content-Security-Policy")).toBe(
      adminCsp(cmsBackend),
    );
    expect(single(rules, "/templates/lead-router", "Content-Security-Policy")).toBe(shared);
  });

  it("stays the same size however many articles there are", () => {
    const size = (n: number) => buildHeadersFile(site, options(n)).length;
    expect(size(1000)).toBe(size(20));
    expect(size(1000)).toBeLessThan(20 * 1024);
  });

  it("gives every page a rule of its own when the not-found page's scripts differ from theirs", () => {
    const build404 = options(3);
    build404.inlineScriptsByPath = {
      ...build404.inlineScriptsByPath,
      [NOT_FOUND_PATH]: [...SHARED_SCRIPTS, "window.notFound=1;"],
    };
    const own = parseHeadersFile(buildHeadersFile(site, build404));
    expect(own.map((r) => r.path)).not.toContain("/blog/*");
    expect(single(own, "/blog/post-1", "Content-Security-Policy")).toBe(shared);
    expect(single(own, "/blog/no-such-post", "Content-Security-Policy")).toBeUndefined();
  });
});
