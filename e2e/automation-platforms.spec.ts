/**
 * Automation platform pages: /automation/n8n, /make, /zapier, /custom-api. Each shows every
 * section its file in data/pages/automation/ describes (copy, timelines, prices, packages,
 * questions), declares a service, offers a booking button in its hero, ends with a closing call
 * to action that books a session, and has no dead link. Page-specific rules follow in each test.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Locator, Page } from "playwright-core";
import { startSiteForSpec } from "./harness";
import { checkContentPage, type PageCheck } from "./contentPage";
import { actionName, actionTo, assertOnePopular, heroOf, sectionOf, sectionsOf } from "./helpers";

const ctx = startSiteForSpec();

/** The visible label of every link in `scope`, in document order. */
const linkLabels = (scope: Locator) =>
  scope.locator("a").evaluateAll((els) => els.map((e) => (e.textContent ?? "").trim()));

/** Every card in `#id` shows, in its figures, a term whose value matches `value`. */
async function assertFigureOnEveryCard(page: Page, id: string, value: RegExp): Promise<void> {
  const cards = page.locator(`#${id} article`);
  const n = await cards.count();
  assert.ok(n > 0, `#${id} has cards`);
  for (let i = 0; i < n; i++) {
    const values = await cards.nth(i).locator("dl dd").allTextContents();
    assert.ok(
      values.some((t) => value.test(t)),
      `#${id} card ${i + 1}: a figure matches ${value}`,
    );
  }
}

/** An automation platform page: the shared content-page checks, then `extra`. */
const checkPlatformPage = (pathname: string, extra: PageCheck) =>
  checkContentPage(ctx, pathname, extra);

test("/automation/n8n: every section as its file says; hero buttons in order; timed services; grouped integrations", async () => {
  await checkPlatformPage("/automation/n8n", async (page, content) => {
    const actions = heroOf(content).actions ?? [];
    assert.deepEqual(
      (await linkLabels(page.locator("#hero"))).slice(0, actions.length),
      actions.map(actionName),
      "the hero's buttons in the file's order",
    );
    actionTo(actions, "/templates");
    // Every service states its timeline in weeks.
    await assertFigureOnEveryCard(page, "services", /\d+(-\d+)? weeks?/);
    const groups = sectionOf(content, "badges", "integrations").groups;
    assert.ok(groups.length >= 2 && groups.every((g) => g.title), "integrations grouped by title");
  });
});

test("/automation/make: every section as its file says; priced services; hours saved per use case; titled integration groups", async () => {
  await checkPlatformPage("/automation/make", async (page, content) => {
    actionTo(heroOf(content).actions, "/case-studies");
    // Every service states a starting price, every use case the hours it saves.
    await assertFigureOnEveryCard(page, "services", /\$\d{1,3}(,\d{3})*/);
    await assertFigureOnEveryCard(page, "use-cases", /\d+ hours/);
    const groups = sectionOf(content, "badges", "integrations").groups;
    assert.ok(groups.length >= 2 && groups.every((g) => g.title), "integrations grouped by title");
  });
});

test("/automation/zapier: every section as its file says; in-page links to integrations and stories; one popular package", async () => {
  await checkPlatformPage("/automation/zapier", async (page, content) => {
    const actions = [
      ...(heroOf(content).actions ?? []),
      ...sectionsOf(content, "cards").flatMap((c) => c.actions ?? []),
    ];
    for (const anchor of ["#integrations", "#success-stories"]) {
      actionTo(actions, anchor);
      assert.equal(await page.locator(anchor).count(), 1, `${anchor} exists`);
    }
    await assertOnePopular(page, content);
  });
});

test("/automation/custom-api: every section as its file says; success stories anchor; one popular package", async () => {
  await checkPlatformPage("/automation/custom-api", async (page, content) => {
    actionTo(heroOf(content).actions, "#success-stories");
    await assertOnePopular(page, content);
  });
});
