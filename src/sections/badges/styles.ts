import { colors, fontSizes, radii, space } from "../../styles/theme";

/**
 * The badges section's tiles (./Badges.tsx) as static class rules: the `.badge-tile` (icon or
 * tool mark, name, optional description and level pill), its group title, a tool mark's place in
 * a tile (in a group with marks the other tiles' icons take the text colour too), and the
 * `--strip` list: the same items without tiles, marks at 28 px, between two hairlines. The tool
 * mark itself (`.tool-mark`, 20 px, in the text colour) is shared with every other mark on the
 * site (src/styles/toolMarkCss.ts, just before these rules in GLOBAL_CSS). Part of the global CSS
 * in the page head, so the tiles cost no JavaScript; the component only names the classes and
 * sets the grid's column count, which depends on the item count.
 */
export const BADGES_CSS = `
  .badge-groups { display: grid; gap: ${space.xl}px; }
  .badge-group__title { font-size: ${fontSizes.lg}; margin-bottom: ${space.md}px; color: var(--on-surface); }
  .badge-list { list-style: none; margin: 0; padding: 0; }
  .badge-tile {
    display: flex;
    align-items: flex-start;
    gap: 10px;
    padding: ${space.md}px;
    background: ${colors.white};
    color: ${colors.text};
    border: 1px solid ${colors.borderSoft};
    border-radius: ${radii.md}px;
  }
  .badge-tile__icon { color: ${colors.primary}; flex-shrink: 0; }
  .badge-list:has(.tool-mark) .badge-tile__icon { color: inherit; }
  .badge-tile .tool-mark { margin: 2px 1px 0; }
  .badge-tile__text { min-width: 0; }
  .badge-tile__name { display: block; font-weight: 700; }
  .badge-tile__description { display: block; font-size: ${fontSizes.xs}; color: ${colors.muted}; }
  .badge-tile__level {
    display: inline-block;
    margin-top: 6px;
    padding: 2px 8px;
    border-radius: ${radii.pill}px;
    font-size: ${fontSizes.xs};
    font-weight: 700;
    background: ${colors.primarySoft};
    color: ${colors.primaryDark};
  }
  .badge-list--strip {
    padding: ${space.lg}px 0;
    border-top: 1px solid var(--hairline, ${colors.border});
    border-bottom: 1px solid var(--hairline, ${colors.border});
  }
  .badge-list--strip .badge-tile {
    align-items: flex-start;
    gap: 12px;
    padding: ${space.sm}px 0;
    background: none;
    color: var(--on-surface, ${colors.text});
    border: 0;
    border-radius: 0;
  }
  .badge-list--strip .tool-mark, .badge-list--strip .badge-tile__icon { width: 28px; height: 28px; margin: 0; }
  .badge-list--strip .badge-tile__name { font-size: ${fontSizes.lg}; letter-spacing: -0.01em; }
  .badge-list--strip .badge-tile__description { color: var(--on-surface-muted, ${colors.muted}); }
  .badge-tile__level[data-level="Expert"] { background: ${colors.primary}; color: ${colors.white}; }
`;
