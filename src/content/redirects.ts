/**
 * Redirects editors manage (`data/redirects.json`) and the host's `_redirects` file the build
 * writes from them and from the pages' aliases. Pure: no file access.
 *
 * - {@link redirectProblems}: the cross-file checks the validator runs (src/content/validate.ts).
 * - {@link redirectRules}: the rules, every redirect chain flattened to its final page, plus the
 *   aliases as `200` rewrites.
 * - {@link redirectsFile}: the rules as the text of `public/_redirects` (Netlify's format, read
 *   back by src/lib/netlifyRedirects.ts in the preview server).
 */
import type { Page, Redirect, Site } from "./schema";
import { isProxyRule, type RedirectRule } from "../lib/netlifyRedirects";
import { ANALYTICS_EVENT_PATH, PLAUSIBLE_EVENT_ENDPOINT } from "../lib/analyticsEvents";
import { splitHref } from "../lib/href";

/** The content file editors keep their redirects in. */
export const REDIRECTS_FILE = "data/redirects.json";

/** The path part of a target: `/book-session?template=x#faq` → `/book-session`. */
export function targetPath(to: string): string {
  return splitHref(to).path;
}

/** Where a redirect chain ends, or why it does not. */
type Resolved =
  | { ok: true; to: string; status: 301 | 302 }
  | { ok: false; loop: number[] }
  | { ok: false; broken: number };

/**
 * Follows redirect `start` through any redirect whose `from` is its target, to the first target
 * that is not another redirect's `from`. The final target keeps the path of the last hop and the
 * query and anchor of the last hop that has one (what a visitor following each hop would end on:
 * Netlify keeps the query when a rule's target has none, browsers keep the anchor likewise). The
 * status is 302 when any hop is temporary, else 301. `isLive(path)` tells whether a page or file
 * answers at a path; a chain ending elsewhere is `broken` at its last redirect.
 */
function resolve(
  redirects: readonly Redirect[],
  start: number,
  indexOf: ReadonlyMap<string, number>,
  isLive: (path: string) => boolean,
): Resolved {
  const seen: number[] = [];
  let query = "";
  let hash = "";
  let status: 301 | 302 = 301;
  for (let i = start; ;) {
    if (seen.includes(i)) return { ok: false, loop: seen.slice(seen.indexOf(i)) };
    seen.push(i);
    const r = redirects[i];
    const target = splitHref(r.to);
    query = target.query || query;
    hash = target.hash || hash;
    if (r.status === 302) status = 302;
    const next = indexOf.get(target.path);
    if (next === undefined) {
      if (!isLive(target.path)) return { ok: false, broken: i };
      return { ok: true, to: `${target.path}${query}${hash}`, status };
    }
    i = next;
  }
}

/**
 * The problems of a list of redirects, as `data/redirects.json: redirects[i].field: …` lines
 * (empty when there are none). Takes the redirects, `isLive(path)` (true when a page, an alias,
 * an article or a static file answers at a site path) and `linkProblem(href)` (the validator's
 * check of a link to a live page, e.g. a query only the booking page takes; null when fine).
 * Refused: a `from` that is live (the page would shadow the redirect, which would never fire);
 * the same `from` twice; `to` equal to `from`; a `to` whose path has no page, unless it is another
 * redirect's `from` (the chain is followed; it must end at a live page); a loop (reported once,
 * naming every entry in it).
 */
export function redirectProblems(
  redirects: readonly Redirect[],
  isLive: (path: string) => boolean,
  linkProblem: (href: string) => string | null,
): string[] {
  const out: string[] = [];
  const at = (i: number, field?: string) =>
    `${REDIRECTS_FILE}: redirects[${i}]${field ? `.${field}` : ""}`;
  const indexOf = new Map<string, number>();
  redirects.forEach((r, i) => {
    const first = indexOf.get(r.from);
    if (first !== undefined)
      out.push(
        `${at(i, "from")}: duplicate "${r.from}", already redirected by redirects[${first}]`,
      );
    else indexOf.set(r.from, i);
    if (isLive(r.from))
      out.push(
        `${at(i, "from")}: "${r.from}" is a live page; the page would be served and the redirect never used (remove the redirect, or the page)`,
      );
    if (targetPath(r.to) === r.from)
      out.push(`${at(i)}: "from" and "to" are the same path "${r.from}"`);
  });
  const loops = new Set<string>();
  redirects.forEach((r, i) => {
    if (indexOf.get(r.from) !== i || targetPath(r.to) === r.from) return;
    const own = indexOf.get(targetPath(r.to)) === undefined;
    const end = resolve(redirects, i, indexOf, isLive);
    if (end.ok) {
      const problem = own ? linkProblem(r.to) : null;
      if (problem) out.push(`${at(i, "to")}: ${problem}`);
    } else if ("broken" in end) {
      if (own) out.push(`${at(i, "to")}: "${targetPath(r.to)}" has no page`);
    } else {
      const key = [...end.loop].sort((a, b) => a - b).join(",");
      if (loops.has(key) || end.loop.length === 1) return;
      loops.add(key);
      out.push(
        `${REDIRECTS_FILE}: redirects: loop ${[...end.loop, end.loop[0]].map((j) => `redirects[${j}] "${redirects[j].from}"`).join(" → ")}; point one of them at a page`,
      );
    }
  });
  return out;
}

