/**
 * Area hub pages: every page whose file has a `menuCards` section (/ai-agents, /automation,
 * /tech-stack, /industries). Each answers 200 with its head and sections as its file says; its
 * cards are exactly its header menu's pages from data/navigation.json (titles, descriptions,
 * icons, links), and clicking one opens that page; it has a section besides the hero, the cards
 * and the closing call to action (proof or how we work); the hero and the closing call to action
 * book a session. The header's menus gain no hub link, and the footer links every hub.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { startSiteForSpec, visit } from "./harness";
import { checkContentPage } from "./contentPage";
import { allPages, heroOf, hrefsOf, navigation, pageContent, sectionsOf } from "./helpers";

const ctx = startSiteForSpec();

const hubs = allPages().filter((p) => sectionsOf(p, "menuCards").length > 0);

test("there is a hub page for every area the not-found page and the footer point at", () => {
  const hubPaths = hubs.map((h) => h.path);
  const menus = hubs.map((h) => sectionsOf(h, "menuCards")[0].menu);
  assert.ok(hubs.length >= 4, `hub pages: ${hubPaths.join(", ")}`);
  assert.equal(new Set(menus).size, menus.length, "each hub shows a different menu");
  for (const menu of menus)
    assert.ok(
      navigation.header.menus.some((m) => m.id === menu),
      `${menu} is a header menu`,
    );
  const footerLinks = navigation.footer.columns.flatMap((c) => c.links.map((l) => l.href));
  for (const p of hubPaths) assert.ok(footerLinks.includes(p), `the footer links ${p}`);
});

for (const hub of hubs) {
  test(`${hub.path}: hero, one card per ${sectionsOf(hub, "menuCards")[0].menu} page, proof and a closing call to action`, async () => {
    await checkContentPage(ctx, hub.path, async (page, content) => {
      const others = content.sections.filter(
        (s, i) => i > 0 && i < content.sections.length - 1 && s.type !== "menuCards",
      );
      assert.ok(others.length > 0, "a proof or how-we-work section besides the cards");
      const [cards] = sectionsOf(content, "menuCards");
      const menu = navigation.header.menus.find((m) => m.id === cards.menu);
      assert.ok(menu);
      // The first card opens its page.
      await page.locator(`#${cards.id} article h3 a`).first().click();
      await page.waitForURL((u) => u.pathname === menu.items[0].href);
      const next = pageContent(menu.items[0].href);
      await page.locator("h1", { hasText: heroOf(next).heading }).waitFor();
    });
  });
}

test("each header mega-menu keeps its pages and leads to its own hub", async () => {
  const v = await visit(ctx, hubs[0].path);
  try {
    for (const menu of navigation.header.menus) {
      const hrefs = await hrefsOf(v.page.locator(`#menu-${menu.id} a`));
      assert.deepEqual(
        hrefs,
        [...menu.items.map((i) => i.href), menu.hub.href],
        `menu ${menu.id}: its pages, then its hub`,
      );
    }
  } finally {
    await v.close();
  }
});
