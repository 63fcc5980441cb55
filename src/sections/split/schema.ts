/** The `split` section's content schema (its part of src/content/schema.ts `SectionSchema`). */
import { z } from "zod";
import { Text, TextList, sectionBase, HeroVisualSchema } from "../../content/schemaBlocks";

/**
 * A split row: a benefits list on one side, and on the other either a side `panel` (implementation
 * steps, sample interactions, daily tasks) or a `visual`, the same build-time drawing a hero
 * carries (see {@link HeroVisualSchema}). A split takes exactly one of the two; the page schema
 * refuses neither or both.
 */
export const SplitSectionSchema = z
  .object({
    type: z.literal("split"),
    ...sectionBase,
    items: z.array(z.object({ title: Text, description: Text.optional() }).strict()).min(1),
    panel: z
      .object({ title: Text, items: TextList.min(1), ordered: z.boolean().optional() })
      .strict()
      .meta({
        label: "Side panel",
        hint: "A titled list beside the items. Leave empty when the row has a visual.",
      })
      .optional(),
    visual: HeroVisualSchema.meta({
      label: "Visual",
      hint: "A drawing beside the items (workflow, chat, dashboard, timeline, architecture or offer). Leave empty when the row has a side panel.",
    }).optional(),
  })
  .strict();
