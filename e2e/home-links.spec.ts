/**
 * The home page's content leads somewhere: the hero's offer tiles, the technology cards and the
 * industry chips are links to the pages their file (data/pages/home.json) names; every one
 * answers 200, is reachable by keyboard, and changes how it looks on hover and on focus.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Locator } from "playwright-core";
import { DESKTOP, startSiteForSpec, visit } from "./harness";
import { collapse, heroOf, pageContent, sectionOf } from "./helpers";

const ctx = startSiteForSpec();
const home = pageContent("/");

/** The links home's file gives its tiles, cards and chips, with the words each link shows. */
function expectedLinks(): {
  where: string;
  selector: string;
  items: { text: string; href: string }[];
}[] {
  const visual = heroOf(home).visual;
  assert.ok(visual?.kind === "offer", "home's hero draws the offer");
  const tech = sectionOf(home, "cards", "technology");
  const stories = sectionOf(home, "testimonials");
  const defined = <T extends { href?: string }>(xs: T[]) => xs.filter((x) => x.href);
  return [
    {
      where: "offer tiles",
      selector: "section[aria-labelledby='page-heading'] [data-hero-visual='offer'] a",
      items: defined(visual.tiles).map((t) => ({ text: t.name, href: t.href! })),
    },
    {
      where: "technology cards",
      selector: `#${tech.id} .card__title-link`,
      items: defined(tech.cards).map((c) => ({ text: c.title, href: c.href! })),
    },
    {
      where: "industry chips",
      selector: `#${stories.id} .tag-list a`,
      items: defined(stories.tags ?? []).map((t) => ({ text: t.label, href: t.href! })),
    },
  ];
}

/**
 * The link's looks once they differ from `before` (a hover or focus style arrives through a
 * short transition): read every 25 ms until they change, at most 2,000 ms; then the last read.
 */
async function looksOtherThan(link: Locator, before: string): Promise<string> {
  const end = Date.now() + 2000;
  let now = await looks(link);
  while (now === before && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    now = await looks(link);
  }
  return now;
}

/** The computed looks a link state changes: border and text colour, shadow, outline. */
async function looks(link: Locator): Promise<string> {
  return link.evaluate((el) => {
    const tile = el.closest("li, article") ?? el;
    const s = getComputedStyle(el);
    const t = getComputedStyle(tile);
    return [
      t.borderColor,
      s.borderColor,
      s.color,
      s.boxShadow,
      s.outlineStyle,
      s.textDecorationLine,
    ].join("|");
  });
}

test("/: the offer tiles, technology cards and industry chips link to pages that answer 200, with hover and focus states", async () => {
  const groups = expectedLinks();
  for (const g of groups) assert.ok(g.items.length >= 3, `home's file links its ${g.where}`);
  const v = await visit(ctx, "/", { viewport: DESKTOP });
  try {
    const { page } = v;
    for (const g of groups) {
      const links = page.locator(g.selector);
      assert.equal(await links.count(), g.items.length, `${g.where}: one link each`);
      for (const [i, item] of g.items.entries()) {
        const link = links.nth(i);
        assert.equal(await link.getAttribute("href"), item.href, `${g.where}: ${item.text}`);
        assert.ok(
          collapse((await link.textContent()) ?? "").includes(collapse(item.text)),
          `${g.where}: the link says "${item.text}"`,
        );
        const response = await page.request.get(new URL(item.href, ctx.url).toString());
        assert.equal(response.status(), 200, `${item.href} answers 200`);

        await page.mouse.move(0, 0);
        const rest = await looks(link);
        await link.hover();
        assert.notEqual(
          await looksOtherThan(link, rest),
          rest,
          `${g.where}: "${item.text}" changes on hover`,
        );
        await page.mouse.move(0, 0);
        await link.focus();
        assert.notEqual(
          await looksOtherThan(link, rest),
          rest,
          `${g.where}: "${item.text}" changes on focus`,
        );
        await link.blur();
      }
    }
  } finally {
    await v.close();
  }
});
