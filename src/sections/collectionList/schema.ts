/** The `collectionList` section's content schema (its part of src/content/schema.ts `SectionSchema`). */
import { z } from "zod";
import { Text, sectionBase } from "../../content/schemaBlocks";

/**
 * A listing of one content collection (`data/blog/*.json`, `data/case-studies/*.json`,
 * `data/templates/*.json`; the templates can be filtered by category and platform).
 */
export const CollectionListSectionSchema = z
  .object({
    type: z.literal("collectionList"),
    ...sectionBase,
    collection: z.enum(["blog", "caseStudies", "templates", "guides"]),
    /** Label of each item's button (e.g. "Read More"). */
    itemActionLabel: Text.optional(),
  })
  .strict();
