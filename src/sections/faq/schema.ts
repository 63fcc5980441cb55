/** The `faq` section's content schema (its part of src/content/schema.ts `SectionSchema`). */
import { z } from "zod";
import { Text, sectionBase } from "../../content/schemaBlocks";

/** Questions and their answers, each opened in place. */
export const FaqSectionSchema = z
  .object({
    type: z.literal("faq"),
    ...sectionBase,
    items: z.array(z.object({ question: Text, answer: Text }).strict()).min(1),
  })
  .strict();
