/** The `testimonials` section's content schema (its part of src/content/schema.ts `SectionSchema`). */
import { z } from "zod";
import { Text, TextList, StatSchema, TagSchema, sectionBase } from "../../content/schemaBlocks";

export const TestimonialSchema = z
  .object({
    quote: Text,
    name: Text,
    role: Text.optional(),
    company: Text.optional(),
    industry: Text.optional(),
    rating: z.number().int().min(1).max(5).optional(),
    results: TextList.optional(),
  })
  .strict();

/** Client quotes, with optional headline figures and chips of the industries served. */
export const TestimonialsSectionSchema = z
  .object({
    type: z.literal("testimonials"),
    ...sectionBase,
    items: z.array(TestimonialSchema).min(1),
    stats: z.array(StatSchema).optional(),
    /** Chips under the quotes (the industries served); each may link to its page. */
    tags: z.array(TagSchema).optional(),
  })
  .strict();
