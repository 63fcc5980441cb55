import { lazy, type ComponentType } from "react";
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
import { Demo } from "./Demo";
import { Newsletter } from "./Newsletter";
import { CollectionList } from "./CollectionList";
import { MenuCards } from "./MenuCards";

/** A map from every section type to its component. */
export type SectionComponents = { [K in SectionType]: ComponentType<SectionProps<K>> };

/*
 * Widgets (the ROI calculator, the tools, the booking widget, the site search, the contact form)
 * carry code no other page needs, so each is loaded on demand: webpack puts it in its own chunk
 * (named `section-…`), which only a page that renders the widget fetches. The server render waits for them, so the static
 * HTML is complete; in the browser the widget's section hydrates once its chunk has arrived.
 */
const RoiCalculator = lazy(() =>
  import(/* webpackChunkName: "section-roi-calculator" */ "./RoiCalculator").then((m) => ({
    default: m.RoiCalculator,
  })),
);
const Tool = lazy(() =>
  import(/* webpackChunkName: "section-tool" */ "./Tool").then((m) => ({ default: m.Tool })),
);
const BookingWidget = lazy(() =>
  import(/* webpackChunkName: "section-booking-widget" */ "./BookingWidget").then((m) => ({
    default: m.BookingWidget,
  })),
);
const ContactFormSection = lazy(() =>
  import(/* webpackChunkName: "section-contact-form" */ "./ContactFormSection").then((m) => ({
    default: m.ContactFormSection,
  })),
);
const SiteSearch = lazy(() =>
  import(/* webpackChunkName: "section-site-search" */ "./SiteSearch").then((m) => ({
    default: m.SiteSearch,
  })),
);

/**
 * The component of each section type (the page template and the CMS previews render through
 * it). TypeScript fails the build if a section type has no component.
 */
export const SECTION_COMPONENTS: SectionComponents = {
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
  demo: Demo,
  newsletter: Newsletter,
  collectionList: CollectionList,
  menuCards: MenuCards,
  roiCalculator: RoiCalculator,
  tool: Tool,
  bookingWidget: BookingWidget,
  siteSearch: SiteSearch,
  contactForm: ContactFormSection,
};
