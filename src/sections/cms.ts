import type { SectionType } from "./schemas";
import { heroCms } from "./hero/cms";
import { statsCms } from "./stats/cms";
import { cardsCms } from "./cards/cms";
import { processCms } from "./process/cms";
import { caseStudiesCms } from "./caseStudies/cms";
import { testimonialsCms } from "./testimonials/cms";
import { badgesCms } from "./badges/cms";
import { packagesCms } from "./packages/cms";
import { faqCms } from "./faq/cms";
import { comparisonCms } from "./comparison/cms";
import { ctaCms } from "./cta/cms";
import { splitCms } from "./split/cms";
import { demoCms } from "./demo/cms";
import { roiCalculatorCms } from "./roiCalculator/cms";
import { toolCms } from "./tool/cms";
import { bookingWidgetCms } from "./bookingWidget/cms";
import { siteSearchCms } from "./siteSearch/cms";
import { newsletterCms } from "./newsletter/cms";
import { contactFormCms } from "./contactForm/cms";
import { collectionListCms } from "./collectionList/cms";
import { menuCardsCms } from "./menuCards/cms";

/**
 * A section type's words in the CMS: `label` names it in the "Add section" menu and in the
 * validator's messages (the part before any parenthesis is the name messages use: "Call to
 * action" → `call to action`); `hints` is help shown under its fields, by field name (the CMS
 * matches hints by name, so a hint applies to every field of that name).
 */
export type SectionCms = { label: string; hints?: Readonly<Record<string, string>> };

/**
 * The CMS words of every section type (each in `src/sections/<type>/cms.ts`). A mapped type over
 * the section types: a type without its CMS words does not compile.
 */
export const SECTION_CMS: { [K in SectionType]: SectionCms } = {
  hero: heroCms,
  stats: statsCms,
  cards: cardsCms,
  process: processCms,
  caseStudies: caseStudiesCms,
  testimonials: testimonialsCms,
  badges: badgesCms,
  packages: packagesCms,
  faq: faqCms,
  comparison: comparisonCms,
  cta: ctaCms,
  split: splitCms,
  demo: demoCms,
  roiCalculator: roiCalculatorCms,
  tool: toolCms,
  bookingWidget: bookingWidgetCms,
  siteSearch: siteSearchCms,
  newsletter: newsletterCms,
  contactForm: contactFormCms,
  collectionList: collectionListCms,
  menuCards: menuCardsCms,
};
