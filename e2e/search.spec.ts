/** The resources hub's site search in Chromium (issue 7): live results, empty state, keyboard. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { startSiteForSpec, visit } from "./harness";

const ctx = startSiteForSpec();

test("typing a word from a page title shows that page as a result", async () => {
  const v = await visit(ctx, "/resources");
  try {
    const input = v.page.getByPlaceholder("Search resources, guides, templates...");
    await input.fill("zapier");
    const first = v.page.locator("#site-search-results a").first();
    await first.waitFor();
    assert.equal(await first.getAttribute("href"), "/automation/zapier");
    assert.match(
      await v.page.locator("#site-search-results [role=status]").innerText(),
      /\d+ results?/,
    );
  } finally {
    await v.close();
  }
});

test("nonsense shows the empty state naming the query", async () => {
  const v = await visit(ctx, "/resources");
  try {
    await v.page.getByPlaceholder("Search resources, guides, templates...").fill("qwxzzv");
    const status = v.page.locator("#site-search-results [role=status]");
    await v.page.waitForFunction(() =>
      /qwxzzv/.test(
        document.querySelector("#site-search-results [role=status]")?.textContent ?? "",
      ),
    );
    assert.match(await status.innerText(), /qwxzzv/);
    assert.equal(await v.page.locator("#site-search-results a").count(), 0);
  } finally {
    await v.close();
  }
});

test("keyboard: ArrowDown moves into the results and Enter opens one; the Search button focuses the first", async () => {
  const v = await visit(ctx, "/resources");
  try {
    const input = v.page.getByPlaceholder("Search resources, guides, templates...");
    await input.fill("rag");
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

test("without JavaScript the search form still submits somewhere sensible (a site-limited web search)", async () => {
  const v = await visit(ctx, "/resources", { javaScriptEnabled: false });
  try {
    const form = v.page.locator("form[role=search]");
    assert.equal(await form.getAttribute("method"), "get");
    assert.match((await form.getAttribute("action")) ?? "", /^https:\/\//);
    assert.equal(await form.locator("input[name=q]").count(), 1);
    assert.equal(await form.locator("input[name=sites]").getAttribute("value"), "www.loomwork.ai");
  } finally {
    await v.close();
  }
});
