/**
 * The booking page never dead-ends, and campaigns reach the scheduler:
 * - the calendar leads: at 1280 × 800 its place starts on the first screen; at 390 × 844 the
 *   calendar or the hero's jump link to it does.
 * - the scheduler blocked (its script's error) or never ready (a script that never answers, with
 *   the page's clock run past the timeout by playwright's `page.clock`, so no test waits 8 s):
 *   the compact contact form takes the calendar's place with the email link, carrying the
 *   chosen template; the section's header stops saying "pick a time" and takes the fallback's
 *   words, in the same room; no spinner is left and the console error is logged. With the
 *   stubbed scheduler it never appears.
 * - `utm_*` parameters of the landing URL reach the stubbed scheduler's `initInlineWidget` `utm`
 *   option and the form's hidden fields, on a landing at /book-session and after client-side
 *   navigation from another page; hostile values stay text; nothing is written to cookies or
 *   storage.
 * - on a phone the hero's jump link leads to the calendar; on a desktop it is hidden.
 * Copy comes from data/ (book-session.json, site.json).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Page, Route } from "playwright-core";
import {
  DESKTOP,
  PHONE,
  SCHEDULER_SCRIPT_URL,
  startSiteForSpec,
  visit,
  waitForHydration,
  type Visit,
} from "./harness";
import { heroOf, markDocument, pageContent, sameDocument, sectionOf, site } from "./helpers";

const ctx = startSiteForSpec();

const booking = pageContent("/book-session");
const widget = sectionOf(booking, "bookingWidget");
const LOAD_ERROR = "Failed to load the scheduling script.";
/** The booking widget's readiness timeout (src/sections/bookingWidget/BookingWidget.tsx), in ms. */
const READY_TIMEOUT_MS = 8000;
const template = sectionOf(pageContent("/templates"), "cards", "templates").cards[0];
const templateSlug = (template.actions ?? [])
  .map((a) => a.href)
  .find((h) => h.startsWith("/book-session?"))
  ?.split("template=")[1];

type InitCall = { url: string; parentId: string; utm?: Record<string, string> };

const fallback = (page: Page) => page.getByTestId("booking-fallback");
const fallbackForm = (page: Page) => fallback(page).locator("form[name=contact]");

/** The stubbed scheduler's recorded `initInlineWidget` calls. */
async function initCalls(page: Page): Promise<InitCall[]> {
  return page.evaluate(
    () => (window as unknown as { __schedulerInitCalls?: InitCall[] }).__schedulerInitCalls ?? [],
  );
}

/** Waits until the stubbed scheduler has been initialised once. */
async function waitForInit(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      ((window as unknown as { __schedulerInitCalls?: unknown[] }).__schedulerInitCalls ?? [])
        .length > 0,
    undefined,
    { timeout: 10_000 },
  );
}

/** The hidden field values of the fallback form, by name. */
async function hiddenFields(page: Page): Promise<Record<string, string>> {
  return fallbackForm(page)
    .locator("input[type=hidden]")
    .evaluateAll((els) =>
      Object.fromEntries(
        els.map((e) => [(e as HTMLInputElement).name, (e as HTMLInputElement).value]),
      ),
    );
}

/** Cookies of the visit's context and the page's local and session storage keys. */
async function stored(v: Visit): Promise<string[]> {
  const cookies = (await v.page.context().cookies()).map((c) => `cookie ${c.name}`);
  const keys = await v.page.evaluate(() => [
    ...Object.keys(localStorage).map((k) => `localStorage ${k}`),
    ...Object.keys(sessionStorage).map((k) => `sessionStorage ${k}`),
  ]);
  return [...cookies, ...keys];
}

/** The calendar's place: where the spinner, the scheduler or the fallback form shows. */
const place = (page: Page) => page.locator("#booking-widget").locator("xpath=..");

