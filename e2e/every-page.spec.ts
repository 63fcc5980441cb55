/**
 * The whole-site gates, from one sweep: every page the gates cover (`sitePaths()` in gates.ts:
 * each page of data/pages/ and its aliases, a sample of the articles, the not-found page) is
 * loaded once on a phone (390 × 844, then narrowed to 320 px) and once on a desktop
 * (1280 × 800, then narrowed to 768 px), and every rule below is measured on that one load. The
 * two passes run side by side in two contexts of one browser. Each rule is its own test, listing
 * every page and element that breaks it:
 *  - loads and hydrates with no console error or warning, no uncaught exception, no failed
 *    request to our server and no request to another host (but the scheduling script on the
 *    booking page, answered by the local stub); the not-found page answers 404 and warns;
 *  - arrives with the CSP and the security headers of public/_headers, runs Gatsby's hashed
 *    inline scripts and reports no CSP violation;
 *  - sets no cookie and writes no localStorage entry;
 *  - axe finds no violation, and no contrast it could not measure (see e2e/axe.ts), at 390 and
 *    1280 px (aliases, the same HTML at another address, are left to their page);
 *  - fits 320 px with no sideways scrolling (reflow);
 *  - on section pages: no grid in main ends with a lone item (390, 768, 1280 px); every stat row
 *    sets its values at one size on one line (390, 1280 px); at 1280 px the hero shows its
 *    visual beside the words; at 390 × 844 the hero's first call to action is in the first screen;
 *  - every service page (its head declares a service) is at most 12,000 px tall at 390 px once
 *    its fonts have loaded (e2e/phone-length.spec.ts checks that nothing was dropped for it).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { ConsoleMessage, Page, Request, Response } from "playwright-core";
import { DESKTOP, PHONE, SCHEDULER_SCRIPT_URL, startSiteForSpec } from "./harness";
import {
  NOT_FOUND_PROBE,
  openContext,
  sitePaths,
  waitForHydration,
  type GateContext,
} from "./gates";
import { allPages, type PageContent } from "./helpers";
import { axe } from "./axe";
import { cspViolations, everyPathHeaders, recordCspViolations } from "./csp";
import {
  MAX_PHONE_HEIGHT,
  heroActionBelowFold,
  heroVisualProblems,
  isServicePage,
  orphanGrids,
  phoneHeightProblems,
  sidewaysScroll,
  unevenStatRows,
} from "./pageChecks";

const ctx = startSiteForSpec();

/** The narrowest viewport every page must fit without sideways scrolling (WCAG reflow). */
const NARROW = { width: 320, height: 640 };
/** The tablet width at which grids are checked too. */
const TABLET = { width: 768, height: 900 };

/** The only page allowed to ask another host for something, and what it may ask for. */
const ALLOWED_OFFSITE: Record<string, string[]> = { "/book-session": [SCHEDULER_SCRIPT_URL] };

/**
 * The 404 responses the not-found page gets by design, and nothing else may answer 404: the
 * document itself (unknown paths answer 404), then Gatsby's loader asking for the unknown path's
 * page data and checking the path with a HEAD request before it falls back to the 404 page's
 * data. Chromium logs each as "Failed to load resource: … 404" on the console.
 */
const NOT_FOUND_EXPECTED_404 = [
  { method: "GET", path: NOT_FOUND_PROBE },
  { method: "GET", path: `/page-data${NOT_FOUND_PROBE}/page-data.json` },
  { method: "HEAD", path: NOT_FOUND_PROBE },
];

/** Section pages by their own path (aliases and articles are not): the design rules' pages. */
const sectionPages = new Map<string, PageContent>(
  allPages()
    .filter((p) => p.path !== "/404")
    .map((p) => [p.path, p]),
);

/**
 * Alias paths (another address of a page, same HTML): loaded for the loading and security
 * rules, but axe and the design rules run on the page's own path only.
 */
const aliases = new Set(allPages().flatMap((p) => p.aliases ?? []));

