/**
 * Shared helpers of the browser tests, in two parts:
 *
 * - Content: typed access to the files in `data/` (pages, blog posts, case studies, site and
 *   navigation settings). Tests take the copy, prices, counts and labels they expect from here,
 *   so an editor's change to the content never turns a test red, while a page that stops
 *   showing what its file says does.
 * - Page checks: locator helpers and assertions that more than one spec uses (links, actions,
 *   cards, packages, FAQ, process steps, case studies, badges, stats, the closing call to action).
 *
 * This module reads files and drives pages; it starts nothing (see `harness.ts` for that).
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { articlePath, type ArticleKind } from "../src/lib/articles";
import { packageHref } from "../src/lib/packageChoice";
import { ARTICLE_TYPES } from "../src/content/collections";
import { loadContent, type Content } from "../src/content/validate";
import { CONTENT_SNAPSHOT_ENV } from "./contentSnapshot";
import { browserCheckOf } from "../src/sections/browserChecks";
import type {
  Action,
  ArticleContent,
  Author,
  BlogPost,
  CaseStudy,
  CaseStudyEntry,
  Navigation,
  Page as PageContent,
  SectionOf,
  SectionType,
  Site,
  Stat,
  Testimonial,
} from "../src/content/schema";

export type { BlogPost, CaseStudyEntry, PageContent };

// ---------------------------------------------------------------------------------------------
// Content
// ---------------------------------------------------------------------------------------------

/**
 * Everything in `data/`, read and validated by the build's own loader (src/content/validate.ts):
 * a test sees the content exactly as the build does, or fails on the file the build rejects.
 * Within `npm run test:e2e` the loader runs once for the whole run and each spec reads its
 * result from the snapshot file named by {@link CONTENT_SNAPSHOT_ENV} (e2e/contentSnapshot.ts).
 */
const snapshot = process.env[CONTENT_SNAPSHOT_ENV];
const content: Content = snapshot
  ? (JSON.parse(fs.readFileSync(snapshot, "utf8")) as Content)
  : loadContent(path.join(__dirname, ".."));

/** `data/site.json`: brand, booking widget, shared labels (e.g. `labels.mostPopular`). */
export const site: Site = content.site;

/** `data/navigation.json`: header menus and footer. */
export const navigation: Navigation = content.navigation;

/** The authors an article may name (`data/authors.json`), in file order. */
export function articleAuthors(): Author[] {
  return content.authors;
}

/** The categories a blog post may take (`data/categories.json`). */
export function blogCategories(): string[] {
  return content.categories?.blog ?? [];
}

/** The author of `name` in `data/authors.json` (role and bio), or undefined (the brand). */
export function authorOf(name: string): Author | undefined {
  return content.authors.find((a) => a.name === name);
}

/** Every page file in `data/pages/` (the not-found page included), in file order. */
export function allPages(): PageContent[] {
  return content.pages.map((p) => p.page);
}

/**
 * The page file served at `pathname`: the one whose `path`, or one of whose `aliases`, is
 * `pathname` ("/404" for the not-found page). Throws if no page file serves it.
 */
export function pageContent(pathname: string): PageContent {
  const page = allPages().find((p) => p.path === pathname || p.aliases?.includes(pathname));
  if (!page) throw new Error(`no file in data/pages/ serves ${pathname}`);
  return page;
}

/**
 * Every path a visitor can open: each page's `path` and `aliases`, the not-found page excluded.
 * Returns them sorted, without duplicates.
 */
export function routePaths(): string[] {
  const paths = allPages()
    .filter((p) => p.path !== "/404")
    .flatMap((p) => [p.path, ...(p.aliases ?? [])]);
  return [...new Set([...paths, ...allArticles().map((a) => a.path)])].sort();
}

/** One article file: its kind, its parsed content and the path it is served at. */
export type ArticleEntry = { kind: ArticleKind; content: ArticleContent; path: string };

/** Every article (posts, case studies, guides, legal pages) of every article type, by path. */
export function allArticles(): ArticleEntry[] {
  return ARTICLE_TYPES.flatMap(({ key: kind }) =>
    content[kind].map((entry: ArticleContent) => ({
      kind,
      content: entry,
      path: articlePath(kind, entry.slug),
    })),
  ).sort((a, b) => a.path.localeCompare(b.path));
}

/** The page's sections of type `type`, in page order (possibly none). */
export function sectionsOf<T extends SectionType>(page: PageContent, type: T): SectionOf<T>[] {
  return page.sections.filter((s): s is SectionOf<T> => s.type === type);
}

