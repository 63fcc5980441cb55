/**
 * The head of every built page, as a crawler or a link preview reads it: title, description,
 * keywords, canonical URL, robots, Open Graph and Twitter tags with the social image, and the
 * JSON-LD (it parses; Organization and WebPage on every page; a Service where the page's file
 * asks for one; an article's own node with its headline, dates, author and publisher).
 * Expected values come from data/ (e2e/helpers.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { ARTICLE_SCHEMA_TYPE } from "../../src/lib/articles";
import { authorOf, site } from "../../e2e/helpers";
import {
  NOT_FOUND_PATH,
  PUBLIC,
  builtPages,
  jsonLdNodes,
  problemsOn,
  typesOf,
  type BuiltPage,
} from "./builtSite";

const pages = builtPages();

/** The content of the first `<meta>` with `name` (or `property`), or undefined. */
function meta(document: Document, key: string): string | undefined {
  const el = document.querySelector(`meta[name="${key}"], meta[property="${key}"]`);
  return el?.getAttribute("content") ?? undefined;
}

/** A document title as the site writes it: " | {brand}" added unless the title names the brand. */
function expectedTitle(title: string): string {
  return title.includes(site.brand) ? title : `${title} | ${site.brand}`;
}

/** The title and description a page's content asks for, or undefined where not fixed by data. */
function expectedSeo(p: BuiltPage): { title: string; description?: string; keywords?: string } {
  if (p.page)
    return {
      title: expectedTitle(p.page.seo.title),
      description: p.page.seo.description,
      keywords: p.page.seo.keywords.join(", "),
    };
  const a = p.article!.content;
  // A listing excerpt longer than a meta description is cut at a word, ending with "…".
  return { title: expectedTitle(a.title), description: a.description };
}

/** Whether a meta description is `expected` as written, or its start cut at a word with "…". */
function sameDescription(actual: string | undefined, expected: string): boolean {
  if (actual === expected) return true;
  return !!actual && actual.endsWith("…") && expected.startsWith(actual.slice(0, -1).trimEnd());
}

test("the static layer sees every page: section pages, aliases, articles and the not-found page", () => {
  expect(pages.filter((p) => p.page && !p.alias).length).toBeGreaterThan(40);
  expect(pages.some((p) => p.alias)).toBe(true);
  expect(pages.some((p) => p.article)).toBe(true);
  expect(pages.some((p) => p.path === NOT_FOUND_PATH)).toBe(true);
});

test("every page's title, description, keywords and canonical URL follow its file", () => {
  const problems = problemsOn(pages, ({ document, canonical, ...p }) => {
    const want = expectedSeo({ document, canonical, ...p });
    const canonicalHref = document.querySelector('link[rel="canonical"]')?.getAttribute("href");
    const description = meta(document, "description");
    return [
      document.querySelectorAll("title").length !== 1 && "not exactly one <title>",
      document.title !== want.title && `title "${document.title}", expected "${want.title}"`,
      want.description !== undefined &&
        !sameDescription(description, want.description) &&
        `description "${description}", expected "${want.description}"`,
      want.keywords !== undefined &&
        meta(document, "keywords") !== want.keywords &&
        `keywords "${meta(document, "keywords")}", expected "${want.keywords}"`,
      document.querySelectorAll('link[rel="canonical"]').length !== 1 &&
        "not exactly one canonical link",
      canonicalHref !== site.siteUrl + canonical &&
        `canonical ${canonicalHref}, expected ${site.siteUrl + canonical}`,
      document.documentElement.getAttribute("lang") !== site.language &&
        `<html lang="${document.documentElement.getAttribute("lang")}">`,
    ];
  });
  expect(problems).toEqual([]);
});

test("robots: the not-found page and pages marked noindex say 'noindex, follow'; every other page is indexed", () => {
  const problems = problemsOn(pages, ({ document, path: p, page }) => {
    const robots = meta(document, "robots");
    const hidden = p === NOT_FOUND_PATH || page?.seo.noindex === true;
    return [
      hidden && robots !== "noindex, follow" && `robots "${robots}", expected "noindex, follow"`,
      !hidden && !robots?.startsWith("index, follow") && `robots "${robots}", expected indexing`,
    ];
  });
  expect(problems).toEqual([]);
});

