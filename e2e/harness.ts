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
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Request,
  type Response,
} from "playwright-core";
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
  /**
   * Open in a new context and tab, as a first visit from a cold browser (nothing of the site in
   * memory yet): for measurements of the first load, such as layout shift while fonts and
   * images arrive.
   */
  cold?: boolean;
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

/** What one visit records; the tab's listeners and the context's route write into the current one. */
type VisitLog = Pick<Visit, "errors" | "console" | "blocked" | "events" | "failed"> & {
  opts: VisitOptions;
};

/**
 * A tab kept between visits: its context (with the harness's one route), the tab, the listeners
 * the harness put on it, and the log of the visit that holds it (null while it waits).
 */
type Tab = {
  context: BrowserContext;
  page: Page;
  /** Puts the harness's listeners on the tab (again, after a visit's own were removed). */
  listen(): void;
  log: VisitLog | null;
  /** Set when the visit changed the tab or its context in a way a reset cannot undo. */
  dirty: boolean;
};

/** Tabs waiting for the next visit, per spec file's site (JavaScript-enabled visits only). */
const idleTabs = new WeakMap<SiteContext, Tab[]>();

/**
 * Page and context methods after which a tab is not handed to another visit: each leaves
 * something behind that outlives a navigation (an init script, an exposed binding, emulated
 * media, extra headers, a fake clock, a route or permission on the context).
 */
const LASTING_CHANGES = [
  "addInitScript",
  "exposeFunction",
  "exposeBinding",
  "emulateMedia",
  "setExtraHTTPHeaders",
  "context",
] as const;

/** A new tab in a new context, with the harness's route and listeners writing into `tab.log`. */
async function newTab(ctx: SiteContext, javaScriptEnabled: boolean): Promise<Tab> {
  const context = await ctx.browser.newContext({ viewport: DESKTOP, javaScriptEnabled });
  const page = await context.newPage();
  const tab: Tab = { context, page, listen: () => undefined, log: null, dirty: false };
  const origin = new URL(ctx.url).origin;
  await context.route("**/*", async (route) => {
    const url = route.request().url();
    const log = tab.log;
    if (url === origin + ANALYTICS_EVENT_PATH) {
      log?.events.push(JSON.parse(route.request().postData() ?? "{}") as AnalyticsPayload);
      const status = log?.opts.analyticsStatus ?? 202;
      return route.fulfill({ status, contentType: "text/plain", body: status === 202 ? "ok" : "" });
    }
    if (url.startsWith(origin)) return route.continue();
    if (url === SCHEDULER_SCRIPT_URL && (log?.opts.scheduler ?? "stub") === "stub") {
      return route.fulfill({
        status: 200,
        contentType: "application/javascript",
        body: SCHEDULER_STUB_SCRIPT,
      });
    }
    log?.blocked.push(url);
    return route.abort("blockedbyclient");
  });
  const onConsole = (m: ConsoleMessage) => {
    tab.log?.console.push(`${m.type()}: ${m.text()}`);
    if (m.type() === "error") tab.log?.errors.push(m.text());
  };
  const onPageError = (e: Error) => tab.log?.errors.push(`uncaught: ${e.message}`);
  const onRequestFailed = (r: Request) => {
    if (r.url().startsWith(origin))
      tab.log?.failed.push(`${r.url()} ${r.failure()?.errorText ?? ""}`);
  };
  tab.listen = () => {
    page.on("console", onConsole);
    page.on("pageerror", onPageError);
    page.on("requestfailed", onRequestFailed);
  };
  tab.listen();
  const methods = page as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of LASTING_CHANGES) {
    const method = methods[name].bind(page);
    methods[name] = (...args: unknown[]) => {
      tab.dirty = true;
      return method(...args);
    };
  }
  // The fake clock belongs to the context: a visit that touches it keeps its context to itself.
  const clock = page.clock;
  Object.defineProperty(page, "clock", {
    get: () => {
      tab.dirty = true;
      return clock;
    },
  });
  return tab;
}

/**
 * Ends a visit: the tab goes back to wait for the next visit as a new visitor would arrive (no
 * storage, no cookie, no route or listener of the test, on a blank page), or, when the visit
 * changed it in a lasting way or the reset fails, its context is closed.
 */
async function release(ctx: SiteContext, tab: Tab): Promise<void> {
  tab.log = null;
  const { page, context } = tab;
  try {
    // Off the site (another host's error page), the site's storage could not be cleared.
    if (tab.dirty || page.isClosed() || !page.url().startsWith(ctx.url))
      throw new Error("not reusable");
    // The test's own listeners go with every other; the harness's three come back.
    page.removeAllListeners();
    tab.listen();
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto("about:blank", { timeout: 5_000 });
    // A pointer left over a link, or a modifier held, would show the next visit a hover or a chord.
    await page.mouse.move(0, 0);
    for (const key of ["Shift", "Control", "Alt", "Meta"]) await page.keyboard.up(key);
    await context.clearCookies();
    const tabs = idleTabs.get(ctx) ?? [];
    idleTabs.set(ctx, [...tabs, tab]);
  } catch {
    await context.close().catch(() => undefined);
  }
}

/**
 * Opens `pathname` as a new visitor would: no storage, no cookie, the viewport asked for, every
 * other host blocked. Resolves once the page has loaded (and hydrated, with JavaScript on).
 * Takes the suite context, a path like "/hire" and options; returns the page and what it logged.
 *
 * A visit with JavaScript reuses a tab an earlier visit of the same spec file left, reset as
 * {@link release} says: a new tab per visit started a new renderer and compiled the site's
 * scripts from cold each time, most of the browser tests' CPU time. A visit with `beforeGoto`,
 * or after which the test changed the tab in a lasting way ({@link LASTING_CHANGES}), gets a
 * context of its own that its close() discards.
 */
export async function visit(
  ctx: SiteContext,
  pathname: string,
  opts: VisitOptions = {},
): Promise<Visit> {
  const javaScriptEnabled = opts.javaScriptEnabled ?? true;
  const reusable = javaScriptEnabled && !opts.beforeGoto && !opts.cold;
  const waiting = reusable ? idleTabs.get(ctx) : undefined;
  const tab = waiting?.pop() ?? (await newTab(ctx, javaScriptEnabled));
  if (!reusable) tab.dirty = true;
  const log: VisitLog = { errors: [], console: [], blocked: [], events: [], failed: [], opts };
  tab.log = log;
  const { page } = tab;
  await page.setViewportSize(opts.viewport ?? DESKTOP);
  await opts.beforeGoto?.(page);
  const response = await page.goto(ctx.url + pathname, { waitUntil: "load" });
  if (javaScriptEnabled) await waitForHydration(page);
  let closed: Promise<void> | undefined;
  return {
    page,
    response,
    errors: log.errors,
    console: log.console,
    blocked: log.blocked,
    events: log.events,
    failed: log.failed,
    close: () => (closed ??= release(ctx, tab)),
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
