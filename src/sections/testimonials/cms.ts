import type { SectionCms } from "../cms";

/** The `testimonials` section in the CMS (src/sections/cms.ts). */
export const testimonialsCms: SectionCms = {
  label: "Testimonials",
};
