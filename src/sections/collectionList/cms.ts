import type { SectionCms } from "../cms";

/** The `collectionList` section in the CMS (src/sections/cms.ts). */
export const collectionListCms: SectionCms = {
  label: "Blog / case-study listing",
};
