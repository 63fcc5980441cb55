/**
 * The one place that says how this project starts Debian's Chromium (the `chromium` package,
 * driven by playwright-core, not a browser Playwright downloads): its path (override with
 * CHROMIUM_PATH) and the flags that keep it quiet on a closed network.
 * Used by the browser-test harness, the audit, the bench and the screenshot scripts.
 */
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

/** Sample pages for audits and benches: home, booking, calculator, and one page per area. */
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
];
