/**
 * The home page in Chromium: every section its file (data/pages/home.json) describes, the
 * booking and calculator links, the head's SEO from data/site.json, and the sitemap and
 * robots.txt listing every route.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { startSiteForSpec, visit } from "./harness";
import {
  allArticles,
  allPages,
  actionTo,
  assertClosingCta,
  assertNoDeadLinks,
  assertSections,
  assertSeo,
  caseStudyEntries,
  heroOf,
  pageContent,
  sectionOf,
  site,
  templateEntries,
} from "./helpers";
import { filterPages } from "../src/lib/templateLibrary";
import { caseStudyFilterSitemap } from "../src/lib/caseStudyFilters";

const ctx = startSiteForSpec();
const home = pageContent("/");

test("/: every section as its file says; booking, case-study and calculator links; no dead controls", async () => {
  const v = await visit(ctx, "/");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    await assertSections(page, home);

    const hero = heroOf(home);
    assert.equal(hero.actions?.[0]?.href, "/book-session", "the main hero button books a session");
    actionTo(hero.actions, "/case-studies");
    const promo = sectionOf(home, "cta", "roi-promo");
    actionTo(promo.actions, "/roi-calculator");
    actionTo(promo.actions, "/book-session");
    // The before/after comparison is a real table with column and row headers.
    const comparison = sectionOf(home, "comparison");
    assert.equal(
      await page.locator(`#${comparison.id} thead th[scope=col]`).count(),
      comparison.columns.length,
    );
    assert.equal(
      await page.locator(`#${comparison.id} tbody th[scope=row]`).count(),
      comparison.rows.length,
    );

    await assertClosingCta(page, home);
    await assertNoDeadLinks(page);
    assert.equal(await page.locator('a[href="#"], a:not([href])').count(), 0, "no dead controls");
  } finally {
    await v.close();
  }
});

test("/: the head carries the SEO of the page file and data/site.json", async () => {
  const v = await visit(ctx, "/");
  try {
    const { page } = v;
    await assertSeo(page, home);
    const meta = (sel: string) => page.locator(sel).getAttribute("content");
    assert.equal(await meta('meta[name="robots"]'), "index, follow, max-image-preview:large");
    assert.equal(await meta('meta[name="theme-color"]'), site.themeColor);
    // The home page's own card (src/build/socialImages.ts), named by its content hash.
    const ogImage = (await meta('meta[property="og:image"]')) ?? "";
    assert.ok(ogImage.startsWith(`${site.siteUrl}/og/`), ogImage);
    assert.equal(await meta('meta[property="og:image:width"]'), String(site.socialImage.width));
    assert.equal(await meta('meta[property="og:image:height"]'), String(site.socialImage.height));
    assert.equal(await meta('meta[name="twitter:card"]'), "summary_large_image");
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "[]",
    );
    const org = ld.find((x: { "@type": string }) => x["@type"] === "Organization");
    assert.equal(org.foundingDate, site.organization.foundingDate);
    assert.ok(ld.some((x: { "@type": string }) => x["@type"] === "WebPage"));
    const img = await fetch(`${ctx.url}${new URL(ogImage).pathname}`);
    assert.equal(img.status, 200);
    const png = Buffer.from(await img.arrayBuffer());
    assert.equal(png.readUInt32BE(16), site.socialImage.width, "social image width");
    assert.equal(png.readUInt32BE(20), site.socialImage.height, "social image height");
  } finally {
    await v.close();
  }
});

test("the sitemap lists exactly the canonical pages, each with lastmod, each answering 200 with that canonical; robots.txt points to it", async () => {
  const index = await (await fetch(`${ctx.url}/sitemap-index.xml`)).text();
  assert.match(index, /sitemap-0\.xml/);
  const sitemap = await (await fetch(`${ctx.url}/sitemap-0.xml`)).text();
  const urls = [...sitemap.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]);
  const locs = urls.map((u) => /<loc>(.*?)<\/loc>/.exec(u)?.[1] ?? "");
  const canonicalPaths = [
    ...new Set([
      ...allPages()
        .filter((p) => p.path !== "/404" && !p.seo.noindex)
        .map((p) => p.seo.canonicalPath ?? p.path),
      ...allArticles().map((a) => a.path),
      // The libraries' filter pages (/templates/category/…, /case-studies/industry/…).
      ...allPages()
        .filter((p) =>
          p.sections.some((s) => s.type === "collectionList" && s.collection === "templates"),
        )
        .flatMap((p) => filterPages(p.path, templateEntries()).map((f) => f.path)),
      ...caseStudyFilterSitemap(allPages(), caseStudyEntries()).map((e) => e.path),
    ]),
  ].sort();
  assert.deepEqual(
    locs.map((l) => l.slice(site.siteUrl.length) || "/").sort(),
    canonicalPaths,
    "one <loc> per canonical page, no alias whose canonical is elsewhere, no noindex page, no 404",
  );
  for (const u of urls) {
    assert.match(u, /<lastmod>\d{4}-\d{2}-\d{2}/, `lastmod in ${u}`);
    assert.doesNotMatch(u, /<changefreq>|<priority>/, `no made-up changefreq or priority: ${u}`);
  }
  for (const a of allArticles())
    assert.ok(
      urls.some((u) =>
        u.includes(`<loc>${site.siteUrl}${a.path}</loc><lastmod>${a.content.dateModified}`),
      ),
      `${a.path}: lastmod is its dateModified`,
    );
  for (const loc of locs) {
    const res = await fetch(`${ctx.url}${loc.slice(site.siteUrl.length) || "/"}`, {
      redirect: "manual",
    });
    assert.equal(res.status, 200, `${loc} answers 200`);
    const canonical = /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(await res.text())?.[1];
    assert.equal(canonical, loc, `${loc} declares itself canonical`);
  }
  const robots = await (await fetch(`${ctx.url}/robots.txt`)).text();
  assert.ok(robots.includes(`Sitemap: ${site.siteUrl}/sitemap-index.xml`), robots);
  assert.match(robots, /^Disallow: \/admin$/m, "the CMS is kept out, with or without a slash");
});
