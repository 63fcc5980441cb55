/**
 * The home page in Chromium: every section its file (data/pages/home.json) describes, the
 * booking and calculator links, the head's SEO from data/site.json, and the sitemap and
 * robots.txt listing every route.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { startSiteForSpec, visit } from "./harness";
import {
  actionTo,
  assertClosingCta,
  assertNoDeadLinks,
  assertSections,
  assertSeo,
  heroOf,
  pageContent,
  routePaths,
  sectionOf,
  site,
} from "./helpers";

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
    assert.equal(await meta('meta[property="og:image"]'), site.siteUrl + site.socialImage.path);
    assert.equal(await meta('meta[property="og:image:width"]'), String(site.socialImage.width));
    assert.equal(await meta('meta[property="og:image:height"]'), String(site.socialImage.height));
    assert.equal(await meta('meta[name="twitter:card"]'), "summary_large_image");
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "[]",
    );
    const org = ld.find((x: { "@type": string }) => x["@type"] === "Organization");
    assert.equal(org.foundingDate, site.organization.foundingDate);
    assert.ok(ld.some((x: { "@type": string }) => x["@type"] === "WebPage"));
    const img = await fetch(`${ctx.url}${site.socialImage.path}`);
    assert.equal(img.status, 200);
    const png = Buffer.from(await img.arrayBuffer());
    assert.equal(png.readUInt32BE(16), site.socialImage.width, "social image width");
    assert.equal(png.readUInt32BE(20), site.socialImage.height, "social image height");
  } finally {
    await v.close();
  }
});

test("sitemap lists every route and alias; robots.txt points to it", async () => {
  const index = await (await fetch(`${ctx.url}/sitemap-index.xml`)).text();
  assert.match(index, /sitemap-0\.xml/);
  const sitemap = await (await fetch(`${ctx.url}/sitemap-0.xml`)).text();
  for (const p of routePaths())
    assert.ok(sitemap.includes(`<loc>${site.siteUrl}${p}</loc>`), `sitemap has ${p}`);
  assert.ok(!sitemap.includes("404"), "no 404 page in the sitemap");
  const robots = await (await fetch(`${ctx.url}/robots.txt`)).text();
  assert.ok(robots.includes(`Sitemap: ${site.siteUrl}/sitemap-index.xml`), robots);
});
