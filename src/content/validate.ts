/**
 * Build-time content validation: every file in `data/` is parsed with the zod schema, then
 * checked across files (unique paths, resolvable links and anchors, and rules such as at most one
 * popular package per pricing section). Messages name the file, the JSON path and what was expected, e.g.
 * `data/pages/automation/zapier.json: sections[6].packages[1].price: expected string, received undefined`.
 */
import fs from "fs";
import path from "path";
import { globSync } from "tinyglobby";
import type { z } from "zod";
import {
  NavigationSchema,
  PageSchema,
  SECTION_TYPES,
  SiteSchema,
  type ArticleContent,
  type BlogPost,
  type CaseStudyEntry,
  type Guide,
  type LegalPage,
  type TemplateEntry,
  type Author,
  type Authors,
  type Categories,
  type Navigation,
  type Page,
  type Redirects,
  type Site,
} from "./schema";
import { bookingPagePath, bookingTemplates, templateSlugOf } from "./bookingTemplates";
import { CONTENT_TYPES, contentTypeOf } from "./collections";
import { collectReferences } from "./walk";
import { DOWNLOADS_PATH, linkChecker } from "./linkRules";
import { describeJsonPath, formatJsonPath } from "./editorMessages";
import { jsonSyntaxMessage } from "./jsonSyntax";
import { renderMarkdown } from "./markdown";
import { TEMPLATE_WORKFLOW_DIR, readTemplateWorkflows, workflowProblems } from "./n8nWorkflow";
import { ARTICLE_KINDS, articlePath, type ArticleKind } from "../lib/articles";
import { redirectProblems } from "./redirects";
import { ANALYTICS_PROVIDER_NAMES } from "../lib/analyticsEvents";
import {
  MAX_IMAGE_BYTES,
  MIN_HERO_WIDTH,
  UPLOADS_PATH,
  formatMegabytes,
  type ImageDimensions,
} from "../lib/imageSize";
import { imageDimensions } from "./imageDimensions";
import { buildDate, isPublished } from "../lib/schedule";
import { caseStudyProblems } from "./caseStudyRefs";
import { caseStudyFilterSitemap } from "../lib/caseStudyFilters";
import {
  COUNTED_COLLECTIONS,
  contentCounts,
  fillCounts,
  unknownCountTokens,
} from "../lib/contentCounts";

/** A content file as read from disk: its path relative to the project and its parsed JSON. */
export type ContentFile = { file: string; json: unknown };

/** An article left out of a build because its `datePublished` is after the build's date. */
export type ScheduledArticle = { path: string; file: string; datePublished: string };

/**
 * All content, parsed and typed. The article lists hold only the articles published as of the
 * build's date (src/lib/schedule.ts); the others are in `scheduled`, validated but not built.
 */
export type Content = {
  site: Site;
  navigation: Navigation;
  /** Old paths and where they lead (data/redirects.json). */
  redirects: Redirects;
  pages: { file: string; page: Page }[];
  blog: BlogPost[];
  caseStudies: CaseStudyEntry[];
  guides: Guide[];
  legal: LegalPage[];
  templates: TemplateEntry[];
  /** The articles dated after the build's date, soonest first: validated, left out of the site. */
  scheduled: ScheduledArticle[];
  /** The article authors (data/authors.json; none when the file is absent). */
  authors: Author[];
  /** The categories each article kind may take (data/categories.json), or null when absent. */
  categories: Categories | null;
};

/** Thrown when content is invalid; `errors` holds one editor-readable line per problem. */
export class ContentError extends Error {
  constructor(public readonly errors: string[]) {
    super(
      `Content validation failed (${errors.length} problem${errors.length === 1 ? "" : "s"}):\n  ${errors.join("\n  ")}`,
    );
    this.name = "ContentError";
  }
}

export { formatJsonPath };

function describeValue(value: unknown): string {
  if (value === undefined) return "undefined";
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

function valueAt(root: unknown, segments: readonly PropertyKey[]): unknown {
  let v: unknown = root;
  for (const s of segments) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<PropertyKey, unknown>)[s as string];
  }
  return v;
}

