/** The `siteSearch` section's content schema (its part of src/content/schema.ts `SectionSchema`). */
import { z } from "zod";
import { Text, sectionBase } from "../../content/schemaBlocks";

/** Site search over the page index built at build time (resources hub). */
export const SiteSearchSectionSchema = z
  .object({
    type: z.literal("siteSearch"),
    ...sectionBase,
    label: Text,
    placeholder: Text,
    buttonLabel: Text,
    emptyText: Text,
    /** e.g. "{count} results"; `{count}` is replaced by the number of matches. */
    resultsText: Text,
  })
  .strict();
