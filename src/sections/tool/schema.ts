/** The `tool` section's content schema (its part of src/content/schema.ts `SectionSchema`). */
import { z } from "zod";
import { Text, HrefSchema, sectionBase } from "../../content/schemaBlocks";

/** An id inside a tool's content (a band, an automation, a plan, a tier): lowercase words and hyphens. */
const ToolId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "expected an id like lead-routing");

/** The day a tool's prices were checked against the vendors' own pages. */
const ToolDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "expected an ISO date like 2025-03-14")
  .meta({ date: true });

/**
 * A number a tool asks for: its label, the hint inside the empty field, an optional line under
 * the label, and the range it accepts (`min`, default 0, to `max`, both included). A figure
 * outside the range is refused with the section's `errors.range` message.
 */
export const ToolNumberFieldSchema = z
  .object({
    label: Text,
    placeholder: Text,
    hint: Text.optional(),
    min: z.number().min(0).optional(),
    max: z.number().positive(),
  })
  .strict();

/** One answer of a fixed choice (a radio button): its words and an optional line under them. */
const ToolChoiceOptionSchema = z.object({ label: Text, description: Text.optional() }).strict();

/** A labelled value a tool states and computes with, e.g. tokens per word. */
const ToolAssumptionSchema = z.object({ label: Text, value: z.number().min(0) }).strict();

/** Reports ids that are not unique within `items` (at `path`, item index, `id`). */
function uniqueIds(
  items: readonly { id: string }[],
  path: (string | number)[],
  ctx: z.RefinementCtx,
): void {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id))
      ctx.addIssue({
        code: "custom",
        path: [...path, i, "id"],
        message: `duplicate id "${item.id}"`,
      });
    seen.add(item.id);
  });
}

/**
 * The automation-readiness scorecard: 8-10 questions whose options carry points (0-10) and may
 * suggest automations; bands of the score out of 100 (from `min` 0, ascending) with what each
 * means; the automations it can suggest (at least three). Rules: src/lib/tools/readiness.ts.
 */
export const ReadinessToolSchema = z
  .object({
    kind: z.literal("automation-readiness"),
    questions: z
      .array(
        z
          .object({
            id: ToolId,
            question: Text,
            hint: Text.optional(),
            options: z
              .array(
                z
                  .object({
                    label: Text,
                    points: z.number().int().min(0).max(10),
                    suggests: z.array(ToolId).optional(),
                  })
                  .strict(),
              )
              .min(2)
              .max(5),
          })
          .strict(),
      )
      .min(8)
      .max(10),
    bands: z
      .array(
        z
          .object({ id: ToolId, min: z.number().int().min(0).max(100), label: Text, text: Text })
          .strict(),
      )
      .min(2),
    automations: z
      .array(
        z
          .object({ id: ToolId, title: Text, description: Text, href: HrefSchema.optional() })
          .strict(),
      )
      .min(3),
    scoreLabels: z
      .object({
        /** e.g. "Readiness score"; `outOf` follows the figure ("out of 100"). */
        score: Text,
        outOf: Text,
        /** Column head of the bands' table (what each band means). */
        band: Text,
        /** Heading of the three automations to start with. */
        picks: Text,
        /** Shown when questions were skipped: `{count}` and `{total}`. */
        unanswered: Text,
      })
      .strict(),
  })
  .strict()
  .superRefine((tool, ctx) => {
    uniqueIds(tool.questions, ["questions"], ctx);
    uniqueIds(tool.bands, ["bands"], ctx);
    uniqueIds(tool.automations, ["automations"], ctx);
    tool.bands.forEach((band, i) => {
      const previous = tool.bands[i - 1];
      if (i === 0 ? band.min !== 0 : band.min <= previous.min)
        ctx.addIssue({
          code: "custom",
          path: ["bands", i, "min"],
          message:
            i === 0
              ? "expected 0: the first band starts at a score of 0"
              : `expected more than ${previous.min}: bands are listed from the lowest score up`,
        });
    });
    const known = new Set(tool.automations.map((a) => a.id));
    tool.questions.forEach((q, i) =>
      q.options.forEach((o, j) =>
        (o.suggests ?? []).forEach((id, k) => {
          if (!known.has(id))
            ctx.addIssue({
              code: "custom",
              path: ["questions", i, "options", j, "suggests", k],
              message: `no automation has the id "${id}"; expected one of ${[...known].join(", ")}`,
            });
        }),
      ),
    );
  });

