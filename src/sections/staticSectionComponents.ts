import { Stats } from "./stats/Stats";
import { Cards } from "./cards/Cards";
import { Process } from "./process/Process";
import { CaseStudies } from "./caseStudies/CaseStudies";
import { Testimonials } from "./testimonials/Testimonials";
import { Badges } from "./badges/Badges";
import { Packages } from "./packages/Packages";
import { Comparison } from "./comparison/Comparison";
import { CallToAction } from "./cta/CallToAction";
import { Split } from "./split/Split";
import { Demo } from "./demo/Demo";
import { CollectionList } from "./collectionList/CollectionList";
import { MenuCards } from "./menuCards/MenuCards";

/**
 * The components of the section types whose content has no state and no handlers (cards,
 * figures, steps, quotes, links): each renders through `SectionShell isStatic` (or, for the call
 * to action, its own static part), so on the page the browser loaded it keeps the server's HTML.
 * Their code is therefore needed only to draw another page after a client-side navigation, and
 * webpack puts this module in a chunk of its own (`sections-static`, src/sections/index.ts) that
 * no page waits for. A type listed here must be static: `__tests__/sections/staticSections.test.tsx`
 * renders each one and fails when its output is not a static part.
 */
export const STATIC_SECTION_COMPONENTS = {
  stats: Stats,
  cards: Cards,
  process: Process,
  caseStudies: CaseStudies,
  testimonials: Testimonials,
  badges: Badges,
  packages: Packages,
  comparison: Comparison,
  cta: CallToAction,
  split: Split,
  demo: Demo,
  collectionList: CollectionList,
  menuCards: MenuCards,
};

/** A section type drawn by a component of {@link STATIC_SECTION_COMPONENTS}. */
export type StaticSectionType = keyof typeof STATIC_SECTION_COMPONENTS;
