import type { SectionCms } from "../cms";

/** The `hero` section in the CMS (src/sections/cms.ts). */
export const heroCms: SectionCms = {
  label: "Hero (page opening, h1)",
};
