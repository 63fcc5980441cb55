import type { SectionCms } from "../cms";

/** The `newsletter` section in the CMS (src/sections/cms.ts). */
export const newsletterCms: SectionCms = {
  label: "Newsletter signup",
};
