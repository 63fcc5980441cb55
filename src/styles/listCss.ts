import { colors, fontSizes, radii } from "./theme";

/**
 * The shared short lists (src/components/CheckAndTagLists.tsx) as static class rules: the ticked
 * `.check-list` (light text on a dark panel with `.check-list--on-dark`) and the `.tag-list` of
 * chips. Part of the global CSS in the page head, so they cost no JavaScript.
 */
export const LIST_CSS = `
  .check-list, .tag-list { list-style: none; margin: 0; padding: 0; gap: 6px; }
  .check-list { display: grid; }
  .check-list > li { display: flex; gap: 8px; font-size: ${fontSizes.sm}; align-items: flex-start; color: ${colors.text}; }
  .check-list--on-dark > li { color: ${colors.white}; }
  .check-list__icon { color: ${colors.success}; flex-shrink: 0; margin-top: 2px; }
  .tag-list { display: flex; flex-wrap: wrap; }
  .tag-list > li {
    padding: 3px 10px;
    border-radius: ${radii.pill}px;
    background: ${colors.surface};
    border: 1px solid ${colors.borderSoft};
    font-size: ${fontSizes.xs};
    font-weight: 600;
    color: ${colors.text};
  }
`;
