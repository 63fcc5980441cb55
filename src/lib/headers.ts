/**
 * HTTP headers for the published site, written to `public/_headers` (Netlify's format) at the
 * end of every build (gatsby-node.ts `onPostBuild` → src/build/headersFile.ts → here).
 *
 * Pure: no file access. Everything about the build (inline script hashes, form targets, file
 * names) comes in through {@link HeadersOptions}; the widget hosts come from data/site.json.
 *
 * Layout rule: no header name is set by two rules that can match the same request. Hosts differ
 * in how they merge overlapping rules (Netlify joins the values, `netlify dev` keeps the last
 * rule's), so the result must not depend on it. Hence:
 *  - `/*` carries the headers that are the same for every response (HSTS, nosniff, …);
 *  - the public Content-Security-Policy is never on `/*`: a browser enforces every policy it
 *    receives, so a strict `/*` policy could not be loosened for the CMS admin (`/admin`, which
 *    needs `'unsafe-eval'`, src/cms/headers.ts); the admin's rules bring its own policy instead.
 *    Pages whose inline scripts are the same (all of them, since src/lib/pagePathScript.ts) share
 *    one policy, sent by one folder rule per top folder (`/blog/*`: the folder's pages, routes and
 *    files) where no other rule's path can match, and by a rule per path elsewhere
 *    ({@link pageRules}), so the file stays small however many articles there are;
 *  - a host serves `404.html` at URLs no rule names, so that file also carries the public policy
 *    in a `<meta http-equiv>` tag ({@link withMetaCsp}); under a folder rule it gets that rule's
 *    policy too, which is why a folder rule only ever carries the not-found page's own policy;
 *  - `Cache-Control` is set per file or folder, never on `/*`.
 * Scripts, styles, images and JSON are not documents: a CSP on them would have no effect.
 */
import { createHash } from "crypto";
import { formatHeadersFile, pathMatches, type HeaderRule } from "./netlifyHeaders";

/** The part of data/site.json the headers depend on. */
export type HeadersSite = {
  booking: {
    /** The scheduling widget's script: its origin goes into `script-src`. */
    scriptUrl: string;
    /** The scheduler page the widget frames: its origin goes into `frame-src`. */
    schedulerUrl: string;
    /** Origins the widget's iframe and styles load from: `frame-src` and `style-src`. */
    frameHosts: string[];
  };
};

/** What the build found in `public/`. */
export type HeadersOptions = {
  /** Text of every inline, executable `<script>` in the built HTML (hashed into `script-src`). */
  inlineScripts?: string[];
  /**
   * The inline scripts of each HTML document path. A path listed here gets a CSP with only its
   * own scripts' hashes, so the policy stays the same size however many pages the site has;
   * paths not listed get {@link inlineScripts}.
   */
  inlineScriptsByPath?: Record<string, string[]>;
  /** Absolute URLs the site's forms submit to on other origins (their origins join `form-action`). */
  formActions?: string[];
  /** HTML documents as URL paths: routes (`/`, `/hire`) and files (`/hire/index.html`, `/404.html`). */
  htmlPaths?: string[];
  /** Content-hashed files as URL paths (`/app-<hash>.js`): cached for a year. */
  hashedFiles?: string[];
  /**
   * Downloadable files (site path and file name): each is sent as an attachment with that name
   * (`Content-Disposition`) and revalidated, since its URL stays the same when it changes.
   */
  downloads?: { href: string; filename: string }[];
  /** Adds `X-Robots-Tag: noindex` to every response (deploy previews). */
  noindex?: boolean;
  /**
   * Rules for the CMS admin (src/cms/headers.ts `adminHeaderRules`): they carry the admin's own
   * CSP and cache policy. Their paths must match none of `htmlPaths`.
   */
  adminRules?: HeaderRule[];
};

/** Fingerprinted files: never change under the same URL. */
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
/** HTML and page data: the browser may keep a copy but must check it is current before use. */
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";