/**
 * The page's section of type `type`; with `id`, the one with that anchor id. Asserts that
 * exactly one section matches and returns it.
 */
export function sectionOf<T extends SectionType>(
  page: PageContent,
  type: T,
  id?: string,
): SectionOf<T> {
  const found = sectionsOf(page, type).filter((s) => id === undefined || s.id === id);
  assert.equal(
    found.length,
    1,
    `${page.path} has one ${type} section${id === undefined ? "" : ` with id "${id}"`}`,
  );
  return found[0];
}

/** The page's hero: asserts the first section is of type `hero` and returns it. */
export function heroOf(page: PageContent): SectionOf<"hero"> {
  const first = page.sections[0];
  assert.equal(first.type, "hero", `${page.path} opens with a hero`);
  return first as SectionOf<"hero">;
}

/** The page's closing call to action: asserts its last section is a `cta` and returns it. */
export function closingCtaOf(page: PageContent): SectionOf<"cta"> {
  const last = page.sections[page.sections.length - 1];
  assert.equal(last.type, "cta", `${page.path} closes with a call to action`);
  return last as SectionOf<"cta">;
}

/** Every post in `data/blog/`, newest first (the order the blog lists them in). */
export function blogPosts(): BlogPost[] {
  return [...content.blog].sort((a, b) =>
    a.datePublished === b.datePublished
      ? a.slug.localeCompare(b.slug)
      : b.datePublished.localeCompare(a.datePublished),
  );
}

/** Every case study in `data/case-studies/`, in listing order: by `order`, then by title. */
export function caseStudyEntries(): CaseStudyEntry[] {
  return [...content.caseStudies].sort(
    (a, b) =>
      (a.order ?? Infinity) - (b.order ?? Infinity) ||
      (a.title < b.title ? -1 : a.title > b.title ? 1 : 0),
  );
}

/**
 * The accessible name the site gives an action's link or button: its label, followed by its
 * visually hidden `screenReaderText` when it has one.
 */
export function actionName(action: Action): string {
  return action.screenReaderText ? `${action.label} ${action.screenReaderText}` : action.label;
}

/** A card with a Download action (a workflow template) and where it sits. */
export type DownloadCard = { page: string; title: string; download: Action };

/** Every card on every page with a Download action (`download` set), in page order. */
export function downloadCards(): DownloadCard[] {
  return allPages().flatMap((page) =>
    sectionsOf(page, "cards").flatMap((section) =>
      section.cards.flatMap((card) => {
        const download = card.actions?.find((a) => a.download);
        return download
          ? [
              {
                page: page.path,
                title: card.title,
                download,
              },
            ]
          : [];
      }),
    ),
  );
}

/** The workflow template entries (`data/templates`), as the build validated them. */
export function templateEntries(): Content["templates"] {
  return content.templates;
}

/** Every workflow template's download (`data/templates`), as a site path. */
export function templateDownloads(): string[] {
  return content.templates.map((t) => t.workflow);
}

/** The first of `actions` that leads to `href`; asserts there is one. */
export function actionTo(actions: Action[] | undefined, href: string): Action {
  const found = (actions ?? []).find((a) => a.href === href);
  assert.ok(found, `an action leads to ${href}: ${JSON.stringify(actions)}`);
  return found;
}

/** An ISO date as the site shows it, in US English: "2025-06-24" → "June 24, 2025". */
export function longDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** Text with runs of whitespace collapsed to one space and trimmed, for comparing copy. */
export function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

// ---------------------------------------------------------------------------------------------
// Page checks
// ---------------------------------------------------------------------------------------------

/**
 * The text of the first element `locator` matches as written in the HTML (`textContent`: CSS
 * `text-transform` does not apply; visually hidden text is included), whitespace collapsed.
 */
export async function textOf(locator: Locator): Promise<string> {
  return collapse((await locator.first().textContent()) ?? "");
}

/** The `href` attribute of every element `locator` matches, in document order (null if absent). */
export async function hrefsOf(locator: Locator): Promise<(string | null)[]> {
  return locator.evaluateAll((els) => els.map((e) => e.getAttribute("href")));
}

/**
 * The `href` of the link named `name` in `scope` (a string matches the whole accessible name,
 * a RegExp any part of it). Asserts there is exactly one such link.
 */
