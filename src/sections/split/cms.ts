import type { SectionCms } from "../cms";

/** The `split` section in the CMS (src/sections/cms.ts). */
export const splitCms: SectionCms = {
  label: "List with side panel or visual",
};
