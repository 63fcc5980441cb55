/**
 * The browser check of every section type (test code: e2e/helpers.ts `assertSections` runs them;
 * nothing in the site imports this module or the checks). Each is in
 * `src/sections/<type>/browserCheck.ts`; the map is a mapped type over the section types, so a
 * type without a check does not compile.
 */
import type { Locator, Page } from "playwright-core";
import type { Page as PageContent, SectionOf, SectionType } from "../content/schema";
import { heroBrowserCheck } from "./hero/browserCheck";
import { statsBrowserCheck } from "./stats/browserCheck";
import { cardsBrowserCheck } from "./cards/browserCheck";
import { processBrowserCheck } from "./process/browserCheck";
import { caseStudiesBrowserCheck } from "./caseStudies/browserCheck";
import { testimonialsBrowserCheck } from "./testimonials/browserCheck";
import { badgesBrowserCheck } from "./badges/browserCheck";
import { packagesBrowserCheck } from "./packages/browserCheck";
import { faqBrowserCheck } from "./faq/browserCheck";
import { comparisonBrowserCheck } from "./comparison/browserCheck";
import { ctaBrowserCheck } from "./cta/browserCheck";
import { splitBrowserCheck } from "./split/browserCheck";
import { demoBrowserCheck } from "./demo/browserCheck";
import { roiCalculatorBrowserCheck } from "./roiCalculator/browserCheck";
import { toolBrowserCheck } from "./tool/browserCheck";
import { bookingWidgetBrowserCheck } from "./bookingWidget/browserCheck";
import { siteSearchBrowserCheck } from "./siteSearch/browserCheck";
import { newsletterBrowserCheck } from "./newsletter/browserCheck";
import { contactFormBrowserCheck } from "./contactForm/browserCheck";
import { collectionListBrowserCheck } from "./collectionList/browserCheck";
import { menuCardsBrowserCheck } from "./menuCards/browserCheck";

/**
 * What a browser check gets: the page, the section's element (`#<id>`; the hero's is the section
 * holding the h1) and the page's content file.
 */
export type BrowserCheckContext = { page: Page; scope: Locator; content: PageContent };

/**
 * Asserts that a section of type `K` shows what its file says in the browser (after
 * `assertSections` has checked its anchor and heading); rejects with the first mismatch.
 */
export type BrowserCheck<K extends SectionType> = (
  context: BrowserCheckContext,
  section: SectionOf<K>,
) => Promise<void>;

/** Every section type's browser check. */
export const SECTION_BROWSER_CHECKS: { [K in SectionType]: BrowserCheck<K> } = {
  hero: heroBrowserCheck,
  stats: statsBrowserCheck,
  cards: cardsBrowserCheck,
  process: processBrowserCheck,
  caseStudies: caseStudiesBrowserCheck,
  testimonials: testimonialsBrowserCheck,
  badges: badgesBrowserCheck,
  packages: packagesBrowserCheck,
  faq: faqBrowserCheck,
  comparison: comparisonBrowserCheck,
  cta: ctaBrowserCheck,
  split: splitBrowserCheck,
  demo: demoBrowserCheck,
  roiCalculator: roiCalculatorBrowserCheck,
  tool: toolBrowserCheck,
  bookingWidget: bookingWidgetBrowserCheck,
  siteSearch: siteSearchBrowserCheck,
  newsletter: newsletterBrowserCheck,
  contactForm: contactFormBrowserCheck,
  collectionList: collectionListBrowserCheck,
  menuCards: menuCardsBrowserCheck,
};

/** The browser check of `section`'s type, typed for that section. */
export function browserCheckOf<K extends SectionType>(section: SectionOf<K>): BrowserCheck<K> {
  return SECTION_BROWSER_CHECKS[section.type as K] as BrowserCheck<K>;
}