export async function linkHref(
  scope: Page | Locator,
  name: string | RegExp,
): Promise<string | null> {
  const link = scope.getByRole("link", { name, exact: typeof name === "string" });
  assert.equal(await link.count(), 1, `one link named ${JSON.stringify(String(name))}`);
  return link.getAttribute("href");
}

/** The section (`<section>`) that holds the page's `<h1>`, i.e. the hero. */
export function heroLocator(page: Page): Locator {
  return page.locator("main section", { has: page.locator("h1") }).first();
}

/**
 * The page's head follows its file's `seo`: the title (with the " | {brand}" suffix unless the
 * title already names the brand), description, keywords, the canonical URL on the site's origin
 * (`canonicalPath` when set), and a Service in the JSON-LD exactly when `structuredData` asks.
 */
export async function assertSeo(page: Page, content: PageContent): Promise<void> {
  const { seo } = content;
  const title = seo.title.includes(site.brand) ? seo.title : `${seo.title} | ${site.brand}`;
  assert.equal(await page.title(), title, "title");
  const meta = (name: string) => page.locator(`meta[name="${name}"]`).getAttribute("content");
  assert.equal(await meta("description"), seo.description, "meta description");
  assert.equal(await meta("keywords"), seo.keywords.join(", "), "meta keywords");
  const canonicalPath = seo.canonicalPath ?? content.path;
  assert.equal(
    await page.locator('link[rel="canonical"]').getAttribute("href"),
    site.siteUrl + canonicalPath,
    "canonical URL",
  );
  const types = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((t) => JSON.parse(t) as unknown)
    .flatMap((j) => (Array.isArray(j) ? j : [j]) as Record<string, unknown>[])
    .flatMap((n) => (Array.isArray(n["@graph"]) ? (n["@graph"] as Record<string, unknown>[]) : [n]))
    .flatMap((n) => n["@type"]);
  assert.equal(
    types.includes("Service"),
    seo.structuredData?.includes("service") ?? false,
    `JSON-LD types ${JSON.stringify(types)}`,
  );
}

/**
 * No dead controls on the page: no link to "#" alone, no link without `href` in `<main>`, and
 * every in-page link (`href="#id"`) points at exactly one element with that id.
 */
export async function assertNoDeadLinks(page: Page): Promise<void> {
  assert.equal(await page.locator('a[href="#"]').count(), 0, 'no link to "#" alone');
  assert.equal(await page.locator("main a:not([href])").count(), 0, "every link has an href");
  const anchors = await hrefsOf(page.locator('a[href^="#"]'));
  for (const a of anchors)
    assert.equal(await page.locator(`[id="${a!.slice(1)}"]`).count(), 1, `${a} has one target`);
}

/**
 * The page shows its hero as its file says: exactly one `<h1>`, whose text is the hero's
 * heading; the back link, badge, eyebrow, intro and trust points; every action (see
 * `assertActions`); and the stats (see `assertStats`). Takes the page and its content.
 */
export async function assertHero(page: Page, content: PageContent): Promise<void> {
  const hero = heroOf(content);
  const scope = heroLocator(page);
  assert.equal(await page.locator("h1").count(), 1, "one h1");
  assert.equal(await textOf(page.locator("h1")), collapse(hero.heading), "the hero heading");
  const text = await textOf(scope);
  for (const t of [hero.badge, hero.eyebrow, hero.intro, ...(hero.trustPoints ?? [])])
    if (t) assert.ok(text.includes(collapse(t)), `the hero shows "${t}"`);
  await assertActions(scope, [...(hero.backLink ? [hero.backLink] : []), ...(hero.actions ?? [])]);
  if (hero.stats) await assertStats(scope, hero.stats);
}

/**
 * Each action is rendered in `scope` as its file says: an action with `href` as the one link
 * with its accessible name (`actionName`) and that `href`; one without as a plain
 * `<button type="button">` with its label.
 */
export async function assertActions(scope: Page | Locator, actions: Action[]): Promise<void> {
  for (const action of actions) {
    assert.equal(await linkHref(scope, actionName(action)), action.href, action.label);
    if (action.download)
      assert.equal(
        await scope
          .getByRole("link", { name: actionName(action), exact: true })
          .getAttribute("download"),
        action.download,
        `${action.label} saves the file as ${action.download}`,
      );
  }
}

/**
 * The page ends with its closing call to action: the last `main section[id]` is the file's last
 * section (a `cta`), it shows the heading and every action, and at least one action books a
 * session (leads to /book-session).
 */
