import type { SectionCms } from "../cms";

/** The `caseStudies` section in the CMS (src/sections/cms.ts). */
export const caseStudiesCms: SectionCms = {
  label: "Case studies",
};