/** The rules, each with the problems found, as "path at width: problem" lines. */
const found = {
  loading: [] as string[],
  security: [] as string[],
  storage: [] as string[],
  axe390: [] as string[],
  axe1280: [] as string[],
  reflow: [] as string[],
  grids: [] as string[],
  stats: [] as string[],
  heroVisuals: [] as string[],
  heroActions: [] as string[],
  phoneHeight: [] as string[],
};
/** The service pages the phone pass measured, with their height at 390 px. */
const phoneHeights = new Map<string, number>();
/** Console warnings the not-found page gave, and the pages that asked for the scheduling script. */
const notFoundWarnings: string[] = [];
const schedulerAskedBy = new Set<string>();

/** A page loaded by {@link open}: its response headers and console lines so far. */
type Opened = {
  page: Page;
  headers: Record<string, string>;
  console: string[];
  /** Closes the page and files what went wrong while it was open under `found.loading`. */
  close(): Promise<void>;
};

/**
 * Loads `p` in `page` (the pass's one tab, set to `viewport` first; `viewport.width` names the
 * width in the report), waits for hydration, and listens for console errors and warnings,
 * uncaught exceptions, failed or refused requests to our server and requests to other hosts
 * until it is closed. Returns null, with the reason filed, when the page did not load and
 * hydrate. Each pass reuses one tab, as a visitor browsing the site would: a new tab per page
 * started a new renderer and compiled the site's scripts and axe from cold every time, which
 * was half of this sweep's CPU time; a navigation still loads a new document, and the
 * listeners are taken off when the page is closed, so nothing of one page is filed under the
 * next.
 */
async function open(
  gate: GateContext,
  page: Page,
  p: string,
  viewport: { width: number; height: number },
): Promise<Opened | null> {
  const width = viewport.width;
  await page.setViewportSize(viewport);
  const problems: string[] = [];
  const consoleLines: string[] = [];
  const offsiteBefore = gate.offsite.length;
  const onConsole = (m: ConsoleMessage) => {
    const from = m.location().url?.startsWith(gate.origin)
      ? m.location().url.slice(gate.origin.length)
      : "";
    consoleLines.push(m.text());
    const expected404 =
      p === NOT_FOUND_PROBE &&
      /status of 404/.test(m.text()) &&
      NOT_FOUND_EXPECTED_404.some((x) => x.path === from);
    if (m.type() === "error" && !expected404)
      problems.push(`console.error: ${m.text()}${from ? ` (${from})` : ""}`);
    if (m.type() === "warning") {
      if (p === NOT_FOUND_PROBE) notFoundWarnings.push(m.text());
      else problems.push(`console.warn: ${m.text()}`);
    }
  };
  const onPageError = (e: Error) => problems.push(`uncaught: ${e.message}`);
  const onRequestFailed = (r: Request) => {
    if (r.url().startsWith(gate.origin))
      problems.push(
        `failed request ${r.url().slice(gate.origin.length)} (${r.failure()?.errorText ?? "failed"})`,
      );
  };
  const onResponse = (r: Response) => {
    const url = r.url();
    if (!url.startsWith(gate.origin) || r.status() < 400) return;
    const local = url.slice(gate.origin.length);
    const method = r.request().method();
    const expected =
      p === NOT_FOUND_PROBE &&
      r.status() === 404 &&
      NOT_FOUND_EXPECTED_404.some((x) => x.path === local && x.method === method);
    if (!expected) problems.push(`failed request ${method} ${local} (HTTP ${r.status()})`);
  };
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  page.on("requestfailed", onRequestFailed);
  page.on("response", onResponse);
  const close = async () => {
    // As closing a tab did: the listeners go first, then leaving the page cancels what it still
    // had under way (an analytics beacon, a redirect's scripts) without filing it as a failure.
    page.off("console", onConsole);
    page.off("pageerror", onPageError);
    page.off("requestfailed", onRequestFailed);
    page.off("response", onResponse);
    await page.goto("about:blank");
    for (const o of gate.offsite.slice(offsiteBefore)) {
      if (o.url === SCHEDULER_SCRIPT_URL) schedulerAskedBy.add(p);
      if (!(ALLOWED_OFFSITE[p] ?? []).includes(o.url))
        problems.push(`request to another host ${o.url}`);
    }
    found.loading.push(...problems.map((x) => `${p} at ${width} px: ${x}`));
  };
  try {
    const response = await page.goto(ctx.url + p, { waitUntil: "load" });
    const expectedStatus = p === NOT_FOUND_PROBE ? 404 : 200;
    if (response?.status() !== expectedStatus)
      problems.push(`HTTP ${response?.status()}, expected ${expectedStatus}`);
    // No wait for network idle: the page stays open through every check (seconds), and the
    // listeners above record any later request until it closes.
    await waitForHydration(page);
    return { page, headers: response?.headers() ?? {}, console: consoleLines, close };
  } catch (e) {
    problems.push(`did not load and hydrate: ${(e as Error).message.split("\n")[0]}`);
    await close();
    return null;
  }
}

