import type { SectionCms } from "../cms";

/** The `cards` section in the CMS (src/sections/cms.ts). */
export const cardsCms: SectionCms = {
  label: "Cards grid",
};
