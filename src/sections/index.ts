import { createElement, lazy, type ComponentType } from "react";
import type { SectionOf, SectionType } from "../content/schema";
import type { SectionProps } from "./types";
import { useServerElement } from "../components/serverMarkup";
import type { StaticSectionType } from "./staticSectionComponents";
import {
  loadedStaticSections,
  preloadStaticSections,
  type StaticComponents,
} from "./loadStaticSections";
import { Hero } from "./hero/Hero";
import { Faq } from "./faq/Faq";
import { Newsletter } from "./newsletter/Newsletter";

/** A map from every section type to its component. */
export type SectionComponents = { [K in SectionType]: ComponentType<SectionProps<K>> };

/*
 * Widgets (the ROI calculator, the tools, the booking widget, the site search, the contact form)
 * carry code no other page needs, so each is loaded on demand: webpack puts it in its own chunk
 * (named `section-…`), which only a page that renders the widget fetches. The server render waits for them, so the static
 * HTML is complete; in the browser the widget's section hydrates once its chunk has arrived.
 */
const RoiCalculator = lazy(() =>
  import(/* webpackChunkName: "section-roi-calculator" */ "./roiCalculator/RoiCalculator").then(
    (m) => ({
      default: m.RoiCalculator,
    }),
  ),
);
const Tool = lazy(() =>
  import(/* webpackChunkName: "section-tool" */ "./tool/Tool").then((m) => ({ default: m.Tool })),
);
const BookingWidget = lazy(() =>
  import(/* webpackChunkName: "section-booking-widget" */ "./bookingWidget/BookingWidget").then(
    (m) => ({
      default: m.BookingWidget,
    }),
  ),
);
const ContactFormSection = lazy(() =>
  import(/* webpackChunkName: "section-contact-form" */ "./contactForm/ContactFormSection").then(
    (m) => ({
      default: m.ContactFormSection,
    }),
  ),
);
const SiteSearch = lazy(() =>
  import(/* webpackChunkName: "section-site-search" */ "./siteSearch/SiteSearch").then((m) => ({
    default: m.SiteSearch,
  })),
);

/** The props of a static section's component, whatever its type. */
type StaticSectionProps = { section: SectionOf<StaticSectionType>; index: number };

/** A static section's type and its component's props. */
type LoadedProps = { type: StaticSectionType; props: StaticSectionProps };

/** Draws a static section with its component, which must have loaded. */
function LoadedStaticSection({ type, props }: LoadedProps): JSX.Element {
  const component = (loadedStaticSections() as StaticComponents)[
    type
  ] as ComponentType<StaticSectionProps>;
  return createElement(component, props);
}

/** {@link LoadedStaticSection} once the chunk has arrived (suspends until then). */
const LazyStaticSection = lazy(() =>
  preloadStaticSections().then(() => ({ default: LoadedStaticSection })),
);

/**
 * The component for a static section type (its code waits in the `sections-static` chunk,
 * src/sections/loadStaticSections.ts): on the page the browser loaded, the element the
 * server wrote for it (`data-static="section-<index>"`), handed back to React as it is, so its code
 * is not needed; elsewhere (the server render, after a client-side navigation, the CMS preview)
 * the type's own component, loaded on demand (it suspends inside the section's `<Suspense>` until
 * the chunk is there, which the server render waits for).
 */
function staticSection(type: StaticSectionType): (props: StaticSectionProps) => JSX.Element {
  function StaticSection(props: StaticSectionProps): JSX.Element {
    const server = useServerElement(`section-${props.index}`);
    if (server)
      return createElement(server.tag, {
        ...server.props,
        dangerouslySetInnerHTML: { __html: server.html },
      });
    return createElement(loadedStaticSections() ? LoadedStaticSection : LazyStaticSection, {
      type,
      props,
    });
  }
  StaticSection.displayName = `StaticSection(${type})`;
  return StaticSection;
}

/**
 * The component of each section type (the page template and the CMS previews render through
 * it). TypeScript fails the build if a section type has no component.
 */
export const SECTION_COMPONENTS: SectionComponents = {
  hero: Hero,
  stats: staticSection("stats"),
  cards: staticSection("cards"),
  process: staticSection("process"),
  caseStudies: staticSection("caseStudies"),
  testimonials: staticSection("testimonials"),
  badges: staticSection("badges"),
  packages: staticSection("packages"),
  faq: Faq,
  comparison: staticSection("comparison"),
  cta: staticSection("cta"),
  split: staticSection("split"),
  demo: staticSection("demo"),
  newsletter: Newsletter,
  collectionList: staticSection("collectionList"),
  menuCards: staticSection("menuCards"),
  roiCalculator: RoiCalculator,
  tool: Tool,
  bookingWidget: BookingWidget,
  siteSearch: SiteSearch,
  contactForm: ContactFormSection,
};
