/**
 * Articles as a visitor and a crawler see them: blog posts, case studies, resource guides and
 * legal pages, each read from its file in data/. Listings lead to them, every article hydrates
 * without errors, a sample of them shows its byline, dates, reading time, table of contents,
 * related reading and closing call to action once hydrated (the static layer checks every
 * article's HTML for the same, __tests__/static/articles.checks.ts), its head carries the
 * article metadata and JSON-LD, and the feed lists every post.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { DESKTOP, startSiteForSpec, visit, waitForHydration } from "./harness";
import { gateArticlePaths, openContext } from "./gates";
import {
  allArticles,
  authorOf,
  allPages,
  blogPosts,
  caseStudyEntries,
  hrefsOf,
  navigation,
  type CaseStudyEntry,
  longDate,
  pageContent,
  sectionOf,
  site,
  textOf,
  type ArticleEntry,
} from "./helpers";
import { renderMarkdown } from "../src/content/markdown";
import { fill } from "../src/content/SiteContentContext";
import { ARTICLE_SCHEMA_TYPE, articlePath } from "../src/lib/articles";
import { TOC_MIN_HEADINGS } from "../src/components/article/TableOfContents";
import { beforeAfterFigures } from "../src/lib/beforeAfter";
import { FILTER_KINDS } from "../src/lib/caseStudyFilters";
import { caseStudyFilterPages, caseStudySiteData } from "../src/content/caseStudyPages";
import { toolMarkOf } from "../src/content/toolMarks";

const ctx = startSiteForSpec();
const copy = site.articles;

/** The page's JSON-LD objects (every `application/ld+json` block, arrays flattened). */
async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((b) => {
    const parsed = JSON.parse(b) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

/** The `content` of `<meta property=…>` in the head, or null. */
const metaProperty = (page: Page, property: string) =>
  page.locator(`head meta[property="${property}"]`).first().getAttribute("content");

/** What the byline names: the author, and their role from data/authors.json when listed. */
function byline(name: string): string {
  const author = authorOf(name);
  return author ? `${name}, ${author.role}` : name;
}

/** Asserts what every article page shows and declares, read from its file. */
async function checkArticle(page: Page, article: ArticleEntry): Promise<void> {
  const { content, path, kind } = article;
  const body = renderMarkdown(content.body);
  const h1 = page.locator("h1");
  assert.equal(await h1.count(), 1, `${path}: one h1`);
  assert.equal(await textOf(h1), content.title, `${path}: h1 is the title`);
  const header = page.locator("article header");
  const text = await textOf(header);
  for (const t of [
    fill(copy.byline, { author: byline(content.author) }),
    fill(copy.readingTime, { minutes: body.readingMinutes }),
    `${copy.updated} ${longDate(content.dateModified)}`,
  ])
    assert.ok(text.includes(t), `${path}: header shows "${t}"`);
  for (const d of [content.datePublished, content.dateModified])
    assert.ok(
      (await header.locator(`time[datetime="${d}"]`).count()) >= 1,
      `${path}: ${d} is machine-readable`,
    );

  const sections = body.headings.filter((h) => h.depth === 2);
  const toc = page.getByRole("navigation", { name: copy.tableOfContents });
  if (sections.length >= TOC_MIN_HEADINGS) {
    assert.deepEqual(
      await toc.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href"))),
      sections.map((h) => `#${h.id}`),
      `${path}: the table of contents links every ## heading`,
    );
    for (const h of sections)
      assert.equal(await page.locator(`h2[id="${h.id}"]`).count(), 1, `${path}: #${h.id} exists`);
  } else assert.equal(await toc.count(), 0, `${path}: no table of contents`);

  const sameKind = allArticles().filter((a) => a.kind === kind && a.path !== path);
  const related = page.locator('section[aria-labelledby="related-heading"] h3 a');
  assert.equal(await related.count(), Math.min(3, sameKind.length), `${path}: related reading`);
  for (const href of await related.evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
    assert.ok(
      sameKind.some((a) => a.path === href),
      `${path}: related ${href} is a ${kind} article`,
    );

  // A workflow template's page closes with its own Customize link (src/components/template/).
  const cta =
    kind === "templates"
      ? {
          label: site.templates.closingCta.label,
          href: `/book-session?template=${content.slug}`,
        }
      : copy.closingCta.actions[0];
  assert.equal(
    await page.getByRole("link", { name: cta.label, exact: true }).last().getAttribute("href"),
    cta.href,
    `${path}: closing call to action`,
  );

  // Head: canonical, article tags, JSON-LD.
  const url = site.siteUrl + path;
  assert.equal(await page.locator('head link[rel="canonical"]').getAttribute("href"), url);
  assert.equal(
    await page.locator('head link[rel="alternate"][type="application/rss+xml"]').count(),
    1,
    `${path}: the feed is linked from the head`,
  );
  const schemaType = ARTICLE_SCHEMA_TYPE[kind];
  const ld = await jsonLdOf(page);
  if (schemaType === "WebPage") {
    assert.equal(await metaProperty(page, "og:type"), "website");
    return;
  }
  assert.equal(await metaProperty(page, "og:type"), "article", `${path}: og:type`);
  assert.equal(await metaProperty(page, "article:published_time"), content.datePublished);
  assert.equal(await metaProperty(page, "article:modified_time"), content.dateModified);
  assert.equal(await metaProperty(page, "article:author"), content.author);
  const node = ld.find((n) => n["@type"] === schemaType);
  assert.ok(node, `${path}: ${schemaType} JSON-LD`);
  assert.equal(node.headline, content.title);
  assert.equal(node.description, content.description);
  assert.equal(node.datePublished, content.datePublished);
  assert.equal(node.dateModified, content.dateModified);
  const author = authorOf(content.author);
  assert.deepEqual(node.author, {
    "@type": "Person",
    name: content.author,
    ...(author ? { jobTitle: author.role, description: author.bio } : {}),
  });
  assert.deepEqual(node.publisher, { "@id": `${site.siteUrl}/#organization` });
  assert.match(String(node.image), /^https:\/\//, `${path}: absolute image`);
  assert.deepEqual(node.mainEntityOfPage, { "@id": `${url}#webpage` });
  assert.ok(
    ld.some((n) => n["@type"] === "Organization" && n["@id"] === `${site.siteUrl}/#organization`),
    `${path}: the publisher it points to is on the page`,
  );
}

/**
 * A case study's page shows its facts and what is derived from them: client, industry and size;
 * the key figures; challenge and solution; every result, those the reader can draw as a
 * before/after figure (src/lib/beforeAfter.ts) with both figures written; the stack with a tool
 * mark exactly where the site has one; the client's words with the speaker's role; a link to
 * each of its services; and the booking panel.
 */
async function checkCaseStudy(page: Page, study: CaseStudyEntry): Promise<void> {
  const where = articlePath("caseStudies", study.slug);
  const overview = page.locator('section[aria-labelledby="at-a-glance"]');
  const text = await textOf(overview);
  for (const t of [
    study.company,
    study.industry,
    ...(study.size ? [study.size] : []),
    study.challenge,
    study.solution,
    ...study.results,
    ...(study.metrics ? Object.values(study.metrics) : []),
    ...(study.tags ?? []),
  ])
    assert.ok(text.includes(t), `${where} shows "${t.slice(0, 40)}"`);
  const figures = beforeAfterFigures(study.results);
  const drawn = overview.locator("figure.ba");
  assert.equal(
    await drawn.count(),
    figures.length,
    `${where}: one before/after figure per readable result`,
  );
  for (const [i, f] of figures.entries()) {
    assert.equal(await textOf(drawn.nth(i).locator("figcaption")), f.result);
    const values = (await drawn.nth(i).locator(".ba__figure").allTextContents()).map((t) =>
      t.trim(),
    );
    assert.deepEqual(values, [f.before.text || site.caseStudies.baseline, f.after.text]);
  }
  const stack = overview.locator(".cs-stack__item");
  for (const [i, tag] of (study.tags ?? []).entries())
    assert.equal(
      await stack.nth(i).locator("svg.tool-mark").count(),
      toolMarkOf(tag) ? 1 : 0,
      `${where}: ${tag} mark`,
    );
  if (study.quote) {
    assert.equal(await textOf(overview.locator("blockquote")), study.quote.text);
    assert.ok(
      (await textOf(overview.locator("figure.cs-quote figcaption"))).includes(study.quote.role),
    );
  }
  const serviceLinks = await hrefsOf(overview.locator(".cs-service a"));
  assert.deepEqual(serviceLinks, study.services ?? [], `${where}: its services`);
  assert.deepEqual(
    await hrefsOf(overview.locator(".cs-reference a")),
    [site.caseStudies.reference.action.href],
    `${where}: the booking panel`,
  );
}

// Every article's HTML is checked by the static layer (__tests__/static/articles.checks.ts);
// the browser checks that each one hydrates cleanly, and that a sample (the gates' articles: the
// newest of each kind, one with a table, one with a task list) still shows all of it once React
// has hydrated the page.
for (const article of allArticles().filter((a) => gateArticlePaths().includes(a.path))) {
  test(`${article.path} is a complete ${article.kind} article once hydrated`, async () => {
    const v = await visit(ctx, article.path);
    try {
      assert.equal(v.response?.status(), 200);
      await checkArticle(v.page, article);
      if (article.kind === "caseStudies")
        await checkCaseStudy(v.page, article.content as CaseStudyEntry);
      assert.deepEqual(v.errors, [], "no console errors");
    } finally {
      await v.close();
    }
  });
}

test("every article answers 200 and hydrates without a console error or an uncaught exception", async () => {
  const gate = await openContext(ctx.browser, ctx.url, DESKTOP);
  const page = await gate.context.newPage();
  const problems: string[] = [];
  let current = "";
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`${current}: console.error ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`${current}: uncaught ${e.message}`));
  try {
    for (const article of allArticles()) {
      current = article.path;
      // One page for every article: a fresh context each would cost more than the load itself.
      const response = await page.goto(ctx.url + article.path, { waitUntil: "load" });
      if (response?.status() !== 200) problems.push(`${current}: HTTP ${response?.status()}`);
      await waitForHydration(page);
    }
  } finally {
    await gate.context.close();
  }
  assert.deepEqual(problems, []);
  assert.deepEqual(
    gate.offsite.map((o) => `${o.page}: ${o.url}`),
    [],
    "no article asks another host for anything",
  );
});

const blog = pageContent("/blog");
for (const listing of [blog.path, ...(blog.aliases ?? [])]) {
  test(`Read More on ${listing} opens the post`, async () => {
    const label = sectionOf(blog, "collectionList").itemActionLabel;
    assert.ok(label, "the blog listing has an item button");
    const [post] = blogPosts();
    const v = await visit(ctx, listing);
    try {
      await v.page
        .locator("article")
        .filter({ hasText: post.title })
        .getByRole("link", { name: new RegExp(`^${label}`) })
        .click();
      await v.page.waitForURL(`**${articlePath("blog", post.slug)}`);
      // The URL changes before the article's code has drawn it: wait for its heading.
      await v.page.locator("h1", { hasText: post.title }).waitFor();
      await waitForHydration(v.page);
      assert.equal(await textOf(v.page.locator("h1")), post.title);
    } finally {
      await v.close();
    }
  });
}

test("/blog links to the RSS feed visibly", async () => {
  const v = await visit(ctx, "/blog");
  try {
    const link = v.page.getByRole("link", { name: copy.feedLink });
    assert.equal(await link.getAttribute("href"), "/rss.xml");
  } finally {
    await v.close();
  }
});

test("a case study card on the listing opens its study", async () => {
  const study = caseStudyEntries()[0];
  const v = await visit(ctx, "/case-studies");
  try {
    await v.page.getByRole("link", { name: study.title, exact: true }).first().click();
    await v.page.waitForURL(`**${articlePath("caseStudies", study.slug)}`);
    await v.page.locator("h1", { hasText: study.title }).waitFor();
    await waitForHydration(v.page);
    assert.equal(await textOf(v.page.locator("h1")), study.title);
    const facts = await textOf(v.page.locator('section[aria-labelledby="at-a-glance"]'));
    for (const t of [study.challenge, study.solution, ...study.results])
      assert.ok(facts.includes(t), `the study shows "${t.slice(0, 40)}…"`);
  } finally {
    await v.close();
  }
});

test("a case-study filter link works without JavaScript: its own page, title, canonical, breadcrumb, aria-current and studies; it is in the sitemap and the search index", async () => {
  const listing = pageContent("/case-studies");
  const section = sectionOf(listing, "collectionList");
  const content = {
    pages: allPages().map((page) => ({ page })),
    navigation,
    site,
    caseStudies: caseStudyEntries(),
  };
  const { filters } = caseStudySiteData(content);
  const total = caseStudyEntries().length;
  for (const kind of FILTER_KINDS) {
    const option = filters.find((o) => o.kind === kind && o.studies.length < total);
    assert.ok(option, `a ${kind} filter that narrows the list`);
    const [filterPage] = caseStudyFilterPages(
      listing.path,
      [option],
      caseStudyEntries(),
      site.caseStudies,
    );
    const v = await visit(ctx, listing.path, { javaScriptEnabled: false });
    try {
      const nav = v.page.getByRole("navigation", { name: site.caseStudies.library.filtersLabel });
      const all = nav.getByRole("link", {
        name: new RegExp(`^${site.caseStudies.library.allFilter}\\b`),
      });
      assert.equal(await all.count(), 2, "an All link in each group");
      for (const a of await all.all()) assert.equal(await a.getAttribute("aria-current"), "page");
      await nav.locator(`a[href="${filterPage.path}#${section.id}"]`).click();
      await v.page.waitForURL(`**${filterPage.path}#${section.id}`);
      const title = filterPage.title.includes(site.brand)
        ? filterPage.title
        : `${filterPage.title} | ${site.brand}`;
      assert.equal(await v.page.title(), title);
      assert.equal(
        await v.page.locator('link[rel="canonical"]').getAttribute("href"),
        site.siteUrl + filterPage.path,
      );
      assert.equal(
        await v.page.locator('meta[name="description"]').getAttribute("content"),
        filterPage.description,
      );
      const crumbs = v.page.getByRole("navigation", { name: site.labels.breadcrumbs.label });
      assert.equal(await textOf(crumbs.locator('[aria-current="page"]')), filterPage.title);
      const current = v.page.locator(`#${section.id} [aria-current="page"]`);
      assert.equal(await current.count(), 1, "only the active filter is current");
      assert.ok((await textOf(current)).startsWith(option.name));
      const shown = await hrefsOf(v.page.locator(`#${section.id} .cs-library__list h4 a`));
      assert.deepEqual(
        [...shown].sort(),
        option.studies.map((slug) => articlePath("caseStudies", slug)).sort(),
        `${filterPage.path} lists only its studies`,
      );
      assert.equal(
        await v.page.locator(`#${section.id} .case-study`).count(),
        0,
        "no featured row",
      );
    } finally {
      await v.close();
    }
    const sitemap = await (await fetch(`${ctx.url}/sitemap-0.xml`)).text();
    assert.ok(sitemap.includes(`<loc>${site.siteUrl}${filterPage.path}</loc>`), "in the sitemap");
    const index = (await (await fetch(`${ctx.url}/search-index.json`)).json()) as {
      path: string;
    }[];
    assert.ok(
      index.some((e) => e.path === filterPage.path),
      "in the search index",
    );
  }
});

test("/rss.xml is RSS 2.0 listing every post with absolute links and full content", async () => {
  const v = await visit(ctx, "/");
  try {
    const feed = await v.page.evaluate(async () => {
      const text = await (await fetch("/rss.xml")).text();
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        version: doc.documentElement.getAttribute("version"),
        items: [...doc.querySelectorAll("item")].map((item) => ({
          title: item.querySelector("title")?.textContent ?? "",
          link: item.querySelector("link")?.textContent ?? "",
          content: item.getElementsByTagName("content:encoded")[0]?.textContent ?? "",
        })),
      };
    });
    assert.equal(feed.error, null, "the feed parses");
    assert.equal(feed.version, "2.0");
    const posts = blogPosts();
    assert.deepEqual(
      feed.items.map((i) => i.title),
      posts.map((p) => p.title),
      "every post, newest first",
    );
    for (const [i, post] of posts.entries()) {
      assert.equal(feed.items[i].link, site.siteUrl + articlePath("blog", post.slug));
      const firstHeading = renderMarkdown(post.body).headings[0];
      if (firstHeading) assert.ok(feed.items[i].content.includes(firstHeading.text), "full body");
    }
  } finally {
    await v.close();
  }
});
