/**
 * Resources hub, blog listing and case-studies listing. Expected copy, labels, links and items
 * come from the content: data/pages/resources.json, blog.json and case-studies.json, every post
 * in data/blog/ and every case study in data/case-studies/. So a new post or study, a retitled
 * card or a changed label follows the files; a page that stops showing them fails here. Search
 * behaviour is covered in search.spec.ts.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { startSiteForSpec, visit, type Visit } from "./harness";
import {
  assertCaseStudies,
  assertSections,
  blogPosts,
  caseStudyEntries,
  hrefsOf,
  longDate,
  pageContent,
  sectionOf,
  site,
  textOf,
  type PageContent,
} from "./helpers";
import { renderMarkdown } from "../src/content/markdown";
import { fill } from "../src/content/SiteContentContext";
import { articlePath, POSTS_PER_PAGE } from "../src/lib/articles";

const ctx = startSiteForSpec();

// ---------------------------------------------------------------------------------------------
// /resources
// ---------------------------------------------------------------------------------------------

const resources = pageContent("/resources");

test("/resources: every section as its file says (hero, categories, featured, quick links, closing)", async () => {
  const v = await visit(ctx, "/resources");
  try {
    assert.equal(v.response?.status(), 200);
    await assertSections(v.page, resources);
  } finally {
    await v.close();
  }
});

test("/resources has a labelled search input with its placeholder and button", async () => {
  const search = sectionOf(resources, "siteSearch");
  const v = await visit(ctx, "/resources");
  try {
    const scope = v.page.locator(`#${search.id}`);
    const input = scope.getByPlaceholder(search.placeholder, { exact: true });
    assert.equal(await input.count(), 1);
    assert.ok(await input.isVisible());
    // The input has an accessible name (a label), not just a placeholder.
    assert.equal(await scope.getByRole("searchbox", { name: search.label }).count(), 1);
    const button = scope.getByRole("button", { name: search.buttonLabel, exact: true });
    assert.equal(await button.count(), 1);
    assert.ok(await button.isVisible());
  } finally {
    await v.close();
  }
});

test("/resources has an email subscribe box and exactly one link to /book-session", async () => {
  const newsletter = sectionOf(resources, "newsletter");
  const v = await visit(ctx, "/resources");
  try {
    const box = v.page.locator(`#${newsletter.id}`);
    const email = box.getByLabel(newsletter.label, { exact: true });
    assert.equal(await email.getAttribute("type"), "email");
    assert.ok(await email.isVisible());
    const button = box.getByRole("button", { name: newsletter.buttonLabel, exact: true });
    assert.equal(await button.count(), 1);
    assert.equal(await v.page.locator('main a[href="/book-session"]').count(), 1);
  } finally {
    await v.close();
  }
});

test("/resources: every guide, tool and listing the hub links to answers 200", async () => {
  const v = await visit(ctx, "/resources");
  let links: string[];
  try {
    links = [
      ...new Set(
        (await hrefsOf(v.page.locator("main a[href^='/']"))).map((h) => h!.replace(/#.*$/, "")),
      ),
    ];
  } finally {
    await v.close();
  }
  assert.ok(links.length > 10, `the hub links to its guides (${links.length} links)`);
  for (const link of links) {
    const res = await fetch(ctx.url + link, { redirect: "manual" });
    assert.equal(res.status, 200, link);
  }
});

// ---------------------------------------------------------------------------------------------
// Listings: /blog, /case-studies and their /resources aliases
// ---------------------------------------------------------------------------------------------

/** Canonical: the page file's `canonicalPath`, on the /resources alias, on the site's origin. */
async function assertResourcesCanonical(v: Visit, content: PageContent): Promise<void> {
  const canonicalPath = content.seo.canonicalPath ?? content.path;
  assert.ok(canonicalPath.startsWith("/resources/"), "the /resources path is canonical");
  assert.ok(content.aliases?.includes(canonicalPath), "the canonical path is an alias");
  const canonical = v.page.locator('link[rel="canonical"]');
  assert.equal(await canonical.count(), 1);
  assert.equal(await canonical.getAttribute("href"), site.siteUrl + canonicalPath);
}

const blog = pageContent("/blog");
const posts = blogPosts().slice(0, POSTS_PER_PAGE);

