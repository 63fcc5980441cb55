/** The `comparison` section's content schema (its part of src/content/schema.ts `SectionSchema`). */
import { z } from "zod";
import { Text, TextList, sectionBase } from "../../content/schemaBlocks";

/** A table: first column holds row labels, `columns` are the header cells of all columns. */
export const ComparisonSectionSchema = z
  .object({
    type: z.literal("comparison"),
    ...sectionBase,
    columns: TextList.min(2),
    rows: z.array(z.object({ label: Text, values: TextList.min(1) }).strict()).min(1),
  })
  .strict();