test("the calendar leads: on the first screen at 1280 × 800; it or its jump link at 390 × 844", async () => {
  const desktop = await visit(ctx, "/book-session", { viewport: DESKTOP, scheduler: "fail" });
  try {
    const { page } = desktop;
    const box = await place(page).boundingBox();
    assert.ok(box, "the calendar's place is laid out");
    assert.ok(
      box.y < DESKTOP.height,
      `the calendar starts at ${box.y} px, within the first screen`,
    );
    assert.ok(
      box.y + 200 <= DESKTOP.height,
      `at least 200 px of the calendar show on the first screen (top ${box.y})`,
    );
  } finally {
    await desktop.close();
  }
  const jump = heroOf(booking).jumpLink;
  const phone = await visit(ctx, "/book-session", { viewport: PHONE, scheduler: "fail" });
  try {
    const { page } = phone;
    const box = await place(page).boundingBox();
    const link = page.locator("#hero").getByRole("link", { name: jump?.label ?? "" });
    const linkBox = jump ? await link.boundingBox() : null;
    assert.ok(
      (box && box.y < PHONE.height) || (linkBox && linkBox.y + linkBox.height <= PHONE.height),
      `the calendar (top ${box?.y}) or its jump link (bottom ${linkBox && linkBox.y + linkBox.height}) is on the first screen`,
    );
  } finally {
    await phone.close();
  }
});

test("the calendar's place keeps its size through loading, loaded and failed (nothing below it moves)", async () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const loaded = await visit(ctx, "/book-session", { viewport });
    const failed = await visit(ctx, "/book-session", { viewport, scheduler: "fail" });
    try {
      const before = await place(loaded.page).evaluate((el) => el.getBoundingClientRect().top);
      await waitForInit(loaded.page);
      const afterLoad = await place(loaded.page).boundingBox();
      await fallbackForm(failed.page).waitFor();
      const afterFail = await place(failed.page).boundingBox();
      assert.ok(afterLoad && afterFail);
      assert.equal(afterLoad.y, before, "the place does not move when the scheduler arrives");
      assert.equal(afterFail.y, afterLoad.y, "the form appears where the calendar would");
      // The header's words change with the form (its eyebrow, heading, intro): same room.
      await failed.page.getByRole("heading", { name: widget.unavailableHeading }).waitFor();
      const header = (p: Page) => p.locator(`#${widget.id} .booking__header`).boundingBox();
      const benefits = (p: Page) => p.locator(".booking__benefits").boundingBox();
      assert.deepEqual(await header(failed.page), await header(loaded.page), "header unmoved");
      // Beside the card (from 1024 px) the benefits sit under the header; on a phone they follow
      // the card, which the form may make taller there.
      if (viewport === DESKTOP)
        assert.deepEqual(
          await benefits(failed.page),
          await benefits(loaded.page),
          "the benefits card does not move when the header's words change",
        );
      if (viewport === DESKTOP)
        assert.equal(afterFail.height, afterLoad.height, "the form fits the calendar's room");
    } finally {
      await loaded.close();
      await failed.close();
    }
  }
});

