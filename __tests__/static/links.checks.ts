/**
 * No dead end in the built site: every page in public/ (each `index.html` and the not-found
 * page; the CMS excluded) is read, and every address it points at (links, stylesheets, icons,
 * images and their `srcset`, scripts, form actions) is resolved as the host would: a file at the
 * path, `<path>.html` or `<path>/index.html`, else a rule of public/_redirects followed to a file
 * (a proxy rule answers for itself). A `#fragment` must name an element of the page it leads to.
 * External links use https; no link is `#` alone or lacks an href; every Download link the
 * content lists is linked and built.
 */
import fs from "node:fs";
import path from "node:path";
import { globSync } from "tinyglobby";
import {
  isProxyRule,
  matchRedirect,
  parseRedirectsFile,
  type RedirectRule,
} from "../../src/lib/netlifyRedirects";
import { downloadCards, site, templateDownloads } from "../../e2e/helpers";
import { PUBLIC, htmlFileOf, parse, requireBuild } from "./builtSite";

requireBuild();

/**
 * Every built page (each `<path>/index.html` and the not-found page) as [site path, the file
 * the host serves there].
 */
const files: [string, string][] = globSync(["**/index.html", "404.html"], {
  cwd: PUBLIC,
  ignore: ["admin/**", "_gatsby/**", "page-data/**"],
})
  .sort()
  .map((f) => (f === "404.html" ? "/404" : "/" + f.replace(/(^|\/)index\.html$/, "")))
  .map((p) => [p, htmlFileOf(p)]);

const rules: RedirectRule[] = parseRedirectsFile(
  fs.readFileSync(path.join(PUBLIC, "_redirects"), "utf8"),
);

/** The host's configuration files: in public/, but never served. */
const CONFIG_FILES = new Set(["_headers", "_redirects"].map((f) => path.join(PUBLIC, f)));

/**
 * The built file that answers a decoded site path, the way the host looks (the path itself, then
 * `<path>.html`, then `<path>/index.html`; never a configuration file), or undefined.
 */
function fileAt(pathname: string): string | undefined {
  const bare = pathname.replace(/\/+$/, "");
  for (const candidate of [pathname, `${bare}.html`, `${bare}/index.html`]) {
    const abs = path.join(PUBLIC, candidate);
    if (CONFIG_FILES.has(abs) || !abs.startsWith(PUBLIC + path.sep)) continue;
    if (fs.statSync(abs, { throwIfNoEntry: false })?.isFile())
      return path.relative(PUBLIC, abs);
  }
  return undefined;
}

/**
 * What a site path leads to: the built file that answers it (following `_redirects` rules,
 * at most five), "proxy" for a proxied path, or undefined for a dead end.
 */
function resolve(pathname: string, hops = 0): string | undefined {
  if (!resolved.has(pathname)) resolved.set(pathname, lookUp(pathname, hops));
  return resolved.get(pathname);
}

const resolved = new Map<string, string | undefined>();

/** {@link resolve} without its memo: looks the path up on disk and in the rules. */
function lookUp(pathname: string, hops: number): string | undefined {
  const file = fileAt(pathname);
  if (file) return file;
  const rule = matchRedirect(rules, pathname);
  if (!rule || hops > 5) return undefined;
  if (isProxyRule(rule)) return "proxy";
  return resolve(decodeURIComponent(new URL(rule.to, "http://x").pathname), hops + 1);
}

/** Every address a page points at, with the element it came from (for messages). */
function addressesOf(document: Document): { url: string; from: string }[] {
  const out: { url: string; from: string }[] = [];
  const add = (selector: string, attr: string, srcset = false) =>
    document.querySelectorAll(selector).forEach((el) => {
      const value = el.getAttribute(attr);
      if (value === null) return;
      const urls = srcset ? value.split(",").map((c) => c.trim().split(/\s+/)[0]) : [value];
      for (const url of urls) if (url) out.push({ url, from: `<${el.tagName.toLowerCase()}>` });
    });
  add("a[href]", "href");
  add("link[href]:not([rel='canonical'])", "href");
  add("img[src], script[src], source[src]", "src");
  add("img[srcset], source[srcset]", "srcset", true);
  add("form[action]", "action");
  return out;
}

/** Every internal address found, with the pages it was found on, as "url ← page" problems. */
const problems: string[] = [];
const insecure: string[] = [];
const internalTargets = new Set<string>();
let external = 0;

for (const [sitePath, file] of files) {
  const document = parse(file);
  for (const { url: raw, from } of addressesOf(document)) {
    const where = `${raw} (${from}) on ${sitePath}`;
    if (/^(mailto|tel):/i.test(raw)) continue;
    if (/^(http:|javascript:)/i.test(raw) || raw.startsWith("//")) {
      insecure.push(where);
      continue;
    }
    const onSite = raw.startsWith(site.siteUrl + "/") || raw === site.siteUrl;
    if (/^https:/i.test(raw) && !onSite) {
      external += 1;
      continue;
    }
    const url = new URL(onSite ? raw.slice(site.siteUrl.length) || "/" : raw, `http://x${sitePath}`);
    const pathname = decodeURIComponent(url.pathname);
    const target = raw.startsWith("#") ? file : resolve(pathname);
    if (!target) {
      problems.push(`${where}: nothing answers ${pathname}`);
      continue;
    }
    internalTargets.add(pathname);
    const id = decodeURIComponent(url.hash.slice(1));
    if (id && target.endsWith(".html") && !parse(target).getElementById(id))
      problems.push(`${where}: ${pathname} has no element with id "${id}"`);
  }
}

test("the static link check read every built page", () => {
  expect(files.length).toBeGreaterThan(100);
  expect(internalTargets.size).toBeGreaterThan(200);
});

test("every internal address on every page leads to a built file (redirects followed), and every fragment to an element", () => {
  expect([...new Set(problems)].sort()).toEqual([]);
});

test("no link is '#' alone, and every link in main has an href", () => {
  const dead = files.flatMap(([sitePath, file]) => {
    const d = parse(file);
    return [
      ...Array.from(d.querySelectorAll('a[href="#"]'), () => `${sitePath}: a link to "#"`),
      ...Array.from(d.querySelectorAll("main a:not([href])"), (a) => {
        return `${sitePath}: a link without href ("${a.textContent?.trim()}")`;
      }),
    ];
  });
  expect(dead).toEqual([]);
});

test("every external link uses https", () => {
  expect([...new Set(insecure)].sort()).toEqual([]);
  expect(external).toBeGreaterThan(0);
});

test("every Download link the content lists is linked from the site and built", () => {
  const expected = [
    ...new Set([...downloadCards().map((d) => d.download.href), ...templateDownloads()]),
  ].sort();
  const linked = [...internalTargets].filter((p) => p.startsWith("/downloads/")).sort();
  expect(linked).toEqual(expected);
  for (const href of expected) expect(fileAt(href)).toBe(href.slice(1));
});
