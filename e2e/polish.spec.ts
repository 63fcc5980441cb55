/**
 * Finish, in Chromium, on a sample of pages at 390 and 1280 px: what a designer's eye catches
 * and a visitor feels. The page never scrolls sideways; no heading line ends in a hyphen; dark
 * bands reach both edges of the window; the values of a stat row sit on one baseline and the row
 * fills its width (no empty column); the hero and a white section after it are not parted by two
 * paddings; the most popular pricing tier's words line up with its neighbours'; a mega-menu
 * column's words start at one x; every eyebrow has one style. Then hostile input: a 5,000-character search wraps, the
 * ROI calculator refuses a figure past its bounds beside the field. And the pages the review
 * named: an article's reading column and its tables, the contact form on the first screen.
 * Expected words come from data/.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { DESKTOP, PHONE, startSiteForSpec, visit } from "./harness";
import { navigation, pageContent, sectionOf, site } from "./helpers";

const ctx = startSiteForSpec();

/** One page of each kind the review looked at. */
const SAMPLE = [
  "/",
  "/industries/healthcare",
  "/ai-agents/rag",
  "/automation/zapier",
  "/hire/ai-sdr",
  "/contact",
  "/resources",
  "/roi-calculator",
  "/blog/choosing-your-first-ai-agent-use-case",
];

/** The page is no wider than its window (nothing makes it scroll sideways). */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
}

/** Headings in `<main>` with a line that ends in a hyphen (a word broken at its hyphen). */
async function headingsBrokenAtHyphen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const h of document.querySelectorAll("main :is(h1, h2, h3, h4)")) {
      const walker = document.createTreeWalker(h, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (
          let i = text.indexOf("-");
          i >= 0 && i < text.length - 1;
          i = text.indexOf("-", i + 1)
        ) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const hyphen = range.getBoundingClientRect();
          range.setStart(node, i + 1);
          range.setEnd(node, i + 2);
          const next = range.getBoundingClientRect();
          if (hyphen.width > 0 && next.top > hyphen.top + hyphen.height / 2)
            broken.push((h.textContent ?? "").trim());
        }
      }
    }
    return broken;
  });
}

/**
 * Stat rows whose values do not share a baseline. A stat is a `<dt>`/`<dd>` pair whose figure is
 * set at least 1.4 times the size of its label (a field list, label beside value, is not a stat
 * row); in every row of stats (items at one top) the bottoms of the figures must agree to 1 px.
 */
async function misalignedStats(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    for (const dl of document.querySelectorAll("main dl")) {
      const rows = new Map<number, number[]>();
      for (const item of dl.children) {
        const dd = item.querySelector("dd");
        const dt = item.querySelector("dt");
        if (!dd || !dt || item.getBoundingClientRect().height === 0) continue;
        // Sizes read inline: a named helper inside page.evaluate would not survive compilation.
        const ddSize = parseFloat(getComputedStyle(dd).fontSize);
        const dtSize = parseFloat(getComputedStyle(dt).fontSize);
        const figure = ddSize >= dtSize ? dd : dt;
        if (Math.max(ddSize, dtSize) < 1.4 * Math.min(ddSize, dtSize)) continue;
        const top = Math.round(item.getBoundingClientRect().top);
        const list = rows.get(top) ?? [];
        list.push(Math.round(figure.getBoundingClientRect().bottom));
        rows.set(top, list);
      }
      for (const bottoms of rows.values())
        if (bottoms.length > 1 && Math.max(...bottoms) - Math.min(...bottoms) > 1)
          bad.push(`${(dl.textContent ?? "").slice(0, 60)}: ${bottoms.join(", ")}`);
    }
    return bad;
  });
}

/**
 * Stat rows that leave part of their width empty. A stat row here is a list of `<dt>`/`<dd>`
 * pairs whose figure is set at least 1.4 times the size of its label, standing on the page (not
 * inside a card, a list item or a drawing). It must span its container's content width, and its
 * first row must reach the right edge: the row's count of stats decides its columns, so no column
 * stands empty (three stats in a four-column grid, or a row stopping short of the width).
 */
