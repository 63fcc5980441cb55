/**
 * Browser-test harness: serves the built `public/` on 127.0.0.1 and drives Debian's Chromium
 * through playwright-core. Every request to another host is blocked, except the scheduling
 * widget's script, which is answered with the local stub in `e2e/stubs/`.
 *
 * Usage in a `*.spec.ts` (node:test):
 *   const ctx = startSiteForSpec();               // registers before/after hooks
 *   test("…", async () => { const v = await visit(ctx, "/hire"); … });
 */
import { after, before } from "node:test";
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page, type Response } from "playwright-core";
import { startServer } from "../scripts/serve";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { allArticles, allPages, site } from "./helpers";
import { HYDRATED, HYDRATION_TIMEOUT_MS } from "./engines/driver";
import { ANALYTICS_EVENT_PATH } from "../src/lib/analyticsEvents";

export { CHROMIUM_ARGS, CHROMIUM_PATH };
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
export const SCHEDULER_SCRIPT_URL: string = site.booking.scriptUrl;
export const SCHEDULER_URL: string = site.booking.schedulerUrl;
/** The local stand-in for the scheduling widget's script (`e2e/stubs/scheduling-widget.js`). */
export const SCHEDULER_STUB_SCRIPT = fs.readFileSync(
  path.join(__dirname, "stubs", "scheduling-widget.js"),
  "utf8",
);

export type SiteContext = { url: string; browser: Browser };

/** Starts the static server and Chromium once per spec file; stops both (by handle) after it. */
export function startSiteForSpec(): SiteContext {
  const ctx = {} as SiteContext;
  let server: { url: string; close(): Promise<void> } | undefined;
  before(async () => {
    server = await startServer({ root: path.join(__dirname, "..", "public"), port: 0 });
    ctx.url = server!.url;
    ctx.browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      headless: true,
    });
  });
  after(async () => {
    await ctx.browser?.close();
    await server?.close();
  });
  return ctx;
}

export type VisitOptions = {
  viewport?: { width: number; height: number };
  /** Answer the scheduling script with the stub (default), or fail it ("fail"). */
  scheduler?: "stub" | "fail";
  /** Set false to load the page as a visitor without JavaScript (no hydration wait). */
  javaScriptEnabled?: boolean;
  /**
   * How the site's analytics endpoint answers: `202` as the provider does (default), or `500` to
   * test that a failed send stays invisible. Either way the payloads land in `events`.
   */
  analyticsStatus?: 202 | 500;
  /** Runs before the page is opened (extra routes, init scripts). */
  beforeGoto?: (page: Page) => Promise<void>;
};

/** One analytics event as the tracker posts it (Plausible's payload: name, URL, domain, props). */
export type AnalyticsPayload = { n: string; u: string; d: string; p?: Record<string, string> };

export type Visit = {
  page: Page;
  response: Response | null;
  /** console.error messages and uncaught exceptions seen so far. */
  errors: string[];
  /** Every console message as "type: text". */
  console: string[];
  /** URLs on other hosts that the page tried to load and we blocked. */
  blocked: string[];
  /** Analytics events the page posted to the site's endpoint, in order. */
  events: AnalyticsPayload[];
  /** Requests that failed for another reason. */
  failed: string[];
  close(): Promise<void>;
};

/**
 * Opens `pathname` in a fresh browser context. Resolves once the page has loaded.
 * Takes the suite context, a path like "/hire" and options; returns the page and what it logged.
 */
export async function visit(
  ctx: SiteContext,
  pathname: string,
  opts: VisitOptions = {},
): Promise<Visit> {
  const context = await ctx.browser.newContext({
    viewport: opts.viewport ?? DESKTOP,
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const consoleLog: string[] = [];
  const blocked: string[] = [];
  const failed: string[] = [];
  const events: AnalyticsPayload[] = [];
  const origin = new URL(ctx.url).origin;
  await context.route("**/*", async (route) => {
    const url = route.request().url();
    if (url === origin + ANALYTICS_EVENT_PATH) {
      events.push(JSON.parse(route.request().postData() ?? "{}") as AnalyticsPayload);
      const status = opts.analyticsStatus ?? 202;
      return route.fulfill({ status, contentType: "text/plain", body: status === 202 ? "ok" : "" });
    }
    if (url.startsWith(origin)) return route.continue();
    if (url === SCHEDULER_SCRIPT_URL && (opts.scheduler ?? "stub") === "stub") {
      return route.fulfill({
        status: 200,
        contentType: "application/javascript",
        body: SCHEDULER_STUB_SCRIPT,
      });
    }
    blocked.push(url);
    return route.abort("blockedbyclient");
  });
  page.on("console", (m) => {
    consoleLog.push(`${m.type()}: ${m.text()}`);
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(`uncaught: ${e.message}`));
  page.on("requestfailed", (r) => {
    if (r.url().startsWith(origin)) failed.push(`${r.url()} ${r.failure()?.errorText ?? ""}`);
  });
  await opts.beforeGoto?.(page);
  const response = await page.goto(ctx.url + pathname, { waitUntil: "load" });
  if (opts.javaScriptEnabled ?? true) await waitForHydration(page);
  return {
    page,
    response,
    errors,
    console: consoleLog,
    blocked,
    events,
    failed,
    close: () => context.close(),
  };
}

/**
 * Resolves once React has hydrated the page: gatsby-browser's `<html data-hydrated>` mark, and
 * every section of `<main>` hydrated (see {@link HYDRATED} for why the mark alone is not enough).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(HYDRATED, null, { timeout: HYDRATION_TIMEOUT_MS });
}

/**
 * Resolves after the page has painted two more frames: by then scroll and resize handlers have
 * run and React has committed what they set, so a test can assert that something did NOT
 * appear without waiting a guessed number of milliseconds.
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Every registered route (the not-found page excluded), read from the page files in
 * `data/pages/` and the article files: its path, its aliases and the canonical path its head
 * declares.
 */
export function registeredRoutes(): { path: string; aliases: string[]; canonical: string }[] {
  return [
    ...allPages()
      .filter((p) => p.path !== "/404")
      .map((p) => ({
        path: p.path,
        aliases: p.aliases ?? [],
        canonical: p.seo.canonicalPath ?? p.path,
      })),
    ...allArticles().map((a) => ({ path: a.path, aliases: [], canonical: a.path })),
  ];
}
