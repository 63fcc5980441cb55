import { breakpoints, colors, focusRing, space } from "./theme";

/** Below `sm` (640 px): the phone layouts. */
const PHONE = `@media (max-width: ${breakpoints.sm - 0.02}px)`;

/**
 * Denser phone layouts, shared by every section (part of the global CSS in the page head, so they
 * cost no JavaScript). Below 640 px:
 * - `.swipe` (src/components/swipeRow.ts): a list of like items becomes one row that scrolls
 *   sideways with snap points; each item is 84% of the screen (at most 340 px), so the next one
 *   peeks in at the edge and says there is more. The row bleeds to the screen's edges (the
 *   container's side padding) and keeps room above for a tier's "Most Popular" badge. Its class
 *   is doubled so it wins over the balanced grid's generated class wherever Emotion writes it. It is
 *   positioned, so what sits absolutely inside an item (screen-reader text) scrolls with the row
 *   instead of widening the page.
 * - Under each swipe row, where the browser draws CSS carousel markers (`::scroll-marker`,
 *   Chromium 135+), one dot per item: the item in view is a filled pill, the others rings in
 *   the items' text colour, and on the navy band its light blue, since the cards there are
 *   white while the dots sit on navy (so they keep 3:1 on both).
 * - A pricing row opens on its most popular tier (`scroll-initial-target`, Chromium 133+), with
 *   the cheaper tier peeking on its left; other browsers open on the first tier. Each dot scrolls
 *   its item into view; the group is one tab stop whose arrow keys move between items. Browsers
 *   without markers ignore these rules and keep the peeking next item as the cue.
 * - A row of three headline figures (src/components/StatList.tsx) becomes three lines, each
 *   value in a first column as wide as the widest value and its label beside it on the same
 *   baseline, left-aligned: three labels in a third of the screen each would wrap to four lines.
 * - Badge tiles (tools, technologies; two to a row on phones, src/sections/badges/Badges.tsx) put the
 *   mark above the name, so a short name and its note fit half the screen.
 * From 640 px nothing here applies: the grids are as they were.
 *
 * One rule holds at every width: when the section right after the hero is a form (a calculator,
 * a tool, a booking or contact form), the hero and that section close up, so the form starts on
 * the first screen instead of under two bands of padding.
 */
export const PHONE_CSS = `
  .hero:has(+ .section form) { padding-bottom: ${space.lg}px; }
  .hero + .section:has(form) { padding-top: ${space.lg}px; }
  ${PHONE} {
    .swipe.swipe {
      position: relative;
      display: flex;
      gap: ${space.sm + 4}px;
      overflow-x: auto;
      overscroll-behavior-x: contain;
      scroll-snap-type: x mandatory;
      scroll-padding-inline: ${space.md}px;
      margin: -${space.sm + 4}px -${space.md}px 0;
      padding: ${space.md}px ${space.md}px ${space.sm + 4}px;
      scrollbar-width: thin;
      scrollbar-color: ${colors.border} transparent;
    }
    .swipe > *,
    .swipe > :nth-child(n) {
      flex: 0 0 min(84%, 340px);
      min-width: 0;
      scroll-snap-align: start;
    }
    .swipe:focus-visible {
      outline: ${focusRing.outline};
      outline-offset: -3px;
    }
    .swipe.swipe { scroll-marker-group: after; }
    .swipe::scroll-marker-group {
      display: flex;
      justify-content: center;
      gap: 10px;
      margin-top: ${space.sm}px;
    }
    .swipe > *::scroll-marker {
      content: "";
      box-sizing: border-box;
      width: 10px;
      height: 10px;
      color: inherit;
      border: 2px solid currentColor;
      border-radius: 5px;
      transition: width 0.2s ease;
    }
    .swipe > *::scroll-marker:target-current {
      width: 24px;
      background: currentColor;
    }
    [data-surface="dark"] .swipe > *::scroll-marker { color: ${colors.primaryOnDark}; }
    .swipe > [data-popular] { scroll-initial-target: nearest; }
    .swipe > *::scroll-marker:focus-visible {
      outline: ${focusRing.outline};
      outline-offset: 2px;
    }
    @media (prefers-reduced-motion: reduce) {
      .swipe > *::scroll-marker { transition: none; }
    }
    .stat-list.stat-list:has(> :nth-child(3):last-child) {
      grid-template-columns: max-content 1fr;
      column-gap: ${space.md}px;
      row-gap: ${space.sm + 4}px;
      text-align: left;
    }
    .stat-list:has(> :nth-child(3):last-child) > * {
      display: grid;
      grid-column: 1 / -1;
      grid-template-columns: subgrid;
      column-gap: ${space.md}px;
      align-items: baseline;
    }
    .stat-list:has(> :nth-child(3):last-child) > * > dd {
      grid-column: 1;
      grid-row: 1;
    }
    .badge-list:not(.badge-list--strip) .badge-tile {
      flex-direction: column;
      gap: ${space.sm}px;
      padding: 12px;
    }
  }
`;
