/**
 * AI agent service pages: each shows every section its file in data/pages/ai-agents/ describes
 * (copy, counts, prices and labels are read from there), declares a service in its head, opens
 * with a hero that books a session, ends with a closing call to action that does too, and has
 * no dead control. Page-specific rules follow in each test.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { startSiteForSpec, visit } from "./harness";
import {
  actionTo,
  assertClosingCta,
  assertEveryCardHasList,
  assertOnePopular,
  assertNoDeadLinks,
  assertSections,
  assertSeo,
  heroOf,
  pageContent,
  sectionOf,
  type PageContent,
} from "./helpers";

const ctx = startSiteForSpec();

/**
 * Visits the page at `pathname` and checks what every AI agent page shares: 200, its head, every
 * section as its file says, a booking hero, the closing call to action, no dead links. Then runs
 * `extra` with the page and its content.
 */
async function checkServicePage(
  pathname: string,
  extra: (page: Page, content: PageContent) => Promise<void> = async () => undefined,
): Promise<void> {
  const content = pageContent(pathname);
  const v = await visit(ctx, pathname);
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    await assertSeo(page, content);
    assert.ok(content.seo.structuredData?.includes("service"), "a service page");
    await assertSections(page, content);
    actionTo(heroOf(content).actions, "/book-session");
    await assertClosingCta(page, content);
    await extra(page, content);
    await assertNoDeadLinks(page);
  } finally {
    await v.close();
  }
}

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
