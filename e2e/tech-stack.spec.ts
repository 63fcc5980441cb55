/**
 * Tech-stack pages (spec 02 "Tech-stack pages", §3, §4, §9): the counts, prices, timelines,
 * claims and button destinations the spec gives. Expected values are typed from the spec,
 * not read from data/pages/.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Locator, Page } from "playwright-core";
import { startSiteForSpec, visit } from "./harness";

const ctx = startSiteForSpec();

/** The hero: the section that holds the page's only h1. */
const hero = (page: Page) => page.locator("section", { has: page.locator("h1") }).first();

/** Asserts one stat (a `<div>` in a `<dl>`) shows this value and this label. */
async function assertStat(scope: Locator, value: string, label: RegExp) {
  const stat = scope.locator("dl > div").filter({ hasText: value }).filter({ hasText: label });
  assert.equal(
    await stat.count(),
    1,
    `stat ${value} ${label} in ${await scope.getAttribute("id")}`,
  );
}

/** Asserts package `i` shows the price and timeline, and whether it carries "Most Popular". */
async function assertPackage(
  page: Page,
  i: number,
  price: RegExp,
  duration: string,
  popular: boolean,
  extra: RegExp[] = [],
) {
  const text = await page.locator("#packages article").nth(i).innerText();
  assert.match(text, price, `package ${i} price`);
  assert.ok(text.includes(duration), `package ${i} duration ${duration}: ${text}`);
  assert.equal(/Most Popular/i.test(text), popular, `package ${i} popular`);
  for (const e of extra) assert.match(text, e, `package ${i}`);
}

/** Every package's Get Started goes to /book-session, and exactly one package is popular. */
async function assertPackages(page: Page, count: number) {
  const packages = page.locator("#packages article");
  assert.equal(await packages.count(), count);
  const hrefs = await page
    .locator("#packages a", { hasText: "Get Started" })
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  assert.deepEqual(hrefs, Array(count).fill("/book-session"));
  assert.equal(await packages.filter({ hasText: "Most Popular" }).count(), 1);
}

/** No dead controls: no href="#", every in-page anchor points at an element on the page. */
async function assertNoDeadLinks(page: Page) {
  assert.equal(await page.locator('a[href="#"]').count(), 0);
  const anchors = await page
    .locator('a[href^="#"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
  for (const a of anchors)
    assert.equal(await page.locator(a).count(), 1, `anchor ${a} has a target`);
}

/** The closing call to action is the last section and leads to /book-session. */
async function assertClosingCta(page: Page, label: string | RegExp = /Book Free Strategy Session/) {
  const cta = page.locator("#get-started");
  assert.equal(await cta.count(), 1);
  assert.equal(
    await cta.getByRole("link", { name: label }).first().getAttribute("href"),
    "/book-session",
  );
  const lastId = await page.locator("main section[id]").last().getAttribute("id");
  assert.equal(lastId, "get-started");
}

async function href(scope: Page | Locator, name: string) {
  return scope.getByRole("link", { name, exact: true }).first().getAttribute("href");
}

test("/tech-stack/langchain: four reasons, four badged solutions, ten technologies with levels, ten use cases", async () => {
  const v = await visit(ctx, "/tech-stack/langchain");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    assert.equal(await page.locator("h1").count(), 1);
    assert.match(await page.locator("h1").innerText(), /LangChain/);
    assert.equal(await page.locator("#reasons article").count(), 4);

    const solutions = page.locator("#solutions article");
    assert.equal(await solutions.count(), 4);
    for (const t of await solutions.allInnerTexts()) assert.match(t, /\b(Expert|Advanced)\b/);

    const technologies = page.locator("#technologies li");
    assert.equal(await technologies.count(), 10);
    for (const t of await technologies.allInnerTexts()) assert.match(t, /\b(Expert|Advanced)\b/);

    assert.equal(await page.locator("#use-cases article").count(), 10);
    // Site rule: the main CTA books a session even though the spec shows no booking link here.
    assert.equal(await href(hero(page), "Start Your LangChain Project"), "/book-session");
    await assertClosingCta(page);
    await assertNoDeadLinks(page);
  } finally {
    await v.close();
  }
});

