/**
 * Chromium adapter of the engine-neutral checks: Debian's Chromium driven by playwright-core
 * (the same launch as the rest of the browser tests). Other hosts are refused with
 * `context.route`.
 */
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium.mjs";
import {
  HYDRATED,
  HYDRATION_TIMEOUT_MS,
  WAIT_TIMEOUT_MS,
  type Engine,
  type EngineTab,
  type LaunchEngine,
  type PageFunction,
  type Viewport,
} from "./driver";

/** Launches Chromium; its tabs reach only `origin`. */
export const launchChromium: LaunchEngine = async (origin) => {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH as string,
    args: CHROMIUM_ARGS as string[],
    headless: true,
  });
  const newTab = async (viewport: Viewport): Promise<EngineTab> => {
    const context = await browser.newContext({ viewport });
    const blocked: string[] = [];
    await context.route("**/*", (route) => {
      const url = route.request().url();
      if (url.startsWith(origin)) return route.continue();
      blocked.push(url);
      return route.abort("blockedbyclient");
    });
    const page: Page = await context.newPage();
    return {
      goto: async (pathname) => {
        await page.goto(origin + pathname, { waitUntil: "load" });
        await page.waitForFunction(HYDRATED, null, { timeout: HYDRATION_TIMEOUT_MS });
      },
      evaluate: <A, R>(fn: PageFunction<A, R>, arg: A) =>
        page.evaluate(fn as (a: unknown) => R, arg as unknown),
      waitFor: async (fn, arg, what, timeoutMs = WAIT_TIMEOUT_MS) => {
        await page
          .waitForFunction(fn as (a: unknown) => unknown, arg as unknown, { timeout: timeoutMs })
          .catch((e: Error) => {
            throw new Error(`waited ${timeoutMs} ms for ${what}: ${e.message.split("\n")[0]}`);
          });
      },
      click: (selector) => page.locator(selector).first().click(),
      type: (selector, text) => page.locator(selector).first().fill(text),
      press: (key) => page.keyboard.press(key),
      setViewport: async (size) => {
        await page.setViewportSize(size);
        return page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
      },
      screenshot: async (file) => {
        await page.screenshot({ path: file });
      },
      blocked: () => blocked,
      close: () => context.close(),
    };
  };
  const engine: Engine = { name: "chromium", newTab, close: () => browser.close() };
  return engine;
};