test("scheduler blocked: the compact contact form and the email link take the calendar's place; no spinner; the error is logged", async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const v = await visit(ctx, `/book-session?template=${templateSlug}`, {
      scheduler: "fail",
      viewport,
    });
    try {
      const { page } = v;
      await fallbackForm(page).waitFor();
      // The header beside the form says what the form is for, no longer "pick a time".
      const header = page.locator(`#${widget.id} .booking__header-words:not([aria-hidden])`);
      await header.getByRole("heading", { name: widget.unavailableHeading }).waitFor();
      assert.deepEqual(
        (await header.locator(":scope > *").allTextContents()).map((t) => t.trim()),
        [widget.unavailableEyebrow, widget.unavailableHeading, widget.unavailableText],
      );
      assert.equal(
        await page.getByText(widget.heading, { exact: true }).isVisible(),
        false,
        "the calendar's heading is gone",
      );
      assert.equal(
        await page
          .getByRole("region", { name: widget.unavailableHeading })
          .locator('[data-testid="booking-fallback"]')
          .count(),
        1,
        "the section holding the form is named by the new heading",
      );
      const mail = fallback(page).getByRole("link", { name: site.organization.email });
      assert.equal(await mail.getAttribute("href"), `mailto:${site.organization.email}`);
      assert.equal(await page.getByText(widget.loadingText).count(), 0, "no spinner is left");
      assert.equal(
        await page.getByRole("status").filter({ hasText: widget.loadingText }).count(),
        0,
      );
      assert.ok(v.errors.includes(LOAD_ERROR), "the console error is logged");
      // The same Netlify form as /contact, telling where it was sent from and the template.
      const hidden = await hiddenFields(page);
      assert.equal(hidden["form-name"], "contact");
      assert.equal(hidden.source, "booking-fallback");
      assert.equal(hidden.template, template.title);
      // In the calendar's own place, which shows nothing else.
      const placeBox = await place(page).boundingBox();
      const formBox = await fallback(page).boundingBox();
      assert.ok(placeBox && formBox);
      assert.equal(formBox.y, placeBox.y, "the form starts where the calendar would");
      assert.equal(await page.locator("#booking-widget").isVisible(), false);
      // It sends like the contact page.
      const posts: string[] = [];
      await page.route(
        (url) => url.pathname === "/contact/thanks",
        async (route) => {
          posts.push(route.request().postData() ?? "");
          await route.fulfill({ status: 200, body: "ok" });
        },
      );
      const { fields } = site.contactForm;
      const form = fallbackForm(page);
      await form.getByLabel(fields.name.label, { exact: true }).fill("Ada");
      await form.getByLabel(fields.email.label, { exact: true }).fill("ada@example.com");
      await form.getByLabel(fields.company.label, { exact: true }).fill("Engines Ltd");
      await form.getByLabel(fields.message.label, { exact: true }).fill("Invoices");
      await form.getByRole("button", { name: site.contactForm.buttonLabel }).click();
      await page.getByTestId("contact-sent").waitFor();
      assert.equal(new URLSearchParams(posts[0]).get("template"), template.title);
    } finally {
      await v.close();
    }
  }
});

test("scheduler never ready: the form appears once the timeout has passed, not before", async () => {
  const v = await visit(ctx, "/contact");
  const held: Route[] = [];
  try {
    const { page } = v;
    await page.clock.install();
    await page.route(SCHEDULER_SCRIPT_URL, (route) => void held.push(route));
    await page.goto(`${ctx.url}/book-session`);
    await waitForHydration(page);
    await page.getByText(widget.loadingText).waitFor();
    const now = await page.evaluate(() => performance.now());
    if (now < READY_TIMEOUT_MS)
      assert.equal(await fallback(page).count(), 0, "no form before the timeout");
    await page.clock.runFor(READY_TIMEOUT_MS + 500);
    await fallbackForm(page).waitFor();
    assert.ok(held.length >= 1, "the script request was held");
    assert.equal(await page.getByText(widget.loadingText).count(), 0, "the spinner is gone");
  } finally {
    await Promise.all(held.map((r) => r.abort().catch(() => {})));
    await v.close();
  }
});

test("scheduler loaded: the fallback never appears, even long after the timeout", async () => {
  const v = await visit(ctx, "/contact");
  try {
    const { page } = v;
    await page.clock.install();
    await page.goto(`${ctx.url}/book-session`);
    await waitForHydration(page);
    await waitForInit(page);
    await page.clock.runFor(READY_TIMEOUT_MS * 2);
    assert.equal(await fallback(page).count(), 0);
    assert.ok(await page.locator('#booking-widget [data-testid="scheduler-stub"]').isVisible());
  } finally {
    await v.close();
  }
});

