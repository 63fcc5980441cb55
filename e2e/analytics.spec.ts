/**
 * Cookieless analytics in Chromium, against the built site with data/site.json `analytics` on.
 * The site's first-party endpoint (`/api/event`) is intercepted by the harness, which records
 * every payload (`visit().events`). The scheduler's messages come from a frame really served on
 * the scheduler's origin: the scheduling stub embeds the scheduler URL in an iframe, and this
 * spec answers that URL with a page that posts the scheduler's messages to its parent. Event
 * names come from src/lib/analyticsEvents.ts, the domain from data/site.json.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import {
  SCHEDULER_URL,
  startSiteForSpec,
  visit,
  type AnalyticsPayload,
  type Visit,
} from "./harness";
import { downloadCards, pageContent, sectionOf, site } from "./helpers";
import { ANALYTICS_EVENTS, SCHEDULER_ORIGIN } from "../src/lib/analyticsEvents";
import { templateSlugOf } from "../src/content/bookingTemplates";

const ctx = startSiteForSpec();
const domain = site.analytics?.domain;

/** Resolves with the first recorded event named `name` that passes `match`; fails after 10 s. */
async function eventNamed(
  v: Visit,
  name: string,
  match: (e: AnalyticsPayload) => boolean = () => true,
): Promise<AnalyticsPayload> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = v.events.find((e) => e.n === name && match(e));
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no "${name}" event; recorded: ${v.events.map((e) => e.n).join(", ")}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A page that posts the scheduler's `events` to its parent window, as the real frame does. */
function schedulerFrame(events: string[]): string {
  const posts = events
    .map((e) => `parent.postMessage({ event: ${JSON.stringify(e)}, payload: {} }, "*");`)
    .join("\n");
  return `<!doctype html><html lang="en"><title>Scheduler</title><script>${posts}</script></html>`;
}

/** Answers every URL under `origin` with a frame posting `events`. */
async function serveFrame(page: Page, origin: string, events: string[]): Promise<void> {
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: schedulerFrame(events) }),
  );
}

/** Adds an iframe of `src` to the page and resolves once it has loaded. */
async function addFrame(page: Page, src: string): Promise<void> {
  await page.evaluate(
    (url) =>
      new Promise<void>((resolve) => {
        const frame = document.createElement("iframe");
        frame.title = "test frame";
        frame.onload = () => resolve();
        frame.src = url;
        document.body.appendChild(frame);
      }),
    src,
  );
}

test("the shipped site has analytics on, so this suite tests the built code", () => {
  assert.ok(domain, "data/site.json analytics.domain");
});

