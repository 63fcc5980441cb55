/**
 * Tech-stack pages: each shows every section its file in data/pages/tech-stack/ describes (copy,
 * figures, prices, packages, questions), declares a service, offers a booking button in its
 * hero, ends with a closing call to action that books a session, and has no dead link.
 * Page-specific rules follow in each test.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { startSiteForSpec } from "./harness";
import { checkContentPage, type PageCheck } from "./contentPage";
import {
  actionTo,
  assertEveryCardHasList,
  assertOnePopular,
  heroOf,
  sectionOf,
  sectionsOf,
} from "./helpers";

const ctx = startSiteForSpec();

/** No link and no button offers a download (nothing on these pages can be downloaded). */
async function assertNoDownloads(page: Page): Promise<void> {
  assert.equal(await page.getByRole("link", { name: /Download/i }).count(), 0);
  assert.equal(await page.locator("button", { hasText: /Download/i }).count(), 0);
}

/** A tech-stack page: the shared content-page checks, then `extra`. */
const checkTechPage = (pathname: string, extra?: PageCheck) =>
  checkContentPage(ctx, pathname, extra);

test("/tech-stack/langchain: every section as its file says; solutions and technologies show their level", async () => {
  await checkTechPage("/tech-stack/langchain", async (page, content) => {
    const solutions = sectionOf(content, "cards", "solutions").cards;
    assert.ok(
      solutions.every((c) => c.badge),
      "every solution carries a level badge",
    );
    const technologies = sectionOf(content, "badges", "technologies").groups.flatMap(
      (g) => g.items,
    );
    assert.ok(
      technologies.every((t) => t.level),
      "every technology has a level",
    );
    assert.ok((await page.locator("#technologies li").count()) > 0);
  });
});

test("/tech-stack/language-models: every section as its file says; model profiles with capabilities; one popular package", async () => {
  await checkTechPage("/tech-stack/language-models", async (page, content) => {
    await assertEveryCardHasList(page, "models");
    assert.ok(
      sectionOf(content, "process").steps.every((s) => s.duration),
      "every step has a duration",
    );
    await assertOnePopular(page, content);
  });
});

test("/tech-stack/vector-databases: every section as its file says; in-page and calculator links; one popular package; no downloads", async () => {
  await checkTechPage("/tech-stack/vector-databases", async (page, content) => {
    const actions = [
      ...(heroOf(content).actions ?? []),
      ...sectionsOf(content, "cards").flatMap((c) => c.actions ?? []),
      ...sectionsOf(content, "cta").flatMap((c) => c.actions),
    ];
    actionTo(actions, "#success-stories");
    actionTo(actions, "/roi-calculator");
    assert.ok(
      actions.some((a) => a.href?.startsWith("#")),
      "a button compares solutions on the page",
    );
    await assertOnePopular(page, content);
    await assertNoDownloads(page);
  });
});

test("/tech-stack/development: every section as its file says; titled stack groups; one popular package; no downloads", async () => {
  await checkTechPage("/tech-stack/development", async (page, content) => {
    const actions = [
      ...(heroOf(content).actions ?? []),
      ...sectionsOf(content, "cards").flatMap((c) => c.actions ?? []),
      ...sectionsOf(content, "cta").flatMap((c) => c.actions),
    ];
    actionTo(actions, "#stack");
    actionTo(actions, "/case-studies");
    actionTo(actions, "/roi-calculator");
    const groups = sectionOf(content, "badges", "stack").groups;
    assert.ok(
      groups.every((g) => g.title),
      "every stack group has a title",
    );
    assert.equal(await page.locator("#stack ul").count(), groups.length);
    await assertOnePopular(page, content);
    await assertNoDownloads(page);
  });
});

test("/tech-stack/crm-integration: every section as its file says; every button books a session", async () => {
  await checkTechPage("/tech-stack/crm-integration", async (page) => {
    // Buttons only: the success stories' "Read the case study" links lead to their studies.
    const hrefs = await page
      .locator("main section[id] a.btn")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    assert.ok(hrefs.length > 0);
    assert.deepEqual(
      hrefs.filter((h) => h !== "/book-session"),
      [],
      "every button on the page books a session",
    );
  });
});

test("/tech-stack/ghl-integration: every section as its file says; metrics and results as figures", async () => {
  await checkTechPage("/tech-stack/ghl-integration", async (page, content) => {
    for (const id of ["metrics", "results"])
      assert.equal(
        await page.locator(`#${id} dl > div`).count(),
        sectionOf(content, "stats", id).items.length,
      );
  });
});
