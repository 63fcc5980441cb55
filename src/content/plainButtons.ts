/**
 * Labels of the only controls that render as plain `<button type="button">` with no destination.
 *
 * DESIGN.md "Content model": no control is dead; a button whose destination the spec leaves
 * open links to the obvious target on the site. These are the ones with no sensible target
 * anywhere on the site (no downloadable files, no article pages, no demo video exist).
 * Content validation rejects an action without `href` whose label is not listed here.
 */
export const PLAIN_BUTTON_LABELS: readonly string[] = [
  // /templates (spec 01 §2.8): "they do nothing on the page".
  "Download",
  "Customize",
  // Blog listing (spec 02): Read More has no article page to open.
  "Read More",
];
