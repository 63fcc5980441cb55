/**
 * What a list of like items (cards, steps, stories, tiers, quotes) carries to become a swipe row
 * on phones: below 640 px the static `.swipe` rules (src/styles/phoneCss.ts) lay the items side by
 * side, each about five sixths of the screen wide so the next one peeks in, snapping as they
 * scroll; from 640 px the list keeps its balanced grid. The row is a group named by the section's
 * heading and takes keyboard focus, so arrow keys scroll it (WAI-ARIA: a scrollable region must be
 * reachable by keyboard). Every item stays in the HTML.
 */
export type SwipeRowProps = {
  className: "swipe";
  role?: "group";
  "aria-labelledby": string;
  tabIndex: 0;
};

/**
 * The props of a swipe row. Takes the id of the heading that names the list (usually the
 * section's `<h2>`, from `sectionHeadingId`) and whether the row is itself a list element
 * (`<ol>`, `<ul>`), which keeps its list role; returns the class, role, label and tab stop.
 */
export function swipeRowProps(labelledBy: string, isList = false): SwipeRowProps {
  const props: SwipeRowProps = { className: "swipe", "aria-labelledby": labelledBy, tabIndex: 0 };
  return isList ? props : { ...props, role: "group" };
}

/** Lists shorter than this stay stacked on phones: two items read fine one under the other. */
export const SWIPE_MIN_ITEMS = 3;
