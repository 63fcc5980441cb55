import { robotsTxt } from "../../src/lib/robots";

describe("robotsTxt", () => {
  test("points to the sitemap on the site's own host and keeps /admin out, with or without a slash", () => {
    const robots = robotsTxt("https://www.loomwork.ai");
    expect(robots).toBe(
      "User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://www.loomwork.ai/sitemap-index.xml\n",
    );
    // A Disallow value is a path prefix: it must be a prefix of both forms of the admin URL.
    const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]);
    for (const url of ["/admin", "/admin/", "/admin/config.json"])
      expect(disallowed.some((prefix) => url.startsWith(prefix))).toBe(true);
  });
  test("follows an overridden site URL and ignores a trailing slash", () => {
    expect(robotsTxt("https://preview.example.com/")).toContain(
      "Sitemap: https://preview.example.com/sitemap-index.xml",
    );
  });
  test("a noindex build (deploy preview) disallows everything", () => {
    expect(robotsTxt("https://x.netlify.app", true)).toBe("User-agent: *\nDisallow: /\n");
  });
});
