/**
 * Booking page, ROI calculator and workflow templates: each template's Download saves a workflow
 * file that passes the structural check (src/content/n8nWorkflow.ts), and its Customize link
 * opens the booking page naming the template; a hostile `?template=` value is ignored. The
 * template library on /templates offers every entry of data/templates, its filters are pages
 * that work without JavaScript, and a template's page lists its workflow's nodes and serves
 * its download.
 *
 * The scheduling script is answered by e2e/stubs/scheduling-widget.js, which counts its loads
 * (`window.__schedulerScriptLoads`) and records every init (`window.__schedulerInitCalls`).
 * Copy, labels and counts come from the page files (book-session.json, roi-calculator.json,
 * templates.json) and the scheduler URLs from data/site.json; the calculator's figures are
 * the results of its formulas for the inputs typed here.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { PHONE, SCHEDULER_SCRIPT_URL, SCHEDULER_URL, startSiteForSpec, visit } from "./harness";
import { workflowOutline, workflowProblems } from "../src/content/n8nWorkflow";
import {
  facetValues,
  featuredTemplates,
  matchesFilter,
  templateDownloadName,
} from "../src/lib/templateLibrary";
import { filterPageSeo } from "../src/content/templatePages";
import { fill } from "../src/content/SiteContentContext";
import { roiExampleFigures } from "../src/lib/roiExample";
import type { TemplateEntry } from "../src/content/schema";
import {
  actionName,
  actionTo,
  allArticles,
  assertActions,
  assertCards,
  assertNoDeadLinks,
  assertSections,
  downloadCards,
  heroOf,
  pageContent,
  sectionOf,
  site,
  textOf,
} from "./helpers";

const ctx = startSiteForSpec();

const booking = pageContent("/book-session");
const widget = sectionOf(booking, "bookingWidget");
const LOADING_TEXT = widget.loadingText;
/** What the booking widget logs when the scheduling script fails to load (a message of the code, not content). */
const LOAD_ERROR = "Failed to load the scheduling script.";

type SchedulerWindow = Window & {
  __schedulerInitCalls?: {
    url: string;
    parentId: string;
    prefill?: { customAnswers?: Record<string, string> };
  }[];
  __schedulerScriptLoads?: number;
  __e2eMarker?: string;
};

/** The scheduler stub's recorded init calls (URL and parent element id), in order. */
async function initCalls(page: Page) {
  return page.evaluate(() => (window as SchedulerWindow).__schedulerInitCalls ?? []);
}

/** How many times the scheduler stub's script has run in this document. */
async function scriptLoads(page: Page) {
  return page.evaluate(() => (window as SchedulerWindow).__schedulerScriptLoads ?? 0);
}

/** The number of `<script>` tags loading the scheduling script. */
async function scriptTags(page: Page) {
  return page.evaluate(
    (src) => Array.from(document.scripts).filter((s) => s.getAttribute("src") === src).length,
    SCHEDULER_SCRIPT_URL,
  );
}

/** Waits (10 s at most) until the scheduler stub has recorded `count` init calls. */
async function waitForInitCalls(page: Page, count: number) {
  await page.waitForFunction(
    (n) => ((window as SchedulerWindow).__schedulerInitCalls ?? []).length >= n,
    count,
    { timeout: 10_000 },
  );
}

/** Waits until React has hydrated `selector` (its DOM node carries React's props key). */
async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel);
      return !!el && Object.keys(el).some((k) => k.startsWith("__reactProps"));
    },
    selector,
    { timeout: 10_000 },
  );
}

/** The page's canonical URL ("" when it has none). */
async function canonical(page: Page): Promise<string> {
  return (await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "";
}

// ---------------------------------------------------------------------------------------------
// /book-session
// ---------------------------------------------------------------------------------------------

test("/book-session: every section as its file says; back link home; the benefits card is sticky", async () => {
  const v = await visit(ctx, "/book-session");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    await assertSections(page, booking);
    assert.equal(heroOf(booking).backLink?.href, "/", "a way back to the home page");

    const benefits = page.locator(`#${widget.id} aside li`);
    assert.deepEqual(
      (await benefits.allTextContents()).map((t) => t.trim()),
      widget.benefits,
      "the session benefits in the sticky card",
    );
    assert.equal(
      await page.locator(`#${widget.id} aside`).evaluate((el) => getComputedStyle(el).position),
      "sticky",
    );
    assert.equal(await textOf(page.locator(`#${widget.id} aside h3`)), widget.benefitsHeading);
    await assertNoDeadLinks(page);
  } finally {
    await v.close();
  }
});

