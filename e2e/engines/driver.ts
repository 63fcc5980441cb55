/**
 * The small driver interface the engine-neutral browser checks (`e2e/engines/checks.ts`) are
 * written against. One adapter per engine implements it: playwright-core for Chromium
 * (`playwright.ts`), puppeteer-core over WebDriver BiDi for Firefox (`puppeteer.ts`) and
 * selenium-webdriver against WebKitWebDriver for WebKit (`selenium.ts`). Everything
 * engine-specific lives in those three files.
 *
 * Every adapter keeps the page on the test server's own origin: a request to any other host is
 * refused (and its URL, or for HTTPS its host, recorded in {@link EngineTab.blocked}).
 */

/** A viewport size in CSS px. */
export type Viewport = { width: number; height: number };

/** The phone viewport the checks use, in CSS px. */
export const PHONE: Viewport = { width: 390, height: 844 };
/** The desktop viewport the checks use, in CSS px. */
export const DESKTOP: Viewport = { width: 1280, height: 800 };

/** Keys the checks press (WebDriver key names). */
export type Key = "Enter" | "Escape" | "ArrowDown" | "Tab";

/**
 * A function run inside the page. It is sent as source text, so it must not use anything from
 * the test's scope (take what it needs through `arg`) and must not declare named inner functions
 * (the TypeScript loader would wrap them in a helper the page does not have).
 */
export type PageFunction<A, R> = (arg: A) => R;

/** One browser tab, on the test server. */
export interface EngineTab {
  /**
   * Loads `pathname` (e.g. "/hire") on the test server and resolves once the page has loaded and
   * React has marked it hydrated (`<html data-hydrated="true">`, or 15 s).
   */
  goto(pathname: string): Promise<void>;
  /** Runs `fn(arg)` in the page and resolves to its (JSON-serialisable) result. */
  evaluate<A, R>(fn: PageFunction<A, R>, arg: A): Promise<R>;
  /**
   * Resolves once `fn(arg)` returns a truthy value in the page; rejects after `timeoutMs`
   * (default 10 000 ms) with `what` in the message.
   */
  waitFor<A>(fn: PageFunction<A, unknown>, arg: A, what: string, timeoutMs?: number): Promise<void>;
  /** Clicks the first element matching the CSS `selector`, scrolled into view first. */
  click(selector: string): Promise<void>;
  /** Replaces the value of the field matching `selector` by typing `text` into it. */
  type(selector: string, text: string): Promise<void>;
  /** Presses and releases `key` on the focused element. */
  press(key: Key): Promise<void>;
  /**
   * Resizes the viewport to `size` and resolves to the size the page reports
   * (`innerWidth` × `innerHeight`): an engine whose window has a minimum width may give more.
   */
  setViewport(size: Viewport): Promise<Viewport>;
  /** Saves a PNG of the viewport to `file`. */
  screenshot(file: string): Promise<void>;
  /** URLs (or, for HTTPS through WebKit's proxy, `host:port`) on other hosts that were refused. */
  blocked(): string[];
  close(): Promise<void>;
}

/** A running browser of one engine. */
export interface Engine {
  /** "chromium", "firefox" or "webkit": used in test names and screenshot file names. */
  name: string;
  /** Opens a fresh tab (own cookies and storage where the engine allows) at `viewport`. */
  newTab(viewport: Viewport): Promise<EngineTab>;
  /** Stops the browser and every process the adapter started (by PID). */
  close(): Promise<void>;
}

/** Starts an engine whose pages may only reach `origin` (the test server). */
export type LaunchEngine = (origin: string) => Promise<Engine>;

/**
 * True once the page is interactive: gatsby-browser's hydration mark is set and every top-level
 * element of `<main>` (each section's root) carries React's props, i.e. has been hydrated.
 *
 * The mark alone is not enough: it is set at the first idle moment after the first render, and
 * a section whose code is a separate chunk (search, calculator, booking widget) hydrates only
 * once that chunk has arrived; while the browser waits for it the page is idle, so the mark can
 * come first, and a key typed into that section then is lost.
 * Shared by the adapters' `goto` and the Chromium harness's `waitForHydration`.
 */
export const HYDRATED: PageFunction<null, boolean> = () =>
  document.documentElement.dataset.hydrated === "true" &&
  Array.from(document.querySelectorAll("main > *")).every((el) =>
    Object.keys(el).some((k) => k.startsWith("__reactProps")),
  );

/** How long `goto` waits for the hydration mark, in ms. */
export const HYDRATION_TIMEOUT_MS = 15_000;

/** The default `waitFor` timeout, in ms. */
export const WAIT_TIMEOUT_MS = 10_000;

/**
 * Resolves once `condition()` (a test-side state, such as what a driver or page listener has
 * recorded) is true, checking every 50 ms; rejects after `timeoutMs` naming `what`.
 */
export async function until(
  condition: () => boolean,
  what: string,
  timeoutMs = WAIT_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
