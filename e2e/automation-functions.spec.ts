/**
 * Business-function automation pages (spec 02 "Rules that hold across pages", "Automation pages",
 * §3, §4, §9): /automation/marketing, /sales, /ecommerce, /finance. Every expected count, price,
 * timeline, claim and label is typed from the spec, never read from the page files.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Locator, Page } from "playwright-core";
import { startSiteForSpec, visit } from "./harness";

const ctx = startSiteForSpec();

/** The href of every element the locator matches, in document order. */
const hrefsOf = (loc: Locator) => loc.evaluateAll((els) => els.map((e) => e.getAttribute("href")));

/** The href of the single link named exactly `name` inside `scope`. */
async function linkHref(scope: Locator | Page, name: string): Promise<string | null> {
  const link = scope.getByRole("link", { name, exact: true });
  assert.equal(await link.count(), 1, `one link named "${name}"`);
  return link.getAttribute("href");
}

/** Whitespace-collapsed visible text. */
const textOf = async (loc: Locator) => (await loc.innerText()).replace(/\s+/g, " ").trim();

/** One h1 with the expected text, no dead "#" link, no plain button, the closing CTA last. */
async function assertCommon(page: Page, h1: string) {
  assert.equal(await page.locator("h1").count(), 1);
  assert.equal((await page.locator("h1").innerText()).trim(), h1);
  assert.equal(await page.locator('a[href="#"]').count(), 0, 'no link with href "#" alone');
  assert.equal(
    await page.locator("main section[id] button:not([aria-expanded])").count(),
    0,
    "no plain button without a destination in the content",
  );
  const sectionIds = await page
    .locator("main section[id]")
    .evaluateAll((els) => els.map((e) => e.id));
  assert.equal(sectionIds.at(-1), "get-started", "the closing call to action is the last section");
  const inPage = await hrefsOf(page.locator('main a[href^="#"]'));
  for (const href of inPage)
    assert.ok(sectionIds.includes(href!.slice(1)), `in-page link ${href} has a target`);
}

/** Each step of `#process`: its duration text, and a deliverables list. */
async function assertProcess(page: Page, weeks: string[], withDeliverables = true) {
  const steps = page.locator("#process ol > li");
  assert.equal(await steps.count(), weeks.length);
  for (const [i, w] of weeks.entries()) {
    const text = await textOf(steps.nth(i));
    assert.ok(text.includes(w), `step ${i + 1} shows "${w}"`);
    if (withDeliverables) {
      assert.match(text, /Deliverables/, `step ${i + 1} has deliverables`);
      assert.ok(
        (await steps.nth(i).locator("ul li").count()) > 0,
        `step ${i + 1} lists deliverables`,
      );
    }
  }
}

/** Cards in `#id`, each showing every meta label (e.g. Savings and ROI) with a value. */
async function assertCardsWithMeta(page: Page, id: string, count: number, labels: RegExp[]) {
  const cards = page.locator(`#${id} article`);
  assert.equal(await cards.count(), count, `#${id} has ${count} cards`);
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    assert.ok((await card.locator("h3").innerText()).trim().length > 0);
    const terms = await card.locator("dl dt").allInnerTexts();
    const values = await card.locator("dl dd").allInnerTexts();
    for (const l of labels)
      assert.ok(
        terms.some((t) => l.test(t)),
        `#${id} card ${i + 1} shows ${l}`,
      );
    assert.ok(
      values.length >= labels.length && values.every((v) => v.trim().length > 0),
      `#${id} card ${i + 1} has values`,
    );
  }
}

/** Package cards: name, price, timeline, support; one popular; every Get Started → /book-session. */
async function assertPackages(
  page: Page,
  expected: {
    name: string;
    price: string;
    duration: string;
    support?: RegExp;
    popular?: boolean;
  }[],
) {
  const packages = page.locator("#packages article");
  assert.equal(await packages.count(), expected.length);
  for (const [i, p] of expected.entries()) {
    const card = packages.nth(i);
    assert.equal((await card.locator("h3").innerText()).trim(), p.name);
    const text = await textOf(card);
    assert.ok(text.includes(p.price), `${p.name} shows ${p.price}`);
    assert.ok(text.includes(p.duration), `${p.name} shows ${p.duration}`);
    if (p.support) assert.match(text, p.support, `${p.name} shows ${p.support}`);
    if (p.popular) {
      assert.match(text, /Most Popular/);
      assert.equal(await card.getAttribute("data-popular"), "true");
    } else assert.doesNotMatch(text, /Most Popular/);
  }
  const getStarted = await hrefsOf(page.locator("#packages a", { hasText: "Get Started" }));
  assert.deepEqual(
    getStarted,
    expected.map(() => "/book-session"),
  );
}