export async function assertClosingCta(page: Page, content: PageContent): Promise<void> {
  const cta = closingCtaOf(content);
  assert.ok(cta.id, `${content.path}: the closing call to action has an id`);
  assert.equal(
    await page.locator("main section[id]").last().getAttribute("id"),
    cta.id,
    "the closing call to action is the last section",
  );
  const scope = page.locator(`#${cta.id}`);
  assert.equal(await textOf(scope.locator("h2")), collapse(cta.heading));
  await assertActions(scope, cta.actions);
  assert.ok(
    (await hrefsOf(scope.locator("a"))).includes("/book-session"),
    "the closing call to action books a session",
  );
}

/**
 * A `cards` section shows every card of its file, in order: `#id article` count, each card's
 * title (`<h3>`, a link to the card's `href` when it has one), badge, eyebrow, description,
 * meta labels and values, list titles and items, and actions. Returns the card locators.
 */
export async function assertCards(page: Page, section: SectionOf<"cards">): Promise<Locator> {
  const cards = page.locator(`#${section.id} article`);
  assert.equal(await cards.count(), section.cards.length, `#${section.id}: one card per entry`);
  for (const [i, card] of section.cards.entries()) {
    const el = cards.nth(i);
    const where = `#${section.id} card ${i + 1}`;
    assert.equal(await textOf(el.locator("h3")), collapse(card.title), `${where} title`);
    const text = await textOf(el);
    const shown = [card.badge, card.eyebrow, card.description].filter(
      (t): t is string => t !== undefined,
    );
    for (const m of card.meta ?? []) shown.push(m.label, m.value);
    for (const l of card.lists ?? []) shown.push(...(l.title ? [l.title] : []), ...l.items);
    for (const t of shown) assert.ok(text.includes(collapse(t)), `${where} shows "${t}"`);
    if (card.href)
      assert.deepEqual(await hrefsOf(el.locator("h3 a")), [card.href], `${where} title link`);
    await assertActions(el, card.actions ?? []);
  }
  return cards;
}

/**
 * A hub's `menuCards` section shows one card per item of its header menu in data/navigation.json,
 * in menu order: the item's icon, its title as the link to its page, and its description.
 */
export async function assertMenuCards(page: Page, section: SectionOf<"menuCards">): Promise<void> {
  const menu = navigation.header.menus.find((m) => m.id === section.menu);
  assert.ok(menu, `#${section.id}: the header has a menu "${section.menu}"`);
  const cards = page.locator(`#${section.id} article`);
  assert.equal(await cards.count(), menu.items.length, `#${section.id}: one card per menu item`);
  for (const [i, item] of menu.items.entries()) {
    const el = cards.nth(i);
    assert.equal(await textOf(el.locator("h3")), collapse(item.title), `${item.title} title`);
    assert.deepEqual(await hrefsOf(el.locator("h3 a")), [item.href], `${item.title} link`);
    assert.ok((await textOf(el)).includes(collapse(item.description)), `${item.title} text`);
    assert.equal(await el.locator("svg").count(), 1, `${item.title} icon`);
  }
}

/**
 * A `packages` section shows every package of its file, in order: name (`<h3>`), price,
 * duration, description and features; the "Most Popular" label (from data/site.json) and
 * `data-popular` exactly on the popular ones; each package's action. Every package's action
 * books a session (leads to /book-session), carrying the package and its page in the query
 * (src/lib/packageChoice.ts).
 */
export async function assertPackages(page: Page, section: SectionOf<"packages">): Promise<void> {
  const cards = page.locator(`#${section.id} article`);
  assert.equal(await cards.count(), section.packages.length, "one card per package");
  for (const [i, p] of section.packages.entries()) {
    const card = cards.nth(i);
    assert.equal(await textOf(card.locator("h3")), collapse(p.name), `package ${i + 1} name`);
    const text = await textOf(card);
    for (const t of [p.price, p.duration, p.description, ...p.features])
      assert.ok(text.includes(collapse(t)), `${p.name} shows "${t}"`);
    assert.equal(text.includes(site.labels.mostPopular), p.popular === true, `${p.name} popular`);
    assert.equal(await card.getAttribute("data-popular"), p.popular ? "true" : null);
    assert.equal(p.action.href, "/book-session", `${p.name}'s action books a session`);
    const pagePath = new URL(page.url()).pathname;
    await assertActions(card, [
      { ...p.action, href: packageHref(p.action.href, pagePath, p.name) },
    ]);
  }
}

