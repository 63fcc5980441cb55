/**
 * Which page template a page is built with (no React: gatsby-node reads this too).
 *
 * Widget sections carry code no other page needs: the ROI calculator, the booking widget and its
 * script loader, the site search. Gatsby splits JavaScript per template, so each widget has a
 * template of its own (content sections + that widget), and every other page is built with
 * `SectionsPage`, whose section map has no widget at all (issue 8, JS budget: the calculator's
 * code is only on the calculator page, the booking widget's only on the booking page). A page
 * with two different widgets gets `WidgetPage`, which knows every section type. What all
 * templates share goes in Gatsby's `commons` chunk.
 */
export const WIDGET_TEMPLATES = {
  roiCalculator: "RoiCalculatorPage",
  bookingWidget: "BookingPage",
  siteSearch: "SearchPage",
} as const;

/** A section type only a widget template renders. */
export type WidgetSectionType = keyof typeof WIDGET_TEMPLATES;

export const WIDGET_SECTION_TYPES = Object.keys(WIDGET_TEMPLATES) as WidgetSectionType[];

/** A template file's name in src/templates/ (without `.tsx`). */
export type TemplateName =
  "SectionsPage" | "WidgetPage" | (typeof WIDGET_TEMPLATES)[WidgetSectionType];

/** The template for a page with these section types (in page order). */
export function templateFor(sectionTypes: readonly string[]): TemplateName {
  const widgets = [
    ...new Set(sectionTypes.filter((t): t is WidgetSectionType => t in WIDGET_TEMPLATES)),
  ];
  if (widgets.length === 0) return "SectionsPage";
  return widgets.length === 1 ? WIDGET_TEMPLATES[widgets[0]] : "WidgetPage";
}
