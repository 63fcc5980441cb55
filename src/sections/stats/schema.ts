/** The `stats` section's content schema (its part of src/content/schema.ts `SectionSchema`). */
import { z } from "zod";
import { SearchableText, StatSchema, sectionBase } from "../../content/schemaBlocks";

/** A row of headline figures (`{ value, label }`), with an optional heading. */
export const StatsSectionSchema = z
  .object({
    type: z.literal("stats"),
    ...sectionBase,
    heading: SearchableText.optional(),
    items: z.array(StatSchema).min(1),
  })
  .strict();
