import { colors, fontSizes, mq, radii } from "./theme";

/**
 * The site's buttons as static class rules: `.btn` (shape, type, spacing) with one tone class,
 * `.btn--primary` (filled), `.btn--secondary` (outlined), `.btn--inverse` (filled, for dark
 * backgrounds), `.btn--inverseSecondary` (outlined, for dark backgrounds) or `.btn--link` (a
 * text link with an arrow, its text flush with the card's, still 44 px tall to tap; a secondary
 * action on dark backgrounds takes the outlined inverse tone instead); hover darkens or tints the
 * fill, or thickens the link's underline and nudges its arrow. `ActionButton` and every form's submit button name these classes
 * (`actionClassName` in src/components/ActionButton.tsx). The header's call to action
 * (`.site-header__cta`) is a smaller button shown from 640 px; `.btn--block` fills its
 * container's width; `.btn-row` is a wrapping row of actions (`ActionRow`), `.btn-row--center`
 * centred. Part of the global CSS in the page head, so they cost no JavaScript.
 */
export const BUTTON_CSS = `
  .btn {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    min-height: 48px;
    padding: 12px 22px;
    border-radius: ${radii.md}px;
    font-weight: 650;
    font-size: ${fontSizes.md};
    line-height: 1.2;
    text-decoration: none;
    text-align: center;
    cursor: pointer;
    border: 2px solid transparent;
    transition: background-color 150ms, color 150ms, border-color 150ms;
  }
  .btn--primary { background: ${colors.primary}; color: ${colors.white}; }
  .btn--primary:hover { background: ${colors.primaryDark}; }
  .btn--secondary { background: ${colors.white}; color: ${colors.primary}; border-color: ${colors.primary}; }
  .btn--secondary:hover { background: ${colors.primarySoft}; }
  .btn--inverse { background: ${colors.white}; color: ${colors.primaryDark}; }
  .btn--inverse:hover { background: ${colors.primarySoft}; }
  .btn--inverseSecondary { background: transparent; color: ${colors.white}; border-color: ${colors.white}; }
  .btn--inverseSecondary:hover { background: rgba(255, 255, 255, 0.12); }
  .btn.btn--link {
    padding-inline: 0;
    border-color: transparent;
    background: none;
    color: ${colors.primary};
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 4px;
  }
  .btn--link::after { content: "→" / ""; transition: transform 150ms; }
  .btn--link:hover { text-decoration-thickness: 2px; }
  .btn--link:hover::after { transform: translateX(3px); }
  @media (prefers-reduced-motion: reduce) { .btn--link::after { transition: none; } }
  .site-header__cta.btn { display: none; min-height: 44px; padding: 10px 16px; }
  ${mq.sm} { .site-header__cta.btn { display: inline-flex; } }
  .btn--block { width: 100%; }
  .btn-row { display: flex; flex-wrap: wrap; gap: 12px; justify-content: flex-start; }
  .btn-row--center { justify-content: center; }
`;
