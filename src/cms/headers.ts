/**
 * The HTTP headers the CMS admin page (`/admin`) needs: rules for the site's `_headers` file
 * (src/lib/headers.ts writes them, src/build/headersFile.ts passes them in). Pure.
 *
 * Decap CMS cannot run under the public pages' policy:
 * - it compiles its config validator with `new Function` (ajv): `script-src 'unsafe-eval'`;
 * - the production login (git-gateway) loads the Netlify Identity widget from
 *   identity.netlify.com; the API calls go to the site's own `/.netlify/` endpoints;
 * - it shows `data:`/`blob:` images (icons, previews of uploads), and reads a fresh upload back
 *   from its `blob:` URL before saving it (`connect-src blob:`).
 * A browser enforces every CSP it receives, so a stricter policy that also matched `/admin`
 * could not be loosened by a second rule: the admin paths get this policy INSTEAD of the public
 * one. src/lib/headers.ts therefore sends the public CSP per page path, never on `/*`.
 */

import { formatCsp } from "../lib/headers";
import type { HeaderRule } from "../lib/netlifyHeaders";

/**
 * URL paths of the admin page and its files. Netlify's `/admin/*` also matches `/admin` and
 * `/admin/` (the splat and its slash are optional), so one rule covers the page and its files.
 */
export const ADMIN_PATHS = ["/admin/*"];

/** Where the Netlify Identity widget is loaded from (src/cms/admin.tsx). */
export const IDENTITY_ORIGIN = "https://identity.netlify.com";

/** The admin page's Content-Security-Policy directives. */
export function adminCspDirectives(): [string, string[]][] {
  return [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'unsafe-eval'", IDENTITY_ORIGIN]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:"]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", "blob:", IDENTITY_ORIGIN]],
    ["frame-src", ["'self'", IDENTITY_ORIGIN]],
    ["frame-ancestors", ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
  ];
}

/** The admin page's Content-Security-Policy header value. */
export function adminCsp(): string {
  return formatCsp(adminCspDirectives());
}

/** Headers for {@link ADMIN_PATHS}: the policy above, never indexed, always revalidated. */
export const ADMIN_HEADERS: [string, string][] = [
  ["Content-Security-Policy", adminCsp()],
  ["X-Robots-Tag", "noindex, nofollow"],
  ["Cache-Control", "public, max-age=0, must-revalidate"],
];

/**
 * The `_headers` rules for the admin: one per {@link ADMIN_PATHS} entry, with {@link ADMIN_HEADERS}.
 * `everyPathNoindex` says the site-wide `/*` rule already sends `X-Robots-Tag` (preview builds):
 * then the admin rules leave it out, so no request gets that header from two rules.
 */
export function adminHeaderRules({
  everyPathNoindex = false,
}: { everyPathNoindex?: boolean } = {}): HeaderRule[] {
  const headers = ADMIN_HEADERS.filter(([name]) => !(everyPathNoindex && name === "X-Robots-Tag"));
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
