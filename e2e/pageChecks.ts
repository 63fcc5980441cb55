/**
 * What the whole-site sweep measures on a loaded page, one function per design or layout rule.
 * Each returns the problems it found as readable lines ([] when the page keeps the rule), so one
 * page load can serve several gates and a failing gate names every page and element at fault.
 */
import type { Page } from "playwright-core";
import type { PageContent } from "./helpers";
import { heroOf } from "./helpers";

/**
 * Reflow: when the document is wider than the viewport, one line naming its width and the
 * element whose box reaches furthest right (ignoring boxes of at most 1 px, such as visually
 * hidden text, and boxes inside an element that clips or scrolls its own overflow), by tag, id,
 * classes and the start of its text. [] when nothing needs scrolling sideways.
 */
export async function sidewaysScroll(page: Page): Promise<string[]> {
  const { width, viewport, widest } = await page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const width = document.documentElement.scrollWidth;
    if (width <= viewport) return { width, viewport, widest: "" };
    let widest: Element | null = null;
    let right = viewport;
    for (const el of document.querySelectorAll("body *")) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || box.right <= right) continue;
      let clipped = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== "visible") clipped = true;
      if (clipped) continue;
      widest = el;
      right = box.right;
    }
    if (!widest) return { width, viewport, widest: "(no single element found)" };
    const classes = [...widest.classList].map((c) => `.${c}`).join("");
    const text = (widest.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
    return {
      width,
      viewport,
      widest: `<${widest.tagName.toLowerCase()}${widest.id ? `#${widest.id}` : ""}${classes}> right edge ${Math.round(right)} px: "${text}"`,
    };
  });
  return width > viewport ? [`${width} px wide in ${viewport}; widest element ${widest}`] : [];
}

/**
 * Grids in `<main>` whose last row holds one item while a row above holds more, each described
 * by its tag, row counts and the start of its text. Items are the grid's rendered, in-flow
 * children; a row is the items that start at one top edge, with any item that spans down across
 * it. A last item as wide as the grid's content box fills its row (it spans every column), so it
 * is no orphan.
 */
export async function orphanGrids(page: Page): Promise<string[]> {
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
      const boxes = items.map((item) => item.getBoundingClientRect());
      const tops: number[] = [];
      for (const box of boxes) {
        const top = Math.round(box.top);
        if (!tops.some((t) => Math.abs(t - top) <= 2)) tops.push(top);
      }
      // A row holds the items that start on it and those that span down across it (an item
      // placed over two rows sits beside both).
      const counts = tops
        .sort((a, b) => a - b)
        .map((t) => boxes.filter((b) => b.top <= t + 2 && b.bottom > t + 2).length);
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

/**
 * Figures at one size: for every stat row in `<main>` (a `<dl>` whose `div > dd` values number
 * two or more, each at most 12 characters; longer ones are story-card phrases, not figures), a
 * line when its values use more than one font size, and one per value that wraps.
 */
export async function unevenStatRows(page: Page): Promise<string[]> {
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
  const problems: string[] = [];
  for (const row of rows) {
    if (row.some((v) => v.text.length > 12)) continue;
    const sizes = new Set(row.map((v) => v.size));
    if (sizes.size > 1) problems.push(`sizes ${[...sizes].join(", ")} in one row`);
    for (const v of row.filter((v) => v.lines > 1))
      problems.push(`"${v.text}" wraps onto ${v.lines} lines`);
  }
  return problems;
}

/** The page's hero: the section labelled by its h1. */
const HERO = "section[aria-labelledby='page-heading']";

/** Section types a visitor fills in: a page whose hero is followed by one leads with that form. */
const FORM_SECTIONS = new Set(["roiCalculator", "tool", "bookingWidget", "contactForm"]);

/**
 * Whether the page's hero is followed by a form (the calculator, a tool, the booking calendar,
 * the contact form): the form itself is then the hero's picture, and the hero may have no visual.
 */
export function leadsWithForm(content: PageContent): boolean {
  return FORM_SECTIONS.has(content.sections[1]?.type ?? "");
}

/**
 * The hero visual of a wide screen: exactly one visual of the kind the page file names, shown
 * inside the hero to the right of the h1, at least 360 px wide, exposed as an image (a group
 * when its offer tiles link) named by the visual's description and showing its title. Returns
 * what is wrong; [] when all holds, and [] for a hero without a visual that a form follows
 * ({@link leadsWithForm}).
 */
export async function heroVisualProblems(page: Page, content: PageContent): Promise<string[]> {
  const visual = heroOf(content).visual;
  if (!visual) return leadsWithForm(content) ? [] : ["the page file's hero has no visual"];
  const hero = page.locator(HERO);
  const drawing = hero.locator(`[data-hero-visual='${visual.kind}']`);
  const count = await drawing.count();
  if (count !== 1) return [`${count} ${visual.kind} visuals in the hero, expected 1`];
  const problems: string[] = [];
  if (!(await drawing.isVisible())) problems.push("the visual is hidden");
  // Offer tiles that link make the visual a named group (links inside an image are unreachable).
  const linked = visual.kind === "offer" && visual.tiles.some((t) => t.href);
  if ((await drawing.getAttribute("role")) !== (linked ? "group" : "img"))
    problems.push(linked ? "the linked visual is no group" : "the visual is no img");
  if ((await drawing.getAttribute("aria-label")) !== visual.description)
    problems.push("the visual is not named by its description");
  if (!(await drawing.innerText()).includes(visual.title)) problems.push("the visual's title");
  const [box, heading, heroBox] = await Promise.all([
    drawing.boundingBox(),
    hero.locator("h1").boundingBox(),
    hero.boundingBox(),
  ]);
  if (!box || !heading || !heroBox) return [...problems, "the visual or hero has no box"];
  if (box.x < heading.x + heading.width) problems.push("the visual is not right of the h1");
  if (box.width < 360) problems.push(`the visual is ${Math.round(box.width)} px wide`);
  if (box.y < heroBox.y || box.y + box.height > heroBox.y + heroBox.height)
    problems.push("the visual reaches outside the hero");
  return problems;
}

/**
 * The first screen on a phone: the hero's first call to action (by its label in the page file)
 * is shown and ends within the viewport's height. [] when it does, or the hero has no action.
 */
export async function heroActionBelowFold(page: Page, content: PageContent): Promise<string[]> {
  const first = heroOf(content).actions?.[0];
  if (!first) return [];
  const box = await page
    .locator(`${HERO} a`)
    .filter({ hasText: first.label })
    .first()
    .boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  if (!box) return [`the hero's first call to action "${first.label}" is not shown`];
  const bottom = Math.round(box.y + box.height);
  return bottom > height
    ? [`the hero's first call to action ends at ${bottom} px of ${height}`]
    : [];
}

/** The tallest a service page may be at 390 px, in CSS px (about 14 screens). */
export const MAX_PHONE_HEIGHT = 12_000;

/** Whether a page file is a service page: its SEO declares a service. */
export function isServicePage(content: PageContent): boolean {
  return content.seo.structuredData?.includes("service") ?? false;
}

/**
 * A long service page stays readable on a phone: measured once the fonts have loaded, at the
 * page's current viewport (390 px in the sweep), the document is at most
 * {@link MAX_PHONE_HEIGHT} px tall. Returns the height and the problem ([] when within).
 */
export async function phoneHeightProblems(
  page: Page,
): Promise<{ height: number; problems: string[] }> {
  await page.evaluate(() => document.fonts.ready);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  return {
    height,
    problems: height > MAX_PHONE_HEIGHT ? [`${height} px tall, over ${MAX_PHONE_HEIGHT}`] : [],
  };
}
