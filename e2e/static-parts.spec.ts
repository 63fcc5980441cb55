/**
 * Static parts (src/components/serverMarkup.ts): on the page the browser loaded, the parts with
 * no state or handlers (sections of cards, steps and figures; the menus' links; the footer's link
 * columns) keep the server's HTML and React hydrates only the element that holds each. Their
 * links still navigate client-side, the menus still close when one is chosen, and the next page
 * renders every section from its own data. Icons and tool marks are drawn from the page's own
 * sprite on a first load, and from the shared sprite files after a client-side navigation.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { DESKTOP, startSiteForSpec, visit } from "./harness";
import {
  allArticles,
  allPages,
  assertSections,
  heroOf,
  markDocument,
  navigation,
  pageContent,
  sameDocument,
} from "./helpers";

const ctx = startSiteForSpec();

/** For each static part: its key, whether React holds it, and how many elements inside it React holds. */
function staticParts(
  page: Page,
): Promise<{ key: string; held: boolean; heldInside: number; inside: number }[]> {
  return page.evaluate(() => {
    // (No named helper functions in here: the test runner's transform would rename them.)
    return Array.from(document.querySelectorAll("[data-static]"), (el) => {
      const inside = [el, ...Array.from(el.querySelectorAll("*"))].map((n) =>
        Object.keys(n).some((k) => k.startsWith("__reactFiber")),
      );
      return {
        key: el.getAttribute("data-static") ?? "",
        held: inside[0],
        heldInside: inside.slice(1).filter(Boolean).length,
        inside: inside.length - 1,
      };
    });
  });
}

/**
 * The `href` of the first link inside `scope` (a CSS selector) that leads to one of `paths` (site
 * paths, no anchor), or undefined.
 */
function firstLinkTo(page: Page, scope: string, paths: string[]): Promise<string | undefined> {
  return page
    .locator(`${scope} a[href^='/']`)
    .evaluateAll(
      (links, known) =>
        links.map((a) => a.getAttribute("href") ?? "").find((h) => (known as string[]).includes(h)),
      paths,
    );
}

test("on a first load the static parts keep the server's HTML: React holds each part's element, nothing inside it", async () => {
  const page = pageContent("/industries/healthcare");
  const v = await visit(ctx, page.path);
  try {
    const parts = await staticParts(v.page);
    const keys = parts.map((p) => p.key);
    for (const menu of navigation.header.menus) {
      assert.ok(keys.includes(`menu-${menu.id}`), `the ${menu.label} panel is static`);
      assert.ok(
        keys.includes(`mobile-menu-${menu.id}`),
        `the ${menu.label} mobile links are static`,
      );
    }
    assert.ok(keys.includes("footer-columns"), "the footer's link columns are static");
    assert.ok(
      keys.some((k) => k.startsWith("section-")),
      "some sections are static",
    );
    for (const p of parts) {
      assert.ok(p.held, `${p.key}: React holds the part's element`);
      assert.ok(p.inside > 0, `${p.key}: the server's content is there`);
      assert.equal(p.heldInside, 0, `${p.key}: nothing inside it was hydrated`);
    }
    // What a visitor sees is the page's content, all of it.
    await assertSections(v.page, page);
    assert.deepEqual(v.errors, [], "no console errors (no hydration mismatch)");
  } finally {
    await v.close();
  }
});

