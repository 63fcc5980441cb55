/**
 * Industry pages (spec 02 "Industry pages"): counts, badges, booking links and the
 * real-estate 30-day trial. Expected values are typed from the spec, never read from data/.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Locator, Page } from "playwright-core";
import { startSiteForSpec, visit } from "./harness";

const ctx = startSiteForSpec();

/** The href of every element the locator matches. */
const hrefs = (l: Locator) => l.evaluateAll((els) => els.map((e) => e.getAttribute("href")));

/** Texts of the `<li>` badges in a badges section. */
const badgeTexts = (page: Page, id: string) => page.locator(`#${id} li`).allInnerTexts();

/** Shared checks: one h1, no dead links, the closing call to action last and booking-bound. */
async function assertCommon(page: Page, h1: RegExp): Promise<void> {
  assert.equal(await page.locator("h1").count(), 1);
  assert.match((await page.locator("h1").innerText()).trim(), h1);
  assert.equal(await page.locator('main a[href="#"]').count(), 0, 'no link may point at "#" alone');
  assert.equal(await page.locator("main a:not([href])").count(), 0, "every link has a destination");
  assert.equal(await page.locator("main section").last().getAttribute("id"), "get-started");
  const closing = await hrefs(page.locator("#get-started a"));
  assert.ok(
    closing.includes("/book-session"),
    `closing CTA links to /book-session (got ${closing.join(", ")})`,
  );
  // Every page has benefits and four solutions.
  assert.ok((await page.locator("#benefits article").count()) > 0, "benefit cards");
  assert.equal(await page.locator("#solutions article").count(), 4);
}

/** Each of the four solution cards states a claimed ROI as a percentage. */
async function assertSolutionRoi(page: Page): Promise<void> {
  for (const text of await page.locator("#solutions article").allInnerTexts()) {
    assert.match(text, /ROI/);
    assert.match(text, /\d+%/);
  }
}

/** The three links the spec names on healthcare, manufacturing, financial and marketing. */
async function assertResourceLinks(page: Page): Promise<void> {
  for (const href of ["/book-session", "/resources/roi-calculator", "/resources/case-studies"]) {
    assert.ok((await page.locator(`main a[href="${href}"]`).count()) > 0, `a link to ${href}`);
  }
  const closing = page.locator("#get-started");
  assert.deepEqual(await hrefs(closing.getByRole("link", { name: "Calculate ROI" })), [
    "/resources/roi-calculator",
  ]);
  assert.deepEqual(await hrefs(closing.getByRole("link", { name: "View Case Studies" })), [
    "/resources/case-studies",
  ]);
  assert.deepEqual(await hrefs(closing.getByRole("link", { name: "Book Free Strategy Session" })), [
    "/book-session",
  ]);
}

/** Saas and ecommerce: the spec leaves button actions open, so DESIGN.md's targets apply. */
async function assertDefaultButtonTargets(page: Page): Promise<void> {
  for (const scope of ["#overview", "#get-started"]) {
    const s = page.locator(scope);
    assert.deepEqual(await hrefs(s.getByRole("link", { name: "Book Free Strategy Session" })), [
      "/book-session",
    ]);
    assert.deepEqual(await hrefs(s.getByRole("link", { name: "Calculate ROI" })), [
      "/roi-calculator",
    ]);
    assert.deepEqual(await hrefs(s.getByRole("link", { name: "View Case Studies" })), [
      "/case-studies",
    ]);
  }
}

