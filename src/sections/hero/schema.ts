/** The `hero` section's content schema (its part of src/content/schema.ts `SectionSchema`). */
import { z } from "zod";
import {
  Text,
  TextList,
  ActionSchema,
  StatSchema,
  sectionHeader,
  HeroVisualSchema,
} from "../../content/schemaBlocks";

/** The page's opening block; its heading is the page's only `<h1>`. */
export const HeroSectionSchema = z
  .object({
    type: z.literal("hero"),
    ...sectionHeader,
    backLink: ActionSchema.optional(),
    badge: Text.optional(),
    /**
     * At most two: the page's main call to action and one alternative (below 640 px the second
     * is drawn as a text link). A third belongs further down the page.
     */
    actions: z
      .array(ActionSchema)
      .max(
        2,
        "expected at most 2 hero actions (the main call to action and one alternative); move the others into the page's content",
      )
      .optional(),
    stats: z.array(StatSchema).optional(),
    trustPoints: TextList.optional(),
    /** The picture beside the words on wide screens (see {@link HeroVisualSchema}). */
    visual: HeroVisualSchema.optional(),
    /**
     * A link shown only on screens narrower than 1024 px that jumps to a part of this page
     * (`#booking`), for content that starts far below the hero on a phone.
     */
    jumpLink: ActionSchema.optional(),
  })
  .strict();
