import type { AnalyticsEvent, AnalyticsProps } from "../lib/analyticsEvents";
import type * as AnalyticsClient from "./analyticsClient";

/** The analytics setting of data/site.json, as the build saw it. */
export type AnalyticsConfig = { provider: "plausible"; domain: string };

declare global {
  /**
   * data/site.json `analytics`, or null when it is absent: a constant the build writes into the
   * code (webpack's DefinePlugin, gatsby-node.ts `onCreateWebpackConfig`), so that with
   * analytics off every branch that needs it is removed and its code is never bundled.
   */
  const __ANALYTICS__: AnalyticsConfig | null;
}

type Sender = typeof AnalyticsClient;

/** Longest wait for an idle moment before the sender loads anyway, in ms. */
const LOAD_TIMEOUT_MS = 3000;

/**
 * Runs `use` with the sender once the browser is idle (so loading it never competes with the
 * page's hydration). A sender that fails to load (offline, blocked) drops the event silently.
 * The `import()` sits inside `if (__ANALYTICS__)` on purpose: webpack skips a branch whose test
 * the build fixed to false, so with analytics off the sender's chunk is never even written.
 */
function withSender(use: (sender: Sender) => void): void {
  if (__ANALYTICS__) {
    const load = () =>
      import(/* webpackChunkName: "analytics" */ "./analyticsClient").then(use, () => undefined);
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(load, { timeout: LOAD_TIMEOUT_MS });
    else setTimeout(load, 0);
  }
}

/**
 * Counts a custom event (a key of `ANALYTICS_EVENTS` in src/lib/analyticsEvents.ts, with optional
 * text props such as `{ slug }`) on the current URL, when the site has analytics on. The sender
 * (src/components/analyticsClient.ts) loads on demand; with analytics off the build reduces this
 * function to nothing. Never throws, never logs: a failed send is dropped silently.
 */
export function track(event: AnalyticsEvent, props?: AnalyticsProps): void {
  if (!__ANALYTICS__ || typeof window === "undefined") return;
  const url = window.location.href;
  withSender((sender) => sender.send(event, props, url));
}

/**
 * Counts a page view of the current URL: Gatsby's `onRouteUpdate` calls it for the first page
 * and for every client-side navigation. Nothing when analytics is off.
 */
export function trackPageview(): void {
  if (!__ANALYTICS__ || typeof window === "undefined") return;
  const url = window.location.href;
  withSender((sender) => sender.sendPageview(url));
}