/** Turns one zod issue into `file: json.path: message`. */
function formatIssue(file: string, json: unknown, issue: z.core.$ZodIssue): string {
  const where = describeJsonPath(json, issue.path);
  let message = issue.message;
  if (issue.code === "invalid_type") {
    message = `expected ${issue.expected}, received ${describeValue(valueAt(json, issue.path))}`;
  } else if (
    issue.code === "invalid_union" &&
    issue.path[issue.path.length - 1] === "type" &&
    issue.path[issue.path.length - 3] === "sections"
  ) {
    const type = valueAt(json, issue.path); // zod 4 reports the discriminator at sections[i].type
    message = `unknown section type ${JSON.stringify(type)}; expected one of ${SECTION_TYPES.join(", ")}`;
  } else if (issue.code === "invalid_value" && issue.path[issue.path.length - 1] === "icon") {
    message = `unknown icon name ${JSON.stringify(valueAt(json, issue.path))}; see src/content/icons.ts for the names you can use`;
  } else if (issue.code === "invalid_value" && issue.path[issue.path.length - 1] === "mark") {
    message = `unknown tool mark ${JSON.stringify(valueAt(json, issue.path))}; see src/content/toolMarks.ts for the marks you can use`;
  } else if (issue.code === "unrecognized_keys") {
    message = `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => JSON.stringify(k)).join(", ")}`;
  }
  return `${file}: ${where ? `${where}: ` : ""}${message}`;
}

function parseWith<T>(schema: z.ZodType<T>, f: ContentFile, errors: string[]): T | undefined {
  const result = schema.safeParse(f.json);
  if (result.success) return result.data;
  for (const issue of result.error.issues) errors.push(formatIssue(f.file, f.json, issue));
  return undefined;
}

/** The file a page with this path must live in: folders mirror the URL. */
export function expectedPageFile(pagePath: string): string {
  if (pagePath === "/") return "data/pages/home.json";
  if (pagePath === "/404") return "data/pages/not-found.json";
  return `data/pages${pagePath}.json`;
}

/**
 * The site path a content file serves, read from its place alone (for a file that could not be
 * parsed): a page file's path (the inverse of {@link expectedPageFile}), an article's path from
 * its file name (its slug by convention), or null for any other file.
 */
export function servedPathOfFile(file: string): string | null {
  const page = /^data\/pages\/(.+)\.json$/.exec(file);
  if (page) return page[1] === "home" ? "/" : page[1] === "not-found" ? "/404" : `/${page[1]}`;
  const type = contentTypeOf(file);
  if (!type || !(ARTICLE_KINDS as readonly string[]).includes(type.key)) return null;
  return articlePath(type.key as ArticleKind, path.posix.basename(file, ".json"));
}

/** The parsed files of each content type, before the cross-file checks. */
type Parsed = {
  site?: Site;
  navigation?: Navigation;
  redirects?: Redirects;
  pages: { file: string; page: Page }[];
  blog: BlogPost[];
  caseStudies: CaseStudyEntry[];
  guides: Guide[];
  legal: LegalPage[];
  templates: TemplateEntry[];
  authors?: Authors;
  categories?: Categories;
  /** Where each article came from, for messages. */
  articleFiles: Map<ArticleContent, string>;
};

/** Parses every file with its content type's schema (collections.ts); unknown files are errors. */
function parseFiles(files: ContentFile[], errors: string[]): Parsed {
  const parsed: Parsed = {
    pages: [],
    blog: [],
    caseStudies: [],
    guides: [],
    legal: [],
    templates: [],
    articleFiles: new Map(),
  };
  for (const f of files) {
    const type = contentTypeOf(f.file);
    if (!type) {
      errors.push(
        `${f.file}: not a content file; expected ${CONTENT_TYPES.map((t) => ("file" in t ? t.file : `a file in ${t.folder}/`)).join(", ")}`,
      );
      continue;
    }
    const value = parseWith(type.schema as z.ZodType<unknown>, f, errors);
    if (value === undefined) continue;
    if (type.key === "site") parsed.site = value as Site;
    else if (type.key === "navigation") parsed.navigation = value as Navigation;
    else if (type.key === "redirects") parsed.redirects = value as Redirects;
    else if (type.key === "authors") parsed.authors = value as Authors;
    else if (type.key === "categories") parsed.categories = value as Categories;
    else if (type.key === "pages") parsed.pages.push({ file: f.file, page: value as Page });
    else {
      (parsed[type.key] as ArticleContent[]).push(value as ArticleContent);
      parsed.articleFiles.set(value as ArticleContent, f.file);
    }
  }
  for (const t of CONTENT_TYPES)
    if ("file" in t && !("optional" in t && t.optional) && !files.some((f) => f.file === t.file))
      errors.push(`${t.file}: file is missing`);
  return parsed;
}

