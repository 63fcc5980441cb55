/**
 * Gate: axe-core finds no WCAG 2.0/2.1 A and AA violations, no best-practice
 * violations and no colour contrast it could not measure (except over our gradients) on every
 * page of data/pages/ and its aliases, a sample of the articles (`gateArticlePaths` in gates.ts:
 * they share one template) and the not-found page,
 * at 390 px and 1280 px, plus the interactive states once per run: each desktop mega-menu open,
 * the mobile menu open, an FAQ item expanded, the floating booking prompt (card and pill), the
 * ROI calculator with results and the resources search with results.
 * One browser, one context per viewport, many pages per context.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { DESKTOP, PHONE, startSiteForSpec } from "./harness";
import { load, openContext, sitePaths, type GateContext } from "./gates";
import { TABLE_SCROLL_CLASS } from "../src/lib/articles";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

const ctx = startSiteForSpec();

/**
 * axe leaves colour contrast "incomplete" where it cannot find the background. On a page as loaded
 * (top of the page, nothing open) that happens only over our light gradients (hero, CTA panel),
 * and __tests__/styles/contrast.test.ts checks every text colour against the gradient stops
 * instead; any other reason (text over an image, an overlapping element…) fails the gate like a
 * violation. The one exception is a table cell clipped by its table's sideways-scrolling box on a
 * phone: it is scrolled into view and measured there (`measuredOnceScrolledIntoView`). With a
 * menu open or the page scrolled under the sticky header, content is overlapped on purpose, so
 * the interactive states count violations only.
 */
const GRADIENT_ONLY = /background gradient/i;

/** A wide table scrolls sideways inside this box on a phone, so its far columns start clipped. */
const TABLE_SCROLL_BOX = `.${TABLE_SCROLL_CLASS}`;

/**
 * For a cell axe could not measure because the table's scroll box clips it: scrolls the cell into
 * the middle of the box and measures it again. Returns true when its contrast is now measured and
 * passes; false for anything outside a table's scroll box, still unmeasured, or failing.
 */
async function measuredOnceScrolledIntoView(page: Page, selector: string): Promise<boolean> {
  const scrolled = await page.evaluate(
    ({ selector, box }) => {
      const el = document.querySelector(selector);
      if (!el?.closest(box)) return false;
      el.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
      return true;
    },
    { selector, box: TABLE_SCROLL_BOX },
  );
  if (!scrolled) return false;
  const again = await new AxeBuilder({ page })
    .include(selector)
    .withRules(["color-contrast"])
    .options({ resultTypes: ["violations", "incomplete"] })
    .analyze();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  return again.passes.length > 0 && !again.violations.length && !again.incomplete.length;
}

/**
 * Runs axe on the page as it is now; returns one line per violation and node, and, when
 * `unmeasuredContrast` is on, per colour-contrast node axe could not measure (but over a gradient).
 */