test("an article page keeps its whole article as the server wrote it, and its heading is the post's title", async () => {
  const [article] = allArticles();
  const v = await visit(ctx, article.path);
  try {
    const part = (await staticParts(v.page)).find((p) => p.key === "article");
    assert.ok(part, "the article is a static part");
    assert.ok(part.held && part.inside > 0 && part.heldInside === 0, "not hydrated inside");
    assert.equal((await v.page.locator("article h1").innerText()).trim(), article.content.title);
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("a link in a static section navigates client-side, and the next page renders every section from its data", async () => {
  const pages = new Set(allPages().map((p) => p.path));
  // An area hub: its cards (a static section) link the area's pages.
  const hub = allPages().find((p) => p.sections.some((s) => s.type === "menuCards"));
  assert.ok(hub, "an area hub page");
  const v = await visit(ctx, hub.path);
  try {
    const href = await firstLinkTo(v.page, "main [data-static]", [...pages]);
    assert.ok(href && href !== hub.path, "the hub's static sections link another section page");
    await markDocument(v.page);
    await v.page.locator(`main [data-static] a[href='${href}']`).first().click();
    await v.page.waitForURL((u) => u.pathname === href);
    const next = pageContent(href);
    await v.page.locator("h1", { hasText: heroOf(next).heading }).waitFor();
    assert.ok(await sameDocument(v.page), "client-side navigation, no reload");
    await assertSections(v.page, next);
    // After a client-side move every part is rendered by React from the new page's data.
    for (const p of await staticParts(v.page))
      assert.equal(p.heldInside, p.inside, `${p.key}: rendered by React after navigation`);
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("at 1280 px a link chosen in a mega-menu panel navigates client-side and closes the panel", async () => {
  const menu = navigation.header.menus[0];
  const item = menu.items[0];
  const v = await visit(ctx, "/", { viewport: DESKTOP });
  try {
    await markDocument(v.page);
    const trigger = v.page.getByRole("button", { name: menu.label, exact: true });
    await trigger.click();
    const panel = v.page.locator(`#menu-${menu.id}`);
    await panel.waitFor({ state: "visible" });
    await panel.getByRole("link", { name: item.title }).click();
    await v.page.waitForURL((u) => u.pathname === item.href);
    assert.ok(await sameDocument(v.page), "client-side navigation, no reload");
    assert.equal(await trigger.getAttribute("aria-expanded"), "false");
    assert.equal(await panel.isVisible(), false, "the panel closed");
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("drawings: a first load draws every icon and tool mark from the page's own sprite, fetching neither shared file; a page reached client-side draws its marks from the file", async () => {
  const marked = allPages().filter((p) =>
    p.sections.some(
      (s) => s.type === "badges" && s.groups.some((g) => g.items.some((b) => b.mark)),
    ),
  );
  assert.ok(marked.length >= 2, "two pages show tool marks");
  const [first, ...others] = marked;
  const v = await visit(ctx, first.path);
  const spriteRequests: string[] = [];
  v.page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/tool-marks.svg") spriteRequests.push(r.url());
  });
  try {
    // Every mark on the page is drawn (the badges helper waits for each drawing's box).
    await assertSections(v.page, first);
    const drawings = await v.page.evaluate(() =>
      Array.from(document.querySelectorAll("#___gatsby svg use"), (u) => ({
        href: u.getAttribute("href") ?? "",
        shown: u.closest("svg")!.checkVisibility(),
        width: (u as SVGUseElement).getBBox().width,
      })),
    );
    assert.ok(drawings.some((d) => d.href.startsWith("#tool-mark-")));
    assert.ok(drawings.some((d) => d.href.startsWith("#icon-")));
    for (const d of drawings) {
      assert.match(d.href, /^#(icon|tool-mark)-[a-z0-9-]+$/, "an in-page symbol");
      if (d.shown) assert.ok(d.width > 0, `${d.href} is drawn`);
    }
    // (The listener was added after the load; the resource timing list covers the load itself.)
    const loaded = await v.page.evaluate(() =>
      performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname),
    );
    for (const file of ["/tool-marks.svg", "/icons.svg"])
      assert.ok(!loaded.includes(file), `${file} is not fetched`);
    // A link on this page to another page with marks: the next page renders from its data.
    const paths = others.map((p) => p.path);
    const href = await firstLinkTo(v.page, "body", paths);
    assert.ok(href, `${first.path} links another page with tool marks`);
    await markDocument(v.page);
    await v.page
      .locator(`a[href='${href}']`)
      .first()
      .evaluate((a) => (a as HTMLElement).click());
    await v.page.waitForURL((u) => u.pathname === href);
    const next = pageContent(href);
    await v.page.locator("h1", { hasText: heroOf(next).heading }).waitFor();
    assert.ok(await sameDocument(v.page), "client-side navigation, no reload");
    await assertSections(v.page, next);
    assert.ok(spriteRequests.length > 0, "the next page's marks come from the shared file");
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});
