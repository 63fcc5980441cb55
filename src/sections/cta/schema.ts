/** The `cta` section's content schema (its part of src/content/schema.ts `SectionSchema`). */
import { z } from "zod";
import {
  Text,
  IconNameSchema,
  ActionSchema,
  sectionHeader,
  RoiExampleSchema,
} from "../../content/schemaBlocks";

export const CallToActionSectionSchema = z
  .object({
    type: z.literal("cta"),
    ...sectionHeader,
    /** `band` is the full-width closing call to action, `panel` an inline promo card. */
    variant: z.enum(["band", "panel"]).optional(),
    actions: z.array(ActionSchema).min(1),
    tiles: z
      .array(z.object({ icon: IconNameSchema.optional(), title: Text, description: Text }).strict())
      .optional(),
    /**
     * A worked example of the ROI calculator beside a panel's words: four inputs, the results to
     * show, computed at build time with the calculator's formulas (src/lib/roiExample.ts).
     */
    roiExample: RoiExampleSchema.optional(),
  })
  .strict();
