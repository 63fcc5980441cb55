/**
 * The cross-engine smoke checks, written once against the driver interface in `driver.ts` and
 * run in Chromium, Firefox and WebKit (`e2e/engines-*.spec.ts`). What they expect is read from
 * `data/` (pages, articles, navigation, site settings), so an editor's change or a redesign that
 * keeps the content never turns them red.
 *
 * Each check takes a fresh tab and the test server, and throws (node:assert) on a difference a
 * visitor would notice. Page functions passed to `tab.evaluate`/`tab.waitFor` are sent as source
 * text: see {@link PageFunction} for what they may use.
 */
import assert from "node:assert/strict";
import path from "node:path";
import { ANALYTICS_EVENT_PATH } from "../../src/lib/analyticsEvents";
import { TOC_MIN_HEADINGS } from "../../src/components/article/TableOfContents";
import {
  allArticles,
  allPages,
  collapse,
  heroOf,
  navigation,
  pageContent,
  sectionOf,
  sectionsOf,
  site,
  type ArticleEntry,
  type PageContent,
} from "../helpers";
import { DESKTOP, PHONE, until, type EngineTab, type Viewport } from "./driver";
import type { EngineSite, ProbeReport } from "./siteServer";

// ---------------------------------------------------------------------------------------------
// What is checked, read from data/
// ---------------------------------------------------------------------------------------------

/** A page of the sample: its path and the text of its one `<h1>`. */
export type SamplePage = { path: string; heading: string };

const pageWith = (type: PageContent["sections"][number]["type"]): PageContent => {
  const page = allPages().find((p) => p.path !== "/404" && sectionsOf(p, type).length > 0);
  assert.ok(page, `a page in data/pages/ has a ${type} section`);
  return page;
};
const articleOf = (kind: ArticleEntry["kind"], slug?: string): ArticleEntry => {
  const found = allArticles()
    .filter((a) => a.kind === kind && (!slug || a.content.slug === slug))
    .sort((a, b) => b.content.datePublished.localeCompare(a.content.datePublished))[0];
  assert.ok(found, `an article of kind ${kind}${slug ? ` with slug ${slug}` : ""}`);
  return found;
};
const fromPage = (p: PageContent): SamplePage => ({
  path: p.path,
  heading: collapse(heroOf(p).heading),
});
const fromArticle = (a: ArticleEntry): SamplePage => ({
  path: a.path,
  heading: collapse(a.content.title),
});

/** A path no page answers: the not-found page is served there. */
export const NOT_FOUND_PATH = "/no-such-page/engine-check";

/**
 * The sample every engine loads: home; the first page of each header menu (one page of each
 * area); a hub (a page listing an area); booking; the calculator; /resources; /templates; the
 * newest blog post; the newest case study; /privacy; and the not-found page.
 */
export function samplePages(): SamplePage[] {
  const areaPages = navigation.header.menus.map((m) => pageContent(m.items[0].href));
  const pages = [
    pageContent("/"),
    ...areaPages,
    pageWith("menuCards"),
    pageWith("bookingWidget"),
    pageWith("roiCalculator"),
    pageContent("/resources"),
    pageContent("/templates"),
  ].map(fromPage);
  const articles = [articleOf("blog"), articleOf("caseStudies"), articleOf("legal", "privacy")];
  const notFound = { ...fromPage(pageContent("/404")), path: NOT_FOUND_PATH };
  const all = [...pages, ...articles.map(fromArticle), notFound];
  return all.filter((p, i) => all.findIndex((q) => q.path === p.path) === i);
}

/** A service page (a page of the first header menu) for the screenshots. */
export const SERVICE_PAGE = navigation.header.menus[0].items[0].href;

/**
 * The calculator example: the inputs are the numbers the fields' placeholders hint ("e.g. 10"
 * employees, $25 an hour,
 * 5 hours saved a week, $10,000 invested) and the figures are what Chromium shows for them
 * (weekly 10 × 25 × 5; monthly × 4.33; annual × 52; ROI (annual − cost) ÷ cost; payback
 * cost ÷ monthly), the same in every engine.
 */