/**
 * Every article's `author` must be one of data/authors.json's names (or the brand, for pages the
 * company signs), and its `category` one of data/categories.json's for its kind, so bylines,
 * JSON-LD and listings use one spelling. Skipped for a list whose file is absent.
 */
function checkAuthorsAndCategories(
  parsed: Parsed,
  brand: string | undefined,
  errors: string[],
): void {
  // Without the site settings the brand is unknown: the settings' own problem is reported instead.
  const names = brand ? parsed.authors?.authors.map((a) => a.name) : undefined;
  for (const kind of ARTICLE_KINDS)
    for (const article of parsed[kind]) {
      const file = parsed.articleFiles.get(article) ?? kind;
      if (names && article.author !== brand && !names.includes(article.author))
        errors.push(
          `${file}: author: "${article.author}" is not in data/authors.json; expected one of ${[...names, ...(brand ? [brand] : [])].join(", ")} (add the person to data/authors.json first)`,
        );
      const allowed = parsed.categories?.[kind as keyof Categories];
      const category = (article as { category?: unknown }).category;
      if (allowed && typeof category === "string" && !allowed.includes(category))
        errors.push(
          `${file}: category: "${category}" is not a ${kind} category in data/categories.json; expected one of ${allowed.join(", ")}`,
        );
    }
}

/** The legal pages that must name the analytics provider while analytics is on. */
const ANALYTICS_DISCLOSURE_SLUGS = ["privacy", "cookies"];

/**
 * With `site.analytics` set, the privacy and cookie pages (data/legal/privacy.json and
 * cookies.json) must name the provider (e.g. "Plausible") in their body, so visitors are told
 * who counts their visit: reports each page that does not, or is missing.
 */
function checkAnalyticsDisclosure(site: Site | undefined, parsed: Parsed, errors: string[]): void {
  if (!site?.analytics) return;
  const provider = ANALYTICS_PROVIDER_NAMES[site.analytics.provider];
  for (const slug of ANALYTICS_DISCLOSURE_SLUGS) {
    const page = parsed.legal.find((l) => l.slug === slug);
    const file = (page && parsed.articleFiles.get(page)) ?? `data/legal/${slug}.json`;
    if (!page)
      errors.push(
        `data/site.json: analytics: analytics is on but ${file} is missing; visitors must be told that ${provider} counts their visits`,
      );
    else if (!page.body.toLowerCase().includes(provider.toLowerCase()))
      errors.push(
        `${file}: body: data/site.json turns analytics on (analytics.provider "${site.analytics.provider}") but this page never names ${provider}; say what ${provider} counts and that it sets no cookies, or remove "analytics" from data/site.json`,
      );
  }
}

/** Reports paths served twice and page files that do not sit where their path says. */
function servedPaths(pages: Parsed["pages"], errors: string[]): Map<string, string> {
  const served = new Map<string, string>();
  for (const { file, page } of pages) {
    const expected = expectedPageFile(page.path);
    if (file !== expected)
      errors.push(`${file}: path: "${page.path}" belongs in ${expected} (folders mirror the URL)`);
    const paths: [string, string][] = [
      [page.path, "path"],
      ...(page.aliases ?? []).map((a, i): [string, string] => [a, `aliases[${i}]`]),
    ];
    for (const [p, where] of paths) {
      const other = served.get(p);
      if (other)
        errors.push(`${file}: ${where}: duplicate path "${p}", already served by ${other}`);
      else served.set(p, file);
    }
  }
  return served;
}

