import { colors, fontSizes, mq, radii, space } from "./theme";

/**
 * A worked ROI example (src/lib/roiExample.ts) as static class rules: `.roi-example`, a white
 * card with its inputs in two columns above a hairline, then its results as large figures in
 * tabular digits. Shared by the call-to-action section (a panel with `roiExample`,
 * src/sections/cta/styles.ts) and the ROI calculator, whose results card shows its own example
 * the same way until the first calculation (`.roi-calculator__example`, flat: it sits inside a
 * card). Part of the global CSS in the page head.
 */
export const ROI_EXAMPLE_CSS = `
  .roi-example {
    margin: 0;
    padding: ${space.lg}px;
    background: ${colors.white};
    border: 1px solid ${colors.primaryBorder};
    border-radius: ${radii.lg}px;
    box-shadow: 0 20px 40px rgba(30, 64, 175, 0.1);
    font-variant-numeric: tabular-nums;
  }
  .roi-example__title { font-size: ${fontSizes.sm}; font-weight: 700; color: ${colors.text}; }
  .roi-example dl { margin: 0; }
  .roi-example dd { margin: 0; }
  .roi-example .roi-example__inputs {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${space.sm}px ${space.md}px;
    margin-top: ${space.md}px;
    padding-bottom: ${space.md}px;
    border-bottom: 1px solid ${colors.borderSoft};
    font-size: ${fontSizes.sm};
  }
  /* Each figure sits at the foot of its cell, so a row's figures share a baseline when one label wraps. */
  .roi-example__inputs > div { display: flex; flex-direction: column; justify-content: space-between; }
  .roi-example__inputs dt { color: ${colors.muted}; }
  .roi-example__inputs dd { font-weight: 650; color: ${colors.text}; }
  .roi-example .roi-example__results {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
    margin-top: ${space.md}px;
  }
  ${mq.sm} { .roi-example .roi-example__results { grid-template-columns: repeat(auto-fit, minmax(8.25rem, 1fr)); } }
  .roi-example__results div { display: flex; flex-direction: column-reverse; gap: 2px; }
  .roi-example__results dt { font-size: ${fontSizes.sm}; color: ${colors.muted}; }
  .roi-example__results dd { font-size: 1.5rem; font-weight: 750; letter-spacing: -0.025em; line-height: 1.15; color: ${colors.primary}; white-space: nowrap; }
  .roi-calculator__example { margin-bottom: ${space.md}px; }
  .roi-calculator__example .roi-example { box-shadow: none; }
`;