export const CALCULATOR_EXAMPLE = {
  weeklySavings: "$1,250",
  monthlySavings: "$5,413",
  annualSavings: "$65,000",
  roi: "550.0%",
  payback: "1.8",
};

// ---------------------------------------------------------------------------------------------
// Page functions (run in the browser; see PageFunction)
// ---------------------------------------------------------------------------------------------

/** True once React has hydrated the element matching `selector` (it carries React's props). */
const reactReady = (selector: string): boolean => {
  const el = document.querySelector(selector);
  return !!el && Object.keys(el).some((k) => k.startsWith("__reactProps"));
};

/** True when the element matching `selector` is rendered with a box and not hidden. */
const shown = (selector: string): boolean => {
  const el = document.querySelector(selector);
  if (!el) return false;
  const style = getComputedStyle(el);
  return el.getClientRects().length > 0 && style.visibility !== "hidden";
};

/**
 * Gives the `index`-th element matching `selector` the attribute `data-engine-check="<tag>"`, so
 * the driver can address it by a plain selector. Returns false when there is no such element.
 */
const tag = ({ selector, index, name }: { selector: string; index: number; name: string }) => {
  const el = document.querySelectorAll(selector)[index];
  if (!el) return false;
  el.setAttribute("data-engine-check", name);
  return true;
};
const tagged = (name: string) => `[data-engine-check="${name}"]`;

/** Tags the input whose `<label>` text is `label` as `name`; false when none. */
const tagField = ({ label, name }: { label: string; name: string }) => {
  const match = Array.from(document.querySelectorAll("label")).find(
    (l) => (l.textContent ?? "").replace(/\s+/g, " ").trim() === label,
  );
  const input = match && (match.control ?? document.getElementById(match.htmlFor));
  if (!input) return false;
  input.setAttribute("data-engine-check", name);
  return true;
};

// ---------------------------------------------------------------------------------------------
// Checks
// ---------------------------------------------------------------------------------------------

/**
 * Loads `page` in `tab` (already at the phone width) and asserts: no uncaught error, no CSP
 * violation, one `<h1>` reading the heading from its file, and nothing scrolls sideways (the
 * document is no wider than the viewport; `width` is the viewport the engine gave).
 */
export async function checkSamplePage(
  tab: EngineTab,
  page: SamplePage,
  width: number,
): Promise<void> {
  await tab.goto(page.path);
  const state = await tab.evaluate(
    () => ({
      probe: (window as unknown as { __engineProbe?: ProbeReport }).__engineProbe ?? null,
      h1: Array.from(document.querySelectorAll("h1"), (h) =>
        (h.textContent ?? "").replace(/\s+/g, " ").trim(),
      ),
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }),
    null,
  );
  assert.ok(state.probe, `${page.path}: the error probe ran (the test server adds it)`);
  assert.deepEqual(state.probe.errors, [], `${page.path}: no uncaught error`);
  assert.deepEqual(state.probe.csp, [], `${page.path}: no CSP violation`);
  assert.deepEqual(state.h1, [page.heading], `${page.path}: one h1 with the heading from its file`);
  assert.ok(
    state.scrollWidth <= state.clientWidth,
    `${page.path}: at ${width} px the page is ${state.scrollWidth} px wide and scrolls sideways`,
  );
}

/**
 * At desktop width on the home page: the first header menu opens with Enter on its trigger (its
 * links as in navigation.json) and Escape closes it, leaving focus on the trigger.
 */
