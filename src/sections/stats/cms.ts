import type { SectionCms } from "../cms";

/** The `stats` section in the CMS (src/sections/cms.ts). */
export const statsCms: SectionCms = {
  label: "Stats row",
};