test("/book-session: the widget script is injected after mount, loads once and the widget initialises in #booking-widget", async () => {
  const v = await visit(ctx, "/book-session");
  try {
    const { page } = v;
    // Not in the static HTML: the page injects the script after it has mounted.
    const html = (await v.response?.text()) ?? "";
    assert.ok(
      !html.includes(`src="${SCHEDULER_SCRIPT_URL}"`),
      "script tag is not in the server HTML",
    );

    await waitForInitCalls(page, 1);
    await page.waitForTimeout(500);
    assert.deepEqual(await initCalls(page), [{ url: SCHEDULER_URL, parentId: "booking-widget" }]);
    assert.equal(await scriptLoads(page), 1);
    assert.equal(await scriptTags(page), 1);
    assert.equal(
      await page.evaluate(
        (src) => document.querySelector<HTMLScriptElement>(`script[src="${src}"]`)?.async,
        SCHEDULER_SCRIPT_URL,
      ),
      true,
    );
    assert.equal(
      await page.getByText(LOADING_TEXT).count(),
      0,
      "spinner text is gone once the script has loaded",
    );
    assert.ok(await page.locator('#booking-widget [data-testid="scheduler-stub"]').isVisible());
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("/book-session: when the script fails, the error is logged, the form replaces the spinner and the fallback link opens the scheduler", async () => {
  const v = await visit(ctx, "/book-session", { scheduler: "fail" });
  try {
    const { page } = v;
    const deadline = Date.now() + 10_000;
    while (!v.errors.includes(LOAD_ERROR) && Date.now() < deadline) await page.waitForTimeout(100);
    assert.ok(
      v.errors.includes(LOAD_ERROR),
      `console errors ${JSON.stringify(v.errors)} include "${LOAD_ERROR}"`,
    );
    assert.equal(v.errors.filter((e) => e === LOAD_ERROR).length, 1);
    await page.getByTestId("booking-fallback").waitFor();
    assert.equal(await page.getByText(LOADING_TEXT).count(), 0, "no spinner is left turning");
    assert.equal(await initCalls(page).then((c) => c.length), 0);

    const fallback = page.locator(`#${widget.id} a[href="${SCHEDULER_URL}"]`);
    assert.equal(await fallback.count(), 1);
    assert.ok((await textOf(fallback)).startsWith(widget.fallbackLinkLabel), "fallback label");
    assert.equal(await fallback.getAttribute("target"), "_blank");
    assert.equal(await fallback.getAttribute("rel"), "noopener noreferrer");
    assert.ok(await fallback.isVisible());
  } finally {
    await v.close();
  }
});

test("/book-session: leaving through a header link and coming back with the back button loads the script only once", async () => {
  const v = await visit(ctx, "/book-session");
  try {
    const { page } = v;
    await waitForInitCalls(page, 1);
    await page.evaluate(() => ((window as SchedulerWindow).__e2eMarker = "same-document"));

    await page.locator("header").getByRole("link", { name: site.labels.home }).click();
    await page.waitForURL((u) => u.pathname === "/");
    await page.locator("h1", { hasText: heroOf(pageContent("/")).heading }).waitFor();
    assert.equal(await page.locator("#booking-widget").count(), 0);

    await page.goBack();
    await page.waitForURL((u) => u.pathname === "/book-session");
    await waitForInitCalls(page, 2);
    await page.waitForTimeout(500);

    assert.equal(
      await page.evaluate(() => (window as SchedulerWindow).__e2eMarker),
      "same-document",
      "navigation stayed client-side",
    );
    assert.equal(await scriptLoads(page), 1, "the script loaded exactly once");
    assert.equal(await scriptTags(page), 1, "one script tag on the page");
    assert.deepEqual(await initCalls(page), [
      { url: SCHEDULER_URL, parentId: "booking-widget" },
      { url: SCHEDULER_URL, parentId: "booking-widget" },
    ]);
    assert.equal(await page.getByText(LOADING_TEXT).count(), 0);
    assert.ok(await page.locator('#booking-widget [data-testid="scheduler-stub"]').isVisible());
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

// ---------------------------------------------------------------------------------------------
// /roi-calculator
// ---------------------------------------------------------------------------------------------

const calculatorPage = pageContent("/roi-calculator");
const calculator = sectionOf(calculatorPage, "roiCalculator");
const { fields, results: resultLabels } = calculator;

/** The inputs of the example: 10 employees at $25 an hour save 5 hours a week each, for $10,000. */
const FIELDS = [
  [fields.employees, "10"],
  [fields.hourlyRate, "25"],
  [fields.hoursPerWeek, "5"],
  [fields.automationCost, "10000"],
] as const;

/** The shown value of the result labelled `label` (its `<dd>`); asserts there is one. */
async function result(page: Page, label: string): Promise<string> {
  const row = page
    .locator(`#${calculator.id} dl[aria-live] > div`)
    .filter({ has: page.locator("dt", { hasText: label }) });
  assert.equal(await row.count(), 1, `one result labelled ${label}`);
  return textOf(row.locator("dd"));
}

/** The weekly, monthly and annual savings and the ROI, as shown. */
async function results(page: Page) {
  return {
    weekly: await result(page, resultLabels.weeklySavings),
    monthly: await result(page, resultLabels.monthlySavings),
    annual: await result(page, resultLabels.annualSavings),
    roi: await result(page, resultLabels.roi),
  };
}

/** A payback figure as shown: the months, then the unit from the file. */
const payback = (months: string) => `${months} ${resultLabels.paybackUnit}`;

const ZERO = { weekly: "$0", monthly: "$0", annual: "$0", roi: "0.0%" };
const EXAMPLE = { weekly: "$1,250", monthly: "$5,413", annual: "$65,000", roi: "550.0%" };

test("/roi-calculator at 390 px: fill the example, calculate, edit, Enter", async () => {
  const v = await visit(ctx, "/roi-calculator", { viewport: PHONE });
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    await assertSections(page, calculatorPage);
    await waitForHydration(page, `#${calculator.id} button[type=submit]`);

    for (const [field] of FIELDS) {
      const input = page.getByLabel(field.label, { exact: true });
      assert.equal(await input.count(), 1, `one field labelled ${field.label}`);
      assert.equal(await input.getAttribute("placeholder"), field.placeholder);
    }
    const button = page.getByRole("button", { name: calculator.submitLabel, exact: true });
    assert.equal(await button.count(), 1);
    assert.deepEqual(await results(page), ZERO);
    assert.equal(
      await page.locator(`#${calculator.id} dl[aria-live]`).getByText(resultLabels.payback).count(),
      0,
      "payback hidden at 0",
    );
    // Until the first calculation a worked example stands above the zero results, with its
    // payback, computed with the calculator's formulas (as home's example is).
    assert.ok(calculator.example, "roi-calculator.json gives the calculator a worked example");
    const example = page.getByTestId("roi-example");
    assert.ok(await example.isVisible(), "the worked example shows before any input");
    assert.equal(await textOf(example.locator("figcaption")), calculator.example.title);
    const figures = roiExampleFigures(calculator.example);
    assert.deepEqual(
      (await example.locator(".roi-example__results dd").allTextContents()).map((t) => t.trim()),
      figures.results.map((r) => r.value),
    );
    assert.ok(
      figures.results.some((r) => r.value.endsWith(calculator.example?.paybackUnit ?? "?")),
      "the example names its payback period",
    );

    for (const [field, value] of FIELDS)
      await page.getByLabel(field.label, { exact: true }).fill(value);
    assert.deepEqual(await results(page), ZERO, "typing alone does not change the results");
    await button.click();
    await example.waitFor({ state: "detached" });
    assert.deepEqual(await results(page), EXAMPLE);
    assert.equal(await result(page, resultLabels.payback), payback("1.8"));
    for (const label of [
      resultLabels.weeklySavings,
      resultLabels.monthlySavings,
      resultLabels.annualSavings,
      resultLabels.roi,
      resultLabels.payback,
    ])
      assert.ok(
        await page.locator(`#${calculator.id} dt`, { hasText: label }).isVisible(),
        `${label} is visible`,
      );

    // Editing does not change the results until the button is pressed again.
    const employees = page.getByLabel(fields.employees.label, { exact: true });
    await employees.fill("20");
    assert.deepEqual(await results(page), EXAMPLE);
    assert.equal(await result(page, resultLabels.payback), payback("1.8"));
    await button.click();
    assert.deepEqual(await results(page), {
      weekly: "$2,500",
      monthly: "$10,825",
      annual: "$130,000",
      roi: "1,200.0%",
    });
    assert.equal(await result(page, resultLabels.payback), payback("0.9"));

    // Enter in a field submits.
    await employees.fill("10");
    await page.getByLabel(fields.hoursPerWeek.label, { exact: true }).press("Enter");
    assert.deepEqual(await results(page), EXAMPLE);
    assert.equal(await result(page, resultLabels.payback), payback("1.8"));
    assert.equal(new URL(page.url()).pathname, "/roi-calculator", "the form never navigates");
    assert.equal(new URL(page.url()).search, "");

    // An empty investment hides the payback block.
    await page.getByLabel(fields.automationCost.label, { exact: true }).fill("");
    await button.click();
    assert.equal(
      await page.locator(`#${calculator.id}`).getByText(resultLabels.payback).count(),
      0,
    );
    assert.doesNotMatch(await textOf(page.locator(`#${calculator.id}`)), /NaN|Infinity/);

    assert.equal(
      calculator.action.href,
      "/book-session",
      "the calculator's button books a session",
    );
    await assertActions(page.locator(`#${calculator.id}`), [calculator.action]);
    assert.ok(
      await page
        .locator(`#${calculator.id}`)
        .getByRole("link", { name: calculator.action.label, exact: true })
        .isVisible(),
    );
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      "no horizontal scrolling at 390 px",
    );
    assert.equal(
      (await page.locator("#get-started a[href='/book-session']").count()) > 0,
      true,
      "closing CTA to /book-session",
    );
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("the calculator's alias answers 200 with the same h1; both paths declare the /resources canonical", async () => {
  const canonicalPath = calculatorPage.seo.canonicalPath ?? calculatorPage.path;
  assert.ok(calculatorPage.aliases?.includes(canonicalPath), "the canonical path is the alias");
  const main = await visit(ctx, calculatorPage.path);
  const alias = await visit(ctx, canonicalPath);
  try {
    assert.equal(alias.response?.status(), 200);
    assert.equal(await textOf(alias.page.locator("h1")), await textOf(main.page.locator("h1")));
    assert.equal(await canonical(alias.page), site.siteUrl + canonicalPath);
    assert.equal(await canonical(main.page), site.siteUrl + canonicalPath);
    assert.equal(
      await alias.page.locator(`#${calculator.id} input`).count(),
      Object.keys(fields).length,
    );
  } finally {
    await main.close();
    await alias.close();
  }
});

// ---------------------------------------------------------------------------------------------
// /templates
// ---------------------------------------------------------------------------------------------

const templatesPage = pageContent("/templates");
const templates = sectionOf(templatesPage, "cards", "templates");

test("/templates: every template card as its file says, with a Download of its workflow and a Customize link to the booking page", async () => {
  const v = await visit(ctx, "/templates");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    await assertSections(page, templatesPage);
    const cards = await assertCards(page, templates);
    for (const [i, card] of templates.cards.entries()) {
      const el = cards.nth(i);
      assert.ok((await el.locator("svg").count()) > 0, `${card.title} has an icon`);
      for (const list of card.lists ?? []) {
        const items = el
          .locator("h4", { hasText: list.title })
          .locator("xpath=following-sibling::ul[1]/li");
        assert.deepEqual(
          (await items.allTextContents()).map((t) => t.trim()),
          list.items,
          `${card.title}: ${list.title}`,
        );
      }
      const actions = card.actions ?? [];
      assert.ok(
        actions.some((a) => a.download?.endsWith(".n8n.json")),
        `${card.title} offers an n8n workflow download`,
      );
      assert.ok(
        actions.some((a) => a.href.startsWith("/book-session?template=")),
        `${card.title} has a Customize link to the booking page`,
      );
      assert.ok(
        (card.lists ?? []).some((l) => l.items.some((x) => /^n8n$/i.test(x))),
        `${card.title} lists n8n, the platform its download imports into`,
      );
      assert.equal(await el.locator("button").count(), 0, `${card.title} has no plain button`);
    }

    const closing = sectionOf(templatesPage, "cta", "get-started");
    const request = actionTo(closing.actions, "/book-session");
    assert.equal(
      await page.getByRole("link", { name: request.label, exact: true }).count(),
      1,
      "one link requests a custom template",
    );
    const canonicalPath = templatesPage.seo.canonicalPath ?? templatesPage.path;
    assert.ok(canonicalPath.startsWith("/resources/"), "the /resources path is canonical");
    assert.equal(await canonical(page), site.siteUrl + canonicalPath);
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("Download on every template card saves its workflow under its file name, as an attachment, and the file passes the structural check", async () => {
  const v = await visit(ctx, "/templates");
  try {
    const { page } = v;
    const cards = downloadCards().filter((c) => c.page === templatesPage.path);
    assert.equal(cards.length, templates.cards.length, "every template card has a download");
    for (const card of cards) {
      const link = page
        .locator(`#${templates.id}`)
        .getByRole("link", { name: actionName(card.download), exact: true });
      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      assert.equal(download.suggestedFilename(), card.download.download, card.title);
      const file = await download.path();
      const json: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
      assert.deepEqual(workflowProblems(json), [], `${card.title}: the workflow is sound`);
      const res = await fetch(ctx.url + card.download.href);
      assert.equal(res.status, 200);
      assert.equal(
        res.headers.get("content-disposition"),
        `attachment; filename="${card.download.download}"`,
        `${card.download.href} is served as an attachment`,
      );
    }
    assert.equal(new URL(page.url()).pathname, templatesPage.path, "the page stays open");
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("Customize leads to the booking page, which names the template and passes it to the scheduler", async () => {
  for (const viewport of [PHONE, undefined]) {
    const v = await visit(ctx, "/templates", { viewport });
    try {
      const { page } = v;
      const card = templates.cards[0];
      const customize = (card.actions ?? []).find((a) => a.href.startsWith("/book-session?"));
      assert.ok(customize, `${card.title} has a Customize link`);
      await page
        .locator(`#${templates.id}`)
        .getByRole("link", { name: actionName(customize), exact: true })
        .click();
      await page.waitForURL((u) => u.pathname === "/book-session");
      assert.equal(new URL(page.url()).search, customize.href.slice(customize.href.indexOf("?")));
      const notice = page.getByTestId("booking-template");
      await notice.waitFor({ state: "visible" });
      assert.equal(
        await textOf(notice.locator("p").first()),
        `${site.booking.templateNotice.label} ${card.title}`,
        "the booking page names the template",
      );
      assert.ok((await textOf(notice)).includes(site.booking.templateNotice.note));
      assert.equal(
        await page.locator("h1 ~ [data-testid=booking-template]").count(),
        1,
        "the hero names the template, under the page's heading",
      );
      await waitForInitCalls(page, 1);
      const key = site.booking.templateAnswerKey;
      assert.deepEqual(await initCalls(page), [
        {
          url: SCHEDULER_URL,
          parentId: "booking-widget",
          prefill: { customAnswers: { [key]: card.title } },
        },
      ]);
      const fallback = new URL(
        (await page
          .getByRole("link", { name: new RegExp(widget.fallbackLinkLabel) })
          .getAttribute("href")) ?? "",
      );
      assert.equal(fallback.searchParams.get(key), card.title, "the fallback link prefills too");
      assert.deepEqual(v.errors, []);
    } finally {
      await v.close();
    }
  }
});

test("an unknown, malformed or hostile ?template value is ignored: nothing of it is shown or run", async () => {
  const values = [
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "__proto__",
    "constructor",
    "no-such-template",
    "",
  ];
  for (const value of values) {
    const v = await visit(ctx, `/book-session?template=${encodeURIComponent(value)}`);
    try {
      const { page } = v;
      let dialog = false;
      page.on("dialog", async (d) => {
        dialog = true;
        await d.dismiss();
      });
      await waitForInitCalls(page, 1);
      assert.equal(await page.getByTestId("booking-template").count(), 0, `${value}: no notice`);
      assert.deepEqual(await initCalls(page), [{ url: SCHEDULER_URL, parentId: "booking-widget" }]);
      const main = await page.locator("main").innerHTML();
      if (/[<>"]/.test(value)) assert.ok(!main.includes(value), `${value}: not in the page`);
      assert.equal(await page.locator("main img[src='x']").count(), 0);
      assert.equal(dialog, false, `${value}: no script ran`);
      assert.equal(await textOf(page.locator("h1")), heroOf(booking).heading);
      assert.deepEqual(v.errors, [], `${value}: no error`);
    } finally {
      await v.close();
    }
  }
});

test("the templates alias answers 200 with the same page and the /resources canonical", async () => {
  const alias = templatesPage.aliases?.[0];
  assert.ok(alias, "the templates page has an alias");
  const v = await visit(ctx, alias);
  try {
    assert.equal(v.response?.status(), 200);
    assert.equal(await textOf(v.page.locator("h1")), heroOf(templatesPage).heading);
    assert.equal(await v.page.locator(`#${templates.id} article`).count(), templates.cards.length);
    assert.equal(
      await canonical(v.page),
      site.siteUrl + (templatesPage.seo.canonicalPath ?? templatesPage.path),
    );
  } finally {
    await v.close();
  }
});

// ---------------------------------------------------------------------------------------------
// The template library (/templates and its filter pages) and the template pages
// ---------------------------------------------------------------------------------------------

/** Every workflow template entry (data/templates), as the build reads it. */
const templateEntries = allArticles()
  .filter((a) => a.kind === "templates")
  .map((a) => ({ ...(a.content as TemplateEntry), path: a.path }));
const library = sectionOf(templatesPage, "collectionList", "library");
const libraryCopy = site.templates.library;
/** The templates /templates features in a row of cards above its library, and that row. */
const featured = featuredTemplates(
  templatesPage.sections,
  templatesPage.path,
  templateEntries.map((t) => t.slug),
);

test("/templates shows each template once (the featured row, then the library of the others), each with its Download and Customize", async () => {
  assert.ok(featured.slugs.length > 0, "templates.json features a row of templates");
  const v = await visit(ctx, "/templates");
  try {
    const { page } = v;
    const scope = page.locator(`#${library.id}`);
    assert.ok(
      (await page.locator("a[download]").count()) >= templateEntries.length,
      "the page offers at least as many downloads as there are templates",
    );
    const others = templateEntries.filter((t) => !featured.slugs.includes(t.slug));
    assert.equal(await scope.locator("article").count(), others.length);
    const line = fill(libraryCopy.showingOthers, {
      count: others.length,
      featured: featured.slugs.length,
      total: templateEntries.length,
    });
    assert.ok(
      await scope.getByText(line, { exact: true }).isVisible(),
      "the library says how many it lists, how many are featured and how many there are",
    );
    for (const t of templateEntries) {
      const cards = page.locator("main article", { has: page.locator(`a[href="${t.path}"]`) });
      assert.equal(await cards.count(), 1, `${t.title}: one card on the page`);
      if (featured.slugs.includes(t.slug)) continue;
      const card = scope.locator("article", { has: page.locator(`a[href="${t.path}"]`) });
      assert.equal(await card.count(), 1, `${t.title} has one card linking to its page`);
      assert.equal(
        await card.locator(`a[href="${t.workflow}"]`).getAttribute("download"),
        templateDownloadName(t.slug),
        `${t.title}: Download saves its workflow`,
      );
      assert.equal(
        await card.locator(`a[href="/book-session?template=${t.slug}"]`).count(),
        1,
        `${t.title}: Customize names it on the booking page`,
      );
    }
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("a filter link works without JavaScript: its own page lists only its templates, with its own title and canonical URL", async () => {
  const category = facetValues(templateEntries, "category").find(
    (c) => c.count < templateEntries.length,
  );
  assert.ok(category, "the templates have more than one category");
  const v = await visit(ctx, "/templates", { javaScriptEnabled: false });
  try {
    const { page } = v;
    const filters = page.getByRole("navigation", { name: libraryCopy.filtersLabel });
    const link = filters.locator(`a[href^="/templates/category/${category.slug}"]`);
    await Promise.all([page.waitForURL((u) => u.pathname !== "/templates"), link.click()]);
    const url = new URL(page.url());
    assert.equal(url.pathname, `/templates/category/${category.slug}`);
    assert.equal(url.hash, `#${library.id}`, "the visitor lands on the library");
    const seo = filterPageSeo({ ...category, facet: "category" }, site.templates);
    assert.equal(await page.title(), `${seo.title} | ${site.brand}`);
    assert.equal(
      await page.locator('link[rel="canonical"]').getAttribute("href"),
      `${site.siteUrl}${url.pathname}`,
    );
    assert.equal(await page.locator("h1").count(), 1);
    const current = filters.locator('[aria-current="page"]');
    assert.equal(await current.count(), 1);
    assert.equal(await current.getAttribute("href"), `${url.pathname}#${library.id}`);
    const shown = templateEntries.filter((t) =>
      matchesFilter(t, { facet: "category", slug: category.slug }),
    );
    const cards = page.locator(`#${library.id} article`);
    assert.equal(await cards.count(), shown.length);
    // The filter lists its templates in full, so the featured row is left out of its page.
    for (const i of featured.sections) {
      const id = templatesPage.sections[i].id;
      assert.ok(id, "the featured row has an id");
      assert.equal(await page.locator(`#${id}`).count(), 0, "no featured row on a filter page");
    }
    for (const t of shown)
      assert.equal(await cards.locator(`a[href="${t.path}"]`).count(), 1, t.title);
    assert.equal(
      await page.locator(".breadcrumbs [aria-current=page]").textContent(),
      seo.title,
      "the trail ends with the filter page",
    );
  } finally {
    await v.close();
  }
});

test("a template page: its nodes as read from its file, a Download that answers 200 as an attachment, a Customize the booking page names", async () => {
  const t = templateEntries.find(
    (e) => !downloadCards().some((c) => c.download.href === e.workflow),
  );
  assert.ok(t, "a template beyond the featured six");
  const v = await visit(ctx, t.path);
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    assert.equal(await textOf(page.locator("h1")), t.title);
    const outline = workflowOutline(
      JSON.parse(fs.readFileSync(path.join(__dirname, "..", "static", t.workflow), "utf8")),
    );
    const nodes = page.locator('[aria-labelledby="workflow-heading"] ol > li');
    assert.deepEqual(
      (await nodes.allTextContents()).map((s) => s.trim()),
      outline.nodes.map((n, i) => `${i + 1}${n.name}${n.typeName}`),
      "the nodes in run order with their types",
    );
    const download = page.locator(`a[href="${t.workflow}"]`).first();
    assert.equal(await download.getAttribute("download"), templateDownloadName(t.slug));
    const res = await fetch(ctx.url + t.workflow);
    assert.equal(res.status, 200);
    assert.equal(
      res.headers.get("content-disposition"),
      `attachment; filename="${templateDownloadName(t.slug)}"`,
    );
    assert.deepEqual(workflowProblems(await res.json()), []);
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "[]",
    ) as { "@type": string; encoding?: { contentUrl: string } }[];
    const work = ld.find((x) => x["@type"] === "CreativeWork");
    assert.equal(work?.encoding?.contentUrl, site.siteUrl + t.workflow);

    await page.locator(`a[href="/book-session?template=${t.slug}"]`).first().click();
    await page.waitForURL((u) => u.pathname === "/book-session");
    const notice = page.getByTestId("booking-template");
    await notice.waitFor({ state: "visible" });
    assert.equal(
      await textOf(notice.locator("p").first()),
      `${site.booking.templateNotice.label} ${t.title}`,
      "the booking page names a template that has no card on /templates",
    );
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});
