/**
 * Every article (blog posts, case studies, guides, templates, legal pages) as its built HTML
 * says it, read from its file in data/: the one h1 is the title; the header shows the byline,
 * the reading time and the update date, with both dates machine-readable; a table of contents
 * links every `##` heading when there are enough of them (else there is none); related reading
 * lists up to three articles of the same kind; the closing call to action; the canonical URL,
 * the feed link, the Open Graph type and article tags and the article's JSON-LD node. A case
 * study also shows its facts, its before/after figures, its stack with tool marks, the client's
 * words, its services and the booking panel. These were the browser's per-article checks
 * (e2e/articles.spec.ts, which keeps a sample of them on the hydrated page).
 */
import { renderMarkdown } from "../../src/content/markdown";
import { fill } from "../../src/content/SiteContentContext";
import { ARTICLE_SCHEMA_TYPE, articlePath } from "../../src/lib/articles";
import { TOC_MIN_HEADINGS } from "../../src/components/article/TableOfContents";
import { beforeAfterFigures } from "../../src/lib/beforeAfter";
import { toolMarkOf } from "../../src/content/toolMarks";
import {
  allArticles,
  authorOf,
  collapse,
  longDate,
  site,
  type ArticleEntry,
  type CaseStudyEntry,
} from "../../e2e/helpers";
import { builtPages, jsonLdNodes, problemsOn, type BuiltPage } from "./builtSite";

const copy = site.articles;
const articles: BuiltPage[] = builtPages().filter((p) => p.article);

/** The collapsed text of the first element `selector` matches in `root`, or "". */
function textIn(root: ParentNode, selector: string): string {
  return collapse(root.querySelector(selector)?.textContent ?? "");
}

/** A link's accessible name as a browser computes it here: its aria-label, else its text. */
function linkName(a: Element): string {
  return collapse(a.getAttribute("aria-label") ?? a.textContent ?? "");
}

/**
 * The navigations named `name` (case-insensitive, part of the name, as a browser's role query
 * matches): by aria-label or by the text of the element aria-labelledby points at.
 */
function navsNamed(document: Document, name: string): Element[] {
  return Array.from(document.querySelectorAll("nav")).filter((nav) => {
    const label =
      nav.getAttribute("aria-label") ??
      document.getElementById(nav.getAttribute("aria-labelledby") ?? "")?.textContent ??
      "";
    return collapse(label).toLowerCase().includes(name.toLowerCase());
  });
}

/** The `content` of `<meta property=…>` in the head, or null. */
function metaProperty(document: Document, property: string): string | null {
  return document.head.querySelector(`meta[property="${property}"]`)?.getAttribute("content") ?? null;
}

/** What the byline names: the author, and their role from data/authors.json when listed. */
function byline(name: string): string {
  const author = authorOf(name);
  return author ? `${name}, ${author.role}` : name;
}

/** Whether two JSON values are equal (objects key by key, in any key order). */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
}

