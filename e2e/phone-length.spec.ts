/**
 * Long service pages stay short enough to read on a phone without losing content. At 390 px
 * every service page (a page file whose head declares a service) is at most 12,000 px tall once
 * its fonts have loaded, because lists of like items are swipe rows there: the whole-site sweep
 * measures that on the load it already makes (e2e/every-page.spec.ts). Nothing is dropped to
 * get there: with JavaScript off, every card, step, tier and tool its file names is in the page,
 * and each swipe row scrolls sideways, is reachable by keyboard and is named by its heading,
 * while the page itself never scrolls sideways.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { PHONE, startSiteForSpec, visit } from "./harness";
import { isServicePage } from "./pageChecks";
import { allPages, collapse, type PageContent } from "./helpers";

const ctx = startSiteForSpec();

/** The service pages: every page file whose SEO declares a service. */
const SERVICE_PAGES = allPages().filter(isServicePage);

/** The names a page's lists of like items show: card, step, tier and tool names. */
function itemNames(page: PageContent): string[] {
  return page.sections.flatMap((s) => {
    if (s.type === "cards") return s.cards.map((c) => c.title);
    if (s.type === "process") return s.steps.map((st) => st.title);
    if (s.type === "packages") return s.packages.map((p) => p.name);
    if (s.type === "badges") return s.groups.flatMap((g) => g.items.map((i) => i.name));
    return [];
  });
}

test("swipe rows keep every item in the HTML, scroll sideways and are reachable by keyboard", async () => {
  for (const content of SERVICE_PAGES) {
    const v = await visit(ctx, content.path, { viewport: PHONE, javaScriptEnabled: false });
    try {
      const text = collapse((await v.page.locator("main").textContent()) ?? "");
      for (const name of itemNames(content))
        assert.ok(text.includes(collapse(name)), `${content.path}: "${name}" is in the page`);
      const rows = await v.page.locator("main .swipe").evaluateAll((els) =>
        els.map((el) => ({
          scrolls: el.scrollWidth > el.clientWidth,
          tabIndex: (el as HTMLElement).tabIndex,
          label: document.getElementById(el.getAttribute("aria-labelledby") ?? "")?.textContent,
        })),
      );
      assert.ok(rows.length > 0, `${content.path} has swipe rows at 390 px`);
      for (const row of rows) {
        assert.ok(row.scrolls, `${content.path}: a swipe row scrolls sideways`);
        assert.equal(row.tabIndex, 0, `${content.path}: a swipe row takes keyboard focus`);
        assert.ok(row.label, `${content.path}: a swipe row is named by its heading`);
      }
      assert.ok(
        await v.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${content.path}: the page itself does not scroll sideways`,
      );
    } finally {
      await v.close();
    }
  }
});
