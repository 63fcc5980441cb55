import type { SectionCms } from "../cms";

/** The `badges` section in the CMS (src/sections/cms.ts). */
export const badgesCms: SectionCms = {
  label: "Badges / integrations",
};