async function statRowsWithEmptyColumns(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    for (const dl of document.querySelectorAll("main dl")) {
      const items = Array.from(dl.children);
      if (items.length < 2) continue;
      if (!items.every((i) => i.querySelector(":scope > dt") && i.querySelector(":scope > dd")))
        continue;
      const dd = items[0].querySelector("dd") as HTMLElement;
      const dt = items[0].querySelector("dt") as HTMLElement;
      if (
        parseFloat(getComputedStyle(dd).fontSize) <
        1.4 * parseFloat(getComputedStyle(dt).fontSize)
      )
        continue;
      const container = dl.closest(".container");
      if (
        !container ||
        dl.closest("article, figure, li, [class*='card'], .hv-slot, .split__visual")
      )
        continue;
      const cs = getComputedStyle(container);
      const c = container.getBoundingClientRect();
      const left = c.left + parseFloat(cs.paddingLeft);
      const right = c.right - parseFloat(cs.paddingRight);
      const box = dl.getBoundingClientRect();
      const boxes = items.map((i) => i.getBoundingClientRect());
      const top = Math.min(...boxes.map((b) => b.top));
      const rowRight = Math.max(...boxes.filter((b) => b.top - top < 1).map((b) => b.right));
      if (box.left - left > 1 || right - box.right > 1 || box.right - rowRight > 1)
        bad.push(
          `${(dl.textContent ?? "").slice(0, 50)}: row ${Math.round(box.left)}-${Math.round(box.right)}, ` +
            `first line ends ${Math.round(rowRight)}, content ${Math.round(left)}-${Math.round(right)}`,
        );
    }
    return bad;
  });
}

test("sample pages at 390 and 1280 px: no sideways scroll, no heading broken at a hyphen, stat rows on one baseline and filling their width", async () => {
  for (const viewport of [PHONE, DESKTOP])
    for (const path of SAMPLE) {
      const v = await visit(ctx, path, { viewport });
      try {
        const at = `${path} at ${viewport.width} px`;
        assert.ok(await fitsWidth(v.page), `${at}: the page does not scroll sideways`);
        assert.deepEqual(await headingsBrokenAtHyphen(v.page), [], `${at}: headings`);
        assert.deepEqual(await misalignedStats(v.page), [], `${at}: stat rows`);
        assert.deepEqual(
          await statRowsWithEmptyColumns(v.page),
          [],
          `${at}: a stat row fills its width, no empty column`,
        );
      } finally {
        await v.close();
      }
    }
});

test("at 1280 px the hero and a white section after it are not parted by two paddings (home's gap)", async () => {
  const v = await visit(ctx, "/", { viewport: DESKTOP });
  try {
    const gap = await v.page.evaluate(() => {
      const hero = document.querySelector(".hero") as HTMLElement;
      const next = hero.nextElementSibling as HTMLElement;
      const last = Array.from(hero.querySelectorAll(".container > *")).pop() as HTMLElement;
      const first = next.querySelector(".section__header > *") as HTMLElement;
      return {
        surface: next.dataset.surface,
        space: first.getBoundingClientRect().top - last.getBoundingClientRect().bottom,
      };
    });
    assert.equal(gap.surface, "white", "home's first section after the hero is white");
    // One section's top padding (96 px) and a little of the hero's, not 96 + 96.
    assert.ok(gap.space >= 96 && gap.space <= 120, `${gap.space} px between hero and section`);
  } finally {
    await v.close();
  }
});

test("at 1280 px full-width bands reach both edges of the window, with or without a scrollbar", async () => {
  for (const path of ["/", "/industries/healthcare", "/ai-agents/rag"]) {
    const v = await visit(ctx, path);
    try {
      // The page at its full height, as a full-page screenshot shows it: no scrollbar.
      const height = await v.page.evaluate(() => document.documentElement.scrollHeight);
      await v.page.setViewportSize({ width: DESKTOP.width, height });
      const bands = await v.page.evaluate(() =>
        [...document.querySelectorAll('[data-surface="dark"], .cta--band, footer')].map((b) => {
          const r = b.getBoundingClientRect();
          return { name: b.className || b.tagName, left: r.left, right: r.right };
        }),
      );
      assert.ok(bands.length > 0, `${path} has dark bands`);
      for (const b of bands) {
        assert.equal(b.left, 0, `${path}: ${b.name} starts at the left edge`);
        assert.equal(b.right, DESKTOP.width, `${path}: ${b.name} reaches the right edge`);
      }
    } finally {
      await v.close();
    }
  }
});

