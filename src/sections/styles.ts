import type { SectionType } from "./schemas";
import { PROCESS_CSS } from "./process/styles";
import { TESTIMONIAL_CSS } from "./testimonials/styles";
import { FAQ_CSS } from "./faq/styles";
import { COMPARISON_CSS } from "./comparison/styles";
import { SPLIT_CSS } from "./split/styles";
import { DEMO_CSS } from "./demo/styles";
import { ROI_CALCULATOR_CSS } from "./roiCalculator/styles";
import { SITE_SEARCH_CSS } from "./siteSearch/styles";
import { PACKAGES_CSS } from "./packages/styles";
import { CONTACT_FORM_CSS } from "./contactForm/styles";
import { NEWSLETTER_CSS } from "./newsletter/styles";
import { CARDS_CSS } from "./cards/styles";
import { CTA_CSS } from "./cta/styles";
import { COLLECTION_LIST_CSS } from "./collectionList/styles";
import { BADGES_CSS } from "./badges/styles";
import { BOOKING_CSS } from "./bookingWidget/styles";

/**
 * The static CSS of each section type: the class rules only that type uses, written into every
 * page's head as part of GLOBAL_CSS (src/styles/globalCss.ts places each one, since the
 * cascade depends on their order). A type's own rules live in `src/sections/<type>/styles.ts`;
 * an empty string means it has none of its own: its looks come from rules it shares with other
 * sections or the page frame (in src/styles/, named beside it). Emotion's `css` prop is left only
 * for what follows the content (a grid's columns for its number of items). A mapped type over the
 * section types: a type without an entry does not compile.
 */
export const SECTION_STYLES: { [K in SectionType]: string } = {
  // none of its own: shared rules in src/styles/ and Emotion props
  hero: "",
  // none of its own: shared rules in src/styles/ and Emotion props
  stats: "",
  // the card itself is shared with other lists (src/styles/cardCss.ts); the bento plans' rules
  // (./cards/bentoCss.ts) are the cards section's too, placed earlier in GLOBAL_CSS
  cards: CARDS_CSS,
  process: PROCESS_CSS,
  // the case-study card is shared with the library and the study pages (src/styles/caseStudyCss.ts)
  caseStudies: "",
  testimonials: TESTIMONIAL_CSS,
  // the tool mark itself is shared with the other marks on the site (src/styles/toolMarkCss.ts)
  badges: BADGES_CSS,
  packages: PACKAGES_CSS,
  faq: FAQ_CSS,
  comparison: COMPARISON_CSS,
  // its worked ROI example is shared with the ROI calculator (src/styles/roiExampleCss.ts)
  cta: CTA_CSS,
  split: SPLIT_CSS,
  demo: DEMO_CSS,
  // its form and results cards are the tools' (src/components/tools/styles.ts)
  roiCalculator: ROI_CALCULATOR_CSS,
  // the tools' rules live beside their components (src/components/tools/styles.ts)
  tool: "",
  // also the hero's and the section frame's classes, on the booking page only
  bookingWidget: BOOKING_CSS,
  siteSearch: SITE_SEARCH_CSS,
  // the signup form's rules are shared with the footer (src/styles/shellCss.ts)
  newsletter: NEWSLETTER_CSS,
  // the form inside (src/components/ContactForm.tsx) is shared with the booking widget's fallback
  contactForm: CONTACT_FORM_CSS,
  // the cards' covers are shared with the other listings and articles (src/styles/listingCss.ts)
  collectionList: COLLECTION_LIST_CSS,
  // none of its own: shared rules in src/styles/ and Emotion props
  menuCards: "",
};
