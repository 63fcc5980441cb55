import { Stats } from "./Stats";
import { Cards } from "./Cards";
import { Process } from "./Process";
import { CaseStudies } from "./CaseStudies";
import { Testimonials } from "./Testimonials";
import { Badges } from "./Badges";
import { Packages } from "./Packages";
import { Comparison } from "./Comparison";
import { CallToAction } from "./CallToAction";
import { Split } from "./Split";
import { Demo } from "./Demo";
import { CollectionList } from "./CollectionList";
import { MenuCards } from "./MenuCards";

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
