/**
 * Firefox adapter of the engine-neutral checks: Debian's `firefox-esr` driven by puppeteer-core
 * over WebDriver BiDi (playwright-core cannot drive a stock Firefox). puppeteer-core never
 * downloads a browser. Other hosts are refused with request interception.
 * Override the binary with FIREFOX_PATH.
 */
import puppeteer, { type HTTPRequest, type KeyInput } from "puppeteer-core";
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

/** The Firefox binary: Debian's firefox-esr unless FIREFOX_PATH says otherwise. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/** Launches Firefox ESR headless; its tabs reach only `origin`. */
export const launchFirefox: LaunchEngine = async (origin) => {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
  });
  const pid = browser.process()?.pid;
  const newTab = async (viewport: Viewport): Promise<EngineTab> => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport(viewport);
    const blocked: string[] = [];
    await page.setRequestInterception(true);
    page.on("request", (request: HTTPRequest) => {
      const url = request.url();
      if (url.startsWith(origin) || url.startsWith("data:") || url.startsWith("blob:"))
        return void request.continue();
      blocked.push(url);
      void request.abort("blockedbyclient");
    });
    return {
      goto: async (pathname) => {
        await page.goto(origin + pathname, { waitUntil: "load" });
        await page.waitForFunction(HYDRATED, { timeout: HYDRATION_TIMEOUT_MS }, null);
      },
      evaluate: <A, R>(fn: PageFunction<A, R>, arg: A) =>
        page.evaluate(fn as (a: unknown) => R, arg as unknown) as Promise<R>,
      waitFor: async (fn, arg, what, timeoutMs = WAIT_TIMEOUT_MS) => {
        await page
          .waitForFunction(fn as (a: unknown) => unknown, { timeout: timeoutMs }, arg as unknown)
          .catch((e: Error) => {
            throw new Error(`waited ${timeoutMs} ms for ${what}: ${e.message.split("\n")[0]}`);
          });
      },
      click: (selector) => page.locator(selector).click(),
      type: (selector, text) => page.locator(selector).fill(text),
      press: (key) => page.keyboard.press(key as KeyInput),
      setViewport: async (size) => {
        await page.setViewport(size);
        return page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
      },
      screenshot: async (file) => {
        await page.screenshot({ path: file as `${string}.png` });
      },
      blocked: () => blocked,
      close: () => context.close(),
    };
  };
  const engine: Engine = {
    name: "firefox",
    newTab,
    close: async () => {
      await browser.close().catch(() => {
        if (pid) process.kill(pid, "SIGKILL");
      });
    },
  };
  return engine;
};