/**
 * Adds every article's path to `served`; reports an article whose path another page or article
 * already serves (a guide slugged `blog` would collide with the `/resources/blog` alias), and an
 * article modified before it was published.
 */
function servedArticlePaths(parsed: Parsed, served: Map<string, string>, errors: string[]): void {
  for (const kind of ARTICLE_KINDS)
    for (const article of parsed[kind]) {
      const file = parsed.articleFiles.get(article) ?? kind;
      const p = articlePath(kind, article.slug);
      const other = served.get(p);
      if (other) errors.push(`${file}: slug: path "${p}" is already served by ${other}`);
      else served.set(p, file);
      if (article.dateModified < article.datePublished)
        errors.push(
          `${file}: dateModified: expected a date on or after datePublished (${article.datePublished}), received ${article.dateModified}`,
        );
    }
}

/**
 * The articles whose `datePublished` is after `today` (src/lib/schedule.ts `isPublished`), with
 * their paths and files, soonest first (then by path).
 */
function scheduledArticles(parsed: Parsed, today: string): ScheduledArticle[] {
  return ARTICLE_KINDS.flatMap((kind) =>
    parsed[kind]
      .filter((article) => !isPublished(article, today))
      .map((article) => ({
        path: articlePath(kind, article.slug),
        file: parsed.articleFiles.get(article) ?? kind,
        datePublished: article.datePublished,
      })),
  ).sort((a, b) => a.datePublished.localeCompare(b.datePublished) || a.path.localeCompare(b.path));
}

/** Reports the problems of an article's Markdown body (links, headings: src/content/linkRules.ts). */
function checkArticleBody(
  file: string,
  article: ArticleContent,
  bodyProblems: (markdown: string) => string[],
  errors: string[],
): void {
  for (const problem of bodyProblems(article.body)) errors.push(`${file}: body: ${problem}`);
}

/** What validation knows of an image file: its size in bytes and, if readable, in px. */
export type ImageFileInfo = { bytes: number; dimensions: ImageDimensions | null };

/**
 * Looks up the file behind an image's site path (`/uploads/x.png`): its {@link ImageFileInfo},
 * undefined if there is none, or `true` when it exists but its size is not known (then only its
 * existence is checked).
 */
export type ImageFileLookup = (src: string) => ImageFileInfo | true | undefined;

/**
 * Checks an article's images: its hero (`image`) and those in its body. Each must be a file in
 * static/ (an upload), at most {@link MAX_IMAGE_BYTES} bytes, in a format whose size can be read;
 * the hero at least {@link MIN_HERO_WIDTH} px wide; body images need alt text (the hero's is
 * required by the schema). Messages say what to do.
 */
function checkArticleImages(
  file: string,
  article: ArticleContent,
  lookup: ImageFileLookup,
  errors: string[],
): void {
  const check = (where: string, src: string, hero: boolean): void => {
    const info = lookup(src);
    if (!info) {
      errors.push(
        `${file}: ${where}: ${src} has no file; upload the image (the CMS puts it in static${UPLOADS_PATH}/) or fix the path`,
      );
      return;
    }
    if (info === true) return;
    if (info.bytes > MAX_IMAGE_BYTES)
      errors.push(
        `${file}: ${where}: ${src} is ${formatMegabytes(info.bytes)}; images must be at most 5 MB — export it smaller (e.g. 2,400 px wide JPEG at 80% quality) and upload it again`,
      );
    if (!info.dimensions)
      errors.push(
        `${file}: ${where}: ${src} is not a readable JPEG, PNG or WebP image; export it again in one of those formats`,
      );
    else if (hero && info.dimensions.width < MIN_HERO_WIDTH)
      errors.push(
        `${file}: ${where}: ${src} is ${info.dimensions.width} px wide; a hero image needs at least 1,200 px — export it larger (e.g. 2,400 px wide) and upload it again`,
      );
  };
  if (article.image) check("image.src", article.image.src, true);
  for (const { src, alt } of renderMarkdown(article.body).images) {
    if (!alt.trim())
      errors.push(
        `${file}: body: image ${src} has no alt text; write what it shows between the brackets: ![what the image shows](${src})`,
      );
    if (!src.startsWith(`${UPLOADS_PATH}/`))
      errors.push(
        `${file}: body: image ${src} is not an uploaded file; upload it (the CMS puts it in static${UPLOADS_PATH}/) and use its /uploads/… path`,
      );
    else check(`body: image`, src, false);
  }
}

