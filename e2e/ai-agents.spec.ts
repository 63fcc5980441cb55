/**
 * AI agent service pages (spec 01 §2.9, §3, §4, §9): the counts, prices, timelines, claims and
 * button destinations the spec gives. Expected values are typed from the spec, not read from
 * data/pages/.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Locator, Page } from "playwright-core";
import { startSiteForSpec, visit } from "./harness";

const ctx = startSiteForSpec();

/** The hero: the section that holds the page's only h1. */
const hero = (page: Page) => page.locator("section", { has: page.locator("h1") }).first();

/** The page answers 200, has exactly one h1 with this text, and declares a service in JSON-LD. */
async function assertPageBasics(
  page: Page,
  status: number | undefined,
  pathname: string,
  h1: string | RegExp,
  title: RegExp,
) {
  assert.equal(status, 200);
  assert.equal(await page.locator("h1").count(), 1);
  const heading = (await page.locator("h1").innerText()).trim();
  if (typeof h1 === "string") assert.equal(heading, h1);
  else assert.match(heading, h1);
  assert.match(await page.title(), title);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  assert.ok(canonical?.endsWith(pathname), `canonical ${canonical} ends with ${pathname}`);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(
    "\n",
  );
  assert.match(jsonLd, /"@type":\s*"Service"/, "service structured data");
}

/** Number of elements matching `selector` (e.g. "#problems article"). */
async function count(page: Page, selector: string): Promise<number> {
  return page.locator(selector).count();
}

/** Each card in the section has a non-empty list (features, benefits). */
async function assertEveryCardHasList(page: Page, sectionId: string) {
  const cards = page.locator(`#${sectionId} article`);
  const n = await cards.count();
  for (let i = 0; i < n; i++) {
    assert.ok(
      (await cards.nth(i).locator("ul li").count()) >= 1,
      `#${sectionId} card ${i} has a list`,
    );
  }
}

/** Success stories: spec 01 §9, timelines 8-16 weeks, satisfaction 4.8-5.0 out of 5. */
async function assertSuccessStories(page: Page, expected: number) {
  const stories = page.locator("#success-stories article");
  assert.equal(await stories.count(), expected);
  for (let i = 0; i < expected; i++) {
    // The metrics are a <dl>: read the values, not the free text (results may mention weeks too).
    const values = (await stories.nth(i).locator("dl dd").allInnerTexts()).map((t) => t.trim());
    const weeks = values.map((t) => t.match(/^(\d+)\s*weeks$/)).find(Boolean);
    assert.ok(weeks, `story ${i} shows a timeline in weeks: ${values.join(" | ")}`);
    assert.ok(
      Number(weeks[1]) >= 8 && Number(weeks[1]) <= 16,
      `story ${i} timeline ${weeks[1]} weeks within 8-16`,
    );
    const score = values.map((t) => t.match(/^(\d\.\d)\s*\/\s*5$/)).find(Boolean);
    assert.ok(score, `story ${i} shows a satisfaction score out of 5: ${values.join(" | ")}`);
    assert.ok(
      Number(score[1]) >= 4.8 && Number(score[1]) <= 5.0,
      `story ${i} satisfaction ${score[1]} within 4.8-5.0`,
    );
  }
}

/** Package `i` shows its price, duration and support term, and "Most Popular" only when popular. */
async function assertPackage(
  page: Page,
  i: number,
  name: string,
  price: string,
  duration: string,
  support: string,
  popular: boolean,
) {
  const pkg = page.locator("#packages article").nth(i);
  assert.equal((await pkg.locator("h3").innerText()).trim(), name);
  const text = await pkg.innerText();
  assert.ok(text.includes(price), `package ${name} price ${price}: ${text}`);
  assert.ok(text.includes(duration), `package ${name} duration ${duration}: ${text}`);
  assert.ok(text.includes(support), `package ${name} support ${support}: ${text}`);
  assert.equal(/Most Popular/.test(text), popular, `package ${name} popular`);
}

