/** The `demo` section's content schema (its part of src/content/schema.ts `SectionSchema`). */
import { z } from "zod";
import { Text, sectionBase } from "../../content/schemaBlocks";

/**
 * A demo shown in place: a scripted sample of a role at work (a prospect's research brief and
 * the first email, a call and the booking it makes), drawn as a product screen. `window` is the
 * screen's title bar; `entries` are what happened, in order, each by an `actor` (the agent, a
 * caller, a person who approves), with its words (`text`), labelled `fields` (a brief, a
 * booking), `turns` of a conversation, or all three. `note` says that the sample is scripted.
 * Every word is the page's own, so the demo stays consistent with its claims.
 */
export const DemoSectionSchema = z
  .object({
    type: z.literal("demo"),
    ...sectionBase,
    window: z
      .object({
        title: Text.meta({
          label: "Screen title",
          hint: "The title bar of the sample screen, e.g. AI SDR · New inbound lead",
        }),
        status: Text.meta({
          label: "Status label",
          hint: "A short label beside the title, e.g. Sample run",
        }).optional(),
      })
      .strict(),
    entries: z
      .array(
        z
          .object({
            time: Text.meta({
              label: "Time",
              hint: "When it happened, e.g. 09:02 or 0:45",
            }).optional(),
            actor: Text.meta({ label: "Who", hint: "Who acts: AI SDR, Caller, Sales rep…" }),
            /** `agent`: the role's own work; `person`: someone else; `result`: what it produced. */
            tone: z
              .enum(["agent", "person", "result"])
              .meta({
                label: "Kind",
                hint: "agent: the AI's work. person: a customer or a colleague. result: what the run produced (a booking, a sent email).",
              })
              .optional(),
            title: Text,
            text: Text.optional(),
            fields: z.array(z.object({ label: Text, value: Text }).strict()).optional(),
            turns: z
              .array(
                z
                  .object({
                    speaker: Text,
                    text: Text,
                    /** The agent's own line (drawn on the brand tint). */
                    agent: z.boolean().optional(),
                  })
                  .strict(),
              )
              .optional(),
          })
          .strict(),
      )
      .min(2)
      .max(6),
    note: Text.optional(),
  })
  .strict();
