/**
 * A package's Get Started carries the package to the booking session: on a service page each
 * package's button links to the booking page with the package and its page in the query
 * (src/lib/packageChoice.ts); the booking page names it in the calendar's caption ("You chose:
 * …", book-session.json `packageNotice`), the stubbed scheduler receives it as the prefilled
 * answer, and the booking events (here: a failed scheduler, and the scheduler frame's steps)
 * carry it as props. A hostile or unknown query names nothing and runs nothing. axe finds no
 * violation in the booking section with a package named, scheduler loaded or failed.
 * The service's name is what the service page's own breadcrumb calls it; every other word and
 * figure comes from data/.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import {
  DESKTOP,
  PHONE,
  SCHEDULER_URL,
  startSiteForSpec,
  visit,
  type AnalyticsPayload,
  type Visit,
} from "./harness";
import { actionName, allPages, collapse, pageContent, sectionOf, site, textOf } from "./helpers";
import { describePackage, packageSlug, type ChosenPackage } from "../src/lib/packageChoice";
import { ANALYTICS_EVENTS, SCHEDULER_ORIGIN } from "../src/lib/analyticsEvents";
import { axe } from "./axe";

const ctx = startSiteForSpec();

const widget = sectionOf(pageContent("/book-session"), "bookingWidget");
const servicePage = allPages().find((p) => p.sections.some((s) => s.type === "packages"));
assert.ok(servicePage, "a page with packages");
const packages = sectionOf(servicePage, "packages");
/** The popular package if there is one (the one most visitors pick), else the first. */
const chosen = packages.packages.find((p) => p.popular) ?? packages.packages[0];
const KEY = site.booking.templateAnswerKey;

type InitCall = {
  url: string;
  parentId: string;
  prefill?: { customAnswers?: Record<string, string> };
};

/** The stubbed scheduler's recorded `initInlineWidget` calls, once there is one. */
async function initCalls(page: Page): Promise<InitCall[]> {
  await page.waitForFunction(
    () => ((window as { __schedulerInitCalls?: unknown[] }).__schedulerInitCalls ?? []).length > 0,
    undefined,
    { timeout: 10_000 },
  );
  return page.evaluate(
    () => (window as { __schedulerInitCalls?: InitCall[] }).__schedulerInitCalls ?? [],
  );
}

/** Resolves with the first recorded analytics event named `name`; fails after 10 s. */
async function eventNamed(v: Visit, name: string): Promise<AnalyticsPayload> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = v.events.find((e) => e.n === name);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no "${name}" event; recorded: ${v.events.map((e) => e.n).join(", ")}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Opens the service page, notes its breadcrumb name and follows the chosen package's button. */
async function getStarted(v: Visit): Promise<ChosenPackage> {
  const { page } = v;
  const service = await textOf(page.locator(".breadcrumbs [aria-current=page]"));
  const button = page
    .locator(`#${packages.id} article`, { has: page.locator("h3", { hasText: chosen.name }) })
    .getByRole("link", { name: actionName(chosen.action), exact: true });
  assert.equal(chosen.action.label, "Get Started", "the spec's button label");
  await button.click();
  await page.waitForURL((u) => u.pathname === chosen.action.href);
  const query = new URL(page.url()).searchParams;
  assert.equal(query.get("package"), packageSlug(chosen.name));
  assert.equal(query.get("service"), servicePage!.path.slice(1));
  return {
    name: chosen.name,
    price: chosen.price,
    duration: chosen.duration,
    service,
    serviceKey: servicePage!.path.slice(1),
    slug: packageSlug(chosen.name),
  };
}

test("Get Started on a package: the booking page names it and the scheduler receives it", async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const v = await visit(ctx, servicePage.path, { viewport });
    try {
      const choice = await getStarted(v);
      const { page } = v;
      const named = page.getByTestId("booking-package");
      await named.waitFor();
      assert.equal(
        collapse(await textOf(named)),
        collapse(
          `${widget.packageNotice.label} ${describePackage(widget.packageNotice.subject, choice)}`,
        ),
      );
      assert.ok(await named.isVisible());
      const [call] = await initCalls(page);
      assert.deepEqual(call, {
        url: SCHEDULER_URL,
        parentId: "booking-widget",
        prefill: { customAnswers: { [KEY]: describePackage(widget.packageNotice.answer, choice) } },
      });
      const fallback = new URL(
        (await page
          .getByRole("link", { name: new RegExp(widget.fallbackLinkLabel) })
          .getAttribute("href")) ?? "",
      );
      assert.equal(
        fallback.searchParams.get(KEY),
        describePackage(widget.packageNotice.answer, choice),
        "the new-tab link prefills it too",
      );
      assert.deepEqual(v.errors, []);
    } finally {
      await v.close();
    }
  }
});

