import { RoiCalculator } from "./RoiCalculator";
import { BookingWidget } from "./BookingWidget";
import { SiteSearch } from "./SiteSearch";
import { CONTENT_SECTIONS, type SectionComponents } from "./contentSections";

export type { SectionComponents } from "./contentSections";

/**
 * The component for each section type, widgets included (the WidgetPage template for pages with
 * several kinds of widget, CMS previews). TypeScript fails the build if a type has none. Page
 * templates use `CONTENT_SECTIONS` plus at most their own widget, so a widget's code stays out of
 * other pages' bundles (see src/content/sectionTemplates.ts).
 */
export const SECTION_COMPONENTS: SectionComponents = {
  ...CONTENT_SECTIONS,
  roiCalculator: RoiCalculator,
  bookingWidget: BookingWidget,
  siteSearch: SiteSearch,
};
