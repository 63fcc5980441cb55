import type { SectionCms } from "../cms";

/** The `process` section in the CMS (src/sections/cms.ts). */
export const processCms: SectionCms = {
  label: "Process steps",
};
