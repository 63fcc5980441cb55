/**
 * axe-core as the accessibility gates run it: WCAG 2.0/2.1 A and AA plus best practice, with
 * violations and the colour contrast axe could not measure listed one line per node.
 */
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { TABLE_SCROLL_CLASS } from "../src/lib/articles";

/** The axe rule tags every gate runs. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * An AxeBuilder for `page` that runs axe in one `axe.run()` inside the page when the page has
 * no frame but its own (every page of this site): the builder's default runs `axe.runPartial()`
 * in each frame and then `axe.finishRun()` in a new blank page, injecting axe's source twice and
 * opening and closing a page per call, which made each whole-page check about 2.5 times slower
 * for the same rules and the same results. A page with frames keeps the default, which reaches
 * into frames of other origins.
 */
export function axeBuilder(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page });
  return page.frames().length === 1 ? builder.setLegacyMode(true) : builder;
}

/**
 * axe leaves colour contrast "incomplete" where it cannot find the background. On a page as loaded
 * (top of the page, nothing open) that happens only over our light gradients (hero, CTA panel),
 * and __tests__/styles/contrast.test.ts checks every text colour against the gradient stops
 * instead; any other reason (text over an image, an overlapping element…) fails the gate like a
 * violation. The one exception is a table cell clipped by its table's sideways-scrolling box on a
 * phone, or hidden from axe by the box's edge shading: it is scrolled into view and measured on
 * the box's own white (`measuredOnceScrolledIntoView`). With a
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
      const scroller = el?.closest<HTMLElement>(box);
      if (!el || !scroller) return false;
      el.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
      // The box's edge shading (gradients that show where more of the table lies) hides the
      // white under its cells from axe; measure the cell on that white, then put it back.
      scroller.dataset.axeBackground = scroller.style.backgroundImage;
      scroller.style.backgroundImage = "none";
      return true;
    },
    { selector, box: TABLE_SCROLL_BOX },
  );
  if (!scrolled) return false;
  const again = await axeBuilder(page)
    .include(selector)
    .withRules(["color-contrast"])
    .options({ resultTypes: ["violations", "incomplete"] })
    .analyze();
  await page.evaluate((box) => {
    for (const scroller of document.querySelectorAll<HTMLElement>(`${box}[data-axe-background]`)) {
      scroller.style.backgroundImage = scroller.dataset.axeBackground ?? "";
      delete scroller.dataset.axeBackground;
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  }, TABLE_SCROLL_BOX);
  return again.passes.length > 0 && !again.violations.length && !again.incomplete.length;
}

/**
 * Runs axe on the page as it is now; returns one line per violation and node, and, when
 * `unmeasuredContrast` is on, per colour-contrast node axe could not measure (but over a gradient).
 * With `include` (CSS selectors), only those parts of the page are checked: an interactive state
 * changes one part of a page whose rest the whole-site sweep has already checked.
 */
export async function axe(
  page: Page,
  { unmeasuredContrast = false, include = [] as string[] } = {},
): Promise<string[]> {
  const builder = axeBuilder(page);
  for (const selector of include) builder.include(selector);
  // resultTypes: full node lists only for violations and incomplete (passes are not serialised node by node).
  const results = await builder
    .withTags(AXE_TAGS)
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