/** A platform in the chooser: its name, its billing unit and its plans at list prices. */
const ChooserPlatformSchema = z
  .object({
    name: Text,
    /** The unit its plans count, as visitors read it: "tasks", "operations", "executions". */
    unit: Text,
    /** How it counts (src/lib/tools/platformChooser.ts): per action, per module run or per run. */
    counts: z.enum(["actions", "operations", "runs"]),
    plans: z
      .array(
        z
          .object({
            id: ToolId,
            name: Text,
            /** USD a month, billed monthly. */
            price: z.number().min(0),
            /** Units a month the plan includes; absent for no limit. */
            includes: z.number().int().positive().optional(),
          })
          .strict(),
      )
      .min(1),
    /** A line under its row in the price table (e.g. what the price covers). */
    note: Text.optional(),
  })
  .strict();

/**
 * The n8n / Make / Zapier chooser: the four questions, each platform's plans at list prices (and
 * the day they were checked), the average actions in a workflow run (to convert tasks to each
 * platform's unit), and the words of each reason it can give. Rules:
 * src/lib/tools/platformChooser.ts.
 */
export const PlatformChooserToolSchema = z
  .object({
    kind: z.literal("platform-chooser"),
    chooserFields: z
      .object({
        tasks: ToolNumberFieldSchema,
        budget: ToolNumberFieldSchema,
        hosting: z
          .object({
            label: Text,
            options: z
              .object({
                required: ToolChoiceOptionSchema,
                preferred: ToolChoiceOptionSchema,
                none: ToolChoiceOptionSchema,
              })
              .strict(),
          })
          .strict(),
        skills: z
          .object({
            label: Text,
            options: z
              .object({
                noCode: ToolChoiceOptionSchema,
                some: ToolChoiceOptionSchema,
                developers: ToolChoiceOptionSchema,
              })
              .strict(),
          })
          .strict(),
      })
      .strict(),
    actionsPerRun: z.number().positive(),
    platforms: z
      .object({
        zapier: ChooserPlatformSchema,
        make: ChooserPlatformSchema,
        n8nCloud: ChooserPlatformSchema,
        n8nSelfHosted: ChooserPlatformSchema,
      })
      .strict(),
    pricesCheckedOn: ToolDate,
    /** Each reason's words: `{platform}`, `{cost}`, `{budget}`, `{cheapest}`, `{difference}`. */
    reasons: z
      .object({
        hostingRequired: Text,
        hostingPreferred: Text,
        skillsNoCode: Text,
        skillsNoCodeSelfHosted: Text,
        skillsSome: Text,
        skillsDevelopers: Text,
        cheapest: Text,
        notCheapest: Text,
        withinBudget: Text,
        overBudget: Text,
        extrapolated: Text,
      })
      .strict(),
    chooserLabels: z
      .object({
        recommendation: Text,
        monthlyCost: Text,
        why: Text,
        /** Heading of the table of all four at the visitor's volume, and its column heads. */
        compare: Text,
        platform: Text,
        plan: Text,
        cost: Text,
        /**
         * Markers in the table: over the budget, cannot be self-hosted (when that is required),
         * needs a technical team (self-hosted n8n, when neither preferred nor developers), beyond
         * the largest plan.
         */
        overBudget: Text,
        cannotSelfHost: Text,
        needsTechnicalTeam: Text,
        extrapolated: Text,
        /** The volume each platform counts: `{units}` and `{unit}`. */
        units: Text,
        /** Column heads of the plans and prices the estimate uses. */
        includes: Text,
        unlimited: Text,
        /** The prices' source and date (`{date}`), and the actions-per-run assumption (`{count}`). */
        pricesNote: Text,
        actionsPerRun: Text,
      })
      .strict(),
  })
  .strict()
  .superRefine((tool, ctx) => {
    const ids = Object.entries(tool.platforms).flatMap(([key, p]) =>
      p.plans.map((plan, i) => ({ id: plan.id, path: ["platforms", key, "plans", i, "id"] })),
    );
    const seen = new Set<string>();
    for (const { id, path } of ids) {
      if (seen.has(id))
        ctx.addIssue({
          code: "custom",
          path,
          message: `duplicate plan id "${id}": plan ids are unique across the platforms`,
        });
      seen.add(id);
    }
  });

/**
 * The AI-agent running-cost estimator: the model tiers with their list prices per million tokens
 * (input and output, USD) and the day they were checked, the four traffic fields, and the result
 * labels. Formulas: src/lib/tools/agentCost.ts.
 */
