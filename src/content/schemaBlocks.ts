/**
 * The building blocks the content schemas share (src/content/schema.ts and each section type's
 * `src/sections/<type>/schema.ts`): visible text, links, calls to action, cards, the section
 * header and frame fields, the hero visual and the worked ROI example. The rules of
 * src/content/schema.ts apply: strict objects, no `.default()` or `.transform()`.
 */
import { z } from "zod";
import { ICON_NAMES } from "./icons";
import { TOOL_MARKS } from "./toolMarks";

/** A piece of visible text: never empty. */
export const Text = z.string().trim().min(1, "expected non-empty text");

/**
 * Visible text the site search indexes (section headings, card titles, badge names). The mark
 * lives in zod's metadata, so the generic content walk (walk.ts) finds it in any section type.
 */
export const SearchableText = Text.meta({ searchable: true });

/** A list of visible strings. */
export const TextList = z.array(Text);

/** An icon name from `src/content/icons.ts`. */
export const IconNameSchema = z.enum(ICON_NAMES);

/** A tool's mark: a simple-icons slug from `src/content/toolMarks.ts`. */
export const ToolMarkSchema = z.enum(TOOL_MARKS);

/**
 * A link target: a site path (`/book-session`, optionally with a query such as
 * `?template=lead-qualification-automation` and an anchor), an in-page anchor (`#packages`),
 * an `https://` URL or a `mailto:` address. Never `#` alone.
 */
export const HrefSchema = z
  .string()
  .regex(
    /^(\/[A-Za-z0-9\-/._~%]*(\?[A-Za-z0-9\-._~%=&]+)?(#[a-z0-9-]+)?|#[a-z0-9-]+|https:\/\/[^\s]+|mailto:[^\s]+)$/,
    "expected a site path like /book-session, an anchor like #faq, an https:// URL or a mailto: address",
  );

/**
 * A call to action: a link with a visible label and a destination (no button on the site goes
 * nowhere). `screenReaderText` is read after the label but not shown (`Learn More` + `about the
 * AI SDR`): it tells apart links that share a visible label, for screen readers and search
 * engines. `download` makes it a file download saved under that name; its `href` must then be a
 * file in `static/downloads/`. `variant`: `primary` (filled, the default), `secondary` (outlined)
 * or `link` (a text link with an arrow, for the actions inside cards, so they do not compete with
 * the page's own buttons).
 */
export const ActionSchema = z
  .object({
    label: Text,
    href: HrefSchema,
    download: z
      .string()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9._-]*\.[a-z0-9]+$/,
        "expected a file name like loomwork-lead-qualification.n8n.json",
      )
      .optional(),
    variant: z.enum(["primary", "secondary", "link"]).optional(),
    screenReaderText: Text.optional(),
  })
  .strict();

/** A headline figure: `{ "value": "98%", "label": "Client satisfaction" }`. */
export const StatSchema = z
  .object({ value: Text, label: Text, description: Text.optional() })
  .strict();

/** A labelled value on a card, e.g. `{ "label": "ROI", "value": "320% in year one" }`. */
export const MetaSchema = z.object({ label: Text, value: Text }).strict();

/** A titled list on a card, e.g. key features or compatible platforms. */
export const CardListSchema = z
  .object({
    title: Text.optional(),
    items: TextList.min(1),
    /** `check` renders a ticked list, `tags` a row of chips. */
    style: z.enum(["check", "tags"]).optional(),
  })
  .strict();

/** A card in a card grid: benefits, problems, solutions, use cases, roles, templates… */
export const CardSchema = z
  .object({
    icon: IconNameSchema.optional(),
    eyebrow: Text.optional(),
    badge: Text.optional(),
    title: SearchableText,
    /** When set, the card's title links here. */
    href: HrefSchema.optional(),
    description: Text.optional(),
    meta: z.array(MetaSchema).optional(),
    lists: z.array(CardListSchema).optional(),
    actions: z.array(ActionSchema).optional(),
  })
  .strict();

/**
 * A chip: `{ "label": "Healthcare", "href": "/industries/healthcare" }`. With an `href` the chip
 * is a link to that page.
 */
export const TagSchema = z.object({ label: Text, href: HrefSchema.optional() }).strict();

