import { breakpoints, colors, focusRing, radii } from "./theme";

/**
 * Static class rules for the links a hero offers (part of the global CSS in the page head, so
 * they cost no JavaScript):
 * - offer tiles that link (`.hv-tile-link`, drawn by src/components/visualMarkup.ts): the whole
 *   tile is the hit area; on hover and keyboard focus its border turns brand blue, it lifts by
 *   its shadow and a chevron after the tile's name moves right, so the tiles read as links
 *   before they are touched as well as after;
 * - the hero's second action up to 640 px: a quiet text link (brand blue, underlined, with a
 *   44 px tall hit area) under a full-width primary button, so a phone's first screen shows one
 *   button and one clear alternative instead of two equal buttons.
 */
export const HERO_LINKS_CSS = `
  .hv-tiles li:has(> .hv-tile-link) { padding: 0; }
  .hv-tile-link {
    display: block;
    height: 100%;
    padding: 12px 14px;
    border-radius: ${radii.md - 1}px;
    color: inherit;
    text-decoration: none;
    transition: box-shadow 150ms, background-color 150ms;
  }
  .hv-tile-link .hv-label { display: flex; align-items: center; gap: 6px; }
  .hv-tile-link .hv-label::after {
    content: "";
    width: 6px;
    height: 6px;
    border-top: 1.5px solid ${colors.primary};
    border-right: 1.5px solid ${colors.primary};
    transform: rotate(45deg);
    transition: transform 150ms;
  }
  .hv-tiles li:has(> .hv-tile-link:hover), .hv-tiles li:has(> .hv-tile-link:focus-visible) {
    border-color: ${colors.primary};
  }
  .hv-tile-link:hover { box-shadow: 0 4px 12px -4px rgba(30, 64, 175, 0.25); }
  .hv-tile-link:hover .hv-label, .hv-tile-link:focus-visible .hv-label { color: ${colors.primaryDark}; }
  .hv-tile-link:hover .hv-label::after { transform: translateX(3px) rotate(45deg); }
  .hv-tile-link:focus-visible { outline: ${focusRing.outline}; outline-offset: ${focusRing.outlineOffset}px; }
  @media (max-width: ${breakpoints.sm}px) {
    .hero-actions .btn-row { flex-direction: column; align-items: stretch; gap: 4px; }
    .hero-actions .btn--secondary {
      min-height: 44px;
      padding: 10px 4px;
      border: 0;
      background: none;
      color: ${colors.primary};
      text-decoration: underline;
      text-decoration-thickness: 1px;
      text-underline-offset: 4px;
    }
    .hero-actions .btn--secondary:hover { background: none; color: ${colors.primaryDark}; }
  }
`;
