import { colors, fontSizes, space } from "../styles/theme";

/**
 * The static class rules of the fallback screen a render error leaves (src/components/
 * ErrorBoundary.tsx), written into every page's head with GLOBAL_CSS, at its end (they used to
 * be Emotion props, which come after the static sheet once the page's script runs):
 * `.error-screen` (a full-height column, centred both ways), `__heading` (the large heading
 * size, in the text colour) and `__text` (muted, at most 520 px wide). Its button is the
 * primary `.btn`.
 */
export const ERROR_SCREEN_CSS = `
  .error-screen {
    min-height: 100vh;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    text-align: center;
    padding: ${space.lg}px;
    gap: ${space.md}px;
  }
  .error-screen__heading { font-size: ${fontSizes.xxl}; color: ${colors.text}; }
  .error-screen__text { color: ${colors.muted}; max-width: 520px; }
`;
