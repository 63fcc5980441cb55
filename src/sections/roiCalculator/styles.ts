import { colors, fontSizes, radii, space } from "../../styles/theme";

/**
 * The ROI calculator's own class rules (src/sections/roiCalculator/RoiCalculator.tsx); its form
 * and results cards are the tools' (`.tool-frame`, `.tool-card…`, src/components/tools/styles.ts).
 * `.roi-calculator__fields` (the four fields), `__submit`, `__results` (the list of results),
 * `__row` (a label beside its figure; `--payback` ringed in green), `__label`, `__figure` (muted
 * until the list carries `data-calculated`, then bold in the brand's dark blue), `__payback` and
 * `__no-payback`. Part of GLOBAL_CSS in every page's head, so the calculator's looks cost no
 * JavaScript.
 */
export const ROI_CALCULATOR_CSS = `
  .roi-calculator__fields { display: grid; gap: ${space.md}px; }
  .roi-calculator__submit { margin-top: ${space.lg}px; }
  .roi-calculator__results { margin: 0; display: grid; gap: ${space.md}px; }
  .roi-calculator__row {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${space.md}px;
    padding: ${space.md}px;
    background: ${colors.white};
    border-radius: ${radii.md}px;
  }
  .roi-calculator__row--payback { border: 2px solid ${colors.success}; }
  .roi-calculator__label { color: ${colors.muted}; font-weight: 600; }
  .roi-calculator__figure {
    margin: 0;
    font-size: ${fontSizes.xl};
    font-weight: 600;
    color: ${colors.muted};
    overflow-wrap: anywhere;
    text-align: right;
  }
  [data-calculated] .roi-calculator__figure { font-weight: 800; color: ${colors.primaryDark}; }
  .roi-calculator__payback {
    margin: 0;
    font-size: ${fontSizes.xl};
    font-weight: 800;
    color: ${colors.success};
    text-align: right;
    white-space: nowrap;
  }
  .roi-calculator__no-payback { margin-top: ${space.md}px; color: ${colors.problem}; font-weight: 600; }
`;