test("the most popular pricing tier's words line up with its neighbours' at 1280 px", async () => {
  const v = await visit(ctx, "/ai-agents/rag");
  try {
    const offsets = await v.page.evaluate(() => {
      const popular = document.querySelector('article[data-popular="true"]');
      const row = popular?.parentElement;
      return [...(row?.children ?? [])].map((card) => {
        const c = card.getBoundingClientRect();
        const h = (card.querySelector("h3") as HTMLElement).getBoundingClientRect();
        return { top: Math.round(h.top - c.top), left: Math.round(h.left - c.left) };
      });
    });
    assert.ok(offsets.length >= 3, "a row of tiers");
    for (const o of offsets) assert.deepEqual(o, offsets[0], "every tier's name at one offset");
  } finally {
    await v.close();
  }
});

test("in every mega-menu panel the items' words start at one x per column", async () => {
  const v = await visit(ctx, "/");
  try {
    for (const menu of navigation.header.menus) {
      const trigger = v.page.getByRole("button", { name: menu.label, exact: true });
      await trigger.click();
      const panel = v.page.locator(`#${await trigger.getAttribute("aria-controls")}`);
      await panel.waitFor();
      const lefts = await panel.evaluate((p) => {
        const byColumn = new Map<number, Set<number>>();
        for (const link of p.querySelectorAll(".mega-menu__link")) {
          const column = Math.round(link.getBoundingClientRect().left);
          const title = (
            link.querySelector(".mega-menu__title") as HTMLElement
          ).getBoundingClientRect();
          const set = byColumn.get(column) ?? new Set<number>();
          set.add(Math.round(title.left));
          byColumn.set(column, set);
        }
        return [...byColumn.values()].map((s) => [...s]);
      });
      for (const column of lefts) assert.equal(column.length, 1, `${menu.label}: ${column}`);
      await v.page.keyboard.press("Escape");
    }
  } finally {
    await v.close();
  }
});

test("every eyebrow (hero and section) has one style: small uppercase brand text, not a pill", async () => {
  for (const path of ["/", "/industries/healthcare", "/contact"]) {
    const v = await visit(ctx, path);
    try {
      const styles = await v.page.evaluate(() =>
        [...document.querySelectorAll(".hero-badge, .hero-eyebrow, .section__eyebrow")].map((e) => {
          const s = getComputedStyle(e);
          return {
            transform: s.textTransform,
            size: s.fontSize,
            weight: s.fontWeight,
            tracking: s.letterSpacing,
            background: s.backgroundColor,
            border: s.borderTopWidth,
          };
        }),
      );
      assert.ok(styles.length > 1, `${path} has eyebrows`);
      for (const s of styles) {
        assert.deepEqual(
          { transform: s.transform, size: s.size, weight: s.weight, tracking: s.tracking },
          {
            transform: styles[0].transform,
            size: styles[0].size,
            weight: styles[0].weight,
            tracking: styles[0].tracking,
          },
          `${path}: one eyebrow style`,
        );
        assert.equal(s.background, "rgba(0, 0, 0, 0)", `${path}: an eyebrow is not a pill`);
        assert.equal(s.border, "0px", `${path}: an eyebrow has no outline`);
      }
    } finally {
      await v.close();
    }
  }
});

test("a 5,000-character search wraps and never makes /resources scroll sideways", async () => {
  const search = sectionOf(pageContent("/resources"), "siteSearch");
  for (const viewport of [PHONE, DESKTOP]) {
    const v = await visit(ctx, "/resources", { viewport });
    try {
      await v.page.getByLabel(search.label, { exact: true }).fill("q".repeat(5000));
      const status = v.page.locator("#site-search-results [role=status]");
      await v.page.waitForFunction(
        (el) => (el?.textContent ?? "").length > 0,
        await status.elementHandle(),
      );
      const box = await status.boundingBox();
      assert.ok(box && box.x + box.width <= viewport.width, "the empty state fits the window");
      assert.ok(await fitsWidth(v.page), `${viewport.width} px: no sideways scroll`);
    } finally {
      await v.close();
    }
  }
});

