/**
 * Article hero images as a visitor gets them: for every article whose file in data/ names an
 * image, the header shows it with resized WebP variants (each served as image/webp), its alt
 * text from the file, width and height in the upload's aspect ratio and a high fetch priority;
 * on a phone and on a desktop its box has that ratio from the start, the page does not scroll
 * sideways and nothing shifts while it loads (cumulative layout shift 0).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { DESKTOP, PHONE, nextFrames, startSiteForSpec, visit } from "./harness";
import { allArticles } from "./helpers";
import { imageDimensions } from "../src/content/imageDimensions";

const ctx = startSiteForSpec();

/** Articles with a hero image, each with its upload's real size in px. */
const withImages = allArticles().flatMap((a) => {
  if (!a.content.image) return [];
  const file = path.join(__dirname, "..", "static", a.content.image.src);
  const size = imageDimensions(fs.readFileSync(file));
  assert.ok(size, `${a.path}: ${a.content.image.src} has a readable size`);
  return [{ ...a, image: a.content.image, size }];
});

/** The hero image of an article page. */
const heroOf = (page: Page) => page.locator("article header img");

/**
 * The page's cumulative layout shift after it loaded and was scrolled to the end (waiting until
 * every article image, lazy ones included, has loaded) and back: the sum of every `layout-shift` entry without recent input.
 */
async function cumulativeLayoutShift(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll("article img")).every(
      (img) => (img as HTMLImageElement).complete,
    ),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await nextFrames(page);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!e.hadRecentInput) sum += e.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(sum), 500);
      }),
  );
}

test("at least one article of data/ has a hero image", () => {
  assert.ok(withImages.length > 0, "no article in data/ has an image");
});

for (const article of withImages) {
  test(`${article.path}: the hero has resized WebP variants, its size and alt text`, async () => {
    const v = await visit(ctx, article.path);
    try {
      const img = heroOf(v.page);
      assert.equal(await img.count(), 1, "one image in the article header");
      assert.equal(await img.getAttribute("alt"), article.image.alt, "alt text from data/");
      assert.equal(await img.getAttribute("fetchpriority"), "high", "it is the LCP: high priority");
      assert.equal(await img.getAttribute("loading"), null, "the LCP is never lazy");
      assert.equal(await img.getAttribute("decoding"), "async");
      const width = Number(await img.getAttribute("width"));
      const height = Number(await img.getAttribute("height"));
      assert.equal(width, article.size.width, "width attribute is the upload's");
      assert.equal(height, article.size.height, "height attribute is the upload's");
      const srcset = (await img.getAttribute("srcset")) ?? "";
      const candidates = srcset.split(",").map((c) => c.trim().split(/\s+/));
      assert.ok(candidates.length >= 3, `several widths in srcset: ${srcset}`);
      const widths = candidates.map(([, w]) => Number(w.replace(/w$/, "")));
      assert.ok(
        widths.every((w) => w <= article.size.width),
        `no variant wider than the upload: ${widths.join(", ")}`,
      );
      assert.ok(await img.getAttribute("sizes"), "sizes attribute");
      for (const [url] of candidates) {
        const res = await v.page.request.get(new URL(url, ctx.url).href);
        assert.equal(res.status(), 200, `${url} answers 200`);
        assert.equal(res.headers()["content-type"], "image/webp", `${url} is a WebP`);
      }
      const src = (await img.getAttribute("src")) ?? "";
      assert.ok(srcset.includes(src), "src is one of the variants");
    } finally {
      await v.close();
    }
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`${article.path} at ${viewport.width} px: the hero keeps its ratio, no sideways scroll, CLS 0`, async () => {
      const v = await visit(ctx, article.path, { viewport, cold: true });
      try {
        const img = heroOf(v.page);
        await img.evaluate((el: HTMLImageElement) => el.decode().catch(() => undefined));
        const box = await img.boundingBox();
        assert.ok(box, "the hero is rendered");
        const expected = (box.width * article.size.height) / article.size.width;
        assert.ok(
          Math.abs(box.height - expected) < 1,
          `box ${box.width}×${box.height} px, expected height ${expected.toFixed(1)} px`,
        );
        // Below 640 px a diagram keeps a readable width and scrolls sideways in its own box: that
        // box, named and focusable so a keyboard scrolls it, fits the screen instead.
        const frame = await img.evaluate((el) => {
          const box = el.closest<HTMLElement>('[role="region"]');
          const r = (box ?? el).getBoundingClientRect();
          return {
            right: r.right,
            named: !box || !!box.getAttribute("aria-label"),
            tab: box?.tabIndex ?? 0,
          };
        });
        assert.ok(frame.right <= viewport.width, "the hero (or its scroll box) fits the screen");
        assert.ok(frame.named && frame.tab === 0, "its scroll box is named and focusable");
        const { scrollWidth, innerWidth } = await v.page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        assert.ok(scrollWidth <= innerWidth, `scrollWidth ${scrollWidth} > ${innerWidth}`);
        assert.equal(await cumulativeLayoutShift(v.page), 0, "cumulative layout shift");
        assert.deepEqual(v.errors, [], "no console errors");
      } finally {
        await v.close();
      }
    });
  }
}
