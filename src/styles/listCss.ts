import { colors, fontSizes, radii } from "./theme";

/**
 * The shared short lists (src/components/CheckAndTagLists.tsx) as static class rules: the ticked
 * `.check-list` (light text on a dark panel with `.check-list--on-dark`) and the `.tag-list` of
 * chips (a chip that links, `.tag-list__link`, is a white pill with a chevron that turns brand blue
 * on hover and focus). Part of the global CSS in the page head, so they cost no JavaScript.
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
  .tag-list > li:has(> .tag-list__link) { padding: 0; border: 0; background: none; }
  .tag-list__link {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    min-height: 32px;
    padding: 4px 12px;
    border-radius: ${radii.pill}px;
    background: ${colors.white};
    border: 1px solid ${colors.border};
    color: ${colors.text};
    text-decoration: none;
    transition: border-color 150ms, color 150ms, background-color 150ms;
  }
  .tag-list__link::after {
    content: "";
    width: 5px;
    height: 5px;
    margin-left: 2px;
    border-top: 1.5px solid ${colors.primary};
    border-right: 1.5px solid ${colors.primary};
    transform: rotate(45deg);
    transition: transform 150ms;
  }
  .tag-list__link:hover, .tag-list__link:focus-visible {
    border-color: ${colors.primary};
    background: ${colors.primarySoft};
    color: ${colors.primaryDark};
  }
  .tag-list__link:hover::after { transform: translateX(2px) rotate(45deg); }
`;
