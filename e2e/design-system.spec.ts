/**
 * The design system as a visitor sees it (grids without orphans and figures at one size are
 * measured on every section page by the whole-site sweep, e2e/every-page.spec.ts):
 * - the brand font: its one WOFF2 file is preloaded, loaded, and the h1 is set in it; without it,
 *   headings fall back to a real bold face and text to a regular one;
 * - articles: a reading column of about 68 characters with a sticky contents rail from 1024 px.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP, PHONE, startSiteForSpec } from "./harness";
import { gateArticlePaths, openContext } from "./gates";

const ctx = startSiteForSpec();

/** The brand family's CSS name, as the theme writes it. */
const BRAND_FAMILY = "Inter Variable";

test("the brand font is preloaded, loaded, and sets the h1", async () => {
  // A browser of its own whose HTTP cache works as a visitor's does: request routing (how the
  // other specs block other hosts) turns the cache off, so the second visit below would fetch the
  // font again and, on a busy machine, miss font-display: optional's deadline. Here other hosts
  // fail at DNS instead, and the context has no routes.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
  });
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const offsite: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith(ctx.url) && !/^(data|blob):/.test(r.url())) offsite.push(r.url());
  });
  try {
    const fontResponses: string[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith(".woff2") && r.status() === 200) fontResponses.push(r.url());
    });
    await page.goto(ctx.url + "/", { waitUntil: "load" });
    const firstVisit = await page.evaluate(async (family) => {
      await document.fonts.ready;
      const faces = [...document.fonts].filter((f) => f.family.replace(/"/g, "") === family);
      return faces.some((f) => f.status === "loaded");
    }, BRAND_FAMILY);
    assert.ok(firstVisit, "the first visit loads the brand font (preloaded)");
    // With font-display: optional, a font that misses the first paint of a page (as on a busy
    // machine) waits for the next page instead of swapping in under the reader. The next page
    // finds it in the cache (the file is served immutable) and draws with it from the first
    // paint: that is what is checked here.
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
        // Bytes the font cost this visit over the network: none when it came from the cache.
        fontBytes: performance
          .getEntriesByType("resource")
          .filter((e) => e.name.endsWith(".woff2"))
          .map((e) => (e as PerformanceResourceTiming).transferSize),
      };
    }, BRAND_FAMILY);
    assert.match(state.stack, new RegExp(`^"?${BRAND_FAMILY}"?,`), "the h1's first family");
    assert.ok(state.loaded, "the brand font face has loaded");
    assert.ok(state.check, "the h1's weight and size are available in the brand font");
    assert.deepEqual([...new Set(state.display)], ["optional"], "font-display: optional");
    assert.ok(
      state.fontBytes.every((b) => b === 0),
      `the second visit takes the font from the cache (bytes over the network: ${state.fontBytes.join(", ")})`,
    );
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
    assert.deepEqual(offsite, [], "the home page asks no other host for anything");
  } finally {
    await browser.close();
  }
});

test("when the brand font cannot load, headings are set in the fallback's real bold cut and text in its regular", async () => {
  const gate = await openContext(ctx.browser, ctx.url, PHONE);
  // Registered after the gate's own route, so it is asked first: the font file never arrives.
  await gate.context.route("**/*.woff2", (route) => route.abort("blockedbyclient"));
  const page = await gate.context.newPage();
  try {
    await page.goto(ctx.url + "/", { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready);
    const cdp = await gate.context.newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    /** The faces Chromium drew an element's glyphs with, as "<PostScript name>". */
    const drawnWith = async (selector: string): Promise<string[]> => {
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      return fonts.map((f) => f.postScriptName ?? f.familyName);
    };
    const heading = await drawnWith("h1");
    const lede = await drawnWith(".hero-intro");
    assert.ok(
      heading.length > 0 && heading.every((name) => /bold/i.test(name)),
      `the h1 is drawn in a bold face of the fallback, not a regular one the browser thickens: ${heading.join(", ")}`,
    );
    assert.ok(
      lede.length > 0 && lede.every((name) => !/bold/i.test(name)),
      `running text is drawn in the fallback's regular face: ${lede.join(", ")}`,
    );
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
