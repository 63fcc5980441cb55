/** The `demo` section's content schema (its part of src/content/schema.ts `SectionSchema`). */
import { z } from "zod";
import { Text, ToolMarkSchema, sectionBase } from "../../content/schemaBlocks";

/**
 * A demo shown in place: a scripted sample of a role, an agent or a workflow at work (a
 * prospect's research brief and the first email, a question answered from cited documents, an
 * order moving through its apps), drawn as a product screen. `window` is the screen's title bar;
 * `entries` are what happened, in order, each by an `actor` (the agent, a caller, an app, a
 * person who approves), optionally with the app's `mark`, and with its words (`text`), labelled
 * `fields` (a brief, a booking, a tool call's input and output), `turns` of a conversation and
 * the `sources` an answer cites. `note` says that the sample is scripted.
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
            /**
             * `agent`: the role's own work; `person`: someone else; `tool`: a call to another
             * system (a search, a CRM lookup, an app step in a workflow); `result`: what it produced.
             */
            tone: z
              .enum(["agent", "person", "tool", "result"])
              .meta({
                label: "Kind",
                hint: "agent: the AI's work. person: a customer or a colleague. tool: a call to another system (a knowledge-base search, a CRM lookup, a workflow's app step). result: what the run produced (a booking, a sent email).",
              })
              .optional(),
            /** The mark of the app this step runs in (HubSpot, Slack…), drawn beside who acts. */
            mark: ToolMarkSchema.meta({
              label: "App mark",
              hint: "Optional: the app this step runs in, e.g. hubspot or slack (a tool-mark name)",
            }).optional(),
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
            /** The documents an answer cites, numbered in order: [1] is the first. */
            sources: z
              .array(
                z
                  .object({
                    title: Text.meta({
                      label: "Source",
                      hint: "The cited document, e.g. Returns policy (2026), clause 4",
                    }),
                    detail: Text.meta({
                      label: "Detail",
                      hint: "Optional: where it comes from, e.g. Help centre · updated 3 March",
                    }).optional(),
                  })
                  .strict(),
              )
              .max(4)
              .meta({
                label: "Cited sources",
                hint: "Optional: the documents this step's answer cites; write [1], [2] in the words to point at them",
              })
              .optional(),
          })
          .strict(),
      )
      .min(2)
      .max(6),
    note: Text.optional(),
  })
  .strict();