const CAMPAIGN = {
  utm_source: "newsletter",
  utm_medium: "email",
  utm_campaign: "november-2026",
  utm_content: "hero-button",
  utm_term: "ai agents",
};
const UTM = {
  utmSource: CAMPAIGN.utm_source,
  utmMedium: CAMPAIGN.utm_medium,
  utmCampaign: CAMPAIGN.utm_campaign,
  utmContent: CAMPAIGN.utm_content,
  utmTerm: CAMPAIGN.utm_term,
};
const query = `?${new URLSearchParams(CAMPAIGN)}`;

test("UTMs of a landing at /book-session reach the scheduler's utm option; nothing is stored", async () => {
  const v = await visit(ctx, `/book-session${query}`);
  try {
    await waitForInit(v.page);
    const [call] = await initCalls(v.page);
    assert.deepEqual(call.utm, UTM);
    assert.deepEqual(await stored(v), []);
  } finally {
    await v.close();
  }
});

test("UTMs of a landing on another page reach the scheduler after client-side navigation", async () => {
  const v = await visit(ctx, `/hire${query}`);
  try {
    const { page } = v;
    await markDocument(page);
    await page.locator('header a[href="/book-session"]').first().click();
    await page.waitForURL((u) => u.pathname === "/book-session");
    await waitForInit(page);
    assert.ok(await sameDocument(page), "client-side navigation, no reload");
    assert.equal(new URL(page.url()).search, "", "the booking page's URL has no campaign");
    assert.deepEqual((await initCalls(page))[0].utm, UTM);
    assert.deepEqual(await stored(v), []);
  } finally {
    await v.close();
  }
});

test("without a campaign the scheduler gets no utm option", async () => {
  const v = await visit(ctx, "/book-session");
  try {
    await waitForInit(v.page);
    assert.equal((await initCalls(v.page))[0].utm, undefined);
  } finally {
    await v.close();
  }
});

test("hostile UTM values stay text: sent as typed (length-limited), never run or shown as markup", async () => {
  const hostile = `"><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>`;
  const long = "c".repeat(300);
  const search = `?${new URLSearchParams({ utm_source: hostile, utm_campaign: long })}`;
  for (const scheduler of ["stub", "fail"] as const) {
    const v = await visit(ctx, `/book-session${search}`, { scheduler });
    try {
      const { page } = v;
      if (scheduler === "stub") {
        await waitForInit(page);
        const [call] = await initCalls(page);
        assert.deepEqual(call.utm, { utmSource: hostile, utmCampaign: "c".repeat(100) });
      } else {
        await fallbackForm(page).waitFor();
        const hidden = await hiddenFields(page);
        assert.equal(hidden.utm_source, hostile);
        assert.equal(hidden.utm_campaign, "c".repeat(100));
      }
      assert.equal(await page.evaluate(() => "__pwned" in window), false, "nothing ran");
      assert.equal(await page.locator('img[src="x"]').count(), 0, "no injected element");
      assert.deepEqual(await stored(v), []);
    } finally {
      await v.close();
    }
  }
});

test("on a phone the hero's jump link leads to the calendar; on a desktop it is hidden", async () => {
  const jump = heroOf(booking).jumpLink;
  assert.ok(jump, "book-session.json's hero has a jumpLink");
  const phone = await visit(ctx, "/book-session", { viewport: PHONE });
  try {
    const link = phone.page.locator("#hero").getByRole("link", { name: jump.label });
    assert.equal(await link.getAttribute("href"), jump.href);
    await link.click();
    await phone.page.waitForURL((u) => u.hash === jump.href);
    await phone.page.waitForFunction(
      (sel) => {
        const r = document.querySelector(sel)!.getBoundingClientRect();
        return r.top >= -1 && r.top < window.innerHeight / 2;
      },
      jump.href,
      { timeout: 5000 },
    );
  } finally {
    await phone.close();
  }
  const desktop = await visit(ctx, "/book-session", { viewport: DESKTOP });
  try {
    assert.equal(
      await desktop.page.locator("#hero").getByRole("link", { name: jump.label }).isVisible(),
      false,
    );
  } finally {
    await desktop.close();
  }
});
