/**
 * The resources hub's site search in Chromium: live results, empty state, keyboard. The
 * placeholder and the result and empty-state texts come from the search section of
 * data/pages/resources.json; the query is a page's own title from its file.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { DESKTOP, startSiteForSpec, visit, waitForHydration } from "./harness";
import { pageContent, sectionOf, site } from "./helpers";

const ctx = startSiteForSpec();
const search = sectionOf(pageContent("/resources"), "siteSearch");
/** A page to look for, and its title as a query. */
const target = pageContent("/automation/zapier");

/** `template` (e.g. "{count} results") as a pattern, each `{name}` matching `values[name]`. */
function templatePattern(template: string, values: Record<string, string>): RegExp {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(escaped.replace(/\\\{(\w+)\\\}/g, (_, name: string) => values[name] ?? ".*"));
}

test("typing a page's title shows that page as the first result", async () => {
  const v = await visit(ctx, "/resources");
  try {
    const input = v.page.getByPlaceholder(search.placeholder);
    await input.fill(target.seo.title);
    const first = v.page.locator("#site-search-results a").first();
    await first.waitFor();
    assert.equal(await first.getAttribute("href"), target.path);
    assert.match(
      await v.page.locator("#site-search-results [role=status]").innerText(),
      templatePattern(search.resultsText, { count: "\\d+" }),
    );
  } finally {
    await v.close();
  }
});

test("nonsense shows the empty state naming the query", async () => {
  const v = await visit(ctx, "/resources");
  try {
    await v.page.getByPlaceholder(search.placeholder).fill("qwxzzv");
    const status = v.page.locator("#site-search-results [role=status]");
    await v.page.waitForFunction(() =>
      /qwxzzv/.test(
        document.querySelector("#site-search-results [role=status]")?.textContent ?? "",
      ),
    );
    assert.match(await status.innerText(), templatePattern(search.emptyText, { query: "qwxzzv" }));
    assert.equal(await v.page.locator("#site-search-results a").count(), 0);
  } finally {
    await v.close();
  }
});

test("keyboard: ArrowDown moves into the results and Enter opens one; the Search button focuses the first", async () => {
  const v = await visit(ctx, "/resources");
  try {
    const input = v.page.getByPlaceholder(search.placeholder);
    await input.fill(target.seo.title);
    await v.page.locator("#site-search-results a").first().waitFor();
    await input.press("ArrowDown");
    const focusedHref = await v.page.evaluate(() => document.activeElement?.getAttribute("href"));
    assert.ok(focusedHref?.startsWith("/"), `focused ${focusedHref}`);
    await v.page.keyboard.press("Enter");
    await v.page.waitForURL(`${ctx.url}${focusedHref}`);
  } finally {
    await v.close();
  }
});

test("a query typed before the page is interactive shows its results once it is", async () => {
  const context = await ctx.browser.newContext({ viewport: DESKTOP });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    // Hold the app's main script until the query is typed: the page is on screen, not yet live.
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    const origin = new URL(ctx.url).origin;
    await context.route("**/*", async (route) => {
      const url = route.request().url();
      if (!url.startsWith(origin)) return route.abort("blockedbyclient");
      if (/\/app-[^/]*\.js$/.test(new URL(url).pathname)) {
        held += 1;
        await typed;
      }
      return route.continue();
    });
    await page.goto(`${ctx.url}/resources`, { waitUntil: "domcontentloaded" });
    const input = page.getByPlaceholder(search.placeholder);
    await input.fill(target.seo.title);
    assert.ok(held > 0, "the app script was held while typing");
    assert.notEqual(
      await page.evaluate(() => document.documentElement.dataset.hydrated),
      "true",
      "typed before hydration",
    );
    release();
    await waitForHydration(page);
    const first = page.locator("#site-search-results a").first();
    await first.waitFor();
    assert.equal(await first.getAttribute("href"), target.path);
    assert.equal(await input.inputValue(), target.seo.title, "the typed text is kept");
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test("without JavaScript the search form still submits somewhere sensible (a site-limited web search)", async () => {
  const v = await visit(ctx, "/resources", { javaScriptEnabled: false });
  try {
    const form = v.page.locator("form[role=search]");
    assert.equal(await form.getAttribute("method"), "get");
    assert.match((await form.getAttribute("action")) ?? "", /^https:\/\//);
    assert.equal(await form.locator("input[name=q]").count(), 1);
    assert.equal(
      await form.locator("input[name=sites]").getAttribute("value"),
      new URL(site.siteUrl).host,
    );
  } finally {
    await v.close();
  }
});
