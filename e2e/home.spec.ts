/** The home page (spec 01 §2.3): every section and count the spec lists, in Chromium. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { startSiteForSpec, visit } from "./harness";

const ctx = startSiteForSpec();

test("/: hero, business impact, technology stack and client stories as the spec counts them", async () => {
  const v = await visit(ctx, "/");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    assert.equal(
      (await page.locator("h1").innerText()).trim(),
      "Build AI Agents That Transform Your Business",
    );
    assert.equal(
      await page.title(),
      "Loomwork AI | Custom AI Agents & Business Automation",
      "brand already in title: no suffix added",
    );

    // Hero: three stats, a primary button to /book-session and View Case Studies.
    const hero = page.locator("main section").first();
    assert.equal(await hero.locator("dl > div").count(), 3);
    assert.equal(
      await hero.getByRole("link", { name: "Book Free Strategy Session" }).getAttribute("href"),
      "/book-session",
    );
    assert.equal(
      await hero.getByRole("link", { name: "View Case Studies" }).getAttribute("href"),
      "/case-studies",
    );

    // Business impact: four benefit cards, three before/after comparisons, the ROI promo.
    assert.equal(await page.locator("#impact article").count(), 4);
    assert.equal(await page.locator("#before-after tbody tr").count(), 3);
    assert.deepEqual(await page.locator("#before-after thead th").allInnerTexts(), [
      "Process",
      "Before",
      "After",
    ]);
    assert.equal(
      await page
        .locator("#roi-promo")
        .getByRole("link", { name: "Free ROI Calculator" })
        .getAttribute("href"),
      "/roi-calculator",
    );
    assert.equal(
      await page
        .locator("#roi-promo")
        .getByRole("link", { name: "Book Strategy Call" })
        .getAttribute("href"),
      "/book-session",
    );

    // Technology stack: three categories, six partner badges, three assurance cards.
    assert.equal(await page.locator("#technology article").count(), 3);
    assert.equal(await page.locator("#partners li").count(), 6);
    assert.equal(await page.locator("#assurance article").count(), 3);

    // Client stories: three testimonials, four headline stats, industry tags.
    const stories = page.locator("#client-stories");
    assert.equal(await stories.locator("figure").count(), 3);
    assert.equal(await stories.locator("dl > div").count(), 4);
    assert.ok((await stories.locator("ul li").count()) >= 4, "industry tags");
    for (const claim of ["500+", "98%", "10M+"])
      assert.match(await stories.innerText(), new RegExp(claim.replace("+", "\\+")));

    // Every control leads somewhere (DESIGN.md "no dead controls").
    assert.equal(await page.locator('a[href="#"], a:not([href])').count(), 0);
  } finally {
    await v.close();
  }
});

test("/: the head carries the SEO the spec requires", async () => {
  const v = await visit(ctx, "/");
  try {
    const { page } = v;
    const meta = (sel: string) => page.locator(sel).getAttribute("content");
    assert.equal(
      await page.locator("link[rel=canonical]").getAttribute("href"),
      "https://www.loomwork.ai/",
    );
    assert.equal(await meta('meta[name="robots"]'), "index, follow, max-image-preview:large");
    assert.equal(await meta('meta[name="theme-color"]'), "#1e40af");
    assert.equal(
      await meta('meta[property="og:image"]'),
      "https://www.loomwork.ai/social-card.png",
    );
    assert.equal(await meta('meta[property="og:image:width"]'), "1200");
    assert.equal(await meta('meta[property="og:image:height"]'), "630");
    assert.equal(await meta('meta[name="twitter:card"]'), "summary_large_image");
    assert.ok((await meta('meta[name="keywords"]'))?.includes("AI agents"));
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "[]",
    );
    const org = ld.find((x: { "@type": string }) => x["@type"] === "Organization");
    assert.equal(org.foundingDate, "2020");
    assert.ok(ld.some((x: { "@type": string }) => x["@type"] === "WebPage"));
    const img = await fetch(`${ctx.url}/social-card.png`);
    assert.equal(img.status, 200);
    const png = Buffer.from(await img.arrayBuffer());
    assert.equal(png.readUInt32BE(16), 1200, "social image width");
    assert.equal(png.readUInt32BE(20), 630, "social image height");
  } finally {
    await v.close();
  }
});

test("sitemap lists every route; robots.txt points to it", async () => {
  const index = await (await fetch(`${ctx.url}/sitemap-index.xml`)).text();
  assert.match(index, /sitemap-0\.xml/);
  const sitemap = await (await fetch(`${ctx.url}/sitemap-0.xml`)).text();
  for (const p of [
    "/",
    "/book-session",
    "/ai-agents/rag",
    "/automation/zapier",
    "/hire/ai-sdr",
    "/resources/roi-calculator",
  ]) {
    assert.ok(sitemap.includes(`<loc>https://www.loomwork.ai${p}</loc>`), `sitemap has ${p}`);
  }
  assert.ok(!sitemap.includes("404"), "no 404 page in the sitemap");
  const robots = await (await fetch(`${ctx.url}/robots.txt`)).text();
  assert.match(robots, /Sitemap: https:\/\/www\.loomwork\.ai\/sitemap-index\.xml/);
});
