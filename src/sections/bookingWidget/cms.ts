import type { SectionCms } from "../cms";

/** The `bookingWidget` section in the CMS (src/sections/cms.ts). */
export const bookingWidgetCms: SectionCms = {
  label: "Booking widget",
};