/** Exactly one package card of the page's packages section carries the "Most Popular" label. */
export async function assertOnePopular(page: Page, content: PageContent): Promise<void> {
  const cards = page.locator(`#${sectionOf(content, "packages").id} article`);
  assert.equal(await cards.filter({ hasText: site.labels.mostPopular }).count(), 1);
}

/** Every card (`article`) in the section `#id` has a non-empty list; asserts there are cards. */
export async function assertEveryCardHasList(page: Page, id: string): Promise<void> {
  const cards = page.locator(`#${id} article`);
  const n = await cards.count();
  assert.ok(n > 0, `#${id} has cards`);
  for (let i = 0; i < n; i++)
    assert.ok((await cards.nth(i).locator("ul li").count()) > 0, `#${id} card ${i + 1} has a list`);
}

/** An FAQ section lists every question of its file, in order, each as a disclosure button. */
export async function assertFaq(page: Page, section: SectionOf<"faq">): Promise<void> {
  const buttons = page.locator(`#${section.id} h3 button[aria-expanded]`);
  assert.deepEqual(
    (await buttons.allTextContents()).map(collapse),
    section.items.map((q) => collapse(q.question)),
    `#${section.id} questions`,
  );
}

/**
 * The FAQ accordion in section `#id` behaves: choosing a question opens it, choosing another
 * opens that one and closes the first, choosing the open one closes it. Needs two questions.
 */
export async function assertFaqToggles(page: Page, id: string): Promise<void> {
  const buttons = page.locator(`#${id} h3 button[aria-expanded]`);
  assert.ok((await buttons.count()) >= 2, `#${id} has two questions to toggle`);
  // The page was opened with the harness's `visit`, which waits until every section is hydrated,
  // so the first click reaches React.
  await buttons.nth(0).click();
  assert.equal(await buttons.nth(0).getAttribute("aria-expanded"), "true");
  await buttons.nth(1).click();
  assert.equal(await buttons.nth(1).getAttribute("aria-expanded"), "true");
  assert.equal(await buttons.nth(0).getAttribute("aria-expanded"), "false");
  await buttons.nth(1).click();
  assert.equal(await page.locator(`#${id} h3 button[aria-expanded="true"]`).count(), 0);
}

/**
 * A `process` section shows every step of its file, in order (`#id ol > li`): title,
 * description, duration, and deliverables under the shared "Deliverables" label.
 */
export async function assertProcess(page: Page, section: SectionOf<"process">): Promise<void> {
  const steps = page.locator(`#${section.id} ol > li`);
  assert.equal(await steps.count(), section.steps.length, "one item per step");
  for (const [i, step] of section.steps.entries()) {
    const el = steps.nth(i);
    assert.equal(await textOf(el.locator("h3")), collapse(step.title), `step ${i + 1} title`);
    const text = await textOf(el);
    const shown = [step.description, ...(step.duration ? [step.duration] : [])];
    if (step.deliverables) {
      shown.push(site.labels.deliverables, ...step.deliverables);
      assert.equal(await el.locator("ul li").count(), step.deliverables.length);
    }
    for (const t of shown) assert.ok(text.includes(collapse(t)), `step ${i + 1} shows "${t}"`);
  }
}

/**
 * The case studies a `caseStudies` section names, in its order, read from data/case-studies/.
 * Asserts each slug names a published study.
 */
export function studiesOf(section: SectionOf<"caseStudies">): CaseStudyEntry[] {
  return section.studies.map((slug) => {
    const study = content.caseStudies.find((s) => s.slug === slug);
    assert.ok(study, `#${section.id}: "${slug}" names a case study in data/case-studies/`);
    return study;
  });
}

/**
 * The accessible name of the "Read the case study" link a story card ends with: the label and
 * its screen-reader text naming the client (data/site.json `caseStudies`).
 */
export function readStudyName(company: string): string {
  const copy = site.caseStudies;
  return `${copy.readStudy} ${copy.readStudyFor.replace("{client}", company)}`;
}

/**
 * The case-study cards in `scope` (`article`s) show `studies` in order: industry, company,
 * challenge, solution and results under their shared labels, each metric under its label, and
 * the tags. Takes an optional title per study (the listing page's cards carry one). With a
 * `slug` on a study, its card ends with the one "Read the case study" link (named after the
 * client) to the study's page.
 */