test("the booking events carry the package: a failed scheduler and the scheduler's steps", async () => {
  const failed = await visit(ctx, servicePage.path, { scheduler: "fail" });
  try {
    const choice = await getStarted(failed);
    const event = await eventNamed(failed, ANALYTICS_EVENTS.schedulerFailed);
    assert.deepEqual(event.p, { package: choice.slug, service: choice.serviceKey });
    // The form sent from the calendar's place carries it as what the visitor asks about.
    const form = failed.page.getByTestId("booking-fallback").locator("form[name=contact]");
    await form.waitFor();
    assert.equal(
      await form.locator("input[name=template]").inputValue(),
      describePackage(widget.packageNotice.answer, choice),
    );
  } finally {
    await failed.close();
  }
  const steps = ["calendly.event_type_viewed", "calendly.event_scheduled"];
  const v = await visit(ctx, servicePage.path, {
    beforeGoto: async (page) => {
      await page.addInitScript(() => {
        (window as { __schedulerStubFrame?: boolean }).__schedulerStubFrame = true;
      });
      const posts = steps
        .map((e) => `parent.postMessage({ event: ${JSON.stringify(e)}, payload: {} }, "*");`)
        .join("\n");
      await page.route(`${SCHEDULER_ORIGIN}/**`, (route) =>
        route.fulfill({
          status: 200,
          contentType: "text/html",
          body: `<!doctype html><html lang="en"><title>Scheduler</title><script>${posts}</script></html>`,
        }),
      );
    },
  });
  try {
    const choice = await getStarted(v);
    const props = { package: choice.slug, service: choice.serviceKey };
    assert.deepEqual((await eventNamed(v, ANALYTICS_EVENTS.bookingViewed)).p, props);
    assert.deepEqual((await eventNamed(v, ANALYTICS_EVENTS.bookingScheduled)).p, props);
  } finally {
    await v.close();
  }
});

test("a hostile or unknown package query names nothing and runs nothing", async () => {
  const service = servicePage.path.slice(1);
  const values = [
    { package: `"><img src=x onerror="window.__pwned=1">`, service },
    { package: "<script>window.__pwned=1</script>", service },
    { package: "no-such-package", service },
    { package: packageSlug(chosen.name), service: "__proto__" },
    { package: "__proto__", service },
    { package: packageSlug(chosen.name), service: "no/such-page" },
  ];
  for (const value of values) {
    const v = await visit(ctx, `/book-session?${new URLSearchParams(value)}`);
    try {
      const { page } = v;
      const [call] = await initCalls(page);
      assert.deepEqual(call, { url: SCHEDULER_URL, parentId: "booking-widget" }, "no prefill");
      assert.equal(await page.getByTestId("booking-package").count(), 0);
      assert.equal(
        collapse(await textOf(page.getByTestId("booking-caption"))),
        collapse(widget.calendarCaption),
      );
      assert.equal(await page.evaluate(() => "__pwned" in window), false, "nothing ran");
      assert.equal(await page.locator("main img[src='x']").count(), 0, "no injected element");
      assert.deepEqual(v.errors, []);
    } finally {
      await v.close();
    }
  }
});

test("axe: the booking section with a package named, the scheduler loaded or failed, at 390 and 1280 px", async () => {
  for (const viewport of [PHONE, DESKTOP])
    for (const scheduler of ["stub", "fail"] as const) {
      const v = await visit(ctx, servicePage.path, { viewport, scheduler });
      try {
        await getStarted(v);
        const { page } = v;
        await page.getByTestId("booking-package").waitFor();
        if (scheduler === "fail")
          await page.getByTestId("booking-fallback").locator("form").waitFor();
        else await initCalls(page);
        assert.deepEqual(
          await axe(page, { include: [`#${widget.id}`] }),
          [],
          `${viewport.width} px, ${scheduler}`,
        );
      } finally {
        await v.close();
      }
    }
});
