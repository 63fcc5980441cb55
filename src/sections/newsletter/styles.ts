import { cardSurface, space } from "../../styles/theme";

/**
 * The newsletter section's card (src/sections/newsletter/Newsletter.tsx):
 * `.newsletter-section__card`, a white panel at most 640 px wide around the signup form (whose
 * own rules, `.newsletter__…`, are shared with the footer in src/styles/shellCss.ts). Part of
 * GLOBAL_CSS in every page's head.
 */
export const NEWSLETTER_CSS = `
  .newsletter-section__card {
    max-width: 640px;
    padding: ${space.lg}px;
    background: ${cardSurface.background};
    border: ${cardSurface.border};
    border-radius: ${cardSurface.borderRadius}px;
  }
`;