export async function assertCaseStudies(
  scope: Locator,
  studies: (CaseStudy & { title?: string; slug?: string })[],
): Promise<void> {
  const cards = scope.locator("article");
  assert.equal(await cards.count(), studies.length, "one card per case study");
  const { labels } = site;
  for (const [i, s] of studies.entries()) {
    const card = cards.nth(i);
    const where = `case study ${i + 1}`;
    assert.equal(await textOf(card.locator("h3, h4")), collapse(s.title ?? s.company), where);
    if (s.slug)
      assert.equal(
        await linkHref(card, readStudyName(s.company)),
        articlePath("caseStudies", s.slug),
        `${where} links to its study`,
      );
    const text = await textOf(card);
    for (const t of [s.industry, s.company, ...(s.size ? [s.size] : []), ...(s.tags ?? [])])
      assert.ok(text.includes(collapse(t)), `${where} shows "${t}"`);
    /** The element right after the card's `<h4>` named `label`. */
    const after = (label: string, tag: string) =>
      card
        .getByRole("heading", { name: label, exact: true })
        .locator(`xpath=following-sibling::${tag}[1]`);
    assert.equal(await textOf(after(labels.challenge, "p")), collapse(s.challenge), where);
    assert.equal(await textOf(after(labels.solution, "p")), collapse(s.solution), where);
    assert.deepEqual(
      (await after(labels.results, "ul").locator("li").allTextContents()).map(collapse),
      s.results.map(collapse),
      `${where} results`,
    );
    if (s.metrics) {
      const metrics = card.locator("dl > div");
      const shown = await metrics.evaluateAll((divs) =>
        divs.map((d) => [d.querySelector("dt")?.textContent, d.querySelector("dd")?.textContent]),
      );
      assert.deepEqual(
        shown.map((pair) => pair.map((t) => collapse(t ?? ""))),
        [
          [labels.improvement, s.metrics.improvement],
          [labels.timeline, s.metrics.timeline],
          [labels.satisfaction, s.metrics.satisfaction],
        ].map((pair) => pair.map(collapse)),
        `${where} metrics`,
      );
    }
  }
}

/**
 * A `badges` section shows its groups in order: each group's title (`<h3>`, when it has one)
 * and every badge's name, level and description, one `<li>` per badge. A badge with a `mark`
 * shows that tool mark beside its name, hidden from assistive technology, and drawn: the sprite
 * file is served and holds the mark (each mark's `<use>` gets a non-empty box).
 */
export async function assertBadges(page: Page, section: SectionOf<"badges">): Promise<void> {
  const scope = page.locator(`#${section.id}`);
  const items = section.groups.flatMap((g) => g.items);
  const lis = scope.locator("li");
  assert.equal(await lis.count(), items.length, `#${section.id}: one tile per badge`);
  assert.deepEqual(
    (await scope.locator("h3").allTextContents()).map(collapse),
    section.groups.flatMap((g) => (g.title ? [collapse(g.title)] : [])),
    `#${section.id} group titles`,
  );
  for (const [i, b] of items.entries()) {
    const text = await textOf(lis.nth(i));
    for (const t of [b.name, b.level, b.description].filter((x): x is string => !!x))
      assert.ok(text.includes(collapse(t)), `#${section.id} badge ${i + 1} shows "${t}"`);
    const marks = lis.nth(i).locator("svg.tool-mark");
    assert.equal(await marks.count(), b.mark ? 1 : 0, `#${section.id} badge ${i + 1} mark`);
    if (b.mark) {
      assert.equal(await marks.getAttribute("aria-hidden"), "true");
      // The page's own sprite on a first load, the shared file after a client-side navigation.
      const href = await marks.locator("use").getAttribute("href");
      assert.ok(
        href === `#tool-mark-${b.mark}` || href === `/tool-marks.svg#${b.mark}`,
        `#${section.id} badge ${i + 1} draws the mark "${b.mark}" (href ${href})`,
      );
    }
  }
  if (items.some((b) => b.mark))
    await page.waitForFunction(
      (id) =>
        [...document.querySelectorAll(`#${id} .tool-mark use`)].every(
          (use) => (use as SVGUseElement).getBBox().width > 0,
        ),
      section.id,
    );
}

/**
 * Each stat is shown in `scope` as a `<dl>` entry: a `<div>` whose `<dd>` is the value and whose
 * `<dt>` starts with the label (figures drawn inside a hero visual are not stats). Asserts the
 * entries are exactly these, in order.
 */
