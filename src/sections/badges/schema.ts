/** The `badges` section's content schema (its part of src/content/schema.ts `SectionSchema`). */
import { z } from "zod";
import {
  Text,
  SearchableText,
  IconNameSchema,
  ToolMarkSchema,
  sectionBase,
} from "../../content/schemaBlocks";

export const BadgeSchema = z
  .object({
    name: SearchableText,
    description: Text.optional(),
    /** e.g. "Expert" or "Advanced". */
    level: Text.optional(),
    icon: IconNameSchema.optional(),
    /** The tool's mark, shown instead of the icon; the name stays beside it. */
    mark: ToolMarkSchema.meta({
      label: "Tool mark",
      hint: "The tool's logo mark (its simple-icons name, e.g. hubspot), drawn in the text colour beside the name instead of the icon. Empty: the icon, if any.",
    }).optional(),
  })
  .strict();

/** A grid of named tiles: integrations, technologies, partners, compliance badges. */
export const BadgesSectionSchema = z
  .object({
    type: z.literal("badges"),
    ...sectionBase,
    /**
     * `tiles` (default): each tool in a bordered tile. `strip`: a band of tool marks, each with
     * its name and description but no tile, between two hairlines, for a short row of partners.
     */
    layout: z
      .enum(["tiles", "strip"])
      .meta({
        label: "Layout",
        hint: "tiles: each tool in a bordered tile (default). strip: a band of marks with their names and no tiles, between two hairlines; for a short row of partners (up to 6), best when each has a Tool mark.",
      })
      .optional(),
    groups: z
      .array(z.object({ title: Text.optional(), items: z.array(BadgeSchema).min(1) }).strict())
      .min(1),
  })
  .strict();
