/** The `menuCards` section's content schema (its part of src/content/schema.ts `SectionSchema`). */
import { z } from "zod";
import { sectionBase } from "../../content/schemaBlocks";

/**
 * A hub's grid of the pages in one header menu: each card's title, description, icon and link are
 * the menu item's in data/navigation.json, so a page added to the menu appears here too.
 */
export const MenuCardsSectionSchema = z
  .object({
    type: z.literal("menuCards"),
    ...sectionBase,
    /** The `id` of a header menu in data/navigation.json, e.g. `ai-agents`. */
    menu: z.string().regex(/^[a-z-]+$/, "expected the id of a header menu, like ai-agents"),
    /** Cards per row on wide screens. */
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
  })
  .strict();
