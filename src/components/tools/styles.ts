import { cardSurface, colors, focusRing, fontSizes, mq, radii, space } from "../../styles/theme";

/**
 * The static class rules of the tools (src/components/tools/) and of the parts the ROI
 * calculator shares with them, built from the theme's tokens. Part of GLOBAL_CSS
 * (src/styles/globalCss.ts), written into every page's head, so the tools' looks cost no
 * JavaScript; only a value that depends on the content (a grid's column count for its number of
 * options, the score bar's width) stays in the components. States are modifier classes set by the
 * component (`.choice--checked`) or attributes the markup already carries (`aria-invalid`).
 *
 * - a number field (NumberField.tsx): `.field__label`, `.field__hint`, `.field__input` (its border
 *   turns red while `aria-invalid`), `.field__error`;
 * - a question with options (ChoiceField): `.choice-field`, `.choice-field__legend`, `.choice`
 *   (a clickable tile, `--checked`), `.choice__input`, `.choice__label`, `.choice__description`;
 * - the frame (ToolFrame): `.tool-frame` (form beside results from 1024 px, `--narrow-form` for a
 *   questionnaire), `.tool-frame__fields`, `.tool-frame__submit`, `.tool-frame__empty`;
 * - the cards: `.tool-card` (white panel), `--results` (the tinted results panel), `--sticky`
 *   (stays in view beside a long form from 1024 px), `__heading`, `__note`, `__action`;
 * - results: `.result-rows`, `.result-row`, `__label`, `__figure`; `.tool-result` (a tool's result
 *   stack), `.tool-result__panel`, `__label`, `__subheading`, `__warning`; `.numbered-picks` (a
 *   numbered list of suggestions);
 * - the assumptions table under a tool: `.tool-assumptions…`;
 * - the readiness scorecard's score and bar (`.readiness-score…`) and the platform chooser's
 *   pick and comparison table (`.chooser-pick`, `.chooser-reasons`, `.chooser-compare…`).
 */