export async function checkMegaMenuKeyboard(tab: EngineTab): Promise<void> {
  const menu = navigation.header.menus[0];
  const trigger = `header button[aria-controls="menu-${menu.id}"]`;
  const panel = `#menu-${menu.id}`;
  await tab.goto("/");
  await tab.waitFor(reactReady, trigger, "the menu trigger to hydrate");
  assert.equal(await tab.evaluate(shown, panel), false, "the menu starts closed");
  await tab.evaluate((sel) => (document.querySelector(sel) as HTMLElement).focus(), trigger);
  await tab.press("Enter");
  await tab.waitFor(shown, panel, `${panel} to open on Enter`);
  assert.deepEqual(
    await tab.evaluate(
      (sel) => Array.from(document.querySelectorAll(`${sel} a`), (a) => a.getAttribute("href")),
      panel,
    ),
    [...menu.items.map((i) => i.href), menu.hub.href],
    "the menu lists its items, then its hub",
  );
  assert.equal(
    await tab.evaluate(
      (sel) => document.querySelector(sel)?.getAttribute("aria-expanded"),
      trigger,
    ),
    "true",
  );
  await tab.press("Escape");
  await tab.waitFor(
    (sel) =>
      !document.querySelector(sel) ||
      document.querySelector(sel)!.getClientRects().length === 0 ||
      getComputedStyle(document.querySelector(sel)!).visibility === "hidden",
    panel,
    `${panel} to close on Escape`,
  );
  assert.equal(
    await tab.evaluate((sel) => document.activeElement === document.querySelector(sel), trigger),
    true,
    "focus returns to the trigger",
  );
}

/** At the phone width, the header's menu button opens the mobile menu, which lists the menus. */
export async function checkMobileMenu(tab: EngineTab): Promise<void> {
  const toggle = 'header button[aria-controls="mobile-menu"]';
  await tab.goto("/");
  await tab.waitFor(reactReady, toggle, "the mobile menu button to hydrate");
  assert.equal(await tab.evaluate(shown, toggle), true, "the menu button shows at the phone width");
  await tab.click(toggle);
  await tab.waitFor(shown, "#mobile-menu", "the mobile menu to open");
  const hrefs = await tab.evaluate(
    () => Array.from(document.querySelectorAll("#mobile-menu a"), (a) => a.getAttribute("href")),
    null,
  );
  for (const menu of navigation.header.menus)
    assert.ok(hrefs.includes(menu.items[0].href), `the mobile menu links ${menu.items[0].href}`);
}

/**
 * A FAQ opens one item at a time: opening the first question, then the second, leaves only the
 * second open. Works with disclosure buttons (`h3 button[aria-expanded]`) and with exclusive
 * `<details name>` accordions.
 */
export async function checkFaq(tab: EngineTab): Promise<void> {
  const page = allPages().find((p) => sectionsOf(p, "faq").some((s) => s.items.length >= 2));
  assert.ok(page, "a page has an FAQ with two questions");
  const faq = sectionsOf(page, "faq").find((s) => s.items.length >= 2)!;
  await tab.goto(page.path);
  const kind = await tab.evaluate(
    (id) => (document.querySelector(`#${id} details`) ? "details" : "button"),
    faq.id,
  );
  const item =
    kind === "details" ? `#${faq.id} details > summary` : `#${faq.id} h3 button[aria-expanded]`;
  const details = kind === "details";
  const openStates = () =>
    tab.evaluate(
      (a) =>
        Array.from(document.querySelectorAll(a.item)).map((el) =>
          a.details
            ? (el.parentElement as HTMLDetailsElement).open
            : el.getAttribute("aria-expanded") === "true",
        ),
      { item, details },
    );
  for (const index of [0, 1]) {
    const name = `faq-${index + 1}`;
    assert.ok(await tab.evaluate(tag, { selector: item, index, name }), `FAQ item ${index + 1}`);
    await tab.waitFor(reactReady, tagged(name), `FAQ item ${index + 1} to hydrate`);
    await tab.click(tagged(name));
    await tab.waitFor(
      (a) => {
        const el = document.querySelector(a.sel);
        return a.details
          ? (el?.parentElement as HTMLDetailsElement | null)?.open
          : el?.getAttribute("aria-expanded") === "true";
      },
      { sel: tagged(name), details },
      `FAQ item ${index + 1} to open`,
    );
  }
  const open = await openStates();
  assert.deepEqual(open.slice(0, 2), [false, true], "opening the second question closes the first");
  assert.equal(open.filter(Boolean).length, 1, "one question open");
}

