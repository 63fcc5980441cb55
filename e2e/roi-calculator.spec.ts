/**
 * The ROI calculator refuses nonsense, in Chromium: a negative figure gets its message next to
 * its field (described by it, marked invalid) and no result; after a calculation on a phone the
 * results are scrolled into view and announced; the floating booking prompt never covers them
 * or a primary button. Labels, messages and the results' texts come from
 * data/pages/roi-calculator.json.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Locator, Page } from "playwright-core";
import { AXE_TAGS, axeBuilder } from "./axe";
import { DESKTOP, PHONE, startSiteForSpec, visit } from "./harness";
import { pageContent, sectionOf } from "./helpers";

const ctx = startSiteForSpec();
const calculator = sectionOf(pageContent("/roi-calculator"), "roiCalculator");

const field = (page: Page, key: keyof typeof calculator.fields): Locator =>
  page.getByLabel(calculator.fields[key].label, { exact: true });
const calculate = (page: Page): Promise<void> =>
  page.getByRole("button", { name: calculator.submitLabel, exact: true }).click();
const resultsRegion = (page: Page): Locator =>
  page.getByRole("region", { name: calculator.resultsHeading });

/** The text of every result value, in order (the results' own list, not the worked example). */
async function resultValues(page: Page): Promise<string[]> {
  return resultsRegion(page).locator("dl[aria-live] dd").allInnerTexts();
}

test("a negative figure gets its message next to its field and no result is computed", async () => {
  const v = await visit(ctx, "/roi-calculator", { viewport: PHONE });
  try {
    const { page } = v;
    const before = await resultValues(page);
    await field(page, "employees").fill("-5");
    await field(page, "hourlyRate").fill("25");
    await field(page, "hoursPerWeek").fill("5");
    await calculate(page);
    const employees = field(page, "employees");
    const message = page.getByText(calculator.errors.negative, { exact: true });
    await message.waitFor();
    assert.equal(await employees.getAttribute("aria-invalid"), "true");
    assert.equal(
      await employees.getAttribute("aria-describedby"),
      await message.getAttribute("id"),
    );
    assert.equal(
      await page.evaluate(() => document.activeElement?.id),
      await employees.getAttribute("id"),
    );
    assert.equal(await field(page, "hourlyRate").getAttribute("aria-invalid"), null);
    assert.deepEqual(await resultValues(page), before, "no result from a refused figure");
    assert.doesNotMatch((await resultValues(page)).join(" "), /-|NaN|Infinity/);

    // Corrected, the message goes and Calculate computes.
    await employees.fill("10");
    assert.equal(await message.count(), 0);
    assert.equal(await employees.getAttribute("aria-invalid"), null);
    await calculate(page);
    await page.waitForFunction(
      (zero) =>
        Array.from(document.querySelectorAll("[role=region] dl[aria-live] dd")).some(
          (d) => d.textContent !== zero,
        ),
      before[0],
    );
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("the refused state passes axe at 390 and 1280 px (messages' contrast, names, ARIA)", async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const v = await visit(ctx, "/roi-calculator", { viewport });
    try {
      await field(v.page, "employees").fill("-5");
      await calculate(v.page);
      await v.page.getByText(calculator.errors.negative, { exact: true }).waitFor();
      const results = await axeBuilder(v.page)
        .include(`#${calculator.id}`)
        .withTags(AXE_TAGS)
        .analyze();
      assert.deepEqual(
        results.violations.map(
          (r) => `${r.id}: ${r.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        ),
        [],
        `${viewport.width} px`,
      );
    } finally {
      await v.close();
    }
  }
});

test("placeholders read as hints, not values", async () => {
  const v = await visit(ctx, "/roi-calculator");
  try {
    for (const key of Object.keys(calculator.fields) as (keyof typeof calculator.fields)[]) {
      const placeholder = await field(v.page, key).getAttribute("placeholder");
      assert.equal(placeholder, calculator.fields[key].placeholder);
      assert.match(placeholder ?? "", /\D/, `${key}: the hint is not a bare number`);
    }
  } finally {
    await v.close();
  }
});

test("at 390 px Calculate brings the announced results into view, and the booking prompt never covers them", async () => {
  const v = await visit(ctx, "/roi-calculator", { viewport: PHONE });
  try {
    const { page } = v;
    await field(page, "employees").fill("10");
    await field(page, "hourlyRate").fill("25");
    await field(page, "hoursPerWeek").fill("5");
    await field(page, "automationCost").fill("10000");
    await calculate(page);
    const region = resultsRegion(page);
    assert.equal(await region.locator("[aria-live=polite]").count(), 1, "results are announced");
    await page.waitForFunction(() => {
      const el = document.querySelector("#roi-results-heading");
      const box = el?.getBoundingClientRect();
      return !!box && box.top >= 0 && box.bottom <= window.innerHeight;
    });
    assert.ok(
      await page.evaluate(() => window.scrollY > 600),
      "scrolled far enough for the prompt",
    );
    // Past 600 px the prompt shows, but once the page is at rest it overlaps neither the results
    // nor a primary button (it steps aside, or sits elsewhere).
    await page.waitForFunction(() => {
      const prompt = document.querySelector<HTMLElement>("[data-booking-prompt]");
      if (!prompt || getComputedStyle(prompt).visibility === "hidden") return true;
      const p = prompt.getBoundingClientRect();
      return Array.from(document.querySelectorAll("[data-avoid-prompt]"))
        .filter((el) => !prompt.contains(el))
        .every((el) => {
          const b = el.getBoundingClientRect();
          return !(p.left < b.right && b.left < p.right && p.top < b.bottom && b.top < p.bottom);
        });
    });
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});
