import type { ComponentType } from "react";
import type { SectionType } from "../content/schema";
import type { WidgetSectionType } from "../content/sectionTemplates";
import type { SectionProps } from "./types";
import { Hero } from "./Hero";
import { Stats } from "./Stats";
import { Cards } from "./Cards";
import { Process } from "./Process";
import { CaseStudies } from "./CaseStudies";
import { Testimonials } from "./Testimonials";
import { Badges } from "./Badges";
import { Packages } from "./Packages";
import { Faq } from "./Faq";
import { Comparison } from "./Comparison";
import { CallToAction } from "./CallToAction";
import { Split } from "./Split";
import { Newsletter } from "./Newsletter";
import { CollectionList } from "./CollectionList";

/** A map from section types to their components (all of them, or a subset for one template). */
export type SectionComponents<T extends SectionType = SectionType> = {
  [K in T]: ComponentType<SectionProps<K>>;
};

/**
 * The component of every section type except the widgets (src/content/sectionTemplates.ts): what
 * content pages (SectionsPage) can render. TypeScript fails the build if a type has none.
 */
export const CONTENT_SECTIONS: SectionComponents<Exclude<SectionType, WidgetSectionType>> = {
  hero: Hero,
  stats: Stats,
  cards: Cards,
  process: Process,
  caseStudies: CaseStudies,
  testimonials: Testimonials,
  badges: Badges,
  packages: Packages,
  faq: Faq,
  comparison: Comparison,
  cta: CallToAction,
  split: Split,
  newsletter: Newsletter,
  collectionList: CollectionList,
};
