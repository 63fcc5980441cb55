/**
 * The one place that says how this project starts Debian's Chromium (the `chromium` package,
 * driven by playwright-core, not a browser Playwright downloads): its path (override with
 * CHROMIUM_PATH) and the flags that keep it quiet on a closed network.
 * Used by the browser-test harness, the audit, the bench and the screenshot scripts.
 */
import fs from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Launch flags: headless, no sandbox (root), no GPU, and no background network traffic. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * The newest blog post's path (`/blog/<slug>`), read from data/blog, so the samples include an
 * article page whatever posts editors add or remove.
 */
function newestPostPath() {
  const dir = new URL("../data/blog/", import.meta.url);
  const posts = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(fs.readFileSync(new URL(f, dir), "utf8")))
    .sort((a, b) => b.datePublished.localeCompare(a.datePublished));
  return posts.length ? `/blog/${posts[0].slug}` : "/blog";
}

/**
 * Sample pages for audits and benches: home, booking, calculator, one page per area, and an
 * article (the newest post).
 */
export const SAMPLE_PAGES = [
  "/",
  "/book-session",
  "/roi-calculator",
  "/templates",
  "/ai-agents/rag",
  "/automation/zapier",
  "/tech-stack/language-models",
  "/industries/healthcare",
  "/resources",
  "/blog",
  "/hire",
  "/hire/ai-sdr",
  newestPostPath(),
];