test("Open Graph and Twitter tags repeat the title, description and canonical URL, with a 1200×630 social image that was built", () => {
  const problems = problemsOn(pages, ({ document }) => {
    const title = document.title;
    const description = meta(document, "description");
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href");
    const image = meta(document, "og:image") ?? "";
    const imageFile = image.startsWith(site.siteUrl + "/")
      ? path.join(PUBLIC, decodeURIComponent(image.slice(site.siteUrl.length)))
      : undefined;
    return [
      meta(document, "og:title") !== title && `og:title "${meta(document, "og:title")}"`,
      meta(document, "og:description") !== description && "og:description differs",
      meta(document, "og:url") !== canonical && `og:url ${meta(document, "og:url")}`,
      meta(document, "og:site_name") !== site.brand && "og:site_name",
      !["website", "article"].includes(meta(document, "og:type") ?? "") && "og:type",
      !imageFile && `og:image ${image} is not on ${site.siteUrl}`,
      imageFile && !fs.existsSync(imageFile) && `og:image ${image} was not built`,
      meta(document, "og:image:width") !== "1200" && "og:image:width is not 1200",
      meta(document, "og:image:height") !== "630" && "og:image:height is not 630",
      !meta(document, "og:image:alt") && "no og:image:alt",
      meta(document, "twitter:card") !== "summary_large_image" && "twitter:card",
      meta(document, "twitter:title") !== title && "twitter:title differs",
      meta(document, "twitter:description") !== description && "twitter:description differs",
      meta(document, "twitter:image") !== image && "twitter:image differs from og:image",
    ];
  });
  expect(problems).toEqual([]);
});

test("every page's JSON-LD parses and holds the Organization and the WebPage at the canonical URL; a Service exactly where the file asks", () => {
  const problems = problemsOn(pages, ({ document, page }) => {
    let nodes: Record<string, unknown>[];
    try {
      nodes = jsonLdNodes(document);
    } catch (e) {
      return [`JSON-LD does not parse: ${(e as Error).message}`];
    }
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href");
    const types = nodes.flatMap(typesOf);
    const org = nodes.find((n) => typesOf(n).includes("Organization"));
    const webPage = nodes.find((n) => typesOf(n).includes("WebPage"));
    const wantsService = page?.seo.structuredData?.includes("service") ?? false;
    return [
      !org && `no Organization in [${types.join(", ")}]`,
      org && org["@id"] !== `${site.siteUrl}/#organization` && `Organization @id ${org["@id"]}`,
      org && org.name !== site.brand && `Organization name ${org.name}`,
      !webPage && `no WebPage in [${types.join(", ")}]`,
      webPage && webPage.url !== canonical && `WebPage url ${webPage.url}, canonical ${canonical}`,
      types.includes("Service") !== wantsService &&
        `Service in JSON-LD: ${types.includes("Service")}, the file asks: ${wantsService}`,
    ];
  });
  expect(problems).toEqual([]);
});

test("every article's JSON-LD node carries its headline, description, dates, author, publisher and image", () => {
  const problems = problemsOn(
    pages.filter((p) => p.article),
    ({ document, article }) => {
      const { kind, content, path: p } = article!;
      const schemaType = ARTICLE_SCHEMA_TYPE[kind];
      const ogType = meta(document, "og:type");
      if (schemaType === "WebPage") return [ogType !== "website" && `og:type ${ogType}`];
      const node = jsonLdNodes(document).find((n) => typesOf(n).includes(schemaType));
      if (!node) return [`no ${schemaType} in its JSON-LD`];
      const author = authorOf(content.author);
      const url = site.siteUrl + p;
      const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
      return [
        ogType !== "article" && `og:type ${ogType}`,
        meta(document, "article:published_time") !== content.datePublished &&
          "article:published_time",
        meta(document, "article:modified_time") !== content.dateModified && "article:modified_time",
        meta(document, "article:author") !== content.author && "article:author",
        node.headline !== content.title && `headline ${node.headline}`,
        node.description !== content.description && "description",
        node.datePublished !== content.datePublished && `datePublished ${node.datePublished}`,
        node.dateModified !== content.dateModified && `dateModified ${node.dateModified}`,
        !same(node.author, {
          "@type": "Person",
          name: content.author,
          ...(author ? { jobTitle: author.role, description: author.bio } : {}),
        }) && `author ${JSON.stringify(node.author)}`,
        !same(node.publisher, { "@id": `${site.siteUrl}/#organization` }) && "publisher",
        !/^https:\/\//.test(String(node.image)) && `image ${node.image} is not absolute`,
        !same(node.mainEntityOfPage, { "@id": `${url}#webpage` }) && "mainEntityOfPage",
        !document.querySelector('head link[rel="alternate"][type="application/rss+xml"]') &&
          "no feed link in the head",
      ];
    },
  );
  expect(problems).toEqual([]);
});
