import type { SectionCms } from "../cms";

/** The `cta` section in the CMS (src/sections/cms.ts). */
export const ctaCms: SectionCms = {
  label: "Call to action",
};
