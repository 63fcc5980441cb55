/**
 * Business-function automation pages: /automation/marketing, /sales, /ecommerce, /finance. Each
 * shows every section its file in data/pages/automation/ describes (copy, figures, prices,
 * process steps, questions, case studies), books a session from its hero and its closing call to
 * action, has no control without a destination, and logs no error. The rules these pages share
 * beyond their copy (figures on every problem and solution card, deliverables on every step,
 * a working FAQ accordion) are checked on the page.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { startSiteForSpec } from "./harness";
import { checkContentPage, type PageCheck } from "./contentPage";
import {
  actionTo,
  assertEveryCardHasList,
  assertFaqToggles,
  heroOf,
  sectionOf,
  studiesOf,
  type PageContent,
} from "./helpers";

const ctx = startSiteForSpec();

/** Every card in `#id` shows at least one figure (a term and its value in a `<dl>`). */
async function assertFiguresOnEveryCard(page: Page, id: string): Promise<void> {
  const cards = page.locator(`#${id} article`);
  const n = await cards.count();
  assert.ok(n > 0, `#${id} has cards`);
  for (let i = 0; i < n; i++) {
    const card = cards.nth(i);
    assert.ok((await card.locator("dl dt").count()) >= 1, `#${id} card ${i + 1} shows a figure`);
    for (const dd of await card.locator("dl dd").allTextContents())
      assert.match(dd, /\S/, `#${id} card ${i + 1}: every figure has a value`);
  }
}

/** Every step of `#process` carries a duration and a non-empty deliverables list. */
async function assertStepsWithDeliverables(page: Page, content: PageContent): Promise<void> {
  const process = sectionOf(content, "process");
  for (const [i, step] of process.steps.entries()) {
    assert.ok(step.duration, `step ${i + 1} has a duration`);
    assert.ok(step.deliverables?.length, `step ${i + 1} has deliverables`);
  }
  const steps = page.locator(`#${process.id} ol > li`);
  for (let i = 0; i < (await steps.count()); i++)
    assert.ok(
      (await steps.nth(i).locator("ul li").count()) > 0,
      `step ${i + 1} lists deliverables`,
    );
}

/**
 * An automation function page: the shared content-page checks, no plain button without a
 * destination, then `extra`, and a working FAQ.
 */
const checkFunctionPage = (pathname: string, extra: PageCheck) =>
  checkContentPage(ctx, pathname, async (page, content) => {
    assert.equal(
      await page.locator("main section[id] button:not([aria-expanded])").count(),
      0,
      "no plain button without a destination in the content",
    );
    await extra(page, content);
    await assertFaqToggles(page, sectionOf(content, "faq").id!);
  });

test("/automation/marketing: every section as its file says, figures on problem, solution and channel cards, deliverables, FAQ", async () => {
  await checkFunctionPage("/automation/marketing", async (page, content) => {
    for (const id of ["problems", "solutions", "channels"])
      await assertFiguresOnEveryCard(page, id);
    await assertEveryCardHasList(page, "channels");
    await assertStepsWithDeliverables(page, content);
    const tiles = sectionOf(content, "cta", "get-started").tiles ?? [];
    assert.ok(tiles.length > 0, "the closing call to action carries promise tiles");
    assert.equal(await page.locator("#get-started ul > li").count(), tiles.length);
  });
});

test("/automation/sales: every section as its file says, figures on problem and solution cards, deliverables, FAQ", async () => {
  await checkFunctionPage("/automation/sales", async (page, content) => {
    for (const id of ["problems", "solutions"]) await assertFiguresOnEveryCard(page, id);
    await assertStepsWithDeliverables(page, content);
    actionTo(heroOf(content).actions, "/case-studies");
  });
});

test("/automation/ecommerce: every section as its file says, hero badge, feature lists, story metrics, FAQ", async () => {
  await checkFunctionPage("/automation/ecommerce", async (page, content) => {
    const hero = heroOf(content);
    assert.ok(hero.badge, "the hero has a badge");
    // The badge sits above the heading.
    const above = await page.locator("h1").evaluate((h1) =>
      [...h1.parentElement!.querySelectorAll("p")]
        .filter((p) => p.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING)
        .map((p) => p.textContent?.trim())
        .join(" "),
    );
    assert.ok(above.includes(hero.badge), `badge "${hero.badge}" above the heading`);
    await assertEveryCardHasList(page, "solutions");
    const stories = sectionOf(content, "caseStudies");
    assert.ok(
      studiesOf(stories).every((s) => s.metrics),
      "every success story has metrics",
    );
  });
});

test("/automation/finance: every section as its file says, figures on problem and solution cards, grouped integrations, FAQ", async () => {
  await checkFunctionPage("/automation/finance", async (page, content) => {
    for (const id of ["problems", "solutions"]) await assertFiguresOnEveryCard(page, id);
    await assertStepsWithDeliverables(page, content);
    const groups = sectionOf(content, "badges", "integrations").groups;
    assert.ok(
      groups.length >= 2 && groups.every((g) => g.title),
      "integrations are grouped under titles",
    );
  });
});
