/**
 * The static-HTML check of every section type (test code: __tests__/static/content.checks.ts
 * runs them on the built pages; nothing in the site imports this module or the checks). Each is
 * in `src/sections/<type>/staticCheck.ts`; the map is a mapped type over the section types, so a
 * type without a check does not compile.
 */
import type { SectionOf, SectionType } from "../content/schema";
import { heroStaticCheck } from "./hero/staticCheck";
import { statsStaticCheck } from "./stats/staticCheck";
import { cardsStaticCheck } from "./cards/staticCheck";
import { processStaticCheck } from "./process/staticCheck";
import { caseStudiesStaticCheck } from "./caseStudies/staticCheck";
import { testimonialsStaticCheck } from "./testimonials/staticCheck";
import { badgesStaticCheck } from "./badges/staticCheck";
import { packagesStaticCheck } from "./packages/staticCheck";
import { faqStaticCheck } from "./faq/staticCheck";
import { comparisonStaticCheck } from "./comparison/staticCheck";
import { ctaStaticCheck } from "./cta/staticCheck";
import { splitStaticCheck } from "./split/staticCheck";
import { demoStaticCheck } from "./demo/staticCheck";
import { roiCalculatorStaticCheck } from "./roiCalculator/staticCheck";
import { toolStaticCheck } from "./tool/staticCheck";
import { bookingWidgetStaticCheck } from "./bookingWidget/staticCheck";
import { siteSearchStaticCheck } from "./siteSearch/staticCheck";
import { newsletterStaticCheck } from "./newsletter/staticCheck";
import { contactFormStaticCheck } from "./contactForm/staticCheck";
import { collectionListStaticCheck } from "./collectionList/staticCheck";
import { menuCardsStaticCheck } from "./menuCards/staticCheck";

/** What a static check gets: the page's path and the section's element in its built HTML. */
export type StaticCheckContext = { pagePath: string; el: Element };

/**
 * What the built section gets wrong against its file (a section of type `K`): a list of
 * problems, `false` for each check that passed.
 */
export type StaticCheck<K extends SectionType> = (
  context: StaticCheckContext,
  section: SectionOf<K>,
) => (string | false)[];

/** Every section type's static check. */
export const SECTION_STATIC_CHECKS: { [K in SectionType]: StaticCheck<K> } = {
  hero: heroStaticCheck,
  stats: statsStaticCheck,
  cards: cardsStaticCheck,
  process: processStaticCheck,
  caseStudies: caseStudiesStaticCheck,
  testimonials: testimonialsStaticCheck,
  badges: badgesStaticCheck,
  packages: packagesStaticCheck,
  faq: faqStaticCheck,
  comparison: comparisonStaticCheck,
  cta: ctaStaticCheck,
  split: splitStaticCheck,
  demo: demoStaticCheck,
  roiCalculator: roiCalculatorStaticCheck,
  tool: toolStaticCheck,
  bookingWidget: bookingWidgetStaticCheck,
  siteSearch: siteSearchStaticCheck,
  newsletter: newsletterStaticCheck,
  contactForm: contactFormStaticCheck,
  collectionList: collectionListStaticCheck,
  menuCards: menuCardsStaticCheck,
};

/** The static check of `section`'s type, typed for that section. */
export function staticCheckOf<K extends SectionType>(section: SectionOf<K>): StaticCheck<K> {
  return SECTION_STATIC_CHECKS[section.type as K] as StaticCheck<K>;
}
