/**
 * The design system as a visitor sees it:
 * - grids without orphans: on every section page (data/pages/, the not-found page excluded) at
 *   390, 768 and 1280 px, no grid in `<main>` that lays items out in more than one column ends
 *   with a lone item in its last row;
 * - figures at one size: the values of every stat row are set at one font size, each on one line;
 * - the brand font: its one WOFF2 file is preloaded, loaded, and the h1 is set in it;
 * - articles: a reading column of about 68 characters with a sticky contents rail from 1024 px.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { DESKTOP, PHONE, startSiteForSpec } from "./harness";
import { gateArticlePaths, openContext } from "./gates";
import { allPages } from "./helpers";

const ctx = startSiteForSpec();

/** Section pages: every page file's path but the not-found page's. */
const sectionPages = allPages()
  .map((p) => p.path)
  .filter((p) => p !== "/404");

/** The brand family's CSS name, as the theme writes it. */
const BRAND_FAMILY = "Inter Variable";

/**
 * Grids in `<main>` whose last row holds one item while a row above holds more, each described
 * by its tag, classes, column count and the start of its text. Items are the grid's rendered,
 * in-flow children; a row is the items sharing a top edge. A last item as wide as the grid's
 * content box fills its row (it spans every column), so it is no orphan.
 */
async function orphanGrids(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const grid of document.querySelectorAll("main *")) {
      const display = getComputedStyle(grid).display;
      if (display !== "grid" && display !== "inline-grid") continue;
      const items = [...grid.children].filter((child) => {
        const style = getComputedStyle(child);
        if (style.display === "none" || style.position === "absolute") return false;
        const box = child.getBoundingClientRect();
        return box.width > 1 && box.height > 1;
      });
      if (items.length < 2) continue;
      const rows = new Map<number, number>();
      for (const item of items) {
        const top = Math.round(item.getBoundingClientRect().top);
        const row = [...rows.keys()].find((t) => Math.abs(t - top) <= 2) ?? top;
        rows.set(row, (rows.get(row) ?? 0) + 1);
      }
      const counts = [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, n]) => n);
      const columns = Math.max(...counts);
      const last = items[items.length - 1].getBoundingClientRect().width;
      const style = getComputedStyle(grid);
      const inner =
        grid.getBoundingClientRect().width -
        parseFloat(style.paddingLeft) -
        parseFloat(style.paddingRight) -
        parseFloat(style.borderLeftWidth) -
        parseFloat(style.borderRightWidth);
      const spansRow = last >= inner - 2;
      if (columns > 1 && counts[counts.length - 1] === 1 && !spansRow) {
        const text = (grid.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 50);
        found.push(`<${grid.tagName.toLowerCase()}> rows ${counts.join("+")}: "${text}"`);
      }
    }
    return found;
  });
}

test("no grid in main ends with a lone item at 390, 768 or 1280 px, on any section page", async () => {
  assert.ok(sectionPages.length > 0, "pages in data/pages/");
  const orphans: string[] = [];
  for (const width of [390, 768, 1280]) {
    const gate = await openContext(ctx.browser, ctx.url, { width, height: 900 });
    const page = await gate.context.newPage();
    try {
      for (const p of sectionPages) {
        const response = await page.goto(ctx.url + p, { waitUntil: "load" });
        assert.equal(response?.status(), 200, `${p} answers 200`);
        for (const grid of await orphanGrids(page)) orphans.push(`${p} at ${width} px: ${grid}`);
      }
    } finally {
      await gate.context.close();
    }
  }
  assert.deepEqual(orphans, [], `grids with a lone last item:\n${orphans.join("\n")}`);
});

test("every stat row sets its values at one size, each on one line, at 390 and 1280 px", async () => {
  const problems: string[] = [];
  for (const width of [390, 1280]) {
    const gate = await openContext(ctx.browser, ctx.url, { width, height: 900 });
    const page = await gate.context.newPage();
    try {
      for (const p of sectionPages) {
        await page.goto(ctx.url + p, { waitUntil: "load" });
        const rows = await page.evaluate(() =>
          [...document.querySelectorAll("main dl")]
            .map((dl) => [...dl.querySelectorAll(":scope > div > dd")])
            .filter((dds) => dds.length > 1)
            .map((dds) =>
              dds.map((dd) => {
                const style = getComputedStyle(dd);
                const lines = Math.round(
                  dd.getBoundingClientRect().height / parseFloat(style.lineHeight),
                );
                return { text: dd.textContent ?? "", size: style.fontSize, lines };
              }),
            ),
        );
        for (const row of rows) {
          // Story-card metrics (a phrase, then two short figures) are not a row of figures.
          if (row.some((v) => v.text.length > 12)) continue;
          const sizes = new Set(row.map((v) => v.size));
          if (sizes.size > 1)
            problems.push(`${p} at ${width} px: sizes ${[...sizes].join(", ")} in one row`);
          for (const v of row.filter((v) => v.lines > 1))
            problems.push(`${p} at ${width} px: "${v.text}" wraps onto ${v.lines} lines`);
        }
      }
    } finally {
      await gate.context.close();
    }
  }
  assert.deepEqual(problems, [], problems.join("\n"));
});