export { DOWNLOADS_PATH };

/**
 * Checks every link and call to action in one file, found by the generic walk: links must reach
 * a page, a file or an anchor on this page, and a download must be a file in the downloads folder.
 */
function checkReferences(
  file: string,
  schema: z.ZodType,
  value: unknown,
  linkProblem: (href: string) => string | null,
  errors: string[],
  downloadNames: Map<string, string> = new Map(),
): void {
  const refs = collectReferences(schema, value);
  for (const link of refs.links) {
    const problem = linkProblem(link.value);
    if (problem) errors.push(`${file}: ${describeJsonPath(value, link.path)}: ${problem}`);
  }
  for (const action of refs.actions) {
    const { href, download } = action.value;
    if (!download) continue;
    if (!href.startsWith(`${DOWNLOADS_PATH}/`))
      errors.push(
        `${file}: ${describeJsonPath(value, action.path)}.href: expected a file in static${DOWNLOADS_PATH}/ for a download, received "${href}"`,
      );
    const named = downloadNames.get(href);
    if (named && named !== download)
      errors.push(
        `${file}: ${describeJsonPath(value, action.path)}.download: "${href}" is already offered as "${named}"; use one file name for one file`,
      );
    else downloadNames.set(href, download);
  }
}

/** Rules about one page's structure that its schema cannot express. */
function checkPageRules(file: string, page: Page, errors: string[]): void {
  const heroes = page.sections.filter((s) => s.type === "hero").length;
  if (page.sections[0]?.type !== "hero" || heroes !== 1)
    errors.push(
      `${file}: sections: expected exactly one hero, as the first section (its heading is the page's h1)`,
    );
  page.sections.forEach((s, i) => {
    if (s.type === "packages" && s.packages.filter((p) => p.popular).length > 1)
      errors.push(
        `${file}: ${describeJsonPath(page, ["sections", i, "packages"])}: expected at most one package with "popular": true`,
      );
    if (s.type === "comparison")
      s.rows.forEach((r, j) => {
        if (r.values.length !== s.columns.length - 1)
          errors.push(
            `${file}: ${describeJsonPath(page, ["sections", i, "rows", j, "values"])}: expected ${s.columns.length - 1} values (one per column after the first), received ${r.values.length}`,
          );
      });
  });
}

/**
 * Reports two template cards whose Customize actions use one slug for different templates: the
 * booking page would name the wrong one.
 */
function checkTemplateSlugs(
  pages: Parsed["pages"],
  bookingPath: string | null,
  templates: Record<string, string>,
  errors: string[],
): void {
  if (!bookingPath) return;
  for (const { file, page } of pages)
    page.sections.forEach((section, i) => {
      if (section.type !== "cards") return;
      section.cards.forEach((card, j) =>
        card.actions?.forEach((action, k) => {
          const slug = templateSlugOf(action.href, bookingPath);
          if (slug && templates[slug] !== card.title)
            errors.push(
              `${file}: ${describeJsonPath(page, ["sections", i, "cards", j, "actions", k, "href"])}: template slug "${slug}" already names "${templates[slug]}"; give "${card.title}" its own slug`,
            );
        }),
      );
    });
}

/**
 * Checks each workflow template's `workflow`: it must be the file named after the template's
 * slug (`/downloads/templates/<slug>.n8n.json`, so a download is saved as what it is) and that
 * file must exist in static/.
 */
function checkTemplateWorkflows(
  parsed: Parsed,
  staticPaths: ReadonlySet<string>,
  errors: string[],
): void {
  for (const template of parsed.templates) {
    const file = parsed.articleFiles.get(template) ?? "data/templates";
    const expected = `${DOWNLOADS_PATH}/templates/${template.slug}.n8n.json`;
    if (template.workflow !== expected)
      errors.push(
        `${file}: workflow: expected "${expected}" (the file is named after the slug "${template.slug}"), received "${template.workflow}"`,
      );
    else if (!staticPaths.has(template.workflow))
      errors.push(
        `${file}: workflow: "${template.workflow}" has no file; add the n8n export as static${template.workflow} or fix the path`,
      );
  }
}