/** The calculator, at the phone width: the example's inputs give {@link CALCULATOR_EXAMPLE}. */
export async function checkCalculator(tab: EngineTab): Promise<void> {
  const page = pageWith("roiCalculator");
  const calc = sectionOf(page, "roiCalculator");
  const { fields, results: labels } = calc;
  await tab.goto(page.path);
  const submit = `#${calc.id} button[type=submit]`;
  await tab.waitFor(reactReady, submit, "the calculator to hydrate");
  for (const [key, field] of Object.entries(fields)) {
    assert.ok(
      await tab.evaluate(tagField, { label: field.label, name: `roi-${key}` }),
      `field ${field.label}`,
    );
    const hinted = /\d[\d,]*(\.\d+)?/.exec(field.placeholder)?.[0] ?? "";
    await tab.type(tagged(`roi-${key}`), hinted.replace(/,/g, ""));
  }
  await tab.click(submit);
  const shownResults = () =>
    tab.evaluate((id) => {
      const rows = Array.from(document.querySelectorAll(`#${id} dl > div`));
      return Object.fromEntries(
        rows.map((r) => [
          (r.querySelector("dt")?.textContent ?? "").replace(/\s+/g, " ").trim(),
          (r.querySelector("dd")?.textContent ?? "").replace(/\s+/g, " ").trim(),
        ]),
      );
    }, calc.id);
  await tab.waitFor(
    (a) => (document.querySelector(`#${a.id}`)?.textContent ?? "").includes(a.weekly),
    { id: calc.id, weekly: CALCULATOR_EXAMPLE.weeklySavings },
    "the results of the example",
  );
  const got = await shownResults();
  assert.deepEqual(
    {
      weekly: got[labels.weeklySavings],
      monthly: got[labels.monthlySavings],
      annual: got[labels.annualSavings],
      roi: got[labels.roi],
      payback: got[labels.payback],
    },
    {
      weekly: CALCULATOR_EXAMPLE.weeklySavings,
      monthly: CALCULATOR_EXAMPLE.monthlySavings,
      annual: CALCULATOR_EXAMPLE.annualSavings,
      roi: CALCULATOR_EXAMPLE.roi,
      payback: `${CALCULATOR_EXAMPLE.payback} ${labels.paybackUnit}`,
    },
    "the example's figures, as Chromium shows them",
  );
}

/** The resources hub's search: typing a page's title lists that page first. */
export async function checkSearch(tab: EngineTab): Promise<void> {
  const search = sectionOf(pageContent("/resources"), "siteSearch");
  const target = pageContent(SERVICE_PAGE);
  const input = `input[type=search][placeholder="${search.placeholder}"]`;
  await tab.goto("/resources");
  await tab.waitFor(reactReady, input, "the search field to hydrate");
  await tab.type(input, target.seo.title);
  await tab.waitFor(
    () => !!document.querySelector("#site-search-results a"),
    null,
    "a search result",
  );
  assert.equal(
    await tab.evaluate(
      () => document.querySelector("#site-search-results a")?.getAttribute("href"),
      null,
    ),
    target.path,
    "the page searched for is the first result",
  );
}

/**
 * The footer newsletter form posts its fields to the site (the test server answers 200) and
 * shows the success text from navigation.json without leaving the page.
 */
export async function checkNewsletter(tab: EngineTab, site: EngineSite): Promise<void> {
  const copy = navigation.footer.newsletter;
  const form = "footer form[name=newsletter]";
  const before = site.posts.length;
  await tab.goto("/");
  await tab.waitFor(reactReady, form, "the newsletter form to hydrate");
  await tab.type(`${form} input[type=email]`, "ada@example.com");
  await tab.click(`${form} button[type=submit]`);
  await tab.waitFor(
    (a) => (document.querySelector(`${a.form} [role=status]`)?.textContent ?? "").includes(a.text),
    { form, text: collapse(copy.successText) },
    "the success text",
  );
  // Form posts only: analytics events go to their own path.
  const posts = site.posts.slice(before).filter((p) => p.path !== ANALYTICS_EVENT_PATH);
  assert.equal(posts.length, 1, "one post");
  assert.equal(posts[0].fields["form-name"], "newsletter");
  assert.equal(posts[0].fields.email, "ada@example.com");
  assert.equal(await tab.evaluate(() => location.pathname, null), "/", "no navigation");
}

