import { colors, fontSizes, type } from "../styles/theme";

/**
 * The static class rules of a row of headline figures (src/components/StatList.tsx), written
 * into every page's head with GLOBAL_CSS, after the phone rules that turn a row of three into
 * three lines (src/styles/phoneCss.ts, which win by specificity): `.stat-list` (no margin;
 * `--center` centres it), `__item` (the value above its label), `__label` (muted; `--on-dark`
 * on a dark band) with its `__description`, and `__value` (the figure style, on one line, in
 * tabular digits; `--on-dark` in the light text colour). The row's columns and the figure size
 * follow the values (balancedGrid, statFigureSize) and stay Emotion props.
 */
export const STAT_LIST_CSS = `
  .stat-list { margin: 0; text-align: left; }
  .stat-list--center { text-align: center; }
  .stat-list__item { display: flex; flex-direction: column-reverse; justify-content: flex-end; gap: 4px; }
  .stat-list__label { color: ${colors.muted}; font-size: ${fontSizes.sm}; font-weight: 500; }
  .stat-list__label--on-dark { color: ${colors.mutedOnDark}; }
  .stat-list__description { display: block; font-size: ${fontSizes.xs}; }
  .stat-list__value {
    margin: 0;
    line-height: ${type.figure.lineHeight};
    letter-spacing: ${type.figure.letterSpacing};
    font-weight: ${type.figure.fontWeight};
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
    color: ${colors.primary};
  }
  .stat-list__value--on-dark { color: ${colors.textOnDark}; }
`;
