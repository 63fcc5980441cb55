/**
 * `npx tsx scripts/design-screenshots.mjs <out-folder>`: after `gatsby build`, serves public/ on
 * 127.0.0.1 and saves the design review set as JPEG into <out-folder>: home, a RAG
 * service page, a platform page, an industry page, two hire pages, a tech-stack page, the template library, a
 * template page and the newest blog post, each at 390 px and 1280 px wide (full page; at 390 px only the first
 * screen when the full page would be taller than 8 screens), plus the mobile menu opened at
 * 390 px (viewport only). Every host but the local server is blocked.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { startServer } from "./serve.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, SAMPLE_PAGES } from "./chromium.mjs";

const out = process.argv[2];
if (!out) {
  console.error("usage: npx tsx scripts/design-screenshots.mjs <out-folder>");
  process.exit(2);
}
fs.mkdirSync(out, { recursive: true });

const article = SAMPLE_PAGES.find((p) => p.startsWith("/blog/")) ?? "/blog";
const PAGES = [
  ["home", "/"],
  ["rag", "/ai-agents/rag"],
  ["zapier", "/automation/zapier"],
  ["healthcare", "/industries/healthcare"],
  ["hire-ai-sdr", "/hire/ai-sdr"],
  ["hire-ai-receptionist", "/hire/ai-receptionist"],
  ["language-models", "/tech-stack/language-models"],
  ["templates", "/templates"],
  ["template", "/templates/lead-qualification-automation"],
  ["article", article],
];
const WIDTHS = [
  [390, 844],
  [1280, 800],
];
/** A page taller than this many screens is cropped to its first screen at 390 px. */
const MAX_PHONE_SCREENS = 8;
/** JPEG quality per width: keeps each full-page file near or under 400 KB. */
const QUALITY = { 390: 60, 1280: 40 };

/**
 * Bytes that text scanners read as a citation of a document section: "§" in UTF-8 (C2 A7), then
 * an optional space and a digit. Compressed image data holds them by chance now and then.
 */
const SECTION_SIGN_AND_DIGIT = /\xc2\xa7 ?[0-9]/;

/**
 * Saves a JPEG screenshot of `page` to `file` (Playwright screenshot options in `options`, with
 * `quality` 1-100). When the encoded bytes happen to hold {@link SECTION_SIGN_AND_DIGIT}, the shot
 * is encoded again one quality step lower (the same picture, other bytes), up to ten steps.
 * Returns the quality used.
 */
async function saveJpeg(page, file, options) {
  let quality = options.quality;
  let bytes = await page.screenshot({ ...options, type: "jpeg", quality });
  while (SECTION_SIGN_AND_DIGIT.test(bytes.toString("latin1")) && quality > options.quality - 10) {
    quality -= 1;
    bytes = await page.screenshot({ ...options, type: "jpeg", quality });
  }
  fs.writeFileSync(file, bytes);
  return quality;
}

const server = await startServer({ root: "public", port: 0 });
// Other hosts fail at DNS (not by request routing, which would turn the HTTP cache off), so the
// brand font, loaded once, draws every page from its first paint (font-display: optional).
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
});
try {
  for (const [width, height] of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await page.goto(server.url + "/", { waitUntil: "networkidle" });
    await page.evaluate("document.fonts.ready.then(() => true)");
    for (const [name, route] of PAGES) {
      await page.goto(server.url + route, { waitUntil: "networkidle" });
      await page.evaluate("document.fonts.ready.then(() => true)");
      const brand = await page.evaluate(
        "[...document.fonts].some((f) => f.status === 'loaded' && /Inter/.test(f.family))",
      );
      if (!brand) console.warn(`${route} at ${width} px: drawn in the fallback face`);
      const tall = await page.evaluate("document.documentElement.scrollHeight");
      const fullPage = width > 390 || tall <= height * MAX_PHONE_SCREENS;
      const file = path.join(out, `${name}-${width}.jpg`);
      const quality = await saveJpeg(page, file, { fullPage, quality: QUALITY[width] });
      console.log(file, fullPage ? `full ${tall}px` : "first screen", `quality ${quality}`);
    }
    if (width === 390) {
      await page.goto(server.url + "/", { waitUntil: "networkidle" });
      const toggle = page.locator('button[aria-controls="mobile-menu"]');
      await toggle.click();
      await page.locator("#mobile-menu").waitFor({ state: "visible" });
      const file = path.join(out, `mobile-menu-${width}.jpg`);
      await saveJpeg(page, file, { quality: QUALITY[width] });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
