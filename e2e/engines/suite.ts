/**
 * Registers the cross-engine smoke suite (the checks of `checks.ts`) for one engine with
 * node:test: one test server and one browser for the whole file, a fresh tab per test.
 *
 * Set ENGINE_SCREENSHOTS=<folder> to also save screenshots of home and a service page at 390
 * and 1280 px (`<engine>-<page>-<width>.png`) for comparing engines by eye.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import {
  checkBookingFallback,
  checkBookingFallbackForm,
  checkCalculator,
  checkFaq,
  checkMegaMenuKeyboard,
  checkMobileMenu,
  checkNewsletter,
  checkSamplePage,
  checkSearch,
  checkTableOfContents,
  samplePages,
  saveScreenshots,
} from "./checks";
import {
  DESKTOP,
  PHONE,
  type Engine,
  type EngineTab,
  type LaunchEngine,
  type Viewport,
} from "./driver";
import { startEngineSite, type EngineSite } from "./siteServer";

/** Registers the suite for the engine `launch` starts. */
export function defineEngineSuite(name: string, launch: LaunchEngine): void {
  let site: EngineSite | undefined;
  let engine: Engine | undefined;
  before(async () => {
    site = await startEngineSite();
    engine = await launch(site.url);
  });
  after(async () => {
    await engine?.close();
    await site?.close();
  });

  /** Runs `body` in a fresh tab at `viewport`, closing the tab afterwards. */
  const inTab =
    (viewport: Viewport, body: (tab: EngineTab, site: EngineSite) => Promise<void>) => async () => {
      const tab = await engine!.newTab(viewport);
      try {
        await body(tab, site!);
      } finally {
        await tab.close();
      }
    };
  /** One test of this engine: `title` run in a fresh tab at `viewport`. */
  const check = (
    title: string,
    viewport: Viewport,
    body: (tab: EngineTab, site: EngineSite) => Promise<void>,
  ) => test(`${name}: ${title}`, inTab(viewport, body));

  check(
    "the sample pages load at the phone width with no uncaught error, no CSP violation, their h1, and no sideways scroll",
    PHONE,
    async (tab) => {
      const { width } = await tab.setViewport(PHONE);
      assert.equal(width, PHONE.width, "the engine gives the phone's viewport width");
      const problems: string[] = [];
      for (const page of samplePages())
        await checkSamplePage(tab, page, width).catch((e: Error) =>
          problems.push(e.message.split("\n")[0]),
        );
      if (problems.length) throw new Error(problems.join("\n"));
    },
  );
  check(
    "the header mega-menu opens with Enter and closes with Escape",
    DESKTOP,
    checkMegaMenuKeyboard,
  );
  check("the mobile menu opens at the phone width", PHONE, checkMobileMenu);
  check("an FAQ opens one item at a time", DESKTOP, checkFaq);
  check("the calculator computes the example with Chromium's figures", PHONE, checkCalculator);
  check("search shows a result", DESKTOP, checkSearch);
  check("the footer newsletter form posts and says so", DESKTOP, (tab, s) =>
    checkNewsletter(tab, s),
  );
  check(
    "the booking page offers the scheduler link when the scheduler is blocked",
    DESKTOP,
    checkBookingFallback,
  );
  check(
    "the booking page shows a contact form under the widget when the scheduler is blocked",
    DESKTOP,
    checkBookingFallbackForm,
  );
  check("an article's table of contents jumps to its heading", DESKTOP, checkTableOfContents);

  const dir = process.env.ENGINE_SCREENSHOTS;
  test(
    `${name}: screenshots of home and a service page at 390 and 1280 px`,
    { skip: dir ? false : "set ENGINE_SCREENSHOTS=<folder> to save them" },
    inTab(DESKTOP, async (tab) => {
      fs.mkdirSync(dir!, { recursive: true });
      const files = await saveScreenshots(tab, name, dir!);
      console.log(files.join("\n"));
    }),
  );
}