/** FAQ: `count` questions; one open at a time; choosing the open one collapses it. */
async function assertFaq(page: Page, count: number) {
  const buttons = page.locator("#faq h3 button[aria-expanded]");
  assert.equal(await buttons.count(), count);
  // A click that lands before hydration is lost: retry until the first item opens.
  for (let attempt = 0; attempt < 10; attempt++) {
    await buttons.nth(0).click();
    const opened = await page
      .locator('#faq h3 button[aria-expanded="true"]')
      .first()
      .waitFor({ timeout: 1000 })
      .then(
        () => true,
        () => false,
      );
    if (opened) break;
  }
  assert.equal(await buttons.nth(0).getAttribute("aria-expanded"), "true");
  await buttons.nth(1).click();
  assert.equal(await buttons.nth(1).getAttribute("aria-expanded"), "true");
  assert.equal(await buttons.nth(0).getAttribute("aria-expanded"), "false");
  await buttons.nth(1).click();
  assert.equal(await page.locator('#faq h3 button[aria-expanded="true"]').count(), 0);
}

/** The hero's headline figures as "value label" strings, lower-cased. */
const heroStats = (page: Page) =>
  page
    .locator("#hero dl > div")
    .evaluateAll((divs) =>
      divs.map((d) =>
        `${d.querySelector("dd")?.textContent?.trim()} ${d.querySelector("dt")?.textContent?.trim()}`.toLowerCase(),
      ),
    );

