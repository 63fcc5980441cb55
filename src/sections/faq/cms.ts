import type { SectionCms } from "../cms";

/** The `faq` section in the CMS (src/sections/cms.ts). */
export const faqCms: SectionCms = {
  label: "FAQ",
};
