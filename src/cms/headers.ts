/**
 * The HTTP headers the CMS admin page (`/admin`) needs: rules for the site's `_headers` file
 * (src/lib/headers.ts writes them, src/build/headersFile.ts passes them in). Pure.
 *
 * Decap CMS cannot run under the public pages' policy:
 * - it compiles its config validator with `new Function` (ajv): `script-src 'unsafe-eval'`;
 * - it shows `data:`/`blob:` images (icons, previews of uploads), and reads a fresh upload back
 *   from its `blob:` URL before saving it (`connect-src blob:`);
 * - the sign-in and the content API are on the chosen backend's hosts (src/cms/backend.ts):
 *   the policy allows those of the backend in `data/site.json` and no other.
 * A browser enforces every CSP it receives, so a stricter policy that also matched `/admin`
 * could not be loosened by a second rule: the admin paths get this policy INSTEAD of the public
 * one. src/lib/headers.ts therefore sends the public CSP per page path, never on `/*`.
 */

import { CACHE_REVALIDATE, formatCsp } from "../lib/headers";
import type { HeaderRule } from "../lib/netlifyHeaders";
import { backendHosts, type CmsBackendSetting } from "./backend";

/**
 * URL paths of the admin page and its files. Netlify's `/admin/*` also matches `/admin` and
 * `/admin/` (the splat and its slash are optional), so one rule covers the page and its files.
 */
export const ADMIN_PATHS = ["/admin/*"];

/** The admin page's Content-Security-Policy directives for a backend (its hosts, no others). */
export function adminCspDirectives(backend: CmsBackendSetting): [string, string[]][] {
  const hosts = backendHosts(backend);
  return [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'unsafe-eval'", ...hosts.script]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...hosts.img]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", "blob:", ...hosts.connect]],
    ["frame-src", ["'self'", ...hosts.frame]],
    ["frame-ancestors", ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
  ];
}

/** The admin page's Content-Security-Policy header value for a backend. */
export function adminCsp(backend: CmsBackendSetting): string {
  return formatCsp(adminCspDirectives(backend));
}

/** Headers for {@link ADMIN_PATHS}: the backend's policy, never indexed, always revalidated. */
export function adminHeaders(backend: CmsBackendSetting): [string, string][] {
  return [
    ["Content-Security-Policy", adminCsp(backend)],
    ["X-Robots-Tag", "noindex, nofollow"],
    ["Cache-Control", CACHE_REVALIDATE],
  ];
}

/**
 * The `_headers` rules for the admin: one per {@link ADMIN_PATHS} entry, with
 * {@link adminHeaders} for the site's backend. `everyPathNoindex` says the site-wide `/*` rule
 * already sends `X-Robots-Tag` (preview builds): then the admin rules leave it out, so no
 * request gets that header from two rules.
 */
export function adminHeaderRules({
  backend,
  everyPathNoindex = false,
}: {
  backend: CmsBackendSetting;
  everyPathNoindex?: boolean;
}): HeaderRule[] {
  const headers = adminHeaders(backend).filter(
    ([name]) => !(everyPathNoindex && name === "X-Robots-Tag"),
  );
  return ADMIN_PATHS.map((path) => ({ path, headers }));
}

/** True when a CSP header value would stop Decap from starting (no `'unsafe-eval'` for scripts). */
export function cspBlocksDecap(csp: string | null | undefined): boolean {
  if (!csp) return false;
  // Several policies (comma-separated) are all enforced: any one of them can block.
  return csp.split(",").some((policy) => {
    const directives = new Map(
      policy
        .split(";")
        .map((d) => d.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...sources]) => [name.toLowerCase(), sources] as const),
    );
    const scripts = directives.get("script-src") ?? directives.get("default-src");
    return scripts !== undefined && !scripts.includes("'unsafe-eval'");
  });
}
