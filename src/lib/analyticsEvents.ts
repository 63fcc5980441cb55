/**
 * The site's analytics vocabulary, written once: every custom event the site counts (its key in
 * code and the name the owner sees, and adds as a goal, in the Plausible dashboard), the
 * first-party path events are sent to, and the rules that turn a browser happening into an event.
 * Pure: no DOM, no network. The sender is src/components/analyticsClient.ts; components call
 * `track(key)` from src/components/analytics.ts.
 */

/**
 * Custom events: key used in code → event name as the dashboard lists it. Page views are the
 * tracker's own `pageview` and are not listed. `outboundLink` is the name Plausible's tracker
 * itself sends for a click on a link to another host (its `outboundLinks` option); the dashboard
 * shows that goal with a breakdown by URL.
 */
export const ANALYTICS_EVENTS = {
  /** The scheduler showed its calendar (the widget's `calendly.event_type_viewed`). */
  bookingViewed: "Booking viewed",
  /** The visitor picked a date and time (`calendly.date_and_time_selected`). */
  bookingStarted: "Booking started",
  /** The visitor booked the session (`calendly.event_scheduled`). */
  bookingScheduled: "Booking scheduled",
  /** The scheduler's script failed or was not ready in time; the fallback form showed. */
  schedulerFailed: "Scheduler failed",
  /** A contact or request-a-call form was sent; prop `source` ("contact", "booking-fallback"). */
  contactSent: "Contact sent",
  /** A newsletter signup was accepted; prop `source` (e.g. "footer"). */
  newsletterSubscribed: "Newsletter subscribed",
  /** A workflow template file was downloaded; prop `slug`. */
  templateDownloaded: "Template downloaded",
  /** The ROI calculator computed results from valid inputs. */
  calculatorUsed: "Calculator used",
  /** One of the tools (/tools/…) computed a result from valid inputs; prop `tool` (its slug). */
  toolUsed: "Tool used",
  /** A click on a link to another host; prop `url` (sent by the tracker itself). */
  outboundLink: "Outbound Link: Click",
} as const;

/** The key of a custom event, e.g. `"calculatorUsed"`. */
export type AnalyticsEvent = keyof typeof ANALYTICS_EVENTS;

/** Custom properties of an event: short text values only (Plausible's custom props). */
export type AnalyticsProps = Record<string, string>;

/** Each analytics provider's name as visitors read it (what the privacy page must mention). */
export const ANALYTICS_PROVIDER_NAMES = { plausible: "Plausible" } as const;

/** The site path events are posted to; the host rewrites it to the provider (`_redirects`). */
export const ANALYTICS_EVENT_PATH = "/api/event";

/** Where the host forwards {@link ANALYTICS_EVENT_PATH}: Plausible's event API. */
export const PLAUSIBLE_EVENT_ENDPOINT = "https://plausible.io/api/event";

/** The only origin whose `postMessage` events count as the scheduler's. */
export const SCHEDULER_ORIGIN = "https://calendly.com";

/** The scheduler's `postMessage` event names → the custom event each one counts as. */
const SCHEDULER_MESSAGES: Record<string, AnalyticsEvent> = {
  "calendly.event_type_viewed": "bookingViewed",
  "calendly.date_and_time_selected": "bookingStarted",
  "calendly.event_scheduled": "bookingScheduled",
};

/**
 * The custom event a `message` event from the scheduler's frame stands for, or null. Takes the
 * message's `origin` and `data`; counts only messages from exactly {@link SCHEDULER_ORIGIN}
 * whose data is an object with one of the scheduler's event names in `event`. Anything else
 * (another origin, a lookalike host, a string payload, an unknown event) is null. Never throws.
 */
export function schedulerEventOf(message: {
  origin: string;
  data: unknown;
}): AnalyticsEvent | null {
  if (message.origin !== SCHEDULER_ORIGIN) return null;
  const { data } = message;
  if (typeof data !== "object" || data === null || !("event" in data)) return null;
  const name = (data as { event: unknown }).event;
  if (typeof name !== "string" || !Object.prototype.hasOwnProperty.call(SCHEDULER_MESSAGES, name))
    return null;
  return SCHEDULER_MESSAGES[name];
}

/** Where the workflow templates' files live: `/downloads/templates/<slug>.<ext>`. */
const TEMPLATE_FILE = /^\/downloads\/templates\/([a-z0-9]+(?:-[a-z0-9]+)*)\.[^/]+$/;

/**
 * The template slug of a download link's path, or null: `/downloads/templates/
 * lead-qualification-automation.n8n.json` → `lead-qualification-automation` (the file name up to
 * its first dot, which is the template's slug). Takes a site path without query or anchor.
 */
export function templateSlugOfDownload(pathname: string): string | null {
  return TEMPLATE_FILE.exec(pathname)?.[1] ?? null;
}

/**
 * Whether `hostname` is this machine (`localhost`, `127.x.x.x`, `[::1]`): a local preview or a
 * browser test. There the tracker is told to send anyway, since the preview server answers
 * {@link ANALYTICS_EVENT_PATH} itself and forwards nothing.
 */
export function isLoopbackHost(hostname: string): boolean {
  return /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(hostname);
}
