/**
 * Labels of the only controls that render as plain `<button type="button">` with no destination.
 *
 * No control should be dead: a button links to the obvious target on the site. These are the
 * ones with no target anywhere on the site yet (no downloadable files, no article pages).
 * Content validation rejects an action without `href` whose label is not listed here.
 */
export const PLAIN_BUTTON_LABELS: readonly string[] = [
  // /templates: the workflow templates have no downloadable file or request flow yet.
  "Download",
  "Customize",
];
