/** The `process` section's content schema (its part of src/content/schema.ts `SectionSchema`). */
import { z } from "zod";
import { Text, TextList, sectionBase } from "../../content/schemaBlocks";

export const ProcessStepSchema = z
  .object({
    title: Text,
    description: Text,
    /** e.g. "15 min", "Weeks 1-2", "Follow-up". */
    duration: Text.optional(),
    deliverables: TextList.optional(),
  })
  .strict();

/** Numbered steps of how an engagement runs, each with an optional duration and deliverables. */
export const ProcessSectionSchema = z
  .object({
    type: z.literal("process"),
    ...sectionBase,
    steps: z.array(ProcessStepSchema).min(1),
  })
  .strict();
