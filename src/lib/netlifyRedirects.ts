/**
 * Netlify's `_redirects` file format, the subset the site writes: parse it into rules, find the
 * rule of a request path, and give the `Location` a redirect answers with. Pure: no file access.
 *
 * Used by the preview and browser-test server (scripts/serve.ts) and by the tests; the build
 * writes the file with src/content/redirects.ts.
 *
 * The format, as Netlify reads it:
 *  - a line starting with `#` is a comment; blank lines are ignored; lines are trimmed;
 *  - every other line is `from  to  status`, separated by any whitespace; `from` is a site path,
 *    `to` a site path (optionally with `?query` and `#anchor`) and `status` a three-digit code
 *    (`301`, `302`: a redirect; `200`: a rewrite, the target's content served at `from`); a
 *    trailing `!` forces the rule even where a file exists.
 *  - a `200` rule may instead lead to an `https://` URL: a proxy, the host fetching that URL and
 *    answering with its response at `from` (the site's analytics endpoint, `/api/event`).
 *  - A rule that is not forced applies only when no file answers at the path ("shadowing").
 * Splats (`*`), placeholders (`:name`), query conditions and country or language conditions are
 * not part of the subset: the parser refuses them.
 */

import { splitHref } from "./href";

/** One rule of a `_redirects` file. */
export type RedirectRule = {
  /** The request path the rule answers, e.g. `/services`. */
  from: string;
  /**
   * Where it leads: a site path, optionally with `?query` and `#anchor`; for a `200` rule also an
   * `https://` URL the host proxies to (see {@link isProxyRule}).
   */
  to: string;
  /** `301` or `302` (a redirect) or `200` (a rewrite). */
  status: 200 | 301 | 302;
  /** `true` when written with `!`: applies even where a file exists. */
  force?: true;
};

/**
 * Parses the text of a `_redirects` file into its rules, in file order. Takes the file's text
 * (`\n` or `\r\n` line ends). Throws, naming the line, on a line that is not `from to status`
 * with a site path, a site target and a status of 200, 301 or 302, and on splats, placeholders
 * and conditions (the site's file is generated, so such a line means a bug).
 */
export function parseRedirectsFile(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith("#")) return;
    const parts = line.split(/\s+/);
    const fail = (why: string) => new Error(`_redirects line ${i + 1}: ${why}: ${line}`);
    if (parts.length !== 3) throw fail('expected "from to status"');
    const [from, to, code] = parts;
    if (!from.startsWith("/") || /[*:?#]/.test(from))
      throw fail("expected a plain site path (no splat, placeholder or query) to redirect from");
    const match = /^(200|301|302)(!?)$/.exec(code);
    if (!match) throw fail("expected a status of 200, 301 or 302");
    const proxy = match[1] === "200" && PROXY_TARGET.test(to);
    if (!proxy && (!to.startsWith("/") || /[*:]/.test(splitHref(to).path)))
      throw fail(
        "expected a plain site path to redirect to (or an https:// URL to proxy with 200)",
      );
    rules.push({
      from,
      to,
      status: Number(match[1]) as RedirectRule["status"],
      ...(match[2] ? { force: true as const } : {}),
    });
  });
  return rules;
}

/** A proxy rule's target: an `https://` URL with a host and no splat or placeholder. */
const PROXY_TARGET = /^https:\/\/[^\s/*:]+(\/[^\s*:]*)?$/;

/**
 * Whether a rule proxies to another host (a `200` rule whose target is an `https://` URL): the
 * host answers it with that URL's response instead of a file of the site.
 */
export function isProxyRule(rule: RedirectRule): boolean {
  return rule.status === 200 && rule.to.startsWith("https://");
}

/** A path without its trailing slashes (`/services/` → `/services`; `/` stays `/`). */
function bare(pathname: string): string {
  return pathname.replace(/\/+$/, "") || "/";
}

/**
 * The first rule whose `from` is `pathname` (decoded, without the query), or undefined. A
 * trailing slash on either side is ignored, as on Netlify. Whether a file shadows the rule is
 * the caller's business (only it knows the files).
 */
export function matchRedirect(
  rules: readonly RedirectRule[],
  pathname: string,
): RedirectRule | undefined {
  const wanted = bare(pathname);
  return rules.find((r) => bare(r.from) === wanted);
}

/**
 * The target of a rule for a request with query string `search` (`?a=1` or empty): the rule's
 * `to`, with the request's query added when the target has none of its own (Netlify keeps it),
 * before any `#anchor` of the target.
 */
export function redirectTarget(rule: RedirectRule, search: string): string {
  const { path, query, hash } = splitHref(rule.to);
  if (query || !search || search === "?") return rule.to;
  return `${path}${search.startsWith("?") ? search : `?${search}`}${hash}`;
}