test("/automation/marketing: metrics, problems, solutions, channels, 12-week process, packages, audit CTA", async () => {
  const v = await visit(ctx, "/automation/marketing");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    await assertCommon(page, "Marketing Automation That Pays for Itself");
    assert.match(await textOf(page.locator("main")), /400\+ marketing clients/i);
    assert.equal(await page.locator("#hero dl > div").count(), 4, "four headline metrics");
    await assertCardsWithMeta(page, "problems", 4, [/cost/i]);
    await assertCardsWithMeta(page, "solutions", 6, [/Savings/, /ROI/]);
    await assertCardsWithMeta(page, "channels", 4, [/ROI/]);
    const channels = page.locator("#channels article");
    for (let i = 0; i < 4; i++)
      assert.ok(
        (await channels.nth(i).locator("ul li").count()) > 0,
        `channel ${i + 1} lists automations`,
      );
    await assertProcess(page, ["Weeks 1-2", "Weeks 3-4", "Weeks 5-8", "Weeks 9-12"]);
    assert.equal(await page.locator("#case-studies article").count(), 2);
    assert.equal(await page.locator("#integrations li").count(), 8);
    await assertPackages(page, [
      { name: "Starter", price: "$22,000", duration: "4-6 weeks", support: /3 months support/ },
      {
        name: "Professional",
        price: "$58,000",
        duration: "6-10 weeks",
        support: /6 months support/,
        popular: true,
      },
      {
        name: "Enterprise",
        price: "Custom Quote",
        duration: "10-16 weeks",
        support: /12 months support/,
      },
    ]);
    await assertFaq(page, 5);
    const cta = page.locator("#get-started");
    assert.equal(await linkHref(cta, "Get Free Marketing Automation Audit"), "/book-session");
    assert.equal(await cta.locator("ul > li").count(), 3, "three promise tiles");
    assert.match(
      await textOf(cta.locator("ul")),
      /money back/i,
      "money-back ROI guarantee wording",
    );
    assert.match(await textOf(cta.locator("ul")), /ROI guarantee/i);
    assert.equal(
      await linkHref(page.locator("#hero"), "Book Free Strategy Session"),
      "/book-session",
    );
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("/automation/sales: metrics, problems, solutions, 12-week process, CRM tools, packages, assessment CTA", async () => {
  const v = await visit(ctx, "/automation/sales");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    await assertCommon(page, "Sales Automation That Fills Your Pipeline");
    assert.match(await textOf(page.locator("main")), /300\+ sales clients/i);
    assert.equal(await page.locator("#hero dl > div").count(), 4, "four headline metrics");
    await assertCardsWithMeta(page, "problems", 4, [/cost/i]);
    await assertCardsWithMeta(page, "solutions", 6, [/Savings/, /ROI/]);
    await assertProcess(page, ["Weeks 1-2", "Weeks 3-4", "Weeks 5-8", "Weeks 9-12"]);
    assert.equal(await page.locator("#case-studies article").count(), 2);
    assert.equal(await page.locator("#integrations li").count(), 8, "eight CRM and sales tools");
    await assertPackages(page, [
      { name: "Essentials", price: "$18,000", duration: "4-6 weeks" },
      { name: "Professional", price: "$52,000", duration: "6-10 weeks", popular: true },
      { name: "Enterprise", price: "Custom Quote", duration: "10-16 weeks" },
    ]);
    await assertFaq(page, 5);
    assert.equal(
      await linkHref(page.locator("#get-started"), "Get Free Sales Assessment"),
      "/book-session",
    );
    assert.equal(
      await linkHref(page.locator("#hero"), "Book Free Strategy Session"),
      "/book-session",
    );
    assert.equal(await linkHref(page.locator("#hero"), "View Case Studies"), "/case-studies");
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("/automation/ecommerce: badge and two buttons, challenges, solutions, stories with metrics, packages", async () => {
  const v = await visit(ctx, "/automation/ecommerce");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    await assertCommon(page, "E-commerce Automation for Growing Stores");
    const main = await textOf(page.locator("main"));
    assert.match(main, /90% less manual work/);
    assert.match(main, /40% revenue increase/);
    const hero = page.locator("#hero");
    const badge = await hero.locator("h1").evaluate((h1) => {
      const before = [...h1.parentElement!.querySelectorAll("p")].filter(
        (p) => p.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
      return before.map((p) => p.textContent?.trim()).join(" ");
    });
    assert.match(badge, /\S/, "a badge above the hero heading");
    assert.equal(await hero.locator("a").count(), 2, "two hero buttons");
    assert.equal(await linkHref(hero, "Automate My Store"), "/book-session");
    assert.equal(await linkHref(hero, "See Success Stories"), "#success-stories");
    assert.ok((await page.locator("#challenges article").count()) >= 1, "operational challenges");
    const solutions = page.locator("#solutions article");
    assert.ok((await solutions.count()) >= 1);
    for (let i = 0; i < (await solutions.count()); i++)
      assert.ok(
        (await solutions.nth(i).locator("ul li").count()) > 0,
        `solution ${i + 1} has a feature list`,
      );
    assert.equal(await page.locator("#process ol > li").count(), 4, "a four-step process");
    const stories = page.locator("#success-stories article");
    assert.ok((await stories.count()) >= 1);
    for (let i = 0; i < (await stories.count()); i++) {
      const terms = (await stories.nth(i).locator("dl dt").allInnerTexts()).map((t) => t.trim());
      assert.deepEqual(
        terms,
        ["Improvement", "Timeline", "Satisfaction"],
        `story ${i + 1} metrics`,
      );
      assert.match(
        await textOf(stories.nth(i).locator("dl")),
        /\d(\.\d)?\/5/,
        `story ${i + 1} satisfaction rating`,
      );
      assert.match(
        await textOf(stories.nth(i).locator("p").first()),
        /\S/,
        `story ${i + 1} industry`,
      );
    }
    assert.ok((await page.locator("#integrations li").count()) >= 1, "platform integrations");
    await assertPackages(page, [
      { name: "Starter", price: "$3,500", duration: "3-4 weeks" },
      {
        name: "Professional",
        price: "$8,500",
        duration: "6-8 weeks",
        support: /3 months support/,
        popular: true,
      },
      {
        name: "Enterprise",
        price: "$18,000",
        duration: "10-12 weeks",
        support: /6 months support/,
      },
    ]);
    await assertFaq(page, await page.locator("#faq h3 button[aria-expanded]").count());
    assert.equal(
      await linkHref(page.locator("#get-started"), "Book Free Strategy Session"),
      "/book-session",
    );
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("/automation/finance: four exact stats, hidden costs, 10-week process, grouped integrations, packages", async () => {
  const v = await visit(ctx, "/automation/finance");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    await assertCommon(page, "Finance Automation With 99.5% Accuracy");
    assert.deepEqual(await heroStats(page), [
      "85% cost reduction",
      "99.5% accuracy",
      "4-6 weeks to deploy",
      "300%+ roi",
    ]);
    assert.match(await textOf(page.locator("#problems")), /hidden costs of manual finance/i);
    await assertCardsWithMeta(page, "problems", 4, [/cost/i]);
    await assertCardsWithMeta(page, "solutions", 6, [/Savings/, /ROI/]);
    await assertProcess(page, ["Weeks 1-2", "Weeks 3-4", "Weeks 5-8", "Weeks 9-10"]);
    assert.equal(await page.locator("#case-studies article").count(), 2);
    assert.equal(await page.locator("#integrations li").count(), 8);
    const groups = (await page.locator("#integrations h3").allInnerTexts()).map((t) =>
      t.trim().toLowerCase(),
    );
    assert.deepEqual(groups, ["accounting", "erp", "payments"]);
    await assertPackages(page, [
      { name: "Starter", price: "$15,000", duration: "4-6 weeks", support: /3 months support/ },
      {
        name: "Professional",
        price: "$45,000",
        duration: "6-10 weeks",
        support: /6 months support/,
        popular: true,
      },
      {
        name: "Enterprise",
        price: "Custom Quote",
        duration: "10-16 weeks",
        support: /12 months support/,
      },
    ]);
    await assertFaq(page, 5);
    const cta = page.locator("#get-started");
    assert.equal(await linkHref(cta, "Book Free Strategy Session"), "/book-session");
    assert.equal(await cta.locator("ul > li").count(), 3, "three reassurance tiles");
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});