async function axe(page: Page, { unmeasuredContrast = false } = {}): Promise<string[]> {
  // resultTypes: full node lists only for violations and incomplete (passes are not serialised node by node).
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ["violations", "incomplete"] })
    .analyze();
  const candidates = results.incomplete
    .filter((r) => unmeasuredContrast && r.id === "color-contrast")
    .flatMap((r) => r.nodes.filter((n) => !n.any.every((c) => GRADIENT_ONLY.test(c.message))));
  const unmeasured: typeof candidates = [];
  for (const n of candidates) {
    if (!(await measuredOnceScrolledIntoView(page, n.target.join(" ")))) unmeasured.push(n);
  }
  return [
    ...results.violations.flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.id} (${v.impact}): ${v.help}\n      at ${n.target.join(" ")}\n      ${n.failureSummary?.replace(/\n/g, "\n      ") ?? ""}`,
      ),
    ),
    ...unmeasured.map(
      (n) =>
        `color-contrast (unmeasured): ${n.any.map((c) => c.message).join("; ")}\n      at ${n.target.join(" ")}`,
    ),
  ];
}

for (const [name, viewport] of [
  ["390 px", PHONE],
  ["1280 px", DESKTOP],
] as const) {
  test(`axe: every page at ${name}`, async () => {
    const gate: GateContext = await openContext(ctx.browser, ctx.url, viewport);
    const page = await gate.context.newPage();
    const failures: string[] = [];
    try {
      for (const p of sitePaths()) {
        await load(page, ctx.url, p);
        const found = await axe(page, { unmeasuredContrast: true });
        if (found.length) failures.push(`${p} at ${name}:\n    ${found.join("\n    ")}`);
      }
    } finally {
      await gate.context.close();
    }
    assert.deepEqual(failures, [], `axe violations:\n${failures.join("\n")}`);
  });
}

test("axe: interactive states", async (t) => {
  const desktop = await openContext(ctx.browser, ctx.url, DESKTOP);
  const phone = await openContext(ctx.browser, ctx.url, PHONE);
  try {
    await t.test("each desktop mega-menu open (1280 px)", async () => {
      const page = await desktop.context.newPage();
      await load(page, ctx.url, "/");
      const triggers = page.locator("header nav button[aria-expanded][aria-controls^='menu-']");
      const count = await triggers.count();
      assert.ok(count > 0, "the header has mega-menu buttons");
      for (let i = 0; i < count; i++) {
        const trigger = triggers.nth(i);
        await trigger.click();
        await page.waitForFunction(
          (el) => el?.getAttribute("aria-expanded") === "true",
          await trigger.elementHandle(),
        );
        const panel = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
        assert.ok(await panel.isVisible(), `menu ${i} panel is visible`);
        assert.deepEqual(await axe(page), [], `menu "${await trigger.innerText()}" open`);
        await trigger.click();
      }
      await page.close();
    });

    await t.test("mobile menu open (390 px)", async () => {
      const page = await phone.context.newPage();
      await load(page, ctx.url, "/");
      await page.locator('button[aria-controls="mobile-menu"]').click();
      await page.locator("#mobile-menu").waitFor({ state: "visible" });
      assert.deepEqual(await axe(page), [], "mobile menu open");
      await page.close();
    });

    await t.test("FAQ item expanded (both viewports)", async () => {
      for (const gate of [phone, desktop]) {
        const page = await gate.context.newPage();
        await load(page, ctx.url, "/ai-agents/rag");
        const question = page.locator("main h3 > button[aria-expanded]").first();
        await question.click();
        assert.equal(await question.getAttribute("aria-expanded"), "true");
        await page
          .locator(`#${await question.getAttribute("aria-controls")}`)
          .waitFor({ state: "visible" });
        assert.deepEqual(await axe(page), [], "FAQ item expanded");
        await page.close();
      }
    });

    await t.test("floating booking prompt: card and minimised pill (390 px)", async () => {
      const page = await phone.context.newPage();
      await load(page, ctx.url, "/ai-agents/rag");
      await page.evaluate(() => window.scrollTo(0, 1600));
      const card = page.locator("aside[aria-labelledby='booking-prompt-heading']");
      await card.waitFor({ state: "visible" });
      assert.deepEqual(await axe(page), [], "booking prompt card");
      await card.locator("button").click();
      await card.waitFor({ state: "detached" });
      assert.deepEqual(await axe(page), [], "booking prompt minimised");
      await page.close();
    });

    await t.test("ROI calculator with results (1280 px)", async () => {
      const page = await desktop.context.newPage();
      await load(page, ctx.url, "/roi-calculator");
      const inputs = page.locator("form input[type=number]");
      const n = await inputs.count();
      for (let i = 0; i < n; i++) await inputs.nth(i).fill(["10", "40", "5", "5000"][i] ?? "1");
      await page.locator("form button[type=submit]").first().click();
      await page.locator("[data-testid=payback]").waitFor({ state: "visible" });
      assert.deepEqual(await axe(page), [], "ROI results");
      await page.close();
    });

    await t.test("resources search with results (390 px)", async () => {
      const page = await phone.context.newPage();
      await load(page, ctx.url, "/resources");
      await page.locator("#site-search-input").fill("automation");
      await page.locator("#site-search-results li").first().waitFor({ state: "visible" });
      assert.deepEqual(await axe(page), [], "search results");
      await page.close();
    });
  } finally {
    await desktop.context.close();
    await phone.context.close();
  }
});
