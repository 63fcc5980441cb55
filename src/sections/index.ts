import type { ComponentType } from "react";
import type { SectionType } from "../content/schema";
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
import { RoiCalculator } from "./RoiCalculator";
import { BookingWidget } from "./BookingWidget";
import { SiteSearch } from "./SiteSearch";
import { Newsletter } from "./Newsletter";
import { CollectionList } from "./CollectionList";

/** The component for each section type. TypeScript fails the build if a type has none. */
export const SECTION_COMPONENTS: { [T in SectionType]: ComponentType<SectionProps<T>> } = {
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
  roiCalculator: RoiCalculator,
  bookingWidget: BookingWidget,
  siteSearch: SiteSearch,
  newsletter: Newsletter,
  collectionList: CollectionList,
};