/** The anchor ids of a page's sections; reports an id used twice. */
function anchorsOf(file: string, page: Page, errors: string[]): Set<string> {
  const anchors = new Set<string>();
  page.sections.forEach((s, i) => {
    if (!s.id) return;
    if (anchors.has(s.id))
      errors.push(
        `${file}: ${describeJsonPath(page, ["sections", i, "id"])}: duplicate id "${s.id}" on this page`,
      );
    anchors.add(s.id);
  });
  return anchors;
}

/**
 * Validates all content files.
 * Takes the files as read from disk and the site paths of the files in `static/` (e.g.
 * `/downloads/templates/lead-qualification-automation.n8n.json`, see {@link readStaticPaths}),
 * optionally a lookup of image files' sizes (bytes, px: {@link staticImageLookup}; without
 * it an image only has to be one of `staticPaths`), and the build's date (default
 * src/lib/schedule.ts `buildDate(process.env)`). Every article is validated, but the content
 * returned lists only those published by that date; the others are in `scheduled`, and a link to
 * one of them is refused unless the linking article itself goes live on or after its date.
 * The pages returned have their count tokens filled (`{count:templates}` → the number of
 * published templates, src/lib/contentCounts.ts).
 * Throws {@link ContentError} listing every problem (schema errors first, then cross-file checks).
 */
export function validateContent(
  files: ContentFile[],
  staticPaths: ReadonlySet<string>,
  images?: ImageFileLookup,
  today: string = buildDate(process.env),
): Content {
  const { content, errors } = checkContent(files, staticPaths, images, today);
  if (errors.length || !content) throw new ContentError(errors);
  return content;
}

/**
 * What a check of all content files found: the content as {@link validateContent} returns it,
 * built from every file that parsed (null when site.json, navigation.json or redirects.json did
 * not), and every problem. The dev server builds what it can from it instead of stopping.
 */
export type ContentCheck = { content: Content | null; errors: string[] };

