/**
 * AI agent service pages: each shows every section its file in data/pages/ai-agents/ describes
 * (copy, counts, prices and labels are read from there), declares a service in its head, opens
 * with a hero that books a session, ends with a closing call to action that does too, and has
 * no dead control. Page-specific rules follow in each test.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { startSiteForSpec } from "./harness";
import { checkContentPage, type PageCheck } from "./contentPage";
import { actionTo, assertEveryCardHasList, assertOnePopular, heroOf, sectionOf } from "./helpers";

const ctx = startSiteForSpec();

/** An AI agent page: a service page with the shared content-page checks, then `extra`. */
const checkServicePage = (pathname: string, extra?: PageCheck) =>
  checkContentPage(ctx, pathname, async (page, content) => {
    assert.ok(content.seo.structuredData?.includes("service"), "a service page");
    await extra?.(page, content);
  });

test("/ai-agents/rag: every section as its file says, card lists, one popular package, case studies link", async () => {
  await checkServicePage("/ai-agents/rag", async (page, content) => {
    actionTo(heroOf(content).actions, "/case-studies");
    await assertEveryCardHasList(page, "solutions");
    await assertEveryCardHasList(page, "use-cases");
    await assertOnePopular(page, content);
  });
});

test("/ai-agents/custom: every section as its file says, card lists, one popular package, case studies link", async () => {
  await checkServicePage("/ai-agents/custom", async (page, content) => {
    const hero = heroOf(content);
    assert.equal(hero.actions?.[0]?.href, "/book-session", "the main hero button books a session");
    actionTo(hero.actions, "/case-studies");
    await assertEveryCardHasList(page, "solutions");
    await assertEveryCardHasList(page, "use-cases");
    await assertOnePopular(page, content);
  });
});

test("/ai-agents/conversational: every section as its file says; each solution states its ROI", async () => {
  await checkServicePage("/ai-agents/conversational", async (page, content) => {
    const solutions = sectionOf(content, "cards", "solutions");
    const cards = page.locator("#solutions article");
    for (const [i, card] of solutions.cards.entries()) {
      assert.ok(card.meta?.length, `solution ${i + 1} has figures`);
      assert.equal(
        await cards.nth(i).locator("dl > div").count(),
        card.meta!.length,
        `solution ${i + 1} shows each figure as a term and value`,
      );
    }
  });
});

test("/ai-agents/multi-agent: every section as its file says; every framework shows its level", async () => {
  await checkServicePage("/ai-agents/multi-agent", async (page, content) => {
    const frameworks = sectionOf(content, "badges", "frameworks").groups.flatMap((g) => g.items);
    assert.ok(
      frameworks.every((f) => f.level),
      "each framework has a level",
    );
    assert.ok((await page.locator('main a[href="/book-session"]').count()) >= 1);
  });
});

test("/ai-agents/development: every section as its file says", async () => {
  await checkServicePage("/ai-agents/development");
});

test("/ai-agents/llm-integration: every section as its file says", async () => {
  await checkServicePage("/ai-agents/llm-integration");
});

test("/ai-agents/data-analysis: every section as its file says", async () => {
  await checkServicePage("/ai-agents/data-analysis");
});