test("/industries/healthcare: solutions with ROI, six specialties, eight compliance badges, three links", async () => {
  const v = await visit(ctx, "/industries/healthcare");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    await assertCommon(page, /Healthcare/);
    await assertSolutionRoi(page);
    assert.equal(await page.locator("#specialties article").count(), 6);
    const badges = await badgeTexts(page, "compliance");
    assert.equal(badges.length, 8);
    for (const name of ["HIPAA", "SOC 2", "HITECH", "GDPR"]) {
      assert.ok(
        badges.some((b) => b.includes(name)),
        `compliance badge ${name}`,
      );
    }
    await assertResourceLinks(page);
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("/industries/real-estate: six lead sources, testimonial, ten features, 30-day trial, demo to booking", async () => {
  const v = await visit(ctx, "/industries/real-estate");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    await assertCommon(page, /Lead/);
    await assertSolutionRoi(page);
    assert.equal(await page.locator("#lead-sources article").count(), 6);

    const testimonial = page.locator("#testimonial figure");
    assert.equal(await testimonial.count(), 1);
    const quote = (await testimonial.locator("blockquote").innerText()).trim();
    assert.ok(quote.length > 80, "the testimonial has a real quote");
    const said = await testimonial.innerText();
    assert.match(said, /Marcus Delgado/);
    assert.match(said, /Managing Broker/);
    assert.match(said, /2x conversion on portal leads/);

    assert.equal(await page.locator("#features article").count(), 10);

    const trial = page.locator("#trial");
    assert.match(await trial.innerText(), /30 days/);
    assert.deepEqual(await hrefs(trial.getByRole("link", { name: "Start Your 30-Day Trial" })), [
      "/book-session",
    ]);
    assert.match(await page.locator("#overview").innerText(), /30-day trial/i);

    const demo = await hrefs(page.locator("main").getByRole("link", { name: "Book a Demo" }));
    assert.ok(demo.length >= 1, "a demo button");
    assert.ok(
      demo.every((h) => h === "/book-session"),
      `demo buttons go to /book-session (got ${demo.join(", ")})`,
    );
    // The other buttons follow DESIGN.md: in-page features, calculator, case studies.
    assert.deepEqual(
      await hrefs(page.locator("#overview").getByRole("link", { name: "Explore Features" })),
      ["#features"],
    );
    assert.deepEqual(await hrefs(trial.getByRole("link", { name: "Calculate ROI" })), [
      "/roi-calculator",
    ]);
    assert.deepEqual(
      await hrefs(page.locator("#get-started").getByRole("link", { name: "View Case Studies" })),
      ["/case-studies"],
    );
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("/industries/saas: four named growth stages with focus and solutions, six verticals, eight integration categories", async () => {
  const v = await visit(ctx, "/industries/saas");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    await assertCommon(page, /SaaS/);
    await assertSolutionRoi(page);

    const stages = page.locator("#growth-stages article");
    assert.equal(await stages.count(), 4);
    const names: string[] = [];
    for (let i = 0; i < 4; i++) {
      const stage = stages.nth(i);
      names.push((await stage.locator("h3").first().innerText()).trim());
      const text = await stage.innerText();
      assert.match(text, /Focus/);
      assert.match(text, /Solutions/);
      assert.ok((await stage.locator("li").count()) >= 1, "each stage lists its solutions");
    }
    assert.deepEqual(names, ["Pre-Seed", "Seed Stage", "Series A", "Growth Stage"]);

    assert.equal(await page.locator("#verticals article").count(), 6);
    assert.equal(await page.locator("#integrations ul").count(), 8);
    assert.equal(await page.locator("#integrations h3").count(), 8);
    await assertDefaultButtonTargets(page);
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("/industries/ecommerce: six platforms, four verticals, eight integration categories", async () => {
  const v = await visit(ctx, "/industries/ecommerce");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    await assertCommon(page, /E-commerce/);
    await assertSolutionRoi(page);
    assert.equal((await badgeTexts(page, "platforms")).length, 6);
    assert.ok((await badgeTexts(page, "platforms")).some((b) => b.includes("Shopify")));
    assert.equal(await page.locator("#verticals article").count(), 4);
    assert.equal(await page.locator("#integrations ul").count(), 8);
    assert.equal(await page.locator("#integrations h3").count(), 8);
    await assertDefaultButtonTargets(page);
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("/industries/manufacturing: four use cases, ten system integrations, three links", async () => {
  const v = await visit(ctx, "/industries/manufacturing");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    await assertCommon(page, /Manufactur/);
    await assertSolutionRoi(page);
    assert.equal(await page.locator("#use-cases article").count(), 4);
    const systems = await badgeTexts(page, "integrations");
    assert.equal(systems.length, 10);
    assert.ok(
      systems.some((b) => b.includes("SAP")),
      "an ERP among the systems",
    );
    await assertResourceLinks(page);
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("/industries/financial: six sectors, ten regulation badges, three links", async () => {
  const v = await visit(ctx, "/industries/financial");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    await assertCommon(page, /Financial/);
    await assertSolutionRoi(page);
    assert.equal(await page.locator("#sectors article").count(), 6);
    const regulations = await badgeTexts(page, "regulations");
    assert.equal(regulations.length, 10);
    for (const name of ["PCI DSS", "GLBA", "SOX", "FINRA"]) {
      assert.ok(
        regulations.some((b) => b.includes(name)),
        `regulation badge ${name}`,
      );
    }
    await assertResourceLinks(page);
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("/industries/marketing: six services, four agency types, eleven platforms, three links", async () => {
  const v = await visit(ctx, "/industries/marketing");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    await assertCommon(page, /Marketing Agencies/);
    await assertSolutionRoi(page);
    assert.equal(await page.locator("#services article").count(), 6);
    assert.equal(await page.locator("#agency-types article").count(), 4);
    assert.equal((await badgeTexts(page, "platforms")).length, 11);
    await assertResourceLinks(page);
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});