for (const path of [blog.path, ...(blog.aliases ?? [])]) {
  test(`${path} lists every post in data/blog/, newest first, with category, date, author, read time, excerpt and its button`, async () => {
    const listing = sectionOf(blog, "collectionList");
    const v = await visit(ctx, path);
    try {
      assert.equal(v.response?.status(), 200);
      const articles = v.page.locator(`#${listing.id} article`);
      assert.equal(await articles.count(), posts.length, "one card per post");
      for (const [i, post] of posts.entries()) {
        const card = articles.nth(i);
        assert.equal(await textOf(card.locator("h3")), post.title, `post ${i + 1} title`);
        const text = await textOf(card);
        for (const t of [
          post.category,
          post.author,
          fill(site.articles.readingTime, { minutes: renderMarkdown(post.body).readingMinutes }),
          longDate(post.datePublished),
          post.description,
        ])
          assert.ok(text.includes(t), `post ${i + 1} shows "${t}"`);
        assert.equal(
          await card.locator(`time[datetime="${post.datePublished}"]`).count(),
          1,
          `post ${i + 1} date is machine-readable`,
        );
        const postPath = articlePath("blog", post.slug);
        assert.equal(
          await card.locator("h3 a").getAttribute("href"),
          postPath,
          `post ${i + 1} title links to the post`,
        );
        if (listing.itemActionLabel) {
          const link = card.getByRole("link", { name: new RegExp(`^${listing.itemActionLabel}`) });
          assert.equal(
            await link.getAttribute("href"),
            postPath,
            `post ${i + 1} Read More leads to the post`,
          );
        }
      }
    } finally {
      await v.close();
    }
  });

  test(`${path}: its own sections, exactly one link to /book-session, the /resources canonical`, async () => {
    const v = await visit(ctx, path);
    try {
      await assertSections(v.page, blog);
      assert.equal(await v.page.locator('main a[href="/book-session"]').count(), 1);
      await assertResourcesCanonical(v, blog);
    } finally {
      await v.close();
    }
  });
}

const caseStudies = pageContent("/case-studies");

for (const path of [caseStudies.path, ...(caseStudies.aliases ?? [])]) {
  test(`${path} features the studies with an order (industry, challenge, solution, results, metrics, tags), then lists every other case study in data/case-studies/, newest first`, async () => {
    const listing = sectionOf(caseStudies, "collectionList");
    const v = await visit(ctx, path);
    try {
      assert.equal(v.response?.status(), 200);
      const scope = v.page.locator(`#${listing.id}`);
      const featured = caseStudyEntries().filter((s) => s.order !== undefined);
      await assertCaseStudies(scope.locator(".cs-library__block").first(), featured);
      // A featured study is not listed again under the featured row.
      const newest = caseStudyEntries()
        .filter((s) => s.order === undefined)
        .sort(
          (a, b) => b.datePublished.localeCompare(a.datePublished) || a.slug.localeCompare(b.slug),
        );
      const items = scope.locator(".cs-library__list > li");
      assert.equal(await items.count(), newest.length, "one item per study not featured");
      for (const [i, s] of newest.entries()) {
        const item = items.nth(i);
        assert.deepEqual(await hrefsOf(item.locator("h4 a")), [articlePath("caseStudies", s.slug)]);
        assert.equal(await textOf(item.locator("h4")), s.title, `item ${i + 1} title`);
        const text = await textOf(item);
        for (const t of [s.industry, s.company, ...(s.size ? [s.size] : [])])
          assert.ok(text.includes(t), `item ${i + 1} shows "${t}"`);
        if (s.metrics) assert.ok(text.includes(s.metrics.improvement), `item ${i + 1} improvement`);
      }
      assert.equal(
        await textOf(scope.locator(".cs-library__status")),
        fill(site.caseStudies.library.showingOthers, {
          count: newest.length,
          featured: featured.length,
          total: caseStudyEntries().length,
        }),
      );
    } finally {
      await v.close();
    }
  });

  test(`${path}: its own sections, exactly one link to /book-session, the /resources canonical`, async () => {
    const v = await visit(ctx, path);
    try {
      await assertSections(v.page, caseStudies);
      assert.equal(await v.page.locator('main a[href="/book-session"]').count(), 1);
      await assertResourcesCanonical(v, caseStudies);
    } finally {
      await v.close();
    }
  });
}