test("/tech-stack/language-models: hero stats, profiles, 12-week process, packages, five FAQs", async () => {
  const v = await visit(ctx, "/tech-stack/language-models");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    assert.match(await page.locator("h1").innerText(), /Language Model/i);

    const h = hero(page);
    assert.equal(await h.locator("dl > div").count(), 4);
    await assertStat(h, "85%", /./);
    await assertStat(h, "6-8 weeks", /./);
    await assertStat(h, "99.9%", /uptime/i);
    await assertStat(h, "450%+", /ROI/);
    assert.equal(await href(h, "Book Free Strategy Session"), "/book-session");

    assert.equal(await page.locator("#challenges article").count(), 4);
    assert.equal(await page.locator("#solutions article").count(), 6);
    const models = page.locator("#models article");
    assert.equal(await models.count(), 4);
    for (let i = 0; i < 4; i++) {
      const m = models.nth(i);
      assert.ok((await m.locator("ul li").count()) > 0, `model ${i} lists capabilities`);
      assert.match(await m.innerText(), /Best for/i);
      assert.match(await m.innerText(), /Cost level/i);
    }
    assert.equal(await page.locator("#applications article").count(), 4);

    const steps = page.locator("#process ol > li");
    assert.equal(await steps.count(), 4);
    const weeks = ["Weeks 1-2", "Weeks 3-4", "Weeks 5-10", "Weeks 11-12"];
    for (let i = 0; i < 4; i++)
      assert.ok((await steps.nth(i).innerText()).includes(weeks[i]), weeks[i]);

    await assertPackages(page, 3);
    await assertPackage(page, 0, /\$35,000/, "6-8 weeks", false);
    await assertPackage(page, 1, /\$85,000/, "8-12 weeks", true, [/Professional/]);
    await assertPackage(page, 2, /Custom/, "12-20 weeks", false);

    assert.equal(await page.locator("#faq h3 button[aria-expanded]").count(), 5);
    await assertClosingCta(page);
    await assertNoDeadLinks(page);
  } finally {
    await v.close();
  }
});

test("/tech-stack/vector-databases: sub-100ms claim, process, stories, eight databases, packages, six FAQs", async () => {
  const v = await visit(ctx, "/tech-stack/vector-databases");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    assert.match(await page.locator("h1").innerText(), /Vector Database/i);
    assert.match(await page.locator("body").innerText(), /sub-100ms search/i);

    assert.ok((await page.locator("#challenges article").count()) > 0);
    assert.equal(await page.locator("#solutions article").count(), 4);
    assert.equal(await page.locator("#process ol > li").count(), 5);
    assert.equal(await page.locator("#success-stories article").count(), 3);
    assert.equal(await page.locator("#databases li").count(), 8);

    await assertPackages(page, 3);
    await assertPackage(page, 0, /\$2,500/, "2-3 weeks", false);
    await assertPackage(page, 1, /\$7,500/, "4-6 weeks", true, [/3 months support/i]);
    await assertPackage(page, 2, /\$15,000/, "8-12 weeks", false, [/6 months support/i]);

    assert.equal(await page.locator("#faq h3 button[aria-expanded]").count(), 6);

    // DESIGN.md "Content model": these buttons link to the obvious target.
    assert.equal(await href(page, "See Success Stories"), "#success-stories");
    assert.match((await href(page, "Compare Solutions")) ?? "", /^#[a-z-]+$/);
    assert.equal(await href(page, "Calculate Your Savings"), "/roi-calculator");
    assert.equal(await page.getByRole("link", { name: /Download/i }).count(), 0);
    assert.equal(await page.locator("button", { hasText: /Download/i }).count(), 0);

    await assertClosingCta(page);
    await assertNoDeadLinks(page);
  } finally {
    await v.close();
  }
});