/** `value` with every object's keys sorted, so {@link same} ignores key order. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, sortKeys(v)]),
    );
  return value;
}

/** What every article page shows and declares, as problems (empty when it is complete). */
function articleProblems(document: Document, article: ArticleEntry): (string | false)[] {
  const { content, path, kind } = article;
  const body = renderMarkdown(content.body);
  const problems: (string | false)[] = [];
  const h1s = document.querySelectorAll("h1");
  problems.push(h1s.length !== 1 && `${h1s.length} h1 elements`);
  const h1 = collapse(h1s[0]?.textContent ?? "");
  problems.push(h1 !== content.title && `h1 "${h1}", expected the title "${content.title}"`);

  const header = document.querySelector("article header");
  const text = collapse(header?.textContent ?? "");
  for (const t of [
    fill(copy.byline, { author: byline(content.author) }),
    fill(copy.readingTime, { minutes: body.readingMinutes }),
    `${copy.updated} ${longDate(content.dateModified)}`,
  ])
    problems.push(!text.includes(t) && `the header does not show "${t}"`);
  for (const d of [content.datePublished, content.dateModified])
    problems.push(!header?.querySelector(`time[datetime="${d}"]`) && `${d} is not machine-readable`);

  const sections = body.headings.filter((h) => h.depth === 2);
  const tocs = navsNamed(document, copy.tableOfContents);
  if (sections.length >= TOC_MIN_HEADINGS) {
    const links = Array.from(tocs[0]?.querySelectorAll("a") ?? [], (a) => a.getAttribute("href"));
    const expected = sections.map((h) => `#${h.id}`);
    problems.push(
      !same(links, expected) &&
        `the table of contents links ${JSON.stringify(links)}, expected ${JSON.stringify(expected)}`,
    );
    for (const h of sections)
      problems.push(
        document.querySelectorAll(`h2[id="${h.id}"]`).length !== 1 && `no one h2 #${h.id}`,
      );
  } else problems.push(tocs.length > 0 && "a table of contents with too few ## headings");

  const sameKind = allArticles().filter((a) => a.kind === kind && a.path !== path);
  const related = Array.from(
    document.querySelectorAll('section[aria-labelledby="related-heading"] h3 a'),
    (a) => a.getAttribute("href"),
  );
  problems.push(
    related.length !== Math.min(3, sameKind.length) &&
      `${related.length} related articles, expected ${Math.min(3, sameKind.length)}`,
  );
  for (const href of related)
    problems.push(
      !sameKind.some((a) => a.path === href) && `related ${href} is not a ${kind} article`,
    );

  // A workflow template's page closes with its own Customize link (src/components/template/).
  const cta =
    kind === "templates"
      ? { label: site.templates.closingCta.label, href: `/book-session?template=${content.slug}` }
      : copy.closingCta.actions[0];
  const ctaLinks = Array.from(document.querySelectorAll("a")).filter(
    (a) => linkName(a) === cta.label,
  );
  const ctaHref = ctaLinks.at(-1)?.getAttribute("href");
  problems.push(
    ctaHref !== cta.href && `closing call to action "${cta.label}" leads to ${ctaHref}`,
  );

  const url = site.siteUrl + path;
  const canonical = document.head.querySelector('link[rel="canonical"]')?.getAttribute("href");
  problems.push(canonical !== url && `canonical ${canonical}, expected ${url}`);
  problems.push(
    document.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]').length !==
      1 && "the feed is not linked once from the head",
  );
  const schemaType = ARTICLE_SCHEMA_TYPE[kind];
  const ogType = metaProperty(document, "og:type");
  if (schemaType === "WebPage") {
    problems.push(ogType !== "website" && `og:type ${ogType}, expected website`);
    return problems;
  }
  problems.push(ogType !== "article" && `og:type ${ogType}, expected article`);
  for (const [property, value] of [
    ["article:published_time", content.datePublished],
    ["article:modified_time", content.dateModified],
    ["article:author", content.author],
  ] as const) {
    const actual = metaProperty(document, property);
    problems.push(actual !== value && `${property} ${actual}, expected ${value}`);
  }
  const ld = jsonLdNodes(document);
  const node = ld.find((n) => n["@type"] === schemaType);
  if (!node) return [...problems, `no ${schemaType} JSON-LD`];
  const author = authorOf(content.author);
  const expected: [string, unknown][] = [
    ["headline", content.title],
    ["description", content.description],
    ["datePublished", content.datePublished],
    ["dateModified", content.dateModified],
    [
      "author",
      {
        "@type": "Person",
        name: content.author,
        ...(author ? { jobTitle: author.role, description: author.bio } : {}),
      },
    ],
    ["publisher", { "@id": `${site.siteUrl}/#organization` }],
    ["mainEntityOfPage", { "@id": `${url}#webpage` }],
  ];
  for (const [key, value] of expected)
    problems.push(
      !same(node[key], value) &&
        `${schemaType} ${key} is ${JSON.stringify(node[key])}, expected ${JSON.stringify(value)}`,
    );
  problems.push(
    !/^https:\/\//.test(String(node.image)) && `${schemaType} image ${String(node.image)}`,
  );
  problems.push(
    !ld.some(
      (n) => n["@type"] === "Organization" && n["@id"] === `${site.siteUrl}/#organization`,
    ) && "the publisher it points to is not on the page",
  );
  return problems;
}