export async function assertStats(scope: Locator, stats: Stat[]): Promise<void> {
  const shown = await scope.locator("dl > div").evaluateAll((divs) =>
    divs
      // A hero visual (a picture with its own text alternative) may draw figures too.
      .filter((d) => !d.closest("[data-hero-visual]"))
      .map((d) => [
        d.querySelector("dd")?.textContent ?? "",
        d.querySelector("dt")?.textContent ?? "",
      ]),
  );
  assert.equal(shown.length, stats.length, "one entry per stat");
  for (const [i, s] of stats.entries()) {
    assert.equal(collapse(shown[i][0]), collapse(s.value), `stat ${i + 1} value`);
    assert.ok(collapse(shown[i][1]).startsWith(collapse(s.label)), `stat ${i + 1} label`);
  }
}

/** Each testimonial is shown in `scope` as a `<figure>`, in order: quote, name, role, company. */
export async function assertTestimonials(scope: Locator, items: Testimonial[]): Promise<void> {
  const figures = scope.locator("figure");
  assert.equal(await figures.count(), items.length, "one figure per testimonial");
  for (const [i, t] of items.entries()) {
    const fig = figures.nth(i);
    assert.ok(
      (await textOf(fig.locator("blockquote"))).includes(collapse(t.quote)),
      `quote ${i + 1}`,
    );
    const text = await textOf(fig);
    for (const s of [t.name, t.role, t.company, ...(t.results ?? [])].filter(
      (x): x is string => !!x,
    ))
      assert.ok(text.includes(collapse(s)), `testimonial ${i + 1} shows "${s}"`);
  }
}

/**
 * A `comparison` section is a table as its file says: the column headers in `<thead>`, one
 * `<tbody>` row per entry with its label as the row header and its values in order.
 */
export async function assertComparison(
  page: Page,
  section: SectionOf<"comparison">,
): Promise<void> {
  const table = page.locator(`#${section.id} table`);
  assert.equal(await table.count(), 1, `#${section.id} has one table`);
  assert.deepEqual(
    (await table.locator("thead th").allTextContents()).map(collapse),
    section.columns.map(collapse),
  );
  const rows = await table
    .locator("tbody tr")
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll("th, td")].map((c) => c.textContent ?? "")),
    );
  assert.deepEqual(
    rows.map((r) => r.map(collapse)),
    section.rows.map((r) => [r.label, ...r.values].map(collapse)),
  );
}

/**
 * A `split` section shows its benefits (`<li>` with an `<h3>` title and the description) and its
 * side panel (`<aside>`: title and items) or its visual (one image to assistive technology,
 * named by the visual's text alternative, with its caption drawn), as its file says.
 */
/**
 * A demo section shows its sample run as its file says: the window's title and status, every
 * entry's actor, time, heading, words, labelled fields and conversation turns in order (the
 * agent's own lines marked), and the note; all of it visible without a click.
 */
export async function assertDemo(page: Page, section: SectionOf<"demo">): Promise<void> {
  const scope = page.locator(`#${section.id}`);
  assert.equal(
    await textOf(scope.locator(".demo__window-title")),
    collapse(section.window.title),
    `#${section.id} window title`,
  );
  if (section.window.status)
    assert.equal(await textOf(scope.locator(".demo__status")), collapse(section.window.status));
  const entries = scope.locator(".demo__entry");
  assert.equal(await entries.count(), section.entries.length, `#${section.id} entries`);
  for (const [i, e] of section.entries.entries()) {
    const entry = entries.nth(i);
    assert.ok(await entry.isVisible(), `#${section.id} entry ${i + 1} is shown`);
    assert.equal(await textOf(entry.locator("h3")), collapse(e.title), `entry ${i + 1} heading`);
    const text = await textOf(entry);
    for (const t of [
      e.actor,
      e.time,
      e.text,
      ...(e.fields ?? []).flatMap((f) => [f.label, f.value]),
    ])
      if (t) assert.ok(text.includes(collapse(t)), `entry ${i + 1} shows "${t}"`);
    const turns = entry.locator(".demo__turn");
    assert.equal(await turns.count(), e.turns?.length ?? 0, `entry ${i + 1} turns`);
    for (const [k, turn] of (e.turns ?? []).entries()) {
      const row = turns.nth(k);
      assert.equal(await textOf(row.locator(".demo__line")), collapse(turn.text));
      assert.equal(
        (await row.getAttribute("class"))?.includes("demo__turn--agent"),
        turn.agent === true,
        `entry ${i + 1} turn ${k + 1}: the agent's line is marked as such`,
      );
    }
  }
  if (section.note) assert.ok((await textOf(scope)).includes(collapse(section.note)), "the note");
}