/** Files each problem of `lines` under `rule`, prefixed with the page and width. */
function file(rule: keyof typeof found, at: string, lines: string[]): void {
  found[rule].push(...lines.map((line) => `${at}: ${line}`));
}

/**
 * The security facts of one loaded page: every header of public/_headers' `/*` rule with its
 * value, a CSP header, Gatsby's inline scripts run (so their hashes are in the policy) and no
 * CSP violation reported.
 */
async function securityProblems(
  opened: Opened,
  p: string,
  expected: Map<string, string>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const [name, value] of expected)
    if (opened.headers[name] !== value) problems.push(`${name} is "${opened.headers[name]}"`);
  if (!opened.headers["content-security-policy"]) problems.push("no CSP header");
  const inline = await opened.page.evaluate(() => {
    const w = window as unknown as {
      pagePath?: string;
      ___chunkMapping?: unknown;
      ___webpackCompilationHash?: unknown;
    };
    return {
      pagePath: w.pagePath,
      chunks: typeof w.___chunkMapping,
      hash: typeof w.___webpackCompilationHash,
    };
  });
  const pagePath = p === NOT_FOUND_PROBE ? "/404.html" : p;
  if (inline.pagePath !== pagePath || inline.chunks !== "string" || inline.hash !== "string")
    problems.push(`Gatsby's inline scripts did not run: ${JSON.stringify(inline)}`);
  problems.push(...(await cspViolations(opened.page, opened.console)));
  return problems;
}

/** The phone pass: each page at 390 × 844, then narrowed to 320 px for reflow. */
async function phonePass(gate: GateContext): Promise<void> {
  const headers = everyPathHeaders();
  const tab = await gate.context.newPage();
  for (const p of sitePaths()) {
    const opened = await open(gate, tab, p, PHONE);
    if (!opened) continue;
    const at = `${p} at ${PHONE.width} px`;
    const content = sectionPages.get(p);
    try {
      file("security", p, await securityProblems(opened, p, headers));
      const keys = await opened.page.evaluate(() => Object.keys(window.localStorage));
      if (keys.length) file("storage", p, [`localStorage ${keys.join(", ")}`]);
      if (!aliases.has(p)) file("axe390", at, await axe(opened.page, { unmeasuredContrast: true }));
      if (content) {
        file("heroActions", at, await heroActionBelowFold(opened.page, content));
        file("grids", at, await orphanGrids(opened.page));
        file("stats", at, await unevenStatRows(opened.page));
        if (isServicePage(content)) {
          const { height, problems } = await phoneHeightProblems(opened.page);
          phoneHeights.set(p, height);
          file("phoneHeight", at, problems);
        }
      }
      if (p !== NOT_FOUND_PROBE) {
        await opened.page.setViewportSize(NARROW);
        file("reflow", `${p} at ${NARROW.width} px`, await sidewaysScroll(opened.page));
      }
    } finally {
      await opened.close();
    }
  }
}

