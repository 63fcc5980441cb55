import type { SectionCms } from "../cms";

/** The `roiCalculator` section in the CMS (src/sections/cms.ts). */
export const roiCalculatorCms: SectionCms = {
  label: "ROI calculator",
};