/** Fields every section may carry. `id` is the anchor other buttons can point at (`#id`). */
export const sectionHeader = {
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, "expected a lowercase anchor id like success-stories")
    .optional(),
  eyebrow: Text.optional(),
  heading: SearchableText,
  intro: Text.optional(),
};

/**
 * Fields every section drawn in the shared section frame carries: the header fields and its
 * background. The hero and the call to action draw their own backgrounds, so they take only
 * `sectionHeader`.
 */
export const sectionBase = {
  ...sectionHeader,
  /**
   * The section's background, so a long page reads as chapters: `white`, `tint` (the pale
   * surface) or `dark` (the navy band, once in a page's middle). Absent: the section type's own
   * default. The dark band suits sections whose content sits in light cards (see
   * `DARK_BAND_SECTION_TYPES`); the build refuses it on the others.
   */
  surface: z
    .enum(["white", "tint", "dark"])
    .meta({
      label: "Background",
      hint: "white / tint (pale grey) / dark (navy band). Alternate white and tint down the page; use dark once in the middle, on a section of cards, steps, stories, quotes or tiles. Empty: the section's usual background.",
    })
    .optional(),
};

/**
 * Section types whose content sits in light cards, so the navy band only carries the section's
 * eyebrow, heading and intro (drawn in on-dark colours). Other types put text straight on the
 * background and may not take `surface: "dark"`.
 */
export const DARK_BAND_SECTION_TYPES = [
  "cards",
  "process",
  "caseStudies",
  "testimonials",
  "badges",
  "packages",
] as const;

/**
 * The hero's visual: a picture of what the page sells, drawn at build time (HTML + CSS) from
 * these words, so editors change it like any other copy. Every kind has a `title` (shown as the
 * visual's caption) and a `description`: the text alternative read to people who cannot see it.
 * The kind decides the drawing:
 * - `workflow`: a node canvas of steps, each at a stage (trigger → agent → tools → human
 *   approval → result) and optionally naming its tools (their marks), joined by curved
 *   connectors, for automation pages;
 * - `chat`: an agent console: the question, the agent's tool calls, the answer and the sources
 *   it cites, for agent, conversational and RAG pages;
 * - `dashboard`: the domain's own screen: figures (a meter when a figure is a percentage), an
 *   optional bar chart of a series and status rows, for industry pages;
 * - `timeline`: a profile with the day's figures and a schedule of timed entries, for hire
 *   pages (and a call's agenda on the booking pages);
 * - `architecture`: stacked layers of named parts, every part joined to the next layer's parts
 *   by threads, for tech-stack pages;
 * - `offer`: what the company offers around the brand mark, each tile threaded to it, for the
 *   home page and hubs.
 */
const visualBase = {
  title: Text,
  description: Text.meta({
    label: "Text alternative",
    hint: "What the visual shows, for people who cannot see it (read by screen readers)",
  }),
};

/** The stage of a workflow step: how the diagram marks it. */
export const WORKFLOW_STAGES = ["trigger", "agent", "tool", "approval", "result"] as const;

