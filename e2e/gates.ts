/**
 * Shared helpers of the production gates (accessibility, links, HTML validity, console).
 * Unlike `visit()` in harness.ts (one fresh context per page), the gates open ONE browser
 * context per viewport and load many pages in it, which keeps a whole-site run affordable on
 * two cores. Routing is the harness's: 127.0.0.1 passes, the scheduling script gets the local
 * stub, every other host is blocked (and recorded).
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { SCHEDULER_SCRIPT_URL, SCHEDULER_STUB_SCRIPT } from "./harness";
import { HYDRATED } from "./engines/driver";
import { allArticles, heroOf, pageContent, routePaths } from "./helpers";
import { ARTICLE_KINDS } from "../src/lib/articles";

/** A path no page answers: the gates load it to check the not-found page (status 404). */
export const NOT_FOUND_PROBE = "/gates-probe-missing-page";

/** Newest articles of each kind the whole-site gates load (see {@link sitePaths}). */
export const GATE_ARTICLES_PER_KIND = 1;

/**
 * Articles the whole-site gates load: all articles share one template, so the newest
 * {@link GATE_ARTICLES_PER_KIND} of each kind, plus the first article whose body has a table and
 * the first with a task list (the Markdown features with their own markup), stand for the rest.
 * The gates' time then stays the same however many posts editors publish; e2e/articles.spec.ts
 * still checks every article's own page.
 */
export function gateArticlePaths(): string[] {
  const articles = allArticles();
  const newest = ARTICLE_KINDS.flatMap((kind) =>
    articles
      .filter((a) => a.kind === kind)
      .sort((a, b) => b.content.dateModified.localeCompare(a.content.dateModified))
      .slice(0, GATE_ARTICLES_PER_KIND),
  );
  const withFeature = [/^\|.*\|\s*$/m, /^\s*[-*] \[[ x]\] /m].flatMap((feature) =>
    articles.filter((a) => feature.test(a.content.body)).slice(0, 1),
  );
  return [...new Set([...newest, ...withFeature].map((a) => a.path))].sort();
}

/**
 * What the whole-site gates load: every page of data/pages/ and its aliases, a sample of the
 * articles ({@link gateArticlePaths}), then the not-found probe. Sorted, no duplicates.
 */
export function sitePaths(): string[] {
  const articles = new Set(allArticles().map((a) => a.path));
  const pages = routePaths().filter((p) => !articles.has(p));
  return [...new Set([...pages, ...gateArticlePaths()])].sort().concat(NOT_FOUND_PROBE);
}

/** One request the page made to another host, with the page that made it. */
export type OffsiteRequest = { url: string; page: string };

/** A context for many page loads, plus every off-site request any of its pages tried. */
export type GateContext = { context: BrowserContext; offsite: OffsiteRequest[]; origin: string };

/**
 * Opens a browser context at `viewport` with the harness's routing (scheduling script stubbed,
 * other hosts blocked). Takes the browser, the site's base URL and the viewport.
 */
export async function openContext(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number },
): Promise<GateContext> {
  const context = await browser.newContext({ viewport });
  const origin = new URL(baseUrl).origin;
  const offsite: OffsiteRequest[] = [];
  await context.route("**/*", async (route) => {
    const request = route.request();
    const url = request.url();
    if (url.startsWith(origin + "/") || url === origin) return route.continue();
    if (url.startsWith("data:") || url.startsWith("blob:")) return route.continue();
    const frameUrl = request.frame()?.url() ?? "";
    offsite.push({
      url,
      page: frameUrl.startsWith(origin) ? new URL(frameUrl).pathname : frameUrl,
    });
    if (url === SCHEDULER_SCRIPT_URL) {
      return route.fulfill({
        status: 200,
        contentType: "application/javascript",
        body: SCHEDULER_STUB_SCRIPT,
      });
    }
    return route.abort("blockedbyclient");
  });
  return { context, offsite, origin };
}

/**
 * Resolves once React has hydrated the page, every section included ({@link HYDRATED}: the
 * hydration mark, and each top-level element of `<main>` hydrated). Takes the timeout in ms.
 */
export async function waitForHydration(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(HYDRATED, null, { timeout, polling: 50 });
}

/** Loads `pathname` in `page` and waits for network idle and hydration; returns the HTTP status. */
export async function load(page: Page, baseUrl: string, pathname: string): Promise<number> {
  const response = await page.goto(baseUrl + pathname, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  await waitForHydration(page);
  return response?.status() ?? 0;
}

/** The not-found page's heading (its hero in data/pages/), to recognise that page in HTML. */
export function notFoundHeading(): string {
  return heroOf(pageContent("/404")).heading;
}
