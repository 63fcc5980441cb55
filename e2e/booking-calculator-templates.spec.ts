/**
 * Booking page, ROI calculator and workflow templates (spec 01 §2.4, §2.7, §2.8, §4, §7, §8, §9).
 *
 * The scheduling script is answered by e2e/stubs/scheduling-widget.js, which counts its loads
 * (`window.__schedulerScriptLoads`) and records every init (`window.__schedulerInitCalls`).
 * Expected labels, counts and figures are typed here from the spec, never read from data/pages;
 * the scheduler URLs come from data/site.json through the harness.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Locator, Page } from "playwright-core";
import { PHONE, SCHEDULER_SCRIPT_URL, SCHEDULER_URL, startSiteForSpec, visit } from "./harness";

const ctx = startSiteForSpec();

const LOADING_TEXT = "Loading booking calendar...";
const LOAD_ERROR = "Failed to load the scheduling script.";

type SchedulerWindow = Window & {
  __schedulerInitCalls?: { url: string; parentId: string }[];
  __schedulerScriptLoads?: number;
  __e2eMarker?: string;
};

/** Text as written (textContent), whitespace collapsed. */
async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? "").replace(/\s+/g, " ").trim();
}

async function initCalls(page: Page) {
  return page.evaluate(() => (window as SchedulerWindow).__schedulerInitCalls ?? []);
}

async function scriptLoads(page: Page) {
  return page.evaluate(() => (window as SchedulerWindow).__schedulerScriptLoads ?? 0);
}

async function scriptTags(page: Page) {
  return page.evaluate(
    (src) => Array.from(document.scripts).filter((s) => s.getAttribute("src") === src).length,
    SCHEDULER_SCRIPT_URL,
  );
}

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

async function canonical(page: Page): Promise<string> {
  return (await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "";
}

// ---------------------------------------------------------------------------------------------
// /book-session
// ---------------------------------------------------------------------------------------------

test("/book-session: back link, one h1, four benefits, the three-step process and two testimonials", async () => {
  const v = await visit(ctx, "/book-session");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    assert.equal(await page.locator("h1").count(), 1);
    assert.match(await textOf(page.locator("h1")), /Strategy Session/);
    const back = page.locator("#hero a", { hasText: /Back to Home/i });
    assert.equal(await back.count(), 1);
    assert.equal(await back.getAttribute("href"), "/");

    const benefits = page.locator("#booking aside li");
    assert.equal(await benefits.count(), 4, "four session benefits in the sticky card");
    assert.equal(
      await page.locator("#booking aside").evaluate((el) => getComputedStyle(el).position),
      "sticky",
    );

    const steps = page.locator("#process ol > li");
    assert.equal(await steps.count(), 3);
    const expected = [
      ["Discovery Call", "15 min"],
      ["Strategy Session", "30 min"],
      ["Implementation Plan", "Follow-up"],
    ];
    for (const [i, [title, duration]] of expected.entries()) {
      assert.equal(await textOf(steps.nth(i).locator("h3")), title);
      assert.match(
        await textOf(steps.nth(i)),
        new RegExp(duration, "i"),
        `${title} shows ${duration}`,
      );
    }

    assert.equal(await page.locator("#testimonials figure").count(), 2);
    assert.equal(await page.locator("#testimonials blockquote").count(), 2);

    // Free, 30 minutes, no commitment, response within 24 hours (spec 01 §1).
    const body = await textOf(page.locator("main"));
    for (const claim of [/free/i, /30.minute/i, /no commitment/i, /24 hours/i])
      assert.match(body, claim);
  } finally {
    await v.close();
  }
});

