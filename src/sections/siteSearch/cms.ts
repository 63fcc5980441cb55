import type { SectionCms } from "../cms";

/** The `siteSearch` section in the CMS (src/sections/cms.ts). */
export const siteSearchCms: SectionCms = {
  label: "Site search",
};