/** Three packages, each with Get Started to /book-session, exactly one Most Popular. */
async function assertPackages(page: Page) {
  const packages = page.locator("#packages article");
  assert.equal(await packages.count(), 3);
  const hrefs = await page
    .locator("#packages a", { hasText: "Get Started" })
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  assert.deepEqual(hrefs, ["/book-session", "/book-session", "/book-session"]);
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

/** The closing call to action is the last section and its main link goes to /book-session. */
async function assertClosingCta(page: Page, label: string | RegExp) {
  const cta = page.locator("#get-started");
  assert.equal(await cta.count(), 1);
  const link = cta.getByRole("link", { name: label, exact: typeof label === "string" }).first();
  assert.equal(await link.getAttribute("href"), "/book-session");
  assert.equal(await page.locator("main section[id]").last().getAttribute("id"), "get-started");
}

async function href(scope: Page | Locator, name: string): Promise<string | null> {
  return scope.getByRole("link", { name, exact: true }).first().getAttribute("href");
}

test("/ai-agents/rag: hero, 4 problems, 4 solutions, 4 use cases, 6 steps, 3 stories, 8 technologies, 3 packages, 6 FAQs", async () => {
  const v = await visit(ctx, "/ai-agents/rag");
  try {
    const { page } = v;
    await assertPageBasics(
      page,
      v.response?.status(),
      "/ai-agents/rag",
      "Ground AI in Your Knowledge",
      /RAG/,
    );

    const h = hero(page);
    assert.equal(await href(h, "Build RAG System"), "/book-session");
    assert.equal(await href(h, "View Case Studies"), "/case-studies");
    const trust = (await h.locator("ul li").allInnerTexts()).join("\n");
    assert.match(trust, /95% accuracy improvement/);
    assert.match(trust, /Source attribution/i);
    assert.match(trust, /Real-time updates/i);
    // Spec 01 §1: a claimed ROI of 300-600% within 12 months on RAG.
    const main = await page.locator("main").innerText();
    assert.match(main, /300-600%/);
    assert.match(main, /300-600% within 12 months/);

    assert.equal(await count(page, "#problems article"), 4);
    assert.equal(await count(page, "#solutions article"), 4);
    await assertEveryCardHasList(page, "solutions");
    assert.equal(await count(page, "#use-cases article"), 4);
    await assertEveryCardHasList(page, "use-cases");
    assert.equal(await count(page, "#process ol > li"), 6);
    await assertSuccessStories(page, 3);
    assert.equal(await count(page, "#technology li"), 8);

    await assertPackages(page);
    await assertPackage(page, 0, "Starter", "$8,000", "4-6 weeks", "3 months support", false);
    await assertPackage(
      page,
      1,
      "Professional",
      "$18,000",
      "8-10 weeks",
      "6 months premium support",
      true,
    );
    await assertPackage(
      page,
      2,
      "Enterprise",
      "$35,000",
      "12-16 weeks",
      "12 months support",
      false,
    );

    assert.equal(await count(page, "#faq h3 button[aria-expanded]"), 6);
    await assertClosingCta(page, "Schedule Consultation");
    await assertNoDeadLinks(page);
  } finally {
    await v.close();
  }
});

test("/ai-agents/custom: same layout, 8 integrations, MVP/Professional/Enterprise packages", async () => {
  const v = await visit(ctx, "/ai-agents/custom");
  try {
    const { page } = v;
    await assertPageBasics(
      page,
      v.response?.status(),
      "/ai-agents/custom",
      "AI Built Specifically for Your Business",
      /Custom AI Assistants/,
    );
    const h = hero(page);
    assert.equal(
      await h.locator("a").first().getAttribute("href"),
      "/book-session",
      "main hero button books a session",
    );
    assert.equal(await href(h, "View Case Studies"), "/case-studies");

    assert.equal(await count(page, "#problems article"), 4);
    assert.equal(await count(page, "#solutions article"), 4);
    await assertEveryCardHasList(page, "solutions");
    assert.equal(await count(page, "#use-cases article"), 4);
    await assertEveryCardHasList(page, "use-cases");
    assert.equal(await count(page, "#process ol > li"), 6);
    await assertSuccessStories(page, 3);
    assert.equal(await count(page, "#integrations li"), 8);

    await assertPackages(page);
    await assertPackage(page, 0, "MVP", "$12,000", "6-8 weeks", "3 months support", false);
    await assertPackage(
      page,
      1,
      "Professional",
      "$25,000",
      "10-12 weeks",
      "6 months support",
      true,
    );
    await assertPackage(
      page,
      2,
      "Enterprise",
      "$50,000",
      "16-20 weeks",
      "12 months support",
      false,
    );

    assert.equal(await count(page, "#faq h3 button[aria-expanded]"), 6);
    await assertClosingCta(page, /./);
    await assertNoDeadLinks(page);
  } finally {
    await v.close();
  }
});

test("/ai-agents/conversational: benefits, 3 solutions with ROI claims, 4 use cases, booking CTA", async () => {
  const v = await visit(ctx, "/ai-agents/conversational");
  try {
    const { page } = v;
    await assertPageBasics(
      page,
      v.response?.status(),
      "/ai-agents/conversational",
      /Conversational AI/,
      /Conversational/,
    );
    assert.ok((await count(page, "#benefits article")) >= 1, "benefit cards");

    const solutions = page.locator("#solutions article");
    assert.equal(await solutions.count(), 3);
    const titles = (await solutions.locator("h3").allInnerTexts()).join("\n");
    assert.match(titles, /support chatbots?/i);
    assert.match(titles, /lead qualification bots?/i);
    assert.match(titles, /voice assistants?/i);
    for (let i = 0; i < 3; i++) {
      const roi = solutions
        .nth(i)
        .locator("dl > div")
        .filter({ has: page.locator("dt", { hasText: /ROI/ }) });
      assert.equal(await roi.count(), 1, `solution ${i} has an ROI claim`);
      assert.match(await roi.locator("dd").innerText(), /\d+%/);
    }

    assert.equal(await count(page, "#use-cases article"), 4);
    await assertClosingCta(page, /./);
    await assertNoDeadLinks(page);
  } finally {
    await v.close();
  }
});

test("/ai-agents/multi-agent: 4 benefits, 4 architectures, 12 capabilities, 5 frameworks with levels", async () => {
  const v = await visit(ctx, "/ai-agents/multi-agent");
  try {
    const { page } = v;
    await assertPageBasics(
      page,
      v.response?.status(),
      "/ai-agents/multi-agent",
      /Multi-Agent/i,
      /Multi-Agent/,
    );
    assert.equal(await href(hero(page), "View Architecture"), "#architectures");

    assert.equal(await count(page, "#benefits article"), 4);
    assert.equal(await count(page, "#architectures article"), 4);
    assert.equal(await count(page, "#capabilities article"), 12);
    const frameworks = page.locator("#frameworks li");
    assert.equal(await frameworks.count(), 5);
    for (const t of await frameworks.allInnerTexts())
      assert.match(t, /\b(Expert|Advanced)\b/, `framework level: ${t}`);

    await assertClosingCta(page, /./);
    assert.ok((await page.locator('main a[href="/book-session"]').count()) >= 1);
    await assertNoDeadLinks(page);
  } finally {
    await v.close();
  }
});

test("/ai-agents/development: 4-step process, 6 agent solutions, 4 technology categories, Book Strategy Session", async () => {
  const v = await visit(ctx, "/ai-agents/development");
  try {
    const { page } = v;
    await assertPageBasics(
      page,
      v.response?.status(),
      "/ai-agents/development",
      /AI Agents/,
      /Custom AI Agent Development/,
    );
    assert.equal(await count(page, "#process ol > li"), 4);
    assert.equal(await count(page, "#solutions article"), 6);
    assert.equal(await count(page, "#technology article"), 4);
    await assertClosingCta(page, "Book Strategy Session");
    await assertNoDeadLinks(page);
  } finally {
    await v.close();
  }
});

test("/ai-agents/llm-integration: 4-step approach, 6 model platforms, 4 service groups", async () => {
  const v = await visit(ctx, "/ai-agents/llm-integration");
  try {
    const { page } = v;
    await assertPageBasics(
      page,
      v.response?.status(),
      "/ai-agents/llm-integration",
      /Language Models/i,
      /LLM Integration/,
    );
    assert.equal(await count(page, "#process ol > li"), 4);
    assert.equal(await count(page, "#platforms article"), 6);
    assert.equal(await count(page, "#services article"), 4);
    await assertClosingCta(page, /./);
    await assertNoDeadLinks(page);
  } finally {
    await v.close();
  }
});

test("/ai-agents/data-analysis: 4 capabilities, 6 agent types, 4-step implementation, 6 benefits", async () => {
  const v = await visit(ctx, "/ai-agents/data-analysis");
  try {
    const { page } = v;
    await assertPageBasics(
      page,
      v.response?.status(),
      "/ai-agents/data-analysis",
      /Data/,
      /Data Analysis/,
    );
    assert.equal(await count(page, "#capabilities article"), 4);
    assert.equal(await count(page, "#agent-types article"), 6);
    assert.equal(await count(page, "#process ol > li"), 4);
    assert.equal(await count(page, "#benefits article"), 6);
    await assertClosingCta(page, /./);
    await assertNoDeadLinks(page);
  } finally {
    await v.close();
  }
});