/**
 * With the scheduler's script refused, the booking page offers its fallback: the link that
 * opens the scheduler in a new tab. Also proves the refusal happened (the script's host was
 * asked for and refused).
 */
export async function checkBookingFallback(tab: EngineTab): Promise<void> {
  const page = pageWith("bookingWidget");
  const widget = sectionOf(page, "bookingWidget");
  await tab.goto(page.path);
  const host = new URL(site.booking.scriptUrl).host;
  await until(
    () => tab.blocked().some((u) => u.includes(host)),
    `the scheduler's script (${host}) to be asked for and refused`,
  );
  const link = `#${widget.id} a[href="${site.booking.schedulerUrl}"]`;
  await tab.waitFor(shown, link, "the fallback link to the scheduler");
}

/** The booking fallback: a contact form under the widget, with the scheduler refused. */
export async function checkBookingFallbackForm(tab: EngineTab): Promise<void> {
  const page = pageWith("bookingWidget");
  const widget = sectionOf(page, "bookingWidget");
  await tab.goto(page.path);
  await tab.waitFor(
    (id) =>
      !!document.querySelector(`#${id} form`) &&
      document.querySelector(`#${id} form`)!.getClientRects().length > 0,
    widget.id,
    "a contact form under the booking widget",
  );
}

/** The article used for the table of contents: the newest one with enough `##` headings. */
function articleWithToc(): ArticleEntry {
  const found = allArticles()
    .filter((a) => (a.content.body.match(/^## /gm) ?? []).length >= TOC_MIN_HEADINGS)
    .sort((a, b) => b.content.datePublished.localeCompare(a.content.datePublished))[0];
  assert.ok(found, `an article with ${TOC_MIN_HEADINGS} ## headings`);
  return found;
}

/**
 * An article's table of contents (the navigation named by site.articles.tableOfContents): its
 * first link jumps to its heading, which ends up in the upper part of the viewport.
 */
export async function checkTableOfContents(tab: EngineTab): Promise<void> {
  const article = articleWithToc();
  await tab.goto(article.path);
  const label = collapse(site.articles.tableOfContents);
  const found = await tab.evaluate((name) => {
    const nav = Array.from(document.querySelectorAll("nav")).find((n) =>
      [
        n.getAttribute("aria-label"),
        document.getElementById(n.getAttribute("aria-labelledby") ?? "")?.textContent,
      ].some((text) => (text ?? "").replace(/\s+/g, " ").trim() === name),
    );
    const link = nav?.querySelector('a[href^="#"]');
    if (!link) return null;
    link.setAttribute("data-engine-check", "toc-1");
    return link.getAttribute("href");
  }, label);
  assert.ok(found, `a "${label}" navigation with a link to a heading`);
  await tab.click(tagged("toc-1"));
  await tab.waitFor(
    (hash) => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (location.hash !== hash || !target) return false;
      const top = target.getBoundingClientRect().top;
      return top >= 0 && top < innerHeight / 2;
    },
    found,
    `${found} to be in view`,
  );
}

/** The viewport each screenshot is taken at, by name. */
export const SCREENSHOT_SIZES: Record<string, Viewport> = { 390: PHONE, 1280: DESKTOP };

/**
 * Saves `<engine>-<page>-<width>.png` in `dir` for home and {@link SERVICE_PAGE} at each of
 * {@link SCREENSHOT_SIZES}, for a person to compare engines; asserts each page loaded.
 */
export async function saveScreenshots(
  tab: EngineTab,
  engine: string,
  dir: string,
): Promise<string[]> {
  const files: string[] = [];
  for (const pathname of ["/", SERVICE_PAGE])
    for (const [name, size] of Object.entries(SCREENSHOT_SIZES)) {
      await tab.setViewport(size);
      await tab.goto(pathname);
      const file = path.join(
        dir,
        `${engine}-${pathname === "/" ? "home" : pathname.slice(1).replace(/\//g, "-")}-${name}.png`,
      );
      await tab.screenshot(file);
      files.push(file);
    }
  return files;
}
