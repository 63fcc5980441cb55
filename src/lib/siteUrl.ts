/**
 * The site's address: which origin the build publishes under, and absolute URLs on it.
 * Pure functions; canonical URLs, Open Graph URLs, JSON-LD, the sitemap and robots.txt use them.
 */

/** Default site origin when neither data/site.json nor the environment gives one. */
export const DEFAULT_SITE_URL = "https://www.loomwork.ai";

/**
 * The site's origin: `SITE_URL`, else Netlify's `URL`, else the value from data/site.json,
 * else {@link DEFAULT_SITE_URL} (blank values are skipped). Takes the environment and the
 * configured URL; returns an origin without a trailing slash. Throws if the chosen value is not
 * an http(s) URL.
 */
export function resolveSiteUrl(
  env: { SITE_URL?: string; URL?: string },
  configured: string | undefined,
): string {
  const raw = [env.SITE_URL, env.URL, configured, DEFAULT_SITE_URL]
    .find((v) => v && v.trim())!
    .trim();
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `Site URL "${raw}" is not a valid URL (set SITE_URL like https://www.example.com)`,
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`Site URL "${raw}" must start with https:// or http://`);
  }
  return url.origin;
}

/**
 * An absolute URL on the site: origin + path. `"/"` (or `""`) gives `"https://host/"`; other
 * paths keep no trailing slash, matching the routes the site serves (`/automation/zapier`).
 * Takes the site origin (a trailing slash is ignored) and a path; never throws.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  const origin = siteUrl.replace(/\/+$/, "");
  if (!path || path === "/") return `${origin}/`;
  return `${origin}${path.startsWith("/") ? "" : "/"}${path.replace(/\/+$/, "")}`;
}