/** The desktop pass: each page at 1280 × 800, then narrowed to 768 px for grids. */
async function desktopPass(gate: GateContext): Promise<void> {
  const tab = await gate.context.newPage();
  for (const p of sitePaths()) {
    const opened = await open(gate, tab, p, DESKTOP);
    if (!opened) continue;
    const at = `${p} at ${DESKTOP.width} px`;
    const content = sectionPages.get(p);
    try {
      if (!aliases.has(p))
        file("axe1280", at, await axe(opened.page, { unmeasuredContrast: true }));
      if (content) {
        file("heroVisuals", at, await heroVisualProblems(opened.page, content));
        file("grids", at, await orphanGrids(opened.page));
        file("stats", at, await unevenStatRows(opened.page));
        await opened.page.setViewportSize(TABLET);
        file("grids", `${p} at ${TABLET.width} px`, await orphanGrids(opened.page));
      }
    } finally {
      await opened.close();
    }
  }
}

let swept: Promise<void> | undefined;

/**
 * Runs both passes once (side by side, in two contexts of the spec's browser) and checks the
 * contexts' cookies; later calls get the same promise. Each test awaits it, so whichever runs
 * first starts the sweep and the rest read what it found.
 */
function sweep(): Promise<void> {
  swept ??= (async () => {
    const phone = await openContext(ctx.browser, ctx.url, PHONE);
    const desktop = await openContext(ctx.browser, ctx.url, DESKTOP);
    try {
      await recordCspViolations(phone.context);
      await Promise.all([phonePass(phone), desktopPass(desktop)]);
      for (const gate of [phone, desktop]) {
        const cookies = await gate.context.cookies();
        if (cookies.length)
          file(
            "storage",
            "cookies",
            cookies.map((c) => c.name),
          );
      }
    } finally {
      await phone.context.close();
      await desktop.context.close();
    }
  })();
  return swept;
}

/** Asserts that `rule` found nothing, listing every problem under `title`. */
async function none(rule: keyof typeof found, title: string): Promise<void> {
  await sweep();
  assert.deepEqual(found[rule], [], `${title}:\n${found[rule].join("\n")}`);
}

test("every page loads and hydrates at 390 and 1280 px without console errors, exceptions, failed or off-site requests", async () => {
  await none("loading", "problems while loading");
  assert.ok(
    notFoundWarnings.some((w) => w.includes(NOT_FOUND_PROBE)),
    `the not-found page warns about the missing path; warnings: ${JSON.stringify(notFoundWarnings)}`,
  );
  assert.ok(
    schedulerAskedBy.has("/book-session"),
    "the booking page asked for the scheduling script (answered by the stub)",
  );
});

test("every page arrives with the CSP and the security headers, runs Gatsby's inline scripts and logs no CSP violation", () =>
  none("security", "security headers and policy"));

test("loading any page sets no cookie and writes no localStorage entry", () =>
  none("storage", "stored on the visitor's device"));

test("axe: every page at 390 px", () => none("axe390", "axe violations"));

test("axe: every page at 1280 px", () => none("axe1280", "axe violations"));

test("every page fits a 320 px viewport: no horizontal scrolling", () =>
  none("reflow", `pages wider than ${NARROW.width} px`));

test("no grid in main ends with a lone item at 390, 768 or 1280 px, on any section page", () =>
  none("grids", "grids with a lone last item"));

test("every stat row sets its values at one size, each on one line, at 390 and 1280 px", () =>
  none("stats", "stat rows"));

test("at 1280 px every hero shows its visual right of the words, inside the hero, named by its description", () =>
  none("heroVisuals", "hero visuals"));

test("at 390 × 844 the hero's first call to action is within the first screen on every section page", () =>
  none("heroActions", "hero calls to action below the first screen"));

test(`every service page is at most ${MAX_PHONE_HEIGHT.toLocaleString("en-US")} px tall at 390 px`, async () => {
  await none("phoneHeight", "service pages too tall on a phone");
  const services = [...sectionPages.values()].filter(isServicePage).map((p) => p.path);
  assert.ok(services.length > 20, "the site has its service pages");
  assert.deepEqual([...phoneHeights.keys()].sort(), services.sort(), "every one was measured");
});
