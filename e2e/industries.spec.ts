/**
 * Industry pages: each shows every section its file in data/pages/industries/ describes (copy,
 * figures, badges, testimonials), every solution states its return as a percentage, the hero
 * and the closing call to action book a session and link to the ROI calculator and the case
 * studies, and no link is dead. Page-specific rules follow in each test.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { startSiteForSpec } from "./harness";
import { checkContentPage, type PageCheck } from "./contentPage";
import {
  actionTo,
  assertEveryCardHasList,
  closingCtaOf,
  heroOf,
  sectionOf,
  type PageContent,
} from "./helpers";

const ctx = startSiteForSpec();

/** Each solution card shows a figure that is a percentage (its claimed return). */
async function assertSolutionRoi(page: Page): Promise<void> {
  const cards = page.locator("#solutions article");
  assert.ok((await cards.count()) > 0, "solution cards");
  for (let i = 0; i < (await cards.count()); i++) {
    const figures = await cards.nth(i).locator("dl dd").allTextContents();
    assert.ok(
      figures.some((f) => /\d+%/.test(f)),
      `solution ${i + 1} states a percentage: ${figures.join(" | ")}`,
    );
  }
}

/**
 * The hero books a session and links to the ROI calculator (its two actions); the closing call
 * to action books a session and links to the calculator and the case studies, at the paths
 * given (the /resources aliases or the short paths).
 */
function assertResourceActions(
  content: PageContent,
  calculator: string,
  caseStudies: string,
): void {
  for (const href of ["/book-session", calculator]) actionTo(heroOf(content).actions, href);
  for (const href of ["/book-session", calculator, caseStudies])
    actionTo(closingCtaOf(content).actions, href);
}

/** An industry page: the shared content-page checks, solution cards with ROI, then `extra`. */
const checkIndustryPage = (pathname: string, extra: PageCheck) =>
  checkContentPage(ctx, pathname, async (page, content) => {
    await assertSolutionRoi(page);
    await extra(page, content);
  });

for (const slug of ["healthcare", "manufacturing", "financial", "marketing"]) {
  test(`/industries/${slug}: every section as its file says; booking, /resources calculator and case-study links`, async () => {
    await checkIndustryPage(`/industries/${slug}`, async (page, content) => {
      assertResourceActions(content, "/resources/roi-calculator", "/resources/case-studies");
      for (const href of ["/book-session", "/resources/roi-calculator", "/resources/case-studies"])
        assert.ok((await page.locator(`main a[href="${href}"]`).count()) > 0, `a link to ${href}`);
    });
  });
}

for (const slug of ["saas", "ecommerce"]) {
  test(`/industries/${slug}: every section as its file says; booking, calculator and case-study links; titled integration groups`, async () => {
    await checkIndustryPage(`/industries/${slug}`, async (page, content) => {
      assertResourceActions(content, "/roi-calculator", "/case-studies");
      const groups = sectionOf(content, "badges", "integrations").groups;
      assert.ok(
        groups.every((g) => g.title),
        "every integration group has a title",
      );
      assert.equal(await page.locator("#integrations ul").count(), groups.length);
      if (slug === "saas") {
        await assertEveryCardHasList(page, "growth-stages");
      }
    });
  });
}

test("/industries/real-estate: every section as its file says; a testimonial; the trial and demo buttons book a session", async () => {
  await checkIndustryPage("/industries/real-estate", async (page, content) => {
    const testimonial = sectionOf(content, "testimonials", "testimonial");
    assert.equal(testimonial.items.length, 1, "one testimonial");
    assert.ok(testimonial.items[0].quote.length > 80, "the testimonial has a real quote");

    const trial = sectionOf(content, "cta", "trial");
    actionTo(trial.actions, "/book-session");
    actionTo(trial.actions, "/roi-calculator");

    const hero = heroOf(content);
    assert.equal(hero.actions?.[0]?.href, "/book-session", "the main hero button books a demo");
    actionTo(hero.actions, "#features");
    actionTo(closingCtaOf(content).actions, "/case-studies");
    assert.equal(await page.locator("#features").count(), 1);
  });
});
