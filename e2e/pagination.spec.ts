/**
 * Blog pagination, as an editor's growing blog would trigger it: a temporary copy of the project
 * gets enough generated posts to fill more than one listing page, is built on its own (the shared
 * public/ is untouched), and is served on 127.0.0.1. /blog then shows the newest posts a page at a
 * time, with links between the pages, and each later page is its own canonical page.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./harness";
import { startServer } from "../scripts/serve";
import { addPosts, buildSite, copyProject } from "../scripts/siteCopy.mjs";
import { blogPosts, pageContent, sectionOf, site, textOf } from "./helpers";
import { fill } from "../src/content/SiteContentContext";
import { listingPageCount, listingPagePath, POSTS_PER_PAGE } from "../src/lib/articles";

/** Posts to add so the shipped ones plus these fill exactly one page and one more post. */
const ADDED = Math.max(1, POSTS_PER_PAGE + 1 - blogPosts().length);
const TOTAL = blogPosts().length + ADDED;
const PAGES = listingPageCount(TOTAL);
const copy = site.articles.pagination;
const blog = pageContent("/blog");
const listId = sectionOf(blog, "collectionList").id ?? "posts";

let dir = "";
let server: { url: string; close(): Promise<void> } | undefined;
let browser: Browser | undefined;
/** Set once the clean-up has run: a set-up that overran its limit must not start anything after it. */
let cleanedUp = false;

before(
  async () => {
    dir = copyProject("loomwork-pagination-", { imageCaches: true });
    addPosts(dir, ADDED);
    buildSite(dir);
    if (cleanedUp) return;
    server = await startServer({ root: path.join(dir, "public"), port: 0 });
    if (cleanedUp) return void (await server.close());
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    if (cleanedUp) await Promise.all([browser.close(), server.close()]);
  },
  // The copy's build is a whole Gatsby build: a loaded two-core machine can take minutes.
  { timeout: 480_000 },
);

after(async () => {
  cleanedUp = true;
  await browser?.close();
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Opens `pathname` on the copy's server with every other host blocked. */
async function open(pathname: string) {
  const context = await browser!.newContext();
  const origin = new URL(server!.url).origin;
  await context.route("**/*", (route) =>
    route.request().url().startsWith(origin) ? route.continue() : route.abort("blockedbyclient"),
  );
  const page = await context.newPage();
  const response = await page.goto(server!.url + pathname, { waitUntil: "load" });
  return { page, response, close: () => context.close() };
}

test(`with ${TOTAL} posts /blog shows the newest ${POSTS_PER_PAGE} and links to page 2`, async () => {
  assert.ok(PAGES >= 2, "the generated posts overflow one page");
  const v = await open(blog.path);
  try {
    assert.equal(await v.page.locator(`#${listId} article`).count(), POSTS_PER_PAGE);
    const nav = v.page.getByRole("navigation", { name: copy.label });
    assert.equal(await textOf(nav.locator("[aria-current=page]")), "1");
    assert.ok((await textOf(nav)).includes(fill(copy.status, { page: 1, count: PAGES })));
    const next = nav.getByRole("link", { name: copy.next });
    assert.equal(await next.getAttribute("href"), listingPagePath(blog.path, 2));
    await next.click();
    await v.page.waitForURL(`**${listingPagePath(blog.path, 2)}`);
    // Client-side navigation renders the new page once its data has arrived.
    await nav.locator("[aria-current=page]", { hasText: /^2$/ }).waitFor();
    assert.equal(
      await v.page.locator(`#${listId} article`).count(),
      Math.min(POSTS_PER_PAGE, TOTAL - POSTS_PER_PAGE),
    );
  } finally {
    await v.close();
  }
});

test("a later listing page is its own page: status 200, own title and canonical, link back", async () => {
  const p2 = listingPagePath(blog.path, 2);
  const v = await open(p2);
  try {
    assert.equal(v.response?.status(), 200);
    assert.equal(
      await v.page.locator('head link[rel="canonical"]').getAttribute("href"),
      site.siteUrl + p2,
    );
    assert.ok(
      (await v.page.title()).startsWith(fill(copy.pageTitle, { title: blog.seo.title, page: 2 })),
      "the title names the page number",
    );
    const nav = v.page.getByRole("navigation", { name: copy.label });
    assert.equal(
      await nav.getByRole("link", { name: copy.previous }).getAttribute("href"),
      blog.path,
    );
    assert.equal(await textOf(nav.locator("[aria-current=page]")), "2");
  } finally {
    await v.close();
  }
});