/**
 * The host's rules: every redirect flattened to its final target (one hop, with the chain's
 * status, see {@link redirectProblems} for what is refused), in the file's order, then every
 * page alias as a `200` rewrite to its page (the alias is also built as a page of its own, so the
 * host serves that file and the rule only documents the path). With analytics on
 * (`site.analytics`), last the proxy that forwards the site's analytics path to the provider, so
 * events stay first-party: the Content-Security-Policy keeps `connect-src 'self'`, and blockers
 * that drop requests to the provider's host let them through. Takes the content's redirects,
 * pages and site settings; throws if a redirect does not resolve (validated content always does).
 */
export function redirectRules(content: {
  redirects: { redirects: readonly Redirect[] };
  pages: readonly { page: Page }[];
  site?: Pick<Site, "analytics">;
}): RedirectRule[] {
  const { redirects } = content.redirects;
  const indexOf = new Map(redirects.map((r, i) => [r.from, i]));
  const rules: RedirectRule[] = redirects.map((r, i) => {
    // Anything that is not another redirect is taken as live: validation checked it.
    const end = resolve(redirects, i, indexOf, () => true);
    if (!end.ok) throw new Error(`${REDIRECTS_FILE}: redirects[${i}] "${r.from}" loops`);
    return { from: r.from, to: end.to, status: end.status };
  });
  const aliases = content.pages.flatMap(({ page }) =>
    (page.aliases ?? []).map((a): RedirectRule => ({ from: a, to: page.path, status: 200 })),
  );
  const proxies: RedirectRule[] = content.site?.analytics
    ? [{ from: ANALYTICS_EVENT_PATH, to: PLAUSIBLE_EVENT_ENDPOINT, status: 200 }]
    : [];
  return [...rules, ...aliases, ...proxies];
}

/** Column padding of {@link redirectsFile}: `from` and `to` padded to this width, at least. */
const FROM_WIDTH = 24;

/**
 * The text of `public/_redirects`: a header comment, the redirects (`from  to  status`, one per
 * line), then a comment line and the `200` rewrites (aliases). Takes rules; returns the text,
 * ending in a newline. src/lib/netlifyRedirects.ts `parseRedirectsFile` reads it back to the same
 * rules.
 */
export function redirectsFile(rules: readonly RedirectRule[]): string {
  const fromWidth = Math.max(FROM_WIDTH, ...rules.map((r) => r.from.length));
  const toWidth = Math.max(FROM_WIDTH, ...rules.map((r) => r.to.length));
  const line = (r: RedirectRule) =>
    `${r.from.padEnd(fromWidth)}  ${r.to.padEnd(toWidth)}  ${r.status}${r.force ? "!" : ""}`;
  const moved = rules.filter((r) => r.status !== 200);
  const rewrites = rules.filter((r) => r.status === 200 && !isProxyRule(r));
  const proxies = rules.filter(isProxyRule);
  return [
    `# Generated by the build from ${REDIRECTS_FILE} and the pages' aliases; edit those, not this file.`,
    "# Old paths: where visitors go (chains already followed to their final page).",
    ...moved.map(line),
    "",
    "# Aliases: built as pages of their own (same page, canonical to it); listed so every path",
    "# that is not its own page is here. Not forced, so the built file is what the host serves.",
    ...rewrites.map(line),
    "",
    ...(proxies.length
      ? [
          "# Proxies: the host forwards these paths to another service (analytics events).",
          ...proxies.map(line),
          "",
        ]
      : []),
  ].join("\n");
}
