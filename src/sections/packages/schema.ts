/** The `packages` section's content schema (its part of src/content/schema.ts `SectionSchema`). */
import { z } from "zod";
import { Text, TextList, ActionSchema, sectionBase } from "../../content/schemaBlocks";

export const PackageSchema = z
  .object({
    name: Text,
    /** Display text: "$8,000" or "Custom Quote". */
    price: Text,
    /** Display text: "4-6 weeks". */
    duration: Text,
    description: Text,
    features: TextList.min(1),
    popular: z.boolean().optional(),
    action: ActionSchema,
  })
  .strict();

/** Priced packages side by side; one may be marked popular. */
export const PackagesSectionSchema = z
  .object({
    type: z.literal("packages"),
    ...sectionBase,
    packages: z.array(PackageSchema).min(1),
  })
  .strict();
