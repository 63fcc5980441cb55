import type { SectionCms } from "../cms";

/** The `contactForm` section in the CMS (src/sections/cms.ts). */
export const contactFormCms: SectionCms = {
  label: "Contact form",
};
