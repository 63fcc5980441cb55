import { colors, fontSizes, mq, radii } from "./theme";

/**
 * The site's buttons as static class rules: `.btn` (shape, type, spacing) with one tone class,
 * `.btn--primary` (filled), `.btn--secondary` (outlined), `.btn--inverse` (filled, for dark
 * backgrounds) or `.btn--inverseSecondary` (outlined, for dark backgrounds); hover darkens or
 * tints the fill. `ActionButton` and every form's submit button name these classes
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
  .site-header__cta.btn { display: none; min-height: 44px; padding: 10px 16px; }
  ${mq.sm} { .site-header__cta.btn { display: inline-flex; } }
  .btn--block { width: 100%; }
  .btn-row { display: flex; flex-wrap: wrap; gap: 12px; justify-content: flex-start; }
  .btn-row--center { justify-content: center; }
`;
