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
    .badge-list:not(.badge-list--strip) .badge-tile {
      flex-direction: column;
      gap: ${space.sm}px;
      padding: 12px;
    }
  }
`;