test("the brand font is preloaded, loaded, and sets the h1", async () => {
  const gate = await openContext(ctx.browser, ctx.url, DESKTOP);
  const page = await gate.context.newPage();
  try {
    const fontResponses: string[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith(".woff2") && r.status() === 200) fontResponses.push(r.url());
    });
    await page.goto(ctx.url + "/", { waitUntil: "load" });
    const preload = await page
      .locator('head link[rel="preload"][as="font"][type="font/woff2"][crossorigin]')
      .getAttribute("href");
    assert.ok(preload, "a preload link for the font");
    assert.ok(preload.startsWith("/"), "the font is served from the site's own path");
    const state = await page.evaluate(async (family) => {
      await document.fonts.ready;
      const h1 = document.querySelector("h1")!;
      const style = getComputedStyle(h1);
      const faces = [...document.fonts].filter((f) => f.family.replace(/"/g, "") === family);
      return {
        stack: style.fontFamily,
        loaded: faces.some((f) => f.status === "loaded"),
        display: faces.map((f) => f.display),
        check: document.fonts.check(`${style.fontWeight} ${style.fontSize} "${family}"`),
      };
    }, BRAND_FAMILY);
    assert.match(state.stack, new RegExp(`^"?${BRAND_FAMILY}"?,`), "the h1's first family");
    assert.ok(state.loaded, "the brand font face has loaded");
    assert.ok(state.check, "the h1's weight and size are available in the brand font");
    assert.deepEqual([...new Set(state.display)], ["optional"], "font-display: optional");
    // The glyphs Chromium actually drew for the h1 come from the downloaded font, not a local one.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
    const { fonts: rendered } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    assert.ok(
      rendered.some((f) => f.isCustomFont && /inter/i.test(f.familyName)),
      `h1 rendered in: ${JSON.stringify(rendered)}`,
    );
    assert.equal(new Set(fontResponses).size, 1, `one font file: ${fontResponses.join(", ")}`);
    assert.ok(fontResponses[0].endsWith(preload), "the preloaded file is the one used");
  } finally {
    await gate.context.close();
  }
});

/** The articles the site-wide gates sample (some have an "On this page" list, some do not). */
const articlesWithToc = gateArticlePaths();

test('articles at 1280 px: a ~68-character reading column with a sticky "On this page" rail beside it; inline at 390 px', async () => {
  const problems: string[] = [];
  let checked = 0;
  for (const viewport of [DESKTOP, PHONE]) {
    const gate = await openContext(ctx.browser, ctx.url, viewport);
    const page = await gate.context.newPage();
    try {
      for (const p of articlesWithToc) {
        await page.goto(ctx.url + p, { waitUntil: "load" });
        const toc = page.locator("nav[aria-labelledby='toc-heading']");
        if ((await toc.count()) === 0) continue;
        checked++;
        const layout = await page.evaluate(() => {
          const nav = document.querySelector("nav[aria-labelledby='toc-heading']")!;
          const body = nav.parentElement!.lastElementChild!;
          // Characters per line of the body's longest paragraph: its text over its line count.
          const paragraph = [...body.querySelectorAll(":scope > p")].sort(
            (a, b) => (b.textContent ?? "").length - (a.textContent ?? "").length,
          )[0];
          const lineHeight = parseFloat(getComputedStyle(paragraph).lineHeight);
          const lines = Math.round(paragraph.getBoundingClientRect().height / lineHeight);
          const perLine = (paragraph.textContent ?? "").length / lines;
          const navBox = nav.getBoundingClientRect();
          const bodyBox = body.getBoundingClientRect();
          window.scrollTo({
            top: bodyBox.top + window.scrollY + bodyBox.height / 2,
            behavior: "instant",
          });
          const afterScroll = nav.getBoundingClientRect();
          return {
            perLine: lines > 2 ? perLine : 0,
            beside: navBox.left >= bodyBox.right,
            above: navBox.bottom <= bodyBox.top,
            inView: afterScroll.top >= 0 && afterScroll.top < window.innerHeight,
          };
        });
        if (viewport === DESKTOP) {
          if (layout.perLine && (layout.perLine < 58 || layout.perLine > 78))
            problems.push(`${p}: ${layout.perLine.toFixed(1)} characters a line`);
          if (!layout.beside) problems.push(`${p}: the rail is not beside the body at 1280 px`);
          if (!layout.inView) problems.push(`${p}: the rail scrolls away at 1280 px`);
        } else if (!layout.above)
          problems.push(`${p}: the contents list is not above the body at 390 px`);
      }
    } finally {
      await gate.context.close();
    }
  }
  assert.ok(checked > 0, "some sampled article has a table of contents");
  assert.deepEqual(problems, [], problems.join("\n"));
});
