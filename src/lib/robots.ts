/**
 * robots.txt: crawlers may index every public page (not the CMS admin), and the file names the
 * sitemap index. Generated at build so the sitemap address follows the resolved site URL
 * (SITE_URL / URL).
 */

/**
 * The robots.txt text for a site origin. Production allows everything but the CMS (`Disallow:
 * /admin` is a prefix rule: it covers `/admin`, `/admin/` and everything below) and names the
 * sitemap index; a noindex build (deploy previews) disallows everything.
 */
export function robotsTxt(siteUrl: string, noindex = false): string {
  const origin = siteUrl.replace(/\/+$/, "");
  if (noindex) return "User-agent: *\nDisallow: /\n";
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${origin}/sitemap-index.xml\n`;
}