/**
 * A case study's facts and what is derived from them, as problems: client, industry and size;
 * the key figures; challenge and solution; every result, those readable as a before/after
 * figure (src/lib/beforeAfter.ts) drawn with both figures; the stack with a tool mark exactly
 * where the site has one; the client's words with the speaker's role; a link to each of its
 * services; and the booking panel.
 */
function caseStudyProblems(document: Document, study: CaseStudyEntry): (string | false)[] {
  const problems: (string | false)[] = [];
  const overview = document.querySelector('section[aria-labelledby="at-a-glance"]');
  if (!overview) return ["no at-a-glance section"];
  const text = collapse(overview.textContent ?? "");
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
    problems.push(!text.includes(t) && `does not show "${t.slice(0, 40)}"`);
  const figures = beforeAfterFigures(study.results);
  const drawn = Array.from(overview.querySelectorAll("figure.ba"));
  problems.push(
    drawn.length !== figures.length &&
      `${drawn.length} before/after figures, expected ${figures.length}`,
  );
  for (const [i, f] of figures.entries()) {
    const caption = textIn(drawn[i] ?? overview, "figcaption");
    problems.push(drawn[i] && caption !== f.result && `figure ${i + 1} caption "${caption}"`);
    const values = Array.from(drawn[i]?.querySelectorAll(".ba__figure") ?? [], (e) =>
      (e.textContent ?? "").trim(),
    );
    const want = [f.before.text || site.caseStudies.baseline, f.after.text];
    problems.push(
      !same(values, want) &&
        `figure ${i + 1} shows ${JSON.stringify(values)}, expected ${JSON.stringify(want)}`,
    );
  }
  const stack = overview.querySelectorAll(".cs-stack__item");
  for (const [i, tag] of (study.tags ?? []).entries()) {
    const marks = stack[i]?.querySelectorAll("svg.tool-mark").length ?? 0;
    problems.push(marks !== (toolMarkOf(tag) ? 1 : 0) && `${tag}: ${marks} tool marks`);
  }
  if (study.quote) {
    problems.push(
      textIn(overview, "blockquote") !== study.quote.text && "the quote is not the client's words",
    );
    problems.push(
      !textIn(overview, "figure.cs-quote figcaption").includes(study.quote.role) &&
        `the quote does not name the role "${study.quote.role}"`,
    );
  }
  const hrefs = (selector: string) =>
    Array.from(overview.querySelectorAll(selector), (a) => a.getAttribute("href"));
  problems.push(
    !same(hrefs(".cs-service a"), study.services ?? []) &&
      `its services link ${JSON.stringify(hrefs(".cs-service a"))}`,
  );
  problems.push(
    !same(hrefs(".cs-reference a"), [site.caseStudies.reference.action.href]) &&
      `the booking panel links ${JSON.stringify(hrefs(".cs-reference a"))}`,
  );
  return problems;
}

test("the static article check reads every article's page", () => {
  expect(articles.map((p) => p.path).sort()).toEqual(allArticles().map((a) => a.path).sort());
});

test("every article shows its title, byline, reading time, dates, table of contents, related reading and closing call to action, and its head carries its canonical URL, feed link, article tags and JSON-LD", () => {
  expect(problemsOn(articles, ({ document, article }) => (article ? articleProblems(document, article) : []))).toEqual(
    [],
  );
});

test("every case study shows its facts, before/after figures, stack with tool marks, the client's words, its services and the booking panel", () => {
  const studies = articles.filter((p) => p.article?.kind === "caseStudies");
  expect(studies.length).toBeGreaterThan(0);
  expect(
    problemsOn(studies, ({ document, article }) =>
      article ? caseStudyProblems(document, article.content as CaseStudyEntry) : [],
    ),
  ).toEqual([]);
  expect(studies.map((p) => p.path)).toEqual(
    studies.map((p) => articlePath("caseStudies", p.article?.content.slug ?? "")),
  );
});