export const AgentCostToolSchema = z
  .object({
    kind: z.literal("agent-cost"),
    agentFields: z
      .object({
        tier: z.object({ label: Text }).strict(),
        conversations: ToolNumberFieldSchema,
        turns: ToolNumberFieldSchema,
        inputTokens: ToolNumberFieldSchema,
        outputTokens: ToolNumberFieldSchema,
      })
      .strict(),
    tiers: z
      .array(
        z
          .object({
            id: ToolId,
            name: Text,
            /** The models it stands for, e.g. "GPT-4.1 mini (OpenAI)". */
            models: Text,
            inputPrice: z.number().min(0),
            outputPrice: z.number().min(0),
          })
          .strict(),
      )
      .min(1)
      .max(4),
    pricesCheckedOn: ToolDate,
    agentLabels: z
      .object({
        monthly: Text,
        perConversation: Text,
        yearly: Text,
        tokens: Text,
        /** The tokens' figure: `{input}` and `{output}`. */
        tokensValue: Text,
        /** Column heads of the price table, and the prices' source and date (`{date}`). */
        tier: Text,
        input: Text,
        output: Text,
        pricesNote: Text,
      })
      .strict(),
  })
  .strict()
  .superRefine((tool, ctx) => uniqueIds(tool.tiers, ["tiers"], ctx));

/**
 * The RAG sizing estimator: the six fields, the message when the overlap is not smaller than the
 * chunk size, and the assumptions it computes with (each stated on the page with its label).
 * Formulas: src/lib/tools/ragSizing.ts.
 */
export const RagSizingToolSchema = z
  .object({
    kind: z.literal("rag-sizing"),
    ragFields: z
      .object({
        documents: ToolNumberFieldSchema,
        pages: ToolNumberFieldSchema,
        words: ToolNumberFieldSchema,
        chunkSize: ToolNumberFieldSchema,
        overlap: ToolNumberFieldSchema,
        questions: ToolNumberFieldSchema,
      })
      .strict(),
    overlapError: Text,
    assumptions: z
      .object({
        tokensPerWord: ToolAssumptionSchema,
        dimensions: ToolAssumptionSchema,
        bytesPerDimension: ToolAssumptionSchema,
        indexOverhead: ToolAssumptionSchema,
        embeddingPrice: ToolAssumptionSchema,
        chunksPerQuestion: ToolAssumptionSchema,
        questionTokens: ToolAssumptionSchema,
        promptTokens: ToolAssumptionSchema,
        answerTokens: ToolAssumptionSchema,
        inputPrice: ToolAssumptionSchema,
        outputPrice: ToolAssumptionSchema,
      })
      .strict(),
    pricesCheckedOn: ToolDate,
    ragLabels: z
      .object({
        chunks: Text,
        storage: Text,
        /** The storage figure: `{mb}`. */
        storageValue: Text,
        embedding: Text,
        monthly: Text,
        perQuestion: Text,
        tokens: Text,
        /** Column heads of the assumptions' table. */
        assumption: Text,
        value: Text,
        /** The assumptions' source and date (`{date}`). */
        pricesNote: Text,
      })
      .strict(),
  })
  .strict();

/**
 * A tool on its own page (/tools/<slug>): a form, its result computed in the browser, the
 * assumptions it computes with, and a "Discuss this result" link that carries the result to the
 * booking page (`discuss.href?tool=<kind>&result=<code>`; the booking page shows `discuss.summary`
 * with its `{slots}` filled, src/content/bookingTools.ts). `tool.kind` picks the tool; its logic
 * is in src/lib/tools/. Shared copy: the form's and the results' headings, the button, what the
 * results panel says before the first calculation, and the messages beside a refused field
 * (`range` takes `{min}` and `{max}`). The kinds name their own parts differently
 * (`chooserFields`, `agentFields`, `ragFields`; `scoreLabels`, `chooserLabels`…) because the CMS
 * edits the four kinds as one form, where one name can hold only one shape.
 */
export const ToolSectionSchema = z
  .object({
    type: z.literal("tool"),
    ...sectionBase,
    inputsHeading: Text,
    resultsHeading: Text,
    submitLabel: Text,
    emptyText: Text,
    errors: z.object({ notNumber: Text, range: Text }).strict(),
    note: Text.optional(),
    /** Heading of the block that states the tool's prices and assumptions. */
    assumptionsHeading: Text,
    discuss: z.object({ label: Text, href: HrefSchema, summary: Text }).strict(),
    tool: z.discriminatedUnion("kind", [
      ReadinessToolSchema,
      PlatformChooserToolSchema,
      AgentCostToolSchema,
      RagSizingToolSchema,
    ]),
  })
  .strict();
