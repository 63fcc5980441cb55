import { colors, fontSizes, radii, space } from "../../styles/theme";

/**
 * The FAQ accordion (src/sections/faq/Faq.tsx) as static class rules: a column of question cards
 * (`.faq__item`, its border turning brand blue while open: `.faq__item--open`), each a full-width
 * question button with a chevron that turns over when the answer shows, and the answer below.
 * Part of the global CSS in the page head, so the accordion's looks cost no JavaScript.
 */
export const FAQ_CSS = `
  .faq { max-width: 860px; display: grid; gap: ${space.sm}px; }
  .faq__item { background: ${colors.white}; border: 1px solid ${colors.borderSoft}; border-radius: ${radii.md}px; }
  .faq__item--open { border-color: ${colors.primaryBorder}; }
  .faq__question { font-size: ${fontSizes.md}; }
  .faq__button {
    width: 100%;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space.md}px;
    padding: ${space.md}px ${space.lg}px;
    min-height: 56px;
    background: transparent;
    border: 0;
    text-align: left;
    font-weight: 650;
    color: ${colors.text};
    cursor: pointer;
    border-radius: ${radii.md}px;
  }
  .faq__chevron { flex-shrink: 0; transition: transform 150ms; color: ${colors.primary}; }
  .faq__item--open .faq__chevron { transform: rotate(180deg); }
  .faq__answer { padding: 0 ${space.lg}px ${space.md}px; color: ${colors.muted}; }
`;