/** {@link validateContent} without the throw: returns the {@link ContentCheck}. */
export function checkContent(
  files: ContentFile[],
  staticPaths: ReadonlySet<string>,
  images?: ImageFileLookup,
  today: string = buildDate(process.env),
  unreadable: readonly string[] = [],
): ContentCheck {
  const errors: string[] = [];
  const parsed = parseFiles(files, errors);
  const { site, navigation, redirects, pages, blog, caseStudies, guides, legal } = parsed;
  const served = servedPaths(pages, errors);
  servedArticlePaths(parsed, served, errors);
  // The case-study listing's filter pages are built from the studies: a redirect (an old
  // industry filter, say) or a link may lead to one.
  const livePages = pages.map((p) => p.page);
  const liveStudies = caseStudies.filter((s) => isPublished(s, today));
  for (const { path: p } of caseStudyFilterSitemap(livePages, liveStudies))
    if (!served.has(p)) served.set(p, "data/case-studies");
  // A file that is not valid JSON, or not valid content, still has its place: links to its page
  // are not reported as well, so one mistake gives one message.
  const parsedFiles = new Set([...pages.map((p) => p.file), ...parsed.articleFiles.values()]);
  for (const file of [
    ...unreadable,
    ...files.map((f) => f.file).filter((f) => !parsedFiles.has(f)),
  ]) {
    const p = servedPathOfFile(file);
    if (p && !served.has(p)) served.set(p, file);
  }
  const scheduled = scheduledArticles(parsed, today);
  const pageList = pages.map((p) => p.page);
  const bookingPath = bookingPagePath(pageList);
  const templates = bookingTemplates(pageList, parsed.templates);
  checkTemplateSlugs(pages, bookingPath, templates, errors);
  checkTemplateWorkflows(parsed, staticPaths, errors);
  checkAnalyticsDisclosure(site, parsed, errors);
  checkAuthorsAndCategories(parsed, site?.brand, errors);
  errors.push(
    ...caseStudyProblems({
      pages,
      studies: caseStudies.map((s) => ({
        ...s,
        file: parsed.articleFiles.get(s) ?? "data/case-studies",
      })),
      today,
      isPage: (p) => served.has(p),
    }),
  );

  const links = linkChecker({
    pages: [...served.keys()],
    files: [...staticPaths],
    bookingPath,
    templates,
    scheduled: Object.fromEntries(
      scheduled.map((a) => [a.path, { datePublished: a.datePublished, file: a.file }]),
    ),
    today,
  });
  const linkProblem = links.linkProblem;

  const menuIds = new Set(navigation?.header.menus.map((m) => m.id) ?? []);
  /** The file name each download path is offered under, across all pages. */
  const downloadNames = new Map<string, string>();
  for (const { file, page } of pages) {
    checkPageRules(file, page, errors);
    for (const token of unknownCountTokens(page))
      errors.push(
        `${file}: ${describeJsonPath(page, token.path)}: unknown count "{count:${token.name}}"; expected one of ${COUNTED_COLLECTIONS.map((k) => `{count:${k}}`).join(", ")}`,
      );
    page.sections.forEach((s, i) => {
      if (s.type === "menuCards" && navigation && !menuIds.has(s.menu))
        errors.push(
          `${file}: ${describeJsonPath(page, ["sections", i, "menu"])}: expected the id of a header menu in data/navigation.json (${[...menuIds].join(", ")}), received "${s.menu}"`,
        );
    });
    const anchors = anchorsOf(file, page, errors);
    checkReferences(
      file,
      PageSchema,
      page,
      (href) => linkProblem(href, anchors),
      errors,
      downloadNames,
    );
  }
  for (const kind of ARTICLE_KINDS)
    for (const article of parsed[kind]) {
      const file = parsed.articleFiles.get(article) ?? kind;
      const liveOn = isPublished(article, today) ? today : article.datePublished;
      checkArticleBody(file, article, (markdown) => links.bodyProblems(markdown, liveOn), errors);
      checkArticleImages(
        file,
        article,
        images ?? ((src) => staticPaths.has(src) || undefined),
        errors,
      );
    }
  const noAnchors = new Set<string>();
  if (navigation)
    checkReferences(
      "data/navigation.json",
      NavigationSchema,
      navigation,
      (href) => linkProblem(href, noAnchors),
      errors,
    );
  if (site)
    checkReferences(
      "data/site.json",
      SiteSchema,
      site,
      (href) => linkProblem(href, noAnchors),
      errors,
    );

  if (redirects)
    errors.push(
      ...redirectProblems(
        redirects.redirects,
        (p) => served.has(p) || staticPaths.has(p),
        (href) => linkProblem(href, noAnchors),
      ),
    );

  if (!site || !navigation || !redirects) return { content: null, errors };
  const published = <T extends ArticleContent>(articles: T[]): T[] =>
    articles.filter((a) => isPublished(a, today));
  const live = {
    blog: published(blog),
    caseStudies: published(caseStudies),
    guides: published(guides),
    legal: published(legal),
    templates: published(parsed.templates),
  };
  // Page copy may quote how many entries a collection holds ({count:templates}): filled here.
  const counts = contentCounts(live);
  return {
    content: {
      site,
      navigation,
      redirects,
      pages: pages.map(({ file, page }) => ({ file, page: fillCounts(page, counts) })),
      ...live,
      scheduled,
      authors: parsed.authors?.authors ?? [],
      categories: parsed.categories ?? null,
    },
    errors,
  };
}

/**
 * Reads every JSON file under `<root>/data`. Takes the project root; returns the files with
 * paths relative to it; throws {@link ContentError} for files that are not valid JSON.
 */
export function readContentFiles(root: string): ContentFile[] {
  const { files, errors } = readContentFilesChecked(root);
  if (errors.length) throw new ContentError(errors);
  return files;
}

/** The file a problem message names: the text before its first `: `. */
function fileOfMessage(message: string): string {
  return message.slice(0, Math.max(0, message.indexOf(": ")));
}