export async function assertSplit(page: Page, section: SectionOf<"split">): Promise<void> {
  const scope = page.locator(`#${section.id}`);
  const panel = scope.locator("aside");
  assert.deepEqual(
    (await scope.locator("li h3").allTextContents()).map(collapse),
    section.items.map((it) => collapse(it.title)),
    `#${section.id} benefits`,
  );
  const text = await textOf(scope);
  for (const it of section.items)
    if (it.description) assert.ok(text.includes(collapse(it.description)), it.title);
  if (section.visual) {
    const visual = scope.locator(`[data-hero-visual="${section.visual.kind}"]`);
    assert.equal(await visual.getAttribute("role"), "img", `#${section.id} visual role`);
    assert.equal(
      await visual.getAttribute("aria-label"),
      section.visual.description,
      `#${section.id} visual's text alternative`,
    );
    assert.equal(await textOf(visual.locator(".hv-title")), collapse(section.visual.title));
    assert.equal(await panel.count(), 0, `#${section.id} has a visual, not a side panel`);
    return;
  }
  assert.ok(section.panel, `#${section.id} has a side panel or a visual`);
  assert.equal(await textOf(panel.locator("h3")), collapse(section.panel.title));
  assert.deepEqual(
    (await panel.locator("li").allTextContents()).map(collapse),
    section.panel.items.map(collapse),
    `#${section.id} panel items`,
  );
}

/**
 * The labels of a tool's fields, in form order: each question of the readiness scorecard, and
 * the other tools' number fields and choices.
 */
export function toolFieldLabels(section: SectionOf<"tool">): string[] {
  const { tool } = section;
  switch (tool.kind) {
    case "automation-readiness":
      return tool.questions.map((q) => q.question);
    case "platform-chooser":
      return Object.values(tool.chooserFields).map((f) => f.label);
    case "agent-cost":
      return Object.values(tool.agentFields).map((f) => f.label);
    case "rag-sizing":
      return Object.values(tool.ragFields).map((f) => f.label);
  }
}

/**
 * A tool before it is used, as its file says: the form's heading, every field's label and the
 * submit button; the results panel's heading and its text before the first result; the heading
 * of the assumptions it states.
 */
export async function assertTool(scope: Locator, section: SectionOf<"tool">): Promise<void> {
  const text = await textOf(scope);
  const expected = [
    section.inputsHeading,
    section.resultsHeading,
    section.emptyText,
    section.assumptionsHeading,
    ...toolFieldLabels(section),
  ];
  for (const t of expected) assert.ok(text.includes(collapse(t)), `#${section.id}: "${t}"`);
  const submit = scope.getByRole("button", { name: section.submitLabel, exact: true });
  assert.equal(await submit.count(), 1, `#${section.id}: its submit button`);
}

/**
 * Every section of the page shows what its file says: each has an anchor id (the hero excepted)
 * with its heading, then its type's browser check (src/sections/<type>/browserCheck.ts, through
 * src/sections/browserChecks.ts, which has one for every type): the hero, cards, process, case
 * studies, testimonials, badges, packages, FAQ, comparison, stats, menu cards, split, demo and
 * call-to-action sections, and a tool's form and empty results (using it: e2e/tools.spec.ts).
 * Other interactive widgets (ROI calculator, booking widget, search, newsletter, collection
 * listings) are left to their specs.
 */
export async function assertSections(page: Page, content: PageContent): Promise<void> {
  for (const section of content.sections) {
    const scope = page.locator(section.type === "hero" ? "section:has(h1)" : `#${section.id}`);
    if (section.type !== "hero") {
      assert.ok(section.id, `${content.path}: a ${section.type} section has an id`);
      assert.equal(await scope.count(), 1, `${content.path}: one #${section.id}`);
      if (section.heading)
        assert.ok(
          (await textOf(scope.locator("h2"))).includes(collapse(section.heading)),
          `#${section.id} heading`,
        );
    }
    await browserCheckOf(section)({ page, scope, content }, section);
  }
}

/** Marks the current document, so that `sameDocument` can tell a full reload from a client-side change. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  );
}

/** True while the page is still the document `markDocument` marked (no full load since). */
export async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
  );
}