test("/tech-stack/development: six-step process, Backend/Frontend/DevOps stack, three case studies, packages", async () => {
  const v = await visit(ctx, "/tech-stack/development");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    assert.match(await page.locator("h1").innerText(), /Development/i);

    assert.ok((await page.locator("#challenges article").count()) > 0);
    assert.equal(await page.locator("#solutions article").count(), 4);
    assert.equal(await page.locator("#process ol > li").count(), 6);
    const groups = (await page.locator("#stack h3").allInnerTexts()).map((t) => t.trim());
    assert.deepEqual(groups, ["Backend", "Frontend", "DevOps"]);
    assert.equal(await page.locator("#stack ul").count(), 3);
    assert.equal(await page.locator("#case-studies article").count(), 3);

    await assertPackages(page, 3);
    await assertPackage(page, 0, /\$15,000/, "6-8 weeks", false);
    await assertPackage(page, 1, /\$35,000/, "12-16 weeks", true);
    await assertPackage(page, 2, /\$75,000/, "20-24 weeks", false);

    assert.equal(await page.locator("#faq h3 button[aria-expanded]").count(), 6);

    assert.equal(await href(page, "View Architecture"), "#stack");
    assert.equal(await href(page, "View Case Studies"), "/case-studies");
    assert.equal(await href(page, "Calculate Your Savings"), "/roi-calculator");
    assert.equal(await page.getByRole("link", { name: /Download/i }).count(), 0);

    await assertClosingCta(page);
    await assertNoDeadLinks(page);
  } finally {
    await v.close();
  }
});

test("/tech-stack/crm-integration: six features, stats, ten CRMs, every button to /book-session", async () => {
  const v = await visit(ctx, "/tech-stack/crm-integration");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    assert.match(await page.locator("h1").innerText(), /CRM/);

    const h = hero(page);
    assert.equal(await href(h, "Get Started"), "/book-session");
    assert.equal(await href(h, "View Demo"), "/book-session");

    const features = (await page.locator("#features article h3").allInnerTexts()).map((t) =>
      t.trim().toLowerCase(),
    );
    assert.deepEqual(features, [
      "contact management",
      "sales pipeline automation",
      "communication hub",
      "appointment scheduling",
      "data security",
      "workflow automation",
    ]);
    assert.ok((await page.locator("#benefits li").count()) > 0);

    const stats = page.locator("#stats");
    assert.equal(await stats.locator("dl > div").count(), 3);
    await assertStat(stats, "40%", /sales conversion increase/i);
    await assertStat(stats, "60%", /fewer manual tasks/i);
    await assertStat(stats, "24/7", /support/i);

    assert.equal(await page.locator("#crms li").count(), 10);

    assert.equal(await href(page, "Request Custom Integration"), "/book-session");
    assert.equal(await href(page, "Book Consultation"), "/book-session");
    assert.equal(await href(page, "Get Pricing"), "/book-session");

    await assertClosingCta(page, "Book Consultation");
    await assertNoDeadLinks(page);
  } finally {
    await v.close();
  }
});

test("/tech-stack/ghl-integration: six features, metrics, three audiences, results", async () => {
  const v = await visit(ctx, "/tech-stack/ghl-integration");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    assert.match(await page.locator("h1").innerText(), /GoHighLevel/);

    assert.equal(await page.locator("#features article").count(), 6);
    assert.ok((await page.locator("#benefits article").count()) > 0);

    const metrics = page.locator("#metrics");
    await assertStat(metrics, "99.9%", /uptime/i);
    await assertStat(metrics, "500+", /integrations/i);
    await assertStat(metrics, "10x", /faster setup/i);

    const audiences = (await page.locator("#audiences article h3").allInnerTexts()).map((t) =>
      t.trim(),
    );
    assert.equal(audiences.length, 3);
    assert.match(audiences[0], /agencies/i);
    assert.match(audiences[1], /real estate/i);
    assert.match(audiences[2], /service businesses/i);

    const results = page.locator("#results");
    await assertStat(results, "300%", /lead conversion/i);
    await assertStat(results, "75%", /admin time saved/i);
    await assertStat(results, "$50K+", /monthly revenue/i);

    assert.equal(await href(hero(page), "Automate My GoHighLevel"), "/book-session");
    await assertClosingCta(page);
    await assertNoDeadLinks(page);
  } finally {
    await v.close();
  }
});
