/**
 * Breadcrumbs: every registered route but the home page (each page, alias and article) opens
 * with exactly one breadcrumb `nav`, named by `labels.breadcrumbs.label` in data/site.json,
 * whose list starts at Home, whose links all lead to registered routes, and whose last item is
 * the current page (`aria-current="page"`, not a link). Its JSON-LD holds a BreadcrumbList whose
 * last item is the page's canonical URL, with the same names as the visible trail. The home and
 * not-found pages have neither.
 * Both are in the HTML the server sends, so the pages are read as built, without JavaScript, in
 * one page of one context (that hydration keeps the HTML is the whole-site sweep's concern,
 * e2e/every-page.spec.ts).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { registeredRoutes, startSiteForSpec } from "./harness";
import { NOT_FOUND_PROBE } from "./gates";
import { site, textOf } from "./helpers";

const ctx = startSiteForSpec();

const { label, home } = site.labels.breadcrumbs;
const NAV = `nav[aria-label="${label}"]`;
const known = new Set(["/", ...registeredRoutes().flatMap((r) => [r.path, ...r.aliases])]);

let shared: Promise<Page> | undefined;

/**
 * Opens `pathname` without JavaScript in the spec's one reading page (a context of its own,
 * opened on first use and closed with the browser); resolves to the page once it has loaded.
 */
async function read(pathname: string): Promise<Page> {
  shared ??= ctx.browser
    .newContext({ javaScriptEnabled: false })
    .then((context) => context.newPage());
  const page = await shared;
  const response = await page.goto(ctx.url + pathname, { waitUntil: "load" });
  assert.ok(response, `${pathname} answered`);
  return page;
}

/** The BreadcrumbList nodes of the page's JSON-LD. */
async function breadcrumbLists(page: Page): Promise<Record<string, unknown>[]> {
  return (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((t) => JSON.parse(t) as unknown)
    .flatMap((j) => (Array.isArray(j) ? j : [j]) as Record<string, unknown>[])
    .flatMap((n) => (Array.isArray(n["@graph"]) ? (n["@graph"] as Record<string, unknown>[]) : [n]))
    .filter((n) => n["@type"] === "BreadcrumbList");
}

for (const route of registeredRoutes().filter((r) => r.path !== "/")) {
  for (const pathname of [route.path, ...route.aliases]) {
    test(`${pathname}: one breadcrumb trail ending at the page, and its BreadcrumbList`, async () => {
      const page = await read(pathname);
      assert.equal(await page.locator(NAV).count(), 1, "one breadcrumb nav");
      const items = page.locator(`${NAV} ol > li`);
      const n = await items.count();
      assert.ok(n >= 2, `at least Home and the page (${n} items)`);
      assert.equal(await textOf(items.first()), home, "Home first");
      const links = page.locator(`${NAV} a`);
      assert.equal(await links.count(), n - 1, "every item but the last is a link");
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
        assert.ok(href && known.has(href), `${href} is a registered route`);
      const last = items.last();
      assert.equal(await last.locator("a").count(), 0, "the current page is not a link");
      assert.equal(await last.locator('[aria-current="page"]').count(), 1, "aria-current=page");

      const lists = await breadcrumbLists(page);
      assert.equal(lists.length, 1, "one BreadcrumbList");
      const entries = lists[0].itemListElement as { name: string; item: string }[];
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      assert.equal(entries[entries.length - 1].item, canonical, "ends at the canonical URL");
      assert.equal(entries[0].item, `${site.siteUrl}/`, "starts at the home page");
      const names = await items.evaluateAll((lis) => lis.map((li) => li.textContent?.trim()));
      assert.deepEqual(
        entries.map((e) => e.name),
        names,
        "the same names as the visible trail",
      );
    });
  }
}

for (const pathname of ["/", NOT_FOUND_PROBE]) {
  test(`${pathname}: no breadcrumb trail and no BreadcrumbList`, async () => {
    const page = await read(pathname);
    assert.equal(await page.locator(NAV).count(), 0, "no breadcrumb nav");
    assert.deepEqual(await breadcrumbLists(page), [], "no BreadcrumbList");
  });
}
