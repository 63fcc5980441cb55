import type { SectionCms } from "../cms";

/** The `demo` section in the CMS (src/sections/cms.ts). */
export const demoCms: SectionCms = {
  label: "Demo (a sample of the role at work)",
};