test("the ROI calculator refuses a figure past its bounds beside the field, and shows no NaN", async () => {
  const calculator = sectionOf(pageContent("/roi-calculator"), "roiCalculator");
  for (const viewport of [PHONE, DESKTOP]) {
    const v = await visit(ctx, "/roi-calculator", { viewport });
    try {
      const employees = v.page.getByLabel(calculator.fields.employees.label, { exact: true });
      await employees.fill("99999999999999999999");
      await v.page.getByRole("button", { name: calculator.submitLabel, exact: true }).click();
      const message = v.page.locator(`#${await employees.getAttribute("id")}-error`);
      await message.waitFor();
      assert.equal(await employees.getAttribute("aria-invalid"), "true");
      assert.equal(
        await employees.getAttribute("aria-describedby"),
        await message.getAttribute("id"),
      );
      const text = await message.innerText();
      assert.ok(
        text.includes(calculator.fields.employees.max.toLocaleString("en-US")),
        `the message names the largest figure: ${text}`,
      );
      // Beside its field: just under it, in the same column.
      // Both measured in one frame (focus on the field may still be scrolling the page).
      const gap = await employees.evaluate((f) => {
        const note = document.getElementById(`${f.id}-error`) as HTMLElement;
        const [a, b] = [f.getBoundingClientRect(), note.getBoundingClientRect()];
        return { below: b.top - a.bottom, left: b.left - a.left };
      });
      assert.ok(gap.below >= 0 && gap.below < 40 && Math.abs(gap.left) <= 1, JSON.stringify(gap));
      assert.doesNotMatch(await v.page.locator("main").innerText(), /NaN|Infinity/);
      assert.ok(await fitsWidth(v.page));
    } finally {
      await v.close();
    }
  }
});

test("an article: a centred 680-720 px reading column at 1280 px, tables scroll in a named box at 390 px", async () => {
  const path = "/blog/choosing-your-first-ai-agent-use-case";
  let v = await visit(ctx, path);
  try {
    const layout = await v.page.evaluate(() => {
      const body = document.querySelector(".table-scroll")?.parentElement as HTMLElement;
      const rail = document.querySelector('nav[aria-labelledby="toc-heading"]') as HTMLElement;
      const b = body.getBoundingClientRect();
      const r = rail.getBoundingClientRect();
      return {
        column: b.width,
        leftMargin: b.left,
        rightMargin: document.documentElement.clientWidth - r.right,
        h1Left: (document.querySelector("h1") as HTMLElement).getBoundingClientRect().left,
      };
    });
    assert.ok(layout.column >= 680 && layout.column <= 720, `column ${layout.column} px`);
    assert.ok(Math.abs(layout.leftMargin - layout.rightMargin) <= 2, "column and rail centred");
    assert.ok(Math.abs(layout.h1Left - layout.leftMargin) <= 1, "the title lines up with the body");
  } finally {
    await v.close();
  }
  v = await visit(ctx, path, { viewport: PHONE });
  try {
    const boxes = v.page.locator(".table-scroll");
    assert.ok((await boxes.count()) > 0);
    for (const box of await boxes.all()) {
      assert.equal(await box.getAttribute("role"), "region");
      assert.equal(await box.getAttribute("tabindex"), "0");
      assert.ok((await box.getAttribute("aria-label"))?.trim(), "the box is named");
      const inside = await box.evaluate(
        (b) => b.getBoundingClientRect().right <= window.innerWidth,
      );
      assert.ok(inside, "the box fits the screen");
    }
    // The wide table scrolls inside its box, which shades the edge with more beyond it.
    const wide = await boxes.evaluateAll((all) =>
      all
        .filter((b) => b.scrollWidth > b.clientWidth)
        .map((b) => getComputedStyle(b).backgroundImage),
    );
    assert.ok(wide.length > 0, "a table wider than the phone scrolls inside its box");
    for (const image of wide) assert.match(image, /radial-gradient/, "its edge is shaded");
    assert.ok(await fitsWidth(v.page));
  } finally {
    await v.close();
  }
});

test("/contact: the form and its first fields are on the first screen at 1280 x 800, and '24 h' never breaks", async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const v = await visit(ctx, "/contact", { viewport });
    try {
      if (viewport === DESKTOP) {
        // The form and its first row of fields are on the first screen.
        const firstField = await v.page
          .getByLabel(site.contactForm.fields.name.label, { exact: true })
          .evaluate((f) => f.getBoundingClientRect().bottom);
        assert.ok(firstField <= DESKTOP.height, `the first field ends at y=${firstField}`);
      }
      const splits = await v.page.evaluate(() => {
        const found: string[] = [];
        const walker = document.createTreeWalker(
          document.querySelector("main") as Node,
          NodeFilter.SHOW_TEXT,
        );
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          const i = text.search(/24\s*h\b/);
          if (i < 0 || (node.parentElement?.getClientRects().length ?? 0) === 0) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, text.indexOf("h", i + 2) + 1);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) found.push(text);
        }
        return found;
      });
      assert.deepEqual(splits, [], `${viewport.width} px: "24 h" stays on one line`);
    } finally {
      await v.close();
    }
  }
});
