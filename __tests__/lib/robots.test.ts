import { robotsTxt } from "../../src/lib/robots";

describe("robotsTxt", () => {
  test("points to the sitemap on the site's own host and keeps /admin/ out", () => {
    expect(robotsTxt("https://www.loomwork.ai")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: https://www.loomwork.ai/sitemap-index.xml\n",
    );
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