/** Headers every response gets besides the CSP (the CSP is built by {@link buildCsp}). */
export const SECURITY_HEADERS: [string, string][] = [
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
  // For browsers without CSP `frame-ancestors`.
  ["X-Frame-Options", "DENY"],
];

/**
 * Folders whose every file is fingerprinted (Gatsby's `static/`; the social images `og/`, named
 * by their content hash): cached for a year.
 */
export const IMMUTABLE_FOLDERS = ["/static/*", "/og/*"];
/** Folders whose files change under the same URL at every build (page data): revalidated. */
export const REVALIDATE_FOLDERS = ["/page-data/*"];

/** A webpack output file named `<name>-<20 hex digits>.js|css` (Gatsby's content hash). */
const HASHED_FILE = /-[0-9a-f]{20}\.(js|css)$/;

/** True for a file name carrying Gatsby's content hash, e.g. `app-638e13902375016b3c2d.js`. */
export function isHashedFile(name: string): boolean {
  return HASHED_FILE.test(name);
}

/**
 * The origin of an `https:` URL or origin (`https://calendly.com/x` → `https://calendly.com`).
 * Throws for any other scheme or a wildcard host: the policy never allows `http:` or `*`.
 */
export function httpsOrigin(url: string): string {
  if (url.includes("*")) throw new Error(`CSP source must not contain a wildcard: ${url}`);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`CSP source is not a URL: ${url}`);
  }
  if (parsed.protocol !== "https:") throw new Error(`CSP source must use https: ${url}`);
  return parsed.origin;
}

/** The CSP hash source of a script's text: `'sha256-<base64>'`. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** `type` values a browser runs as script (absent/empty is classic script). */
const SCRIPT_TYPES = new Set([
  "",
  "text/javascript",
  "application/javascript",
  "module",
  "text/ecmascript",
  "application/ecmascript",
]);

/** The value of attribute `name` in a start tag's attribute text, or undefined. */
function attr(attrs: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(
    attrs,
  );
  if (m) return m[1] ?? m[2] ?? m[3] ?? "";
  return new RegExp(`(?:^|\\s)${name}(?:\\s|$)`, "i").test(attrs) ? "" : undefined;
}

/**
 * The text of every inline `<script>` in `html` that a browser would execute: no `src`, and no
 * data type such as `application/ld+json` (data blocks never run, so CSP ignores them).
 * The text is returned byte for byte, as the browser hashes it.
 */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attrs, body] = m;
    if (attr(attrs, "src") !== undefined) continue;
    const type = (attr(attrs, "type") ?? "").trim().toLowerCase();
    if (!SCRIPT_TYPES.has(type)) continue;
    found.push(body);
  }
  return found;
}

/** Absolute `http(s):` URLs that `<form action>`s in `html` submit to (relative ones are 'self'). */
export function formActions(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<form\b([^>]*)>/gi)) {
    const action = attr(m[1], "action")?.trim();
    if (action && /^[a-z][a-z0-9+.-]*:/i.test(action)) found.push(action);
  }
  return found;
}

/**
 * URL paths of a built HTML file, given its path inside `public/` (`hire/index.html`):
 * the route it is served at (`/hire`; `/` for the home page) and the file itself
 * (`/hire/index.html`), which is what hosts that match rules on files (the test server) see.
 */
export function htmlPathsOf(file: string): string[] {
  const f = `/${file.replace(/\\/g, "/").replace(/^\/+/, "")}`;
  if (!f.endsWith("/index.html")) return [f];
  const route = f.slice(0, -"/index.html".length) || "/";
  return [route, f];
}

const unique = (xs: string[]) => Array.from(new Set(xs));