export const HeroVisualSchema = z.discriminatedUnion(
  "kind",
  [
    z
      .object({
        kind: z.literal("workflow"),
        ...visualBase,
        steps: z
          .array(
            z
              .object({
                stage: z.enum(WORKFLOW_STAGES),
                label: Text,
                detail: Text.optional(),
                /** The tools this step runs in, drawn as their marks on the node. */
                tools: z
                  .array(ToolMarkSchema)
                  .max(3)
                  .meta({
                    label: "Tool marks",
                    hint: "Up to 3 tools this step runs in (simple-icons names, e.g. hubspot), drawn on the node instead of the stage icon. Empty: the stage icon.",
                  })
                  .optional(),
              })
              .strict(),
          )
          .min(3)
          .max(6),
      })
      .strict(),
    z
      .object({
        kind: z.literal("chat"),
        ...visualBase,
        question: Text,
        answer: Text,
        sources: z
          .array(z.object({ name: Text, detail: Text.optional() }).strict())
          .min(1)
          .max(3),
        /** What the agent did before it answered, drawn as a trace between question and answer. */
        calls: z
          .array(z.object({ name: Text, detail: Text.optional() }).strict())
          .max(3)
          .meta({
            label: "Tool calls",
            hint: "The steps the agent takes before answering, in order: a short function-like name (search_policies) and what came back (3 passages). Shown as a trace above the answer.",
          })
          .optional(),
      })
      .strict(),
    z
      .object({
        kind: z.literal("dashboard"),
        ...visualBase,
        figures: z
          .array(z.object({ value: Text, label: Text }).strict())
          .min(2)
          .max(4),
        rows: z
          .array(z.object({ label: Text, status: Text }).strict())
          .max(4)
          .optional(),
        /** A bar chart of one series, drawn to scale from its numbers. */
        chart: z
          .object({
            label: Text.meta({
              label: "Chart title",
              hint: "What the bars count, e.g. Calls to the front desk, by week",
            }),
            points: z
              .array(
                z
                  .object({
                    label: Text.meta({
                      label: "Bar label",
                      hint: "A short axis label: Mon, W1, Jan",
                    }),
                    value: z.number().nonnegative().meta({
                      label: "Value",
                      hint: "The bar's number; bars are drawn to scale against the largest",
                    }),
                  })
                  .strict(),
              )
              .min(3)
              .max(12),
          })
          .strict()
          .meta({
            label: "Chart",
            hint: "A series of 3 to 12 numbers drawn as bars; the last bar is highlighted and its value shown. Keep it consistent with the page's figures, without repeating them.",
          })
          .optional(),
      })
      .strict(),
    z
      .object({
        kind: z.literal("timeline"),
        ...visualBase,
        entries: z
          .array(z.object({ time: Text, label: Text, detail: Text.optional() }).strict())
          .min(3)
          .max(6),
        /** The day's figures, beside the profile. */
        kpis: z
          .array(z.object({ value: Text, label: Text }).strict())
          .max(3)
          .meta({
            label: "The day's figures",
            hint: "Up to 3 figures of the day shown (e.g. 3 meetings booked), drawn under the profile. Use figures the page's stats do not already show.",
          })
          .optional(),
      })
      .strict(),
    z
      .object({
        kind: z.literal("architecture"),
        ...visualBase,
        layers: z
          .array(z.object({ name: Text, parts: TextList.min(1).max(4) }).strict())
          .min(2)
          .max(5),
      })
      .strict(),
    z
      .object({
        kind: z.literal("offer"),
        ...visualBase,
        tiles: z
          .array(
            z
              .object({
                name: Text,
                detail: Text,
                icon: IconNameSchema.meta({
                  label: "Icon",
                  hint: "The icon on the tile (e.g. bot, workflow).",
                }).optional(),
                /** When set, the whole tile links here (a page of what it names). */
                href: HrefSchema.optional(),
              })
              .strict(),
          )
          .min(3)
          .max(6),
      })
      .strict(),
  ],
  {
    error: 'expected a visual "kind": workflow, chat, dashboard, timeline, architecture or offer',
  },
);

/** One input of a worked ROI example: its label and its value (0 or more). */
const RoiExampleInputSchema = z
  .object({ label: Text, value: z.number().min(0, "expected 0 or more") })
  .strict();

/**
 * A worked example of the ROI calculator (src/lib/roiExample.ts): what it describes, the four
 * inputs, and which results to show with their labels. The figures are computed at build time.
 */
export const RoiExampleSchema = z
  .object({
    title: Text,
    inputs: z
      .object({
        employees: RoiExampleInputSchema,
        hourlyRate: RoiExampleInputSchema,
        hoursPerWeek: RoiExampleInputSchema,
        automationCost: RoiExampleInputSchema,
      })
      .strict(),
    results: z
      .array(
        z
          .object({
            result: z.enum(["weeklySavings", "monthlySavings", "annualSavings", "roi", "payback"]),
            label: Text,
          })
          .strict(),
      )
      .min(1)
      .max(4),
    paybackUnit: Text,
  })
  .strict()
  .meta({
    label: "Worked ROI example",
    hint: "Four inputs (employees, hourly rate in $, hours saved a week per employee, build cost in $) and up to 4 results to show. The figures are computed with the calculator's formulas when the site is built.",
  });
