/** The `newsletter` section's content schema (its part of src/content/schema.ts `SectionSchema`). */
import { z } from "zod";
import { Text, sectionBase } from "../../content/schemaBlocks";

/** An email signup box (resources hub); the footer has its own copy in navigation.json. */
export const NewsletterSectionSchema = z
  .object({
    type: z.literal("newsletter"),
    ...sectionBase,
    label: Text,
    placeholder: Text,
    buttonLabel: Text,
    successText: Text,
    errorText: Text,
  })
  .strict();
