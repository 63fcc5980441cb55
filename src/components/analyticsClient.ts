/**
 * The analytics sender, loaded on demand (src/components/analytics.ts) and only in a build with
 * data/site.json `analytics` set. Starts Plausible's own tracker (`@plausible-analytics/tracker`)
 * once, posting to the site's first-party path, and adds the listener that counts what no
 * component sees: template downloads. The tracker itself counts clicks on links to other hosts
 * (its `outboundLinks` option); the booking widget counts the scheduler frame's messages, with
 * the package the visitor chose (src/sections/bookingWidget/BookingWidget.tsx). Nothing here logs or
 * throws: a failed send is dropped.
 */
import { init, track as plausibleTrack } from "@plausible-analytics/tracker";
import {
  ANALYTICS_EVENT_PATH,
  ANALYTICS_EVENTS,
  isLoopbackHost,
  templateSlugOfDownload,
  type AnalyticsEvent,
  type AnalyticsProps,
} from "../lib/analyticsEvents";

let started = false;

/** Sends one event to the tracker, swallowing anything it throws. */
function deliver(name: string, options: { props?: AnalyticsProps; url?: string }): void {
  try {
    plausibleTrack(name, options);
  } catch {
    // Dropped: analytics must never disturb the visitor.
  }
}

/** Counts a click on a download link of a workflow template, with its slug. */
function onClick(e: MouseEvent): void {
  const link = e.target instanceof Element ? e.target.closest("a[download]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  const slug = templateSlugOfDownload(link.pathname);
  if (slug) deliver(ANALYTICS_EVENTS.templateDownloaded, { props: { slug } });
}

/** Starts the tracker and the listeners, once; a no-op after the first call or without config. */
function start(): void {
  if (started || !__ANALYTICS__) return;
  started = true;
  try {
    init({
      domain: __ANALYTICS__.domain,
      endpoint: ANALYTICS_EVENT_PATH,
      // Page views come from Gatsby's route updates (trackPageview), one per page shown.
      autoCapturePageviews: false,
      outboundLinks: true,
      // A local preview or browser test sends to the preview server, which forwards nothing.
      captureOnLocalhost: isLoopbackHost(window.location.hostname),
      logging: false,
      bindToWindow: false,
    });
  } catch {
    return;
  }
  document.addEventListener("click", onClick);
}

/** Counts custom event `event` (with `props`) as having happened on `url`. */
export function send(event: AnalyticsEvent, props: AnalyticsProps | undefined, url: string): void {
  start();
  deliver(ANALYTICS_EVENTS[event], { props, url });
}

/** Counts a page view of `url`. */
export function sendPageview(url: string): void {
  start();
  deliver("pageview", { url });
}
