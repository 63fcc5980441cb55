/** The `cards` section's content schema (its part of src/content/schema.ts `SectionSchema`). */
import { z } from "zod";
import { ActionSchema, CardSchema, sectionBase } from "../../content/schemaBlocks";

/** A grid of cards: benefits, problems, solutions, use cases, roles, templates… */
export const CardsSectionSchema = z
  .object({
    type: z.literal("cards"),
    ...sectionBase,
    /** Cards per row on wide screens. */
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
    /** `problem` tints cards as pain points; `compact` is a dense grid of small cards. */
    variant: z.enum(["default", "problem", "compact"]).optional(),
    /**
     * `grid` (default): like cards in even columns. `bento`: from 1024 px the first card takes a
     * larger cell (for 3 to 6 cards; other counts keep the grid), for a page's key benefits.
     */
    layout: z
      .enum(["grid", "bento"])
      .meta({
        label: "Layout",
        hint: "grid: even columns (default). bento: on wide screens the first card takes a larger cell, for 3 to 6 key benefits; lead with the strongest card. Phones show one column either way.",
      })
      .optional(),
    cards: z.array(CardSchema).min(1),
    actions: z.array(ActionSchema).optional(),
  })
  .strict();
