import { colors, fontSizes, radii, space } from "../styles/theme";

/**
 * The static class rules of the booking page's two notices, written into every page's head with
 * GLOBAL_CSS, so they cost no JavaScript to style:
 *
 * - `.chosen-tool`: the tool result a visitor brings (src/components/ChosenToolNotice.tsx), a
 *   tinted band with a blue left edge above the scheduler: `__label` (small, blue), `__text` (the
 *   result's sentence, large) and `__note` (small, muted);
 * - `.chosen-template`: the workflow template a visitor chose (src/components/ChosenTemplateNotice.tsx),
 *   a white card with a blue left edge, at most 720 px wide: `__title` (large) and `__note` (muted).
 */
export const NOTICE_CSS = `
  .chosen-tool {
    padding: ${space.md}px;
    background: ${colors.primarySoft};
    border-bottom: 1px solid ${colors.primaryBorder};
    border-left: 4px solid ${colors.primary};
  }
  .chosen-tool__label { font-size: ${fontSizes.sm}; font-weight: 650; color: ${colors.primaryDark}; }
  .chosen-tool__text { margin-top: ${space.xs}px; font-size: ${fontSizes.lg}; font-weight: 650; }
  .chosen-tool__note { margin-top: ${space.xs}px; color: ${colors.muted}; font-size: ${fontSizes.sm}; }

  .chosen-template {
    margin-top: ${space.lg}px;
    padding: ${space.md}px;
    max-width: 720px;
    background: ${colors.white};
    border: 1px solid ${colors.primaryBorder};
    border-left: 4px solid ${colors.primary};
    border-radius: ${radii.md}px;
  }
  .chosen-template__title { font-size: ${fontSizes.lg}; }
  .chosen-template__note { margin-top: 4px; color: ${colors.muted}; }
`;