/** {@link readContentFiles} without the throw: the files that parsed, and a message per file that did not. */
export function readContentFilesChecked(root: string): { files: ContentFile[]; errors: string[] } {
  const errors: string[] = [];
  const files: ContentFile[] = [];
  for (const file of globSync("data/**/*.json", { cwd: root, dot: true }).sort()) {
    const abs = path.join(root, file);
    const source = fs.readFileSync(abs, "utf8");
    try {
      files.push({ file, json: JSON.parse(source) });
    } catch (e) {
      errors.push(jsonSyntaxMessage(file, source, e as Error));
    }
  }
  return { files, errors };
}

/**
 * The site paths of every file under `<root>/static` (served as they are, e.g.
 * `static/downloads/x.json` at `/downloads/x.json`), for checking links to files.
 */
export function readStaticPaths(root: string): Set<string> {
  return new Set(globSync("**", { cwd: path.join(root, "static"), dot: true }).map((f) => `/${f}`));
}

/**
 * The image files under `<root>/static`, by site path (`/uploads/x.png` → static/uploads/x.png):
 * each one's size in bytes and its dimensions in px read from its header (no decoder). Returns a
 * lookup that reads a file on first use and answers undefined for a path with no file.
 */
export function staticImageLookup(root: string): (src: string) => ImageFileInfo | undefined {
  const known = new Map<string, ImageFileInfo | undefined>();
  return (src) => {
    if (known.has(src)) return known.get(src);
    const abs = path.join(root, "static", ...src.split("/").filter((s) => s && s !== ".."));
    let info: ImageFileInfo | undefined;
    if (src.startsWith("/") && fs.existsSync(abs) && fs.statSync(abs).isFile()) {
      const bytes = fs.statSync(abs).size;
      // Only the header is needed; 512 KB covers a JPEG's metadata before its frame header.
      const fd = fs.openSync(abs, "r");
      const head = Buffer.alloc(Math.min(bytes, 512 * 1024));
      fs.readSync(fd, head, 0, head.length, 0);
      fs.closeSync(fd);
      info = { bytes, dimensions: imageDimensions(head) };
    }
    known.set(src, info);
    return info;
  };
}

/**
 * Problems in the template workflow downloads (`static/downloads/templates/*.n8n.json`), one line
 * per problem naming the file: not valid JSON, or not a sound n8n workflow
 * (src/content/n8nWorkflow.ts). Empty when there are no such files or all are sound.
 */
export function workflowFileProblems(root: string): string[] {
  if (!fs.existsSync(path.join(root, TEMPLATE_WORKFLOW_DIR))) return [];
  try {
    return readTemplateWorkflows(root).flatMap(({ file, json }) =>
      workflowProblems(json).map((problem) => `${file}: ${problem}`),
    );
  } catch (e) {
    return [(e as Error).message];
  }
}

/**
 * Reads and validates all content under `<root>/data`, with links to files checked against
 * `<root>/static`, images against their files' sizes, and the template workflow downloads
 * checked too, as of the build's date `today` (default src/lib/schedule.ts
 * `buildDate(process.env)`: articles dated later are validated but not listed, see
 * {@link validateContent}); throws {@link ContentError} listing every problem.
 */
export function loadContent(root: string, today: string = buildDate(process.env)): Content {
  const { content, errors } = checkContentAt(root, today);
  if (errors.length || !content) throw new ContentError(errors);
  return content;
}

/**
 * {@link loadContent} without the throw, for the dev server: every problem (files that are not
 * valid JSON, schema and cross-file checks, the workflow downloads), and the content built from
 * the files that parsed (null when site.json, navigation.json or redirects.json is unusable).
 */
export function checkContentAt(root: string, today: string = buildDate(process.env)): ContentCheck {
  const read = readContentFilesChecked(root);
  const checked = checkContent(
    read.files,
    readStaticPaths(root),
    staticImageLookup(root),
    today,
    read.errors.map(fileOfMessage),
  );
  return {
    content: checked.content,
    errors: [...read.errors, ...checked.errors, ...workflowFileProblems(root)],
  };
}
