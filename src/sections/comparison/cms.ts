import type { SectionCms } from "../cms";

/** The `comparison` section in the CMS (src/sections/cms.ts). */
export const comparisonCms: SectionCms = {
  label: "Comparison table",
};