export const TOOLS_CSS = `
  .field__label { display: block; font-weight: 600; margin-bottom: 6px; }
  .field__hint { color: ${colors.muted}; font-size: ${fontSizes.sm}; margin-bottom: 6px; }
  .field__input {
    width: 100%;
    min-height: 48px;
    padding: 10px 14px;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md}px;
    font-size: ${fontSizes.md};
    color: ${colors.text};
    background: ${colors.white};
  }
  .field__input[aria-invalid="true"] { border-color: ${colors.problem}; }
  .field__error {
    margin-top: 6px;
    color: ${colors.problem};
    font-size: ${fontSizes.sm};
    font-weight: 600;
  }

  .choice-field { border: 0; margin: 0; padding: 0; min-width: 0; }
  .choice-field__legend { padding: 0; }
  .choice {
    display: flex;
    gap: ${space.sm}px;
    align-items: flex-start;
    padding: 10px 12px;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md}px;
    background: ${colors.white};
    cursor: pointer;
  }
  .choice--checked { border-color: ${colors.primary}; background: ${colors.primarySoft}; }
  .choice:has(input:focus-visible) {
    outline: ${focusRing.outline};
    outline-offset: ${focusRing.outlineOffset}px;
  }
  .choice__input {
    margin-top: 3px;
    width: 18px;
    height: 18px;
    flex-shrink: 0;
    accent-color: ${colors.primary};
  }
  .choice__input:focus-visible { outline: none; }
  .choice__label { font-weight: 500; }
  .choice--checked .choice__label { font-weight: 650; }
  .choice__description { display: block; color: ${colors.muted}; font-size: ${fontSizes.sm}; }

  .tool-frame { display: grid; gap: ${space.lg}px; }
  ${mq.lg} {
    .tool-frame { grid-template-columns: 1fr 1fr; align-items: start; }
    .tool-frame--narrow-form { grid-template-columns: 3fr 2fr; }
  }
  .tool-frame__fields { display: grid; gap: ${space.lg}px; }
  .tool-frame__submit { margin-top: ${space.xl}px; }
  .tool-frame__empty { color: ${colors.muted}; }

  .tool-card {
    padding: ${space.lg}px;
    background: ${cardSurface.background};
    border: ${cardSurface.border};
    border-radius: ${cardSurface.borderRadius}px;
  }
  ${mq.md} {
    .tool-card { padding: ${space.xl}px; }
  }
  .tool-card--results {
    background: ${colors.primarySoft};
    border-color: ${colors.primaryBorder};
    scroll-margin-top: ${space.md}px;
  }
  ${mq.lg} {
    .tool-card--sticky { position: sticky; top: 96px; }
  }
  .tool-card__heading { font-size: ${fontSizes.xl}; margin-bottom: ${space.lg}px; }
  .tool-card__note { margin-top: ${space.md}px; color: ${colors.muted}; font-size: ${fontSizes.sm}; }
  .tool-card__action { margin-top: ${space.lg}px; }

  .result-rows { margin: 0; display: grid; gap: ${space.sm}px; }
  .result-row {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    gap: ${space.xs}px ${space.md}px;
    padding: ${space.md}px;
    background: ${colors.white};
    border-radius: ${radii.md}px;
  }
  .result-row__label { color: ${colors.muted}; font-weight: 600; }
  .result-row__figure {
    margin: 0;
    font-size: ${fontSizes.xl};
    font-weight: 800;
    color: ${colors.primaryDark};
    overflow-wrap: anywhere;
    text-align: right;
  }

  .tool-assumptions { margin-top: ${space.lg}px; }
  .tool-assumptions__heading { font-size: ${fontSizes.lg}; margin-bottom: ${space.md}px; }
  .tool-assumptions__scroll { overflow-x: auto; }
  .tool-assumptions__table { width: 100%; border-collapse: collapse; font-size: ${fontSizes.sm}; }
  .tool-assumptions__cell {
    padding: 10px 12px;
    border-bottom: 1px solid ${colors.borderSoft};
    text-align: left;
    vertical-align: top;
  }
  .tool-assumptions__cell--head { color: ${colors.muted}; font-weight: 650; }
  .tool-assumptions__cell--row { font-weight: 600; }

  .tool-result { display: grid; gap: ${space.md}px; }
  .tool-result__panel { padding: ${space.md}px; background: ${colors.white}; border-radius: ${radii.md}px; }
  .tool-result__label { color: ${colors.muted}; font-weight: 600; }
  .tool-result__subheading { font-size: ${fontSizes.md}; margin-bottom: ${space.sm}px; }
  .tool-result__warning { color: ${colors.warning}; font-weight: 600; font-size: ${fontSizes.sm}; }

  .readiness-score { display: flex; align-items: baseline; gap: ${space.sm}px; }
  .readiness-score__figure {
    font-size: 3rem;
    line-height: 1.1;
    font-weight: 800;
    color: ${colors.primaryDark};
    letter-spacing: -0.03em;
  }
  .readiness-score__out-of { color: ${colors.muted}; }
  .readiness-score__bar {
    margin-top: ${space.sm}px;
    height: 8px;
    border-radius: ${radii.pill}px;
    background: ${colors.borderSoft};
    overflow: hidden;
  }
  .readiness-score__fill { height: 100%; background: ${colors.primary}; }
  .readiness-score__band { margin-top: ${space.md}px; font-size: ${fontSizes.lg}; font-weight: 700; }
  .readiness-score__text { margin-top: ${space.xs}px; color: ${colors.muted}; }

  .numbered-picks { margin: 0; padding: 0; list-style: none; display: grid; gap: ${space.sm}px; }
  .numbered-picks__item {
    display: flex;
    gap: ${space.sm}px;
    padding: ${space.md}px;
    background: ${colors.white};
    border-radius: ${radii.md}px;
  }
  .numbered-picks__number {
    flex-shrink: 0;
    width: 28px;
    height: 28px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border-radius: ${radii.pill}px;
    background: ${colors.primary};
    color: ${colors.white};
    font-weight: 700;
    font-size: ${fontSizes.sm};
  }
  .numbered-picks__title { display: block; font-weight: 650; }
  .numbered-picks__text { display: block; color: ${colors.muted}; font-size: ${fontSizes.sm}; }

  .chooser-pick {
    font-size: 2rem;
    line-height: 1.15;
    font-weight: 800;
    color: ${colors.primaryDark};
    letter-spacing: -0.02em;
  }
  .chooser-pick__plan { margin-top: ${space.xs}px; }
  .chooser-reasons { margin: 0; padding-left: 1.2em; display: grid; gap: ${space.xs}px; }
  .chooser-compare {
    width: 100%;
    border-collapse: collapse;
    font-size: ${fontSizes.sm};
    background: ${colors.white};
    border-radius: ${radii.md}px;
  }
  .chooser-compare th,
  .chooser-compare td {
    padding: 8px 10px;
    text-align: left;
    border-bottom: 1px solid ${colors.borderSoft};
    vertical-align: top;
  }
  .chooser-compare .chooser-compare__cost { text-align: right; }
  .chooser-compare .chooser-compare__figure { text-align: right; white-space: nowrap; }
  .chooser-compare__row--recommended { font-weight: 700; }
  .chooser-compare__platform { font-weight: inherit; }
  .chooser-compare__marks { display: block; color: ${colors.warning}; font-weight: 600; }
`;
