import type { SectionCms } from "../cms";

/** The `packages` section in the CMS (src/sections/cms.ts). */
export const packagesCms: SectionCms = {
  label: "Packages (pricing)",
};
