import { colors, fontSizes, radii, space } from "../styles/theme";

/**
 * The static class rules of the CMS preview's own notices (src/cms/preview.tsx), which no page
 * of the site shows, so they are not in GLOBAL_CSS: the preview frame renders them in a
 * `<style>` element of their own beside it. `.preview-notice` is the framed note;
 * `--incomplete` (a dashed edge, muted words) says what cannot render yet, with its
 * `__label` in the text colour; `--scheduled` (a solid edge) names the date a scheduled
 * article goes live.
 */
export const PREVIEW_CSS = `
  .preview-notice {
    margin: ${space.lg}px;
    padding: ${space.lg}px;
    border-radius: ${radii.md}px;
    font-size: ${fontSizes.sm};
  }
  .preview-notice--incomplete { border: 2px dashed ${colors.border}; color: ${colors.muted}; }
  .preview-notice--scheduled { border: 2px solid ${colors.border}; }
  .preview-notice__label { color: ${colors.text}; }
`;