test("page views: the first page and a client-side navigation, each with the site's domain", async () => {
  const v = await visit(ctx, "/");
  try {
    const first = await eventNamed(v, "pageview");
    assert.equal(new URL(first.u).pathname, "/");
    assert.equal(first.d, domain);
    await v.page.evaluate(() => {
      (window as Window & { __sameDocument?: boolean }).__sameDocument = true;
    });
    await v.page.locator("main a[href='/book-session']").first().click();
    await v.page.waitForURL(`${ctx.url}/book-session`);
    const second = await eventNamed(v, "pageview", (e) => e.u.endsWith("/book-session"));
    assert.equal(second.d, domain);
    assert.equal(
      await v.page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument),
      true,
      "the navigation happened without a page load",
    );
    assert.equal(v.events.filter((e) => e.n === "pageview").length, 2, "one view per page");
    assert.deepEqual(await v.page.context().cookies(), [], "no cookie");
    assert.equal(await v.page.evaluate(() => localStorage.length), 0, "nothing in localStorage");
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("a booking: the scheduler frame's messages count as Booking viewed, started and scheduled", async () => {
  const steps = [
    "calendly.event_type_viewed",
    "calendly.date_and_time_selected",
    "calendly.event_scheduled",
  ];
  const v = await visit(ctx, "/book-session", {
    beforeGoto: async (page) => {
      await page.addInitScript(() => {
        (window as Window & { __schedulerStubFrame?: boolean }).__schedulerStubFrame = true;
      });
      assert.ok(SCHEDULER_URL.startsWith(`${SCHEDULER_ORIGIN}/`));
      await serveFrame(page, SCHEDULER_ORIGIN, steps);
    },
  });
  try {
    const scheduled = await eventNamed(v, ANALYTICS_EVENTS.bookingScheduled);
    assert.equal(new URL(scheduled.u).pathname, "/book-session");
    assert.equal(scheduled.d, domain);
    assert.deepEqual(
      v.events.map((e) => e.n).filter((n) => n !== "pageview" && n !== "engagement"),
      [
        ANALYTICS_EVENTS.bookingViewed,
        ANALYTICS_EVENTS.bookingStarted,
        ANALYTICS_EVENTS.bookingScheduled,
      ],
    );
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("scheduler messages from any other origin are ignored", async () => {
  const v = await visit(ctx, "/book-session");
  try {
    const { page } = v;
    await eventNamed(v, "pageview"); // the sender has started and listens
    // The page itself, and a frame on the scheduler's asset host (allowed to be framed, but not
    // the scheduler's origin), claim a booking.
    await page.evaluate(() => window.postMessage({ event: "calendly.event_scheduled" }, "*"));
    await serveFrame(page, "https://assets.calendly.com", ["calendly.event_scheduled"]);
    await addFrame(page, "https://assets.calendly.com/fake");
    // Then the real origin says only that the calendar was viewed.
    await serveFrame(page, SCHEDULER_ORIGIN, ["calendly.event_type_viewed"]);
    await addFrame(page, `${SCHEDULER_ORIGIN}/frame`);
    await eventNamed(v, ANALYTICS_EVENTS.bookingViewed);
    assert.equal(
      v.events.filter((e) => e.n === ANALYTICS_EVENTS.bookingScheduled).length,
      0,
      "no booking counted from another origin",
    );
  } finally {
    await v.close();
  }
});

test("a template download counts as Template downloaded with the template's slug", async () => {
  const templates = pageContent("/templates");
  const card = downloadCards().find((c) => c.page === templates.path);
  assert.ok(card, "a template card with a download");
  const customize = sectionOf(templates, "cards")
    .cards.find((c) => c.title === card.title)
    ?.actions?.map((a) => templateSlugOf(a.href, "/book-session"))
    .find(Boolean);
  assert.ok(customize, "the card's template slug");
  const v = await visit(ctx, "/templates");
  try {
    await eventNamed(v, "pageview");
    const link = v.page.locator(`a[href="${card.download.href}"]`).first();
    await Promise.all([v.page.waitForEvent("download"), link.click()]);
    const event = await eventNamed(v, ANALYTICS_EVENTS.templateDownloaded);
    assert.deepEqual(event.p, { slug: customize });
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("a calculation counts as Calculator used; a refused one does not", async () => {
  const calculator = sectionOf(pageContent("/roi-calculator"), "roiCalculator");
  const v = await visit(ctx, "/roi-calculator");
  try {
    const { page } = v;
    const field = (key: keyof typeof calculator.fields) =>
      page.getByLabel(calculator.fields[key].label, { exact: true });
    await field("employees").fill("10");
    await field("hourlyRate").fill("25");
    await page.getByRole("button", { name: calculator.submitLabel, exact: true }).click();
    await eventNamed(v, ANALYTICS_EVENTS.calculatorUsed);
    await field("employees").fill("-5");
    await page.getByRole("button", { name: calculator.submitLabel, exact: true }).click();
    await page.getByText(calculator.errors.negative).waitFor();
    assert.equal(v.events.filter((e) => e.n === ANALYTICS_EVENTS.calculatorUsed).length, 1);
  } finally {
    await v.close();
  }
});

test("a failed send is invisible: with the endpoint answering 500 the page shows nothing and its code logs nothing", async () => {
  const v = await visit(ctx, "/roi-calculator", { analyticsStatus: 500 });
  try {
    await eventNamed(v, "pageview");
    const calculator = sectionOf(pageContent("/roi-calculator"), "roiCalculator");
    await v.page.getByRole("button", { name: calculator.submitLabel, exact: true }).click();
    await eventNamed(v, ANALYTICS_EVENTS.calculatorUsed);
    // Chromium itself notes any request answered with an error status ("Failed to load
    // resource: … 500"); page code cannot silence that line. Everything else must stay quiet.
    assert.deepEqual(
      v.errors.filter(
        (e) => !/^Failed to load resource: the server responded with a status of 500/.test(e),
      ),
      [],
      "no uncaught error and no console.error from the page's code",
    );
    assert.deepEqual(
      v.console.filter((m) => /^(warning|warn):/.test(m)),
      [],
      'the tracker\'s own "Ignoring Event" warnings are off',
    );
  } finally {
    await v.close();
  }
});