test("/book-session: the widget script is injected after mount, loads once and the widget initialises in #booking-widget", async () => {
  const v = await visit(ctx, "/book-session");
  try {
    const { page } = v;
    // Not in the static HTML: the page injects it after mounting (spec 01 §7).
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

test("/book-session: when the script fails, the error is logged, the spinner stays and the fallback link opens the scheduler", async () => {
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
    await page.waitForTimeout(500);
    const spinner = page.getByText(LOADING_TEXT);
    assert.equal(await spinner.count(), 1);
    assert.ok(await spinner.isVisible(), "spinner stays visible");
    assert.equal(await initCalls(page).then((c) => c.length), 0);

    const fallback = page.locator(`#booking a[href="${SCHEDULER_URL}"]`);
    assert.equal(await fallback.count(), 1);
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

    await page.locator("header").getByRole("link", { name: "Loomwork AI home" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    await page.locator("h1", { hasText: "Build AI Agents That Transform Your Business" }).waitFor();
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

const FIELDS = [
  ["Number of Employees Affected", "10"],
  ["Average Hourly Rate ($)", "25"],
  ["Hours Saved Per Week (per employee)", "5"],
  ["Initial Automation Investment ($)", "10000"],
] as const;

async function result(page: Page, label: string): Promise<string> {
  const row = page
    .locator("#calculator dl > div")
    .filter({ has: page.locator("dt", { hasText: label }) });
  assert.equal(await row.count(), 1, `one result labelled ${label}`);
  return textOf(row.locator("dd"));
}

async function results(page: Page) {
  return {
    weekly: await result(page, "Weekly Savings"),
    monthly: await result(page, "Monthly Savings"),
    annual: await result(page, "Annual Savings"),
    roi: await result(page, "Annual ROI"),
  };
}

const ZERO = { weekly: "$0", monthly: "$0", annual: "$0", roi: "0.0%" };
const EXAMPLE = { weekly: "$1,250", monthly: "$5,413", annual: "$65,000", roi: "550.0%" };

test("/roi-calculator at 390 px: fill the spec example, Calculate ROI, edit, Enter", async () => {
  const v = await visit(ctx, "/roi-calculator", { viewport: PHONE });
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    assert.equal(await page.locator("h1").count(), 1);
    assert.ok(await page.getByText("ROI projection in under 60 seconds").first().isVisible());
    await waitForHydration(page, "#calculator button[type=submit]");

    for (const [label, placeholder] of FIELDS) {
      const input = page.getByLabel(label, { exact: true });
      assert.equal(await input.count(), 1, `one field labelled ${label}`);
      assert.equal(await input.getAttribute("placeholder"), placeholder);
    }
    const button = page.getByRole("button", { name: "Calculate ROI", exact: true });
    assert.equal(await button.count(), 1);
    assert.deepEqual(await results(page), ZERO);
    assert.equal(
      await page.locator("#calculator").getByText("Payback Period").count(),
      0,
      "payback hidden at 0",
    );

    for (const [label, value] of FIELDS) await page.getByLabel(label, { exact: true }).fill(value);
    assert.deepEqual(await results(page), ZERO, "typing alone does not change the results");
    await button.click();
    assert.deepEqual(await results(page), EXAMPLE);
    assert.equal(await result(page, "Payback Period"), "1.8 months");
    for (const label of [
      "Weekly Savings",
      "Monthly Savings",
      "Annual Savings",
      "Annual ROI",
      "Payback Period",
    ])
      assert.ok(
        await page.locator("#calculator dt", { hasText: label }).isVisible(),
        `${label} is visible`,
      );

    // Editing does not change the results until Calculate ROI is pressed again.
    await page.getByLabel("Number of Employees Affected", { exact: true }).fill("20");
    assert.deepEqual(await results(page), EXAMPLE);
    assert.equal(await result(page, "Payback Period"), "1.8 months");
    await button.click();
    assert.deepEqual(await results(page), {
      weekly: "$2,500",
      monthly: "$10,825",
      annual: "$130,000",
      roi: "1,200.0%",
    });
    assert.equal(await result(page, "Payback Period"), "0.9 months");

    // Enter in a field submits.
    await page.getByLabel("Number of Employees Affected", { exact: true }).fill("10");
    await page.getByLabel("Hours Saved Per Week (per employee)", { exact: true }).press("Enter");
    assert.deepEqual(await results(page), EXAMPLE);
    assert.equal(await result(page, "Payback Period"), "1.8 months");
    assert.equal(new URL(page.url()).pathname, "/roi-calculator", "the form never navigates");
    assert.equal(new URL(page.url()).search, "");

    // An empty investment hides the payback block.
    await page.getByLabel("Initial Automation Investment ($)", { exact: true }).fill("");
    await button.click();
    assert.equal(await page.locator("#calculator").getByText("Payback Period").count(), 0);
    assert.doesNotMatch(await textOf(page.locator("#calculator")), /NaN|Infinity/);

    const link = page
      .locator("#calculator")
      .getByRole("link", { name: "Discuss Your Custom Solution", exact: true });
    assert.equal(await link.getAttribute("href"), "/book-session");
    assert.ok(await link.isVisible());
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

test("/resources/roi-calculator answers 200 with the same h1; both paths declare the /resources canonical", async () => {
  const main = await visit(ctx, "/roi-calculator");
  const alias = await visit(ctx, "/resources/roi-calculator");
  try {
    assert.equal(alias.response?.status(), 200);
    assert.equal(await textOf(alias.page.locator("h1")), await textOf(main.page.locator("h1")));
    assert.match(await canonical(alias.page), /^https?:\/\/[^/]+\/resources\/roi-calculator\/?$/);
    assert.match(await canonical(main.page), /^https?:\/\/[^/]+\/resources\/roi-calculator\/?$/);
    assert.equal(await alias.page.locator("#calculator input").count(), 4);
  } finally {
    await main.close();
    await alias.close();
  }
});

// ---------------------------------------------------------------------------------------------
// /templates
// ---------------------------------------------------------------------------------------------

const TEMPLATES: [string, string][] = [
  ["Lead Qualification Automation", "Sales"],
  ["Customer Onboarding Flow", "Customer Success"],
  ["E-commerce Order Processing", "E-commerce"],
  ["Content Publishing Workflow", "Marketing"],
  ["Invoice Processing System", "Finance"],
  ["Support Ticket Routing", "Customer Service"],
];
const PLATFORMS = ["Zapier", "N8N", "Make", "Power Automate", "Custom API"];

test("/templates: six template cards with category, features, platforms and Download/Customize buttons", async () => {
  const v = await visit(ctx, "/templates");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    assert.equal(await page.locator("h1").count(), 1);
    const cards = page.locator("#templates article");
    assert.equal(await cards.count(), 6);
    for (const [i, [title, category]] of TEMPLATES.entries()) {
      const card = cards.nth(i);
      assert.equal(await textOf(card.locator("h3")), title);
      assert.equal(
        await card.getByText(category, { exact: true }).count(),
        1,
        `${title} shows category ${category}`,
      );
      assert.ok((await card.locator("svg").count()) > 0, `${title} has an icon`);
      assert.ok(
        (await textOf(card.locator("p").filter({ hasNotText: category }).first())).length > 40,
        `${title} has a description`,
      );
      assert.match(await textOf(card), /Key Features/);
      assert.match(await textOf(card), /Compatible Platforms/);
      const platformList = card
        .locator("h4", { hasText: "Compatible Platforms" })
        .locator("xpath=following-sibling::ul[1]/li");
      const platforms = (await platformList.allTextContents()).map((t) => t.trim());
      assert.ok(platforms.length > 0, `${title} lists platforms`);
      for (const p of platforms)
        assert.ok(
          PLATFORMS.includes(p),
          `${title}: platform ${p} is one of ${PLATFORMS.join(", ")}`,
        );
      const features = card
        .locator("h4", { hasText: "Key Features" })
        .locator("xpath=following-sibling::ul[1]/li");
      assert.ok((await features.count()) >= 3, `${title} lists key features`);
      for (const label of ["Download", "Customize"]) {
        const button = card.getByRole("button", { name: label, exact: true });
        assert.equal(await button.count(), 1, `${title} has a ${label} button`);
        assert.equal(await button.evaluate((b) => b.tagName), "BUTTON");
        assert.equal(await button.getAttribute("type"), "button");
        assert.equal(
          await card.getByRole("link", { name: label, exact: true }).count(),
          0,
          `${label} is not a link`,
        );
      }
    }
    // The buttons do nothing (spec 01 §2.8): no navigation, no error.
    await cards.nth(0).getByRole("button", { name: "Download", exact: true }).click();
    await cards.nth(0).getByRole("button", { name: "Customize", exact: true }).click();
    assert.equal(new URL(page.url()).pathname, "/templates");

    const request = page.getByRole("link", { name: "Request Custom Template", exact: true });
    assert.equal(await request.count(), 1);
    assert.equal(await request.getAttribute("href"), "/book-session");
    assert.equal(
      await page
        .locator("#get-started")
        .getByRole("link", { name: "Request Custom Template" })
        .count(),
      1,
    );
    assert.match(await canonical(page), /^https?:\/\/[^/]+\/resources\/templates\/?$/);
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("/resources/templates answers 200 with the same page and the /resources canonical", async () => {
  const v = await visit(ctx, "/resources/templates");
  try {
    assert.equal(v.response?.status(), 200);
    assert.equal(await textOf(v.page.locator("h1")), "Workflow Automation Templates");
    assert.equal(await v.page.locator("#templates article").count(), 6);
    assert.match(await canonical(v.page), /^https?:\/\/[^/]+\/resources\/templates\/?$/);
  } finally {
    await v.close();
  }
});