/**
 * The Content-Security-Policy directives: our own origin, plus exactly the scheduling widget's
 * script, frame and style origins from `site.booking`, plus the origins our forms post to.
 *
 * - Scripts: `'self'` and one sha256 per distinct inline script Gatsby wrote into the HTML
 *   (`window.pagePath`, the chunk map, the compilation hash). No `'unsafe-inline'`, no
 *   `'unsafe-eval'`: Gatsby's production runtime does not eval.
 * - Styles: `'unsafe-inline'` is required: Emotion server-renders a `<style>` block per component
 *   (over a hundred per page, different on every page), adds more at run time, and React/Gatsby
 *   write `style` attributes, which only `'unsafe-inline'` (or one `'unsafe-hashes'` hash per
 *   attribute value) allows. Style injection cannot run code; scripts stay strict.
 */
export function cspDirectives(
  site: HeadersSite,
  options: HeadersOptions = {},
): [string, string[]][] {
  const { scriptUrl, schedulerUrl, frameHosts } = site.booking;
  const widgetScript = httpsOrigin(scriptUrl);
  const widgetFrames = unique([...frameHosts.map(httpsOrigin), httpsOrigin(schedulerUrl)]);
  const widgetStyles = unique(frameHosts.map(httpsOrigin));
  const hashes = unique((options.inlineScripts ?? []).map(sha256Source)).sort();
  const forms = unique((options.formActions ?? []).map(httpsOrigin)).sort();
  return [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...hashes, widgetScript]],
    ["style-src", ["'self'", "'unsafe-inline'", ...widgetStyles]],
    ["img-src", ["'self'"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'"]],
    ["frame-src", widgetFrames],
    ["frame-ancestors", ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'", ...forms]],
  ];
}

/** Serialises CSP directives (`[name, sources]`, in order) as a header value: `name a b; name c`. */
export function formatCsp(directives: [string, string[]][]): string {
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

/** The Content-Security-Policy header value (see {@link cspDirectives}). */
export function buildCsp(site: HeadersSite, options: HeadersOptions = {}): string {
  return formatCsp(cspDirectives(site, options));
}

/**
 * The rules of the `_headers` file, in file order: `/*` (security headers), the admin's rules,
 * fingerprinted files (immutable), page data (revalidate), downloads (attachment with their file
 * name, revalidate), then one rule per HTML document path with the public CSP and
 * `Cache-Control` revalidate.
 * Throws if an admin rule would match an HTML document path (two CSPs for one page).
 */
export function buildHeaderRules(site: HeadersSite, options: HeadersOptions = {}): HeaderRule[] {
  const htmlPaths = unique([...(options.htmlPaths ?? [])]).sort();
  const adminRules = options.adminRules ?? [];
  for (const rule of adminRules) {
    const clash = htmlPaths.find((p) => pathMatches(rule.path, p));
    if (clash)
      throw new Error(
        `_headers: admin rule ${rule.path} matches the page ${clash}, which has the public CSP`,
      );
  }
  const everyPath: HeaderRule = {
    path: "/*",
    headers: [
      ...SECURITY_HEADERS,
      ...(options.noindex ? [["X-Robots-Tag", "noindex"] as [string, string]] : []),
    ],
  };
  const cache = (paths: string[], value: string): HeaderRule[] =>
    unique(paths).map((path) => ({ path, headers: [["Cache-Control", value]] }));
  const csp = buildCsp(site, options);
  const byPath = options.inlineScriptsByPath ?? {};
  // Pages share script sets: each distinct set's policy is built once.
  const bySet = new Map<string, string>();
  const cspFor = (path: string): string => {
    if (!(path in byPath)) return csp;
    const key = JSON.stringify(byPath[path]);
    const built = bySet.get(key) ?? buildCsp(site, { ...options, inlineScripts: byPath[path] });
    bySet.set(key, built);
    return built;
  };
  const hashedFiles = [...(options.hashedFiles ?? [])].sort();
  const downloads = options.downloads ?? [];
  const pages = pageRules(htmlPaths, cspFor, [
    ...adminRules.map((r) => r.path),
    ...IMMUTABLE_FOLDERS,
    ...REVALIDATE_FOLDERS,
    ...hashedFiles,
    ...downloads.map((d) => d.href),
  ]);
  return [
    everyPath,
    ...adminRules,
    ...cache([...IMMUTABLE_FOLDERS, ...hashedFiles], CACHE_IMMUTABLE),
    ...cache(REVALIDATE_FOLDERS, CACHE_REVALIDATE),
    ...downloads.map(({ href, filename }) => ({
      path: href,
      headers: [
        ["Content-Disposition", `attachment; filename="${filename}"`],
        ["Cache-Control", CACHE_REVALIDATE],
      ] as [string, string][],
    })),
    ...pages,
  ];
}

/** The page whose file a host serves at every URL that names no file. */
export const NOT_FOUND_PATH = "/404.html";

/**
 * The leading folders of an HTML document path, shortest first: `/blog/post/index.html` →
 * `/blog`, `/blog/post`. A segment with a dot (a file name) ends the list, as does one a rule
 * path would read as a pattern (`*`, or a leading `:`).
 */
function folderPrefixes(htmlPath: string): string[] {
  const prefixes: string[] = [];
  let prefix = "";
  for (const segment of htmlPath.split("/").filter(Boolean)) {
    if (segment.includes(".") || segment.includes("*") || segment.startsWith(":")) break;
    prefix += `/${segment}`;
    prefixes.push(prefix);
  }
  return prefixes;
}

/**
 * The start every URL path a rule path can match begins with, lower-cased: the text before its
 * first `*` or `:placeholder`, without trailing slashes (`/admin/*` → `/admin`, `/hire` →
 * `/hire`). Netlify matches ignoring case, and a whole-segment `*` makes the slash before it
 * optional, hence no trailing slash.
 */
function literalStart(rulePath: string): string {
  const special = rulePath.search(/\*|\/:/);
  return (special < 0 ? rulePath : rulePath.slice(0, special)).replace(/\/+$/, "").toLowerCase();
}

/**
 * The rules that give each HTML document path its Content-Security-Policy and `Cache-Control`
 * revalidate, as few as can be, with exactly one policy for every path (two policies would both
 * be enforced; Netlify joins the values of every matching rule).
 *
 * Takes the document paths (routes and files), each path's policy (`policyOf`), and the paths of the
 * other rules that set `Cache-Control` or a policy (`reserved`: admin, fingerprinted files, page
 * data, downloads). Returns folder rules and path rules, sorted by path:
 *  - the shared policy is the not-found page's ({@link NOT_FOUND_PATH}; without one, the most
 *    common). A folder rule `/<folder>/*` matches, on Netlify, every URL path that starts with
 *    `/<folder>` in any case (`/blog`, `/blog/`, `/blog/x/index.html`, `/blog.html`, but also
 *    `/blogroll`): so it is written only when every document path it matches has the shared
 *    policy, no reserved rule path can match what it matches, and no shorter folder rule already
 *    covers it. Unknown URLs it matches get the not-found page with the shared policy twice, the
 *    same policy in header and meta tag, which is as if once;
 *  - every other document path (`/`, `/index.html`, `/404.html`, pages with their own scripts, pages
 *    in a folder shared with a reserved path) gets a rule of its own with its own policy.
 */
export function pageRules(
  htmlPaths: string[],
  policyOf: (path: string) => string,
  reserved: string[] = [],
): HeaderRule[] {
  const paths = unique(htmlPaths);
  const policies = new Map(paths.map((p) => [p, policyOf(p)]));
  const cspOf = (p: string): string => policies.get(p) ?? policyOf(p);
  const counts = new Map<string, number>();
  for (const p of paths) counts.set(cspOf(p), (counts.get(cspOf(p)) ?? 0) + 1);
  const shared = paths.includes(NOT_FOUND_PATH)
    ? cspOf(NOT_FOUND_PATH)
    : [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const reservedStarts = unique(reserved.map(literalStart));
  const folders: string[] = [];
  const candidates = unique(paths.flatMap(folderPrefixes)).sort(
    (a, b) => a.length - b.length || a.localeCompare(b),
  );
  for (const folder of candidates) {
    const start = folder.toLowerCase();
    if (folders.some((f) => start.startsWith(f.toLowerCase()))) continue;
    const matched = paths.filter((p) => p.toLowerCase().startsWith(start));
    if (matched.some((p) => cspOf(p) !== shared)) continue;
    if (reservedStarts.some((r) => r.startsWith(start) || start.startsWith(r))) continue;
    folders.push(folder);
  }
  const covered = (p: string) => folders.some((f) => p.toLowerCase().startsWith(f.toLowerCase()));
  const rule = (path: string, csp: string): HeaderRule => ({
    path,
    headers: [
      ["Content-Security-Policy", csp],
      ["Cache-Control", CACHE_REVALIDATE],
    ],
  });
  return [
    ...folders.map((f): [string, string] => [`${f}/*`, shared ?? ""]),
    ...paths.filter((p) => !covered(p)).map((p): [string, string] => [p, cspOf(p)]),
  ]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([path, csp]) => rule(path, csp));
}

/** Directives a browser ignores (and warns about) when the policy comes in a `<meta>` tag. */
const HEADER_ONLY_DIRECTIVES = new Set(["frame-ancestors", "report-uri", "sandbox"]);

/**
 * The public policy for a `<meta http-equiv="Content-Security-Policy">` tag: {@link buildCsp}
 * without the header-only directives (`frame-ancestors` is covered by `X-Frame-Options` on `/*`).
 */
export function buildMetaCsp(site: HeadersSite, options: HeadersOptions = {}): string {
  return formatCsp(
    cspDirectives(site, options).filter(([name]) => !HEADER_ONLY_DIRECTIVES.has(name)),
  );
}

const META_CSP = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/i;

/**
 * `html` with `csp` in a `<meta http-equiv="Content-Security-Policy">` tag right after the
 * `<meta charset>` tag (so the charset stays within the first 1024 bytes), or after `<head>`;
 * an existing tag is replaced, so running twice changes nothing. The tag precedes every script,
 * so the policy covers them all. Throws if the document has no `<head>`, or if `csp` contains `"`.
 */
export function withMetaCsp(html: string, csp: string): string {
  if (csp.includes('"')) throw new Error("a CSP for a meta tag must not contain a double quote");
  const tag = `<meta http-equiv="Content-Security-Policy" content="${csp.replace(/&/g, "&amp;")}"/>`;
  const without = html.replace(META_CSP, "");
  const charset = /<meta\s+charset=["']?utf-8["']?\s*\/?>/i.exec(without);
  if (charset)
    return (
      without.slice(0, charset.index + charset[0].length) +
      tag +
      without.slice(charset.index + charset[0].length)
    );
  const head = /<head(\s[^>]*)?>/i.exec(without);
  if (!head) throw new Error("withMetaCsp: the document has no <head>");
  return (
    without.slice(0, head.index + head[0].length) + tag + without.slice(head.index + head[0].length)
  );
}

/**
 * The text of the whole `public/_headers` file: {@link buildHeaderRules} in Netlify's format,
 * under a comment saying it is generated. Throws as {@link buildHeaderRules} does.
 */
export function buildHeadersFile(site: HeadersSite, options: HeadersOptions = {}): string {
  return formatHeadersFile(
    buildHeaderRules(site, options),
    [
      "Generated at build by gatsby-node.ts onPostBuild (src/lib/headers.ts). Do not edit: rebuild.",
      "No header name is set by two rules that can match the same request.",
      "The public CSP is sent per folder of pages or per page, never on /*, so that /admin can have its own policy.",
    ].join("\n"),
  );
}

/**
 * True when the build environment is a preview that must not be indexed: `SITE_NOINDEX` is
 * `true` or `1`, or Netlify's `CONTEXT` is `deploy-preview` or `branch-deploy`.
 */
export function isNoindexBuild(env: Record<string, string | undefined>): boolean {
  const flag = (env.SITE_NOINDEX ?? "").trim().toLowerCase();
  return (
    flag === "true" ||
    flag === "1" ||
    env.CONTEXT === "deploy-preview" ||
    env.CONTEXT === "branch-deploy"
  );
}
