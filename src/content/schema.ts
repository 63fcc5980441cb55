/**
 * The content schema: the single source of truth for the shape of every file in `data/`.
 *
 * - Build-time validation (`validate.ts`) parses every content file with these schemas.
 * - TypeScript types for templates and section components are inferred from them.
 * - The CMS field definitions are generated from them (src/cms/config.ts).
 * - GraphQL node types are derived from them (src/content/collections.ts).
 *
 * Objects are strict: an unknown key is an error, so a typo such as `"titel"` fails the
 * build instead of silently dropping text. No schema here may use `.default()` or
 * `.transform()`: components receive the JSON as written (through GraphQL), not zod's output,
 * so input and output types must be the same.
 */
import { z } from "zod";
import { ICON_NAMES } from "./icons";
import { TOOL_MARKS } from "./toolMarks";

/** A piece of visible text: never empty. */
const Text = z.string().trim().min(1, "expected non-empty text");

/**
 * Visible text the site search indexes (section headings, card titles, badge names). The mark
 * lives in zod's metadata, so the generic content walk (walk.ts) finds it in any section type.
 */
export const SearchableText = Text.meta({ searchable: true });

/** A list of visible strings. */
const TextList = z.array(Text);

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
 * file in `static/downloads/`.
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
    variant: z.enum(["primary", "secondary"]).optional(),
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
const sectionHeader = {
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
const sectionBase = {
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

export const StatsSectionSchema = z
  .object({
    type: z.literal("stats"),
    ...sectionBase,
    heading: SearchableText.optional(),
    items: z.array(StatSchema).min(1),
  })
  .strict();

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

export const ProcessStepSchema = z
  .object({
    title: Text,
    description: Text,
    /** e.g. "15 min", "Weeks 1-2", "Follow-up". */
    duration: Text.optional(),
    deliverables: TextList.optional(),
  })
  .strict();

export const ProcessSectionSchema = z
  .object({
    type: z.literal("process"),
    ...sectionBase,
    steps: z.array(ProcessStepSchema).min(1),
  })
  .strict();

export const CaseStudySchema = z
  .object({
    /** Stands alone as a card's title or subtitle, so it starts with a capital or a digit. */
    company: Text.regex(
      /^[^\p{Ll}]/u,
      "expected a capital letter or digit first (it heads a card)",
    ),
    industry: Text,
    size: Text.optional(),
    challenge: Text,
    solution: Text,
    results: TextList.min(1),
    metrics: z
      .object({ improvement: Text, timeline: Text, satisfaction: Text })
      .strict()
      .optional(),
    tags: TextList.optional(),
  })
  .strict();

/**
 * The slug of a case study in `data/case-studies/` (its file name without `.json`). Marked as a
 * relation, so the CMS offers the case studies to pick from (src/cms/config.ts); validation
 * checks that it names a published study (src/content/caseStudyRefs.ts).
 */
export const CaseStudySlugSchema = z
  .string()
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    "expected the slug of a case study, like logistics-invoice-automation",
  )
  .meta({ relation: "caseStudies" });

/**
 * Success stories on a page: the case studies it names by slug, each drawn as a card with what
 * the study's file says (industry, size, challenge, solution, results, metrics, tags) and a link
 * to the study's own page. A story is written once, in its case-study file.
 */
export const CaseStudiesSectionSchema = z
  .object({
    type: z.literal("caseStudies"),
    ...sectionBase,
    studies: z.array(CaseStudySlugSchema).min(1).meta({
      label: "Case studies",
      hint: "The case studies shown here, in order; each card links to its study's page. Edit a story in its case-study entry.",
    }),
  })
  .strict();

export const TestimonialSchema = z
  .object({
    quote: Text,
    name: Text,
    role: Text.optional(),
    company: Text.optional(),
    industry: Text.optional(),
    rating: z.number().int().min(1).max(5).optional(),
    results: TextList.optional(),
  })
  .strict();

export const TestimonialsSectionSchema = z
  .object({
    type: z.literal("testimonials"),
    ...sectionBase,
    items: z.array(TestimonialSchema).min(1),
    stats: z.array(StatSchema).optional(),
    /** Chips under the quotes (the industries served); each may link to its page. */
    tags: z.array(TagSchema).optional(),
  })
  .strict();

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

export const PackageSchema = z
  .object({
    name: Text,
    /** Display text: "$8,000" or "Custom Quote". */
    price: Text,
    /** Display text: "4-6 weeks". */
    duration: Text,
    description: Text,
    features: TextList.min(1),
    popular: z.boolean().optional(),
    action: ActionSchema,
  })
  .strict();

export const PackagesSectionSchema = z
  .object({
    type: z.literal("packages"),
    ...sectionBase,
    packages: z.array(PackageSchema).min(1),
  })
  .strict();

export const FaqSectionSchema = z
  .object({
    type: z.literal("faq"),
    ...sectionBase,
    items: z.array(z.object({ question: Text, answer: Text }).strict()).min(1),
  })
  .strict();

/** A table: first column holds row labels, `columns` are the header cells of all columns. */
export const ComparisonSectionSchema = z
  .object({
    type: z.literal("comparison"),
    ...sectionBase,
    columns: TextList.min(2),
    rows: z.array(z.object({ label: Text, values: TextList.min(1) }).strict()).min(1),
  })
  .strict();

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

export const CallToActionSectionSchema = z
  .object({
    type: z.literal("cta"),
    ...sectionHeader,
    /** `band` is the full-width closing call to action, `panel` an inline promo card. */
    variant: z.enum(["band", "panel"]).optional(),
    actions: z.array(ActionSchema).min(1),
    tiles: z
      .array(z.object({ icon: IconNameSchema.optional(), title: Text, description: Text }).strict())
      .optional(),
    /**
     * A worked example of the ROI calculator beside a panel's words: four inputs, the results to
     * show, computed at build time with the calculator's formulas (src/lib/roiExample.ts).
     */
    roiExample: RoiExampleSchema.optional(),
  })
  .strict();

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

/**
 * A calculator field: its label, the hint inside the empty field and the largest figure it
 * accepts (`max`; the smallest is 0). A larger figure is refused with `errors.range`.
 */
const CalculatorFieldSchema = z
  .object({
    label: Text,
    placeholder: Text,
    max: z.number().positive().meta({
      label: "Largest figure",
      hint: "The calculator refuses a larger figure with the range message, beside the field.",
    }),
  })
  .strict();

/** The ROI calculator: four inputs, five results; the formulas live in `src/lib/roi.ts`. */
export const RoiCalculatorSectionSchema = z
  .object({
    type: z.literal("roiCalculator"),
    ...sectionBase,
    inputsHeading: Text,
    resultsHeading: Text,
    fields: z
      .object({
        employees: CalculatorFieldSchema,
        hourlyRate: CalculatorFieldSchema,
        hoursPerWeek: CalculatorFieldSchema,
        automationCost: CalculatorFieldSchema,
      })
      .strict(),
    submitLabel: Text,
    /**
     * Shown next to a field the calculator refuses (no result is computed from it): a negative
     * amount, text that is not a number, or a figure above the field's `max` (`range` takes
     * `{min}` and `{max}`). An empty field is not refused: it counts as 0.
     */
    errors: z.object({ negative: Text, notNumber: Text, range: Text }).strict(),
    results: z
      .object({
        weeklySavings: Text,
        monthlySavings: Text,
        annualSavings: Text,
        roi: Text,
        payback: Text,
        /** Unit after the payback figure, e.g. "months". */
        paybackUnit: Text,
        /** Shown instead of a payback figure when savings never repay the investment. */
        noPayback: Text,
      })
      .strict(),
    note: Text.optional(),
    /**
     * A worked example shown in the results card until the visitor's first calculation (the
     * results themselves start at zero), computed at build time with the calculator's own
     * formulas (src/lib/roiExample.ts), so it agrees with the calculator and with home's example.
     */
    example: RoiExampleSchema.optional(),
    action: ActionSchema,
  })
  .strict();

/** The embedded scheduling widget with its sticky benefits card. */
export const BookingWidgetSectionSchema = z
  .object({
    type: z.literal("bookingWidget"),
    ...sectionBase,
    loadingText: Text,
    fallbackText: Text,
    fallbackLinkLabel: Text,
    /**
     * When the scheduler fails to load or is not ready in time, the compact contact form takes
     * the calendar's place and the section's eyebrow, heading and intro become these three (so
     * the header no longer asks the visitor to pick a time); `unavailableEmailText` is the
     * words before the email link above the form.
     */
    unavailableEyebrow: Text,
    unavailableHeading: Text,
    unavailableText: Text,
    unavailableEmailText: Text,
    /** A line under the widget pointing to the contact page, for visitors who would rather write. */
    contactLink: z.object({ text: Text, label: Text, href: HrefSchema }).strict(),
    benefitsHeading: Text,
    benefits: TextList.min(1),
    /**
     * Shown above the widget when a visitor arrives from a tool's "Discuss this result": `label`
     * before the result's sentence, `note` under it.
     */
    toolNotice: z.object({ label: Text, note: Text }).strict(),
    /**
     * The line at the top of the calendar's card naming the session. A visitor who brings a
     * package sees `packageNotice` in its place (same room, so nothing moves).
     */
    calendarCaption: Text.meta({
      label: "Calendar caption",
      hint: "One short line above the calendar, e.g. Free 30-minute video call with an AI architect.",
    }),
    /**
     * Shown in place of `calendarCaption` when a visitor arrives from a package's Get Started:
     * `label` before `subject`; `answer` is what the scheduler receives. In `subject` and
     * `answer`, {package}, {service}, {price} and {duration} become the chosen package's words.
     */
    packageNotice: z
      .object({
        label: Text.meta({ label: "Label", hint: "e.g. You chose:" }),
        subject: Text.meta({
          label: "Package line",
          hint: "{package} package for {service}. Keep it short: it shares one line with the label.",
        }),
        answer: Text.meta({
          label: "Passed to the scheduler",
          hint: "{package} package for {service} ({price}, {duration})",
        }),
      })
      .strict(),
  })
  .strict();

/** Site search over the page index built at build time (resources hub). */
export const SiteSearchSectionSchema = z
  .object({
    type: z.literal("siteSearch"),
    ...sectionBase,
    label: Text,
    placeholder: Text,
    buttonLabel: Text,
    emptyText: Text,
    /** e.g. "{count} results"; `{count}` is replaced by the number of matches. */
    resultsText: Text,
  })
  .strict();

/** An email signup box (resources hub); the footer has its own copy in navigation.json. */
export const NewsletterSectionSchema = z
  .object({
    type: z.literal("newsletter"),
    ...sectionBase,
    label: Text,
    placeholder: Text,
    buttonLabel: Text,
    successText: Text,
    errorText: Text,
  })
  .strict();

/**
 * The contact page's form (its field copy is the site's one contact form copy, data/site.json
 * `contactForm`) beside the company's direct contact details (email and phone from
 * data/site.json `organization`).
 */
export const ContactFormSectionSchema = z
  .object({
    type: z.literal("contactForm"),
    ...sectionBase,
    /** Heading of the direct-contact card beside the form. */
    directHeading: Text,
    emailLabel: Text,
    phoneLabel: Text,
    /** e.g. "Monday to Friday, 9:00 to 17:30 (US Eastern)". */
    hours: Text,
    /** What happens after a message is sent, under the direct contact details. */
    responseNote: Text,
  })
  .strict();

/**
 * A listing of one content collection (`data/blog/*.json`, `data/case-studies/*.json`,
 * `data/templates/*.json`; the templates can be filtered by category and platform).
 */
export const CollectionListSectionSchema = z
  .object({
    type: z.literal("collectionList"),
    ...sectionBase,
    collection: z.enum(["blog", "caseStudies", "templates", "guides"]),
    /** Label of each item's button (e.g. "Read More"). */
    itemActionLabel: Text.optional(),
  })
  .strict();

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

/** Every section type a page can use, discriminated on `type`. */
export const SectionSchema = z.discriminatedUnion("type", [
  HeroSectionSchema,
  StatsSectionSchema,
  CardsSectionSchema,
  ProcessSectionSchema,
  CaseStudiesSectionSchema,
  TestimonialsSectionSchema,
  BadgesSectionSchema,
  PackagesSectionSchema,
  FaqSectionSchema,
  ComparisonSectionSchema,
  CallToActionSectionSchema,
  SplitSectionSchema,
  DemoSectionSchema,
  RoiCalculatorSectionSchema,
  ToolSectionSchema,
  BookingWidgetSectionSchema,
  SiteSearchSectionSchema,
  NewsletterSectionSchema,
  ContactFormSectionSchema,
  CollectionListSectionSchema,
  MenuCardsSectionSchema,
]);

/** The section type names, for the type→component map and the CMS drift check. */
export const SECTION_TYPES = SectionSchema.options.map((o) => o.shape.type.value);

/** A site path: leading slash, lowercase words and hyphens, no trailing slash (except `/`). */
export const PathSchema = z
  .string()
  .regex(
    /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/,
    "expected a path like /automation/zapier (no trailing slash)",
  );

export const SeoSchema = z
  .object({
    title: Text,
    description: Text.max(170, "expected a description of at most 170 characters"),
    keywords: TextList.min(1),
    /** Canonical path when it differs from the page's own path (an alias's canonical twin). */
    canonicalPath: PathSchema.optional(),
    /** Keep the page out of search engines and the sitemap (e.g. a form's thank-you page). */
    noindex: z.boolean().optional(),
    /** Extra JSON-LD types beyond organization and webpage. */
    structuredData: z.array(z.enum(["service"])).optional(),
    /** Social image path under static/, 1200×630 px; defaults to the site's. */
    ogImage: z
      .string()
      .regex(/^\/[^\s]+\.(png|jpg|jpeg)$/)
      .optional(),
  })
  .strict();

/** A page file in `data/pages/`: one per route. */
export const PageSchema = z
  .object({
    path: z.union([PathSchema, z.literal("/404")]),
    seo: SeoSchema,
    /** Further paths that serve this same page (same HTML, same canonical). */
    aliases: z.array(PathSchema).optional(),
    sections: z
      .array(SectionSchema)
      .min(1)
      .superRefine((sections, ctx) => {
        const allowed: readonly string[] = DARK_BAND_SECTION_TYPES;
        sections.forEach((section, i) => {
          const dark = "surface" in section && section.surface === "dark";
          if (dark && !allowed.includes(section.type)) {
            ctx.addIssue({
              code: "custom",
              path: [i, "surface"],
              message: `expected "white" or "tint": a ${section.type} section puts its text straight on the background, so only ${DARK_BAND_SECTION_TYPES.join(", ")} sections may take the dark band`,
            });
          }
          if (section.type === "split" && !section.panel === !section.visual) {
            ctx.addIssue({
              code: "custom",
              path: [i, section.panel ? "visual" : "panel"],
              message: section.panel
                ? "expected a split section to have a side panel or a visual, not both"
                : "expected a split section to have a side panel or a visual",
            });
          }
        });
      }),
  })
  .strict();

export const NavItemSchema = z
  .object({ title: Text, description: Text, icon: IconNameSchema, href: HrefSchema })
  .strict();

export const LinkSchema = z.object({ label: Text, href: HrefSchema }).strict();

export const NewsletterCopySchema = z
  .object({
    heading: Text,
    text: Text,
    label: Text,
    placeholder: Text,
    buttonLabel: Text,
    successText: Text,
    errorText: Text,
  })
  .strict();

/** `data/navigation.json`: header menus and footer. */
export const NavigationSchema = z
  .object({
    header: z
      .object({
        label: Text,
        menus: z
          .array(
            z
              .object({
                id: z.string().regex(/^[a-z-]+$/),
                label: Text,
                /** The area's hub page, linked at the foot of the panel ("All AI agents"). */
                hub: LinkSchema,
                items: z.array(NavItemSchema).min(1),
              })
              .strict(),
          )
          .min(1),
        cta: ActionSchema,
        openMenuLabel: Text,
        closeMenuLabel: Text,
      })
      .strict(),
    footer: z
      .object({
        tagline: Text,
        columns: z
          .array(z.object({ title: Text, links: z.array(LinkSchema).min(1) }).strict())
          .min(1),
        legalHeading: Text,
        legal: z.array(LinkSchema).min(1),
        social: z
          .array(z.object({ label: Text, href: z.string().regex(/^https:\/\//) }).strict())
          .min(1),
        socialHeading: Text,
        newsletter: NewsletterCopySchema,
        /** The footer's contact block: email and phone from data/site.json, and the form's page. */
        contact: z.object({ heading: Text, formLink: LinkSchema }).strict(),
        rights: Text,
      })
      .strict(),
  })
  .strict();

/** The Decap backends editors can sign in with (`data/site.json` `cms.backend.name`). */
export const CMS_BACKEND_NAMES = ["github", "gitlab", "git-gateway"] as const;

/** A git branch name such as `main` (no spaces, no `..`, no leading or trailing slash). */
const GitBranch = z
  .string()
  .regex(/^(?!\/|.*\.\.|.*\/$)[A-Za-z0-9._/-]+$/, "expected a branch name like main");

/**
 * How editors sign in to the CMS and where it saves: a developer's setting, left out of the CMS
 * form (src/cms/config.ts), since a wrong value there would sign every editor out.
 * - `github`: GitHub accounts with write access to `repo` (`owner/name`), signed in through
 *   Netlify's GitHub OAuth provider;
 * - `gitlab`: GitLab accounts with access to `repo` (`group/project`), signed in with PKCE
 *   through the GitLab application `appId`, on gitlab.com or the GitLab at `baseUrl`;
 * - `git-gateway`: Netlify Identity accounts (invited by email), saved through Git Gateway.
 * `branch` is the branch drafts are published to (default `main`).
 */
export const CmsBackendSchema = z.discriminatedUnion(
  "name",
  [
    z
      .object({
        name: z.literal("github"),
        repo: z
          .string()
          .regex(
            /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/,
            "expected owner/name, e.g. loomwork-ai/site",
          ),
        branch: GitBranch.optional(),
      })
      .strict(),
    z
      .object({
        name: z.literal("gitlab"),
        repo: z
          .string()
          .regex(
            /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)+$/,
            "expected group/project, e.g. loomwork-ai/site",
          ),
        appId: z
          .string()
          .regex(/^[A-Za-z0-9_-]+$/, "expected the Application ID of a GitLab application"),
        baseUrl: z
          .string()
          .regex(/^https:\/\/[^\s/]+$/, "expected an origin like https://gitlab.com")
          .optional(),
        branch: GitBranch.optional(),
      })
      .strict(),
    z.object({ name: z.literal("git-gateway"), branch: GitBranch.optional() }).strict(),
  ],
  { error: () => `expected a backend named ${CMS_BACKEND_NAMES.map((n) => `"${n}"`).join(", ")}` },
);

/**
 * Cookieless visitor counting (Plausible). When set, the site counts page views and the custom
 * events of src/lib/analyticsEvents.ts, posted to the site's own `/api/event` (the host forwards
 * it); when absent, no analytics code ships at all. `domain` is the site as added in Plausible.
 */
export const AnalyticsSchema = z
  .object({
    provider: z.literal("plausible"),
    domain: z
      .string()
      .regex(
        /^[a-z0-9-]+(\.[a-z0-9-]+)+$/,
        "expected the site's domain as added in Plausible, without https:// (e.g. loomwork.ai)",
      ),
  })
  .strict();

/** A contact form field's copy: its label, an optional hint inside it, the message when it is wrong. */
const ContactFieldCopySchema = z
  .object({ label: Text, placeholder: Text.optional(), error: Text })
  .strict();

/**
 * The copy of the site's one contact form (the contact page and the booking page's fallback):
 * field labels and messages, the timeline choices, the button, and what it says after a send.
 */
export const ContactFormCopySchema = z
  .object({
    fields: z
      .object({
        name: ContactFieldCopySchema,
        email: ContactFieldCopySchema,
        company: ContactFieldCopySchema,
        message: ContactFieldCopySchema,
        timeline: z
          .object({
            label: Text,
            /** The first, empty choice (the field is optional). */
            none: Text,
            options: TextList.min(1),
          })
          .strict(),
      })
      .strict(),
    buttonLabel: Text,
    sendingLabel: Text,
    successHeading: Text,
    successText: Text,
    errorText: Text,
    /** A line under the button: `text` then a link to the privacy page. */
    privacyNote: z.object({ text: Text, linkLabel: Text, href: HrefSchema }).strict(),
  })
  .strict();

/** `data/site.json`: brand, URLs, booking widget, shared labels. */
export const SiteSchema = z
  .object({
    brand: Text,
    siteUrl: z
      .string()
      .regex(
        /^https?:\/\/[^\s/]+$/,
        "expected an origin like https://www.loomwork.ai (no trailing slash)",
      ),
    description: Text,
    language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/),
    themeColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    socialImage: z
      .object({
        path: z.string().regex(/^\/[^\s]+\.(png|jpg)$/),
        width: z.literal(1200),
        height: z.literal(630),
        alt: Text,
        /**
         * The alt text of each page's own card (src/build/socialImages.ts): `{title}`, `{label}`
         * and `{brand}` are replaced by what the card shows.
         */
        pageAlt: Text,
        /** The card label of each kind of article, before its category: `Blog · Strategy`. */
        articleLabels: z
          .object({ blog: Text, caseStudies: Text, guides: Text, legal: Text, templates: Text })
          .strict(),
      })
      .strict(),
    twitterHandle: z
      .string()
      .regex(/^@\w+$/)
      .optional(),
    copyrightYear: z.number().int().min(2000).max(2100),
    organization: z
      .object({
        legalName: Text,
        foundingDate: z.string().regex(/^\d{4}$/),
        email: z.string().email(),
        /**
         * The company phone number as shown, international format with the country code:
         * `+1 (415) 555-0142`. Its `tel:` link and JSON-LD keep only `+` and digits. Empty or
         * absent: the site shows no phone anywhere (footer, contact page, structured data), only
         * the email, the booking page and the contact form.
         */
        phone: z
          .string()
          .regex(
            /^(?:\+[1-9][0-9 ()-]{6,22}[0-9])?$/,
            "expected a phone number with its country code, like +1 (415) 555-0142, or nothing",
          )
          .optional(),
        /** Where visitors send privacy requests (access, erasure, unsubscribe). */
        privacyEmail: z.string().email(),
        logo: z.string().regex(/^\/[^\s]+$/),
        sameAs: z.array(z.string().regex(/^https:\/\//)),
      })
      .strict(),
    /** The CMS's sign-in and storage (see {@link CmsBackendSchema}). */
    cms: z.object({ backend: CmsBackendSchema }).strict(),
    /** Cookieless analytics; absent means none ships (see {@link AnalyticsSchema}). */
    analytics: AnalyticsSchema.optional(),
    booking: z
      .object({
        scriptUrl: z.string().regex(/^https:\/\//),
        schedulerUrl: z.string().regex(/^https:\/\//),
        /** Hosts the widget's iframe and styles load from, for the Content-Security-Policy. */
        frameHosts: z.array(z.string().regex(/^https:\/\/[^\s/]+$/)).min(1),
        /**
         * The scheduler's prefill key for the booking question that receives the chosen
         * template's name: `a1` is the event type's first custom question (Calendly's `a1`…`a10`).
         */
        templateAnswerKey: z.string().regex(/^a([1-9]|10)$/, "expected a1 to a10"),
        /**
         * Shown in the booking page's hero when a visitor arrives from a template's Customize
         * link: `label` before the template's name ("You're asking about:"), `note` under it.
         */
        templateNotice: z.object({ label: Text, note: Text }).strict(),
      })
      .strict(),
    bookingPrompt: z
      .object({
        heading: Text,
        text: Text,
        action: ActionSchema,
        minimizedLabel: Text,
        minimizeLabel: Text,
      })
      .strict(),
    errorScreen: z.object({ heading: Text, text: Text, buttonLabel: Text }).strict(),
    contactForm: ContactFormCopySchema,
    /** Copy of article pages (posts, case studies, guides, legal pages) and the blog feed. */
    articles: z
      .object({
        /** e.g. "By {author}". */
        byline: Text,
        published: Text,
        updated: Text,
        /** e.g. "{minutes} min read". */
        readingTime: Text,
        tableOfContents: Text,
        related: Text,
        /** Heading of a case study's facts block. */
        atAGlance: Text,
        client: Text,
        industry: Text,
        companySize: Text,
        /** The feed's title, and the visible link to it on /blog. */
        feedTitle: Text,
        feedDescription: Text,
        feedLink: Text,
        pagination: z
          .object({
            /** The `nav`'s accessible name. */
            label: Text,
            previous: Text,
            next: Text,
            /** e.g. "Page {page} of {count}". */
            status: Text,
            /** A later listing page's title, e.g. "{title} (page {page})". */
            pageTitle: Text,
          })
          .strict(),
        /** The closing call to action of every article page. */
        closingCta: z
          .object({ heading: Text, intro: Text, actions: z.array(ActionSchema).min(1) })
          .strict(),
      })
      .strict(),
    /**
     * Copy of the workflow-template pages (/templates/<slug>) and of the template library on
     * /templates. `{title}`, `{count}`, `{name}` are filled where a field says so.
     */
    templates: z
      .object({
        /** The Download button, and its screen-reader ending, e.g. "the {title} workflow for n8n". */
        download: Text,
        downloadFor: Text,
        /** The Customize button (to the booking page, naming the template) and its ending. */
        customize: Text,
        customizeFor: Text,
        /** Label of the platforms a template's pattern runs on, e.g. "Runs on". */
        platforms: Text,
        /** What the download is, beside the buttons, e.g. "n8n workflow · Import from File". */
        downloadNote: Text,
        features: Text,
        /** Heading of the apps to connect (the entry's `connects`). */
        connects: Text,
        /** Heading and intro of the workflow's nodes; the intro takes `{count}`. */
        nodesHeading: Text,
        nodesIntro: Text,
        /** The workflow diagram's accessible name: `{title}` and `{count}` (nodes). */
        graphLabel: Text,
        /** The legend of the diagram: what each colour of node does. */
        roles: z.object({ trigger: Text, logic: Text, data: Text, action: Text }).strict(),
        /** Heading of the related templates. */
        related: Text,
        /** The closing call to action of a template page; its button is the Customize link. */
        closingCta: z.object({ heading: Text, intro: Text, label: Text }).strict(),
        /** The filterable library on /templates and its filter pages. */
        library: z
          .object({
            /** The filter `nav`'s accessible name. */
            filtersLabel: Text,
            /** Group labels, and the link that clears the filter. */
            category: Text,
            platform: Text,
            all: Text,
            /** e.g. "Showing all {count} templates", "Showing {count} of {total} templates: {name}". */
            showing: Text,
            showingFiltered: Text,
            /**
             * The unfiltered library's line when the page features some templates above it (they
             * are not repeated): `{count}` listed here, `{featured}` above, `{total}` in all.
             */
            showingOthers: Text,
            /** A filter page's title and description: `{name}` is the category or platform, `{count}` how many. */
            categoryTitle: Text,
            categoryDescription: Text,
            platformTitle: Text,
            platformDescription: Text,
          })
          .strict(),
      })
      .strict(),
    /**
     * Copy of the case-study pages (/case-studies/<slug>), of the link each story card ends with,
     * and of the case-study listing's featured row and filters. `{client}`, `{role}`, `{name}`,
     * `{count}` and `{total}` are filled where a field says so.
     */
    caseStudies: z
      .object({
        /** The link at the end of a story card, and its screen-reader ending naming `{client}`. */
        readStudy: Text,
        readStudyFor: Text,
        /** Headings of the study page's results and stack. */
        results: Text,
        stack: Text,
        /** The before/after bars of a result: the two rows, and the baseline of a relative change. */
        before: Text,
        after: Text,
        baseline: Text,
        /** Under the client's words: `{role}` and `{client}`. */
        quoteBy: Text,
        /** Heading of the service pages the project belongs to, and each one's link label. */
        services: Text,
        serviceLink: Text,
        /** The booking panel after the facts: heading, text and its button. */
        reference: z.object({ heading: Text, text: Text, action: ActionSchema }).strict(),
        /** The listing on /case-studies and its filter pages. */
        library: z
          .object({
            /** Headings of the featured row (the studies with an `order`) and of the full list. */
            featured: Text,
            all: Text,
            /** The filter `nav`'s accessible name, the group labels and the link that clears it. */
            filtersLabel: Text,
            industry: Text,
            service: Text,
            allFilter: Text,
            /** e.g. "{count} case studies", "{count} of {total} case studies: {name}". */
            showing: Text,
            showingFiltered: Text,
            /** A filter page's title and description: `{name}` is the industry or service, `{count}` how many. */
            industryTitle: Text,
            industryDescription: Text,
            serviceTitle: Text,
            serviceDescription: Text,
          })
          .strict(),
      })
      .strict(),
    /** Short UI words used by shared components, kept here so no component holds copy. */
    labels: z
      .object({
        skipToContent: Text,
        mostPopular: Text,
        challenge: Text,
        solution: Text,
        results: Text,
        improvement: Text,
        timeline: Text,
        satisfaction: Text,
        deliverables: Text,
        step: Text,
        /** e.g. "Rated {rating} out of 5". */
        rating: Text,
        opensInNewTab: Text,
        home: Text,
        /** The newsletter forms' hidden anti-spam field (only bots see and fill it). */
        spamTrap: Text,
        /** The breadcrumb trail of inner pages (src/lib/breadcrumbs.ts). */
        breadcrumbs: z
          .object({
            /** The trail's `nav` accessible name. */
            label: Text,
            /** The home page's name, first in every trail. */
            home: Text,
            /** Short names of pages no header menu names, e.g. `/resources`. */
            names: z.array(z.object({ path: PathSchema, name: Text }).strict()),
          })
          .strict(),
      })
      .strict(),
  })
  .strict();

/** An ISO calendar date, e.g. 2025-03-14. */
const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "expected an ISO date like 2025-03-14")
  .meta({ date: true });

/** A URL slug: lowercase words joined by hyphens. */
const Slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "expected a slug like my-first-post");

/**
 * An uploaded image's site path: `/uploads/<file>.jpg|jpeg|png|webp`, a file the CMS put in
 * `static/uploads/`. `.meta({ image: true })` makes it the CMS's image (upload) widget.
 */
export const ImageSrcSchema = z
  .string()
  .regex(
    /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*\.(jpg|jpeg|png|webp)$/,
    "expected an uploaded image like /uploads/support-agent-flow.png (.jpg, .jpeg, .png or .webp)",
  )
  .meta({
    image: true,
    label: "Hero image (at least 1,200 px wide, at most 5 MB)",
  });

/**
 * An article's hero image: the uploaded file and its alt text (required: what the image shows,
 * for people who cannot see it). Size and width rules are checked against the file (validate.ts).
 */
export const ArticleImageSchema = z
  .object({
    src: ImageSrcSchema,
    alt: z
      .string()
      .trim()
      .min(1, "expected alt text: describe what the image shows, for people who cannot see it")
      .meta({ label: "Alt text", hint: "What the image shows, for people who cannot see it" }),
  })
  .strict()
  .meta({ label: "Hero image" });

/**
 * Fields every article shares (blog posts, case studies, guides, legal pages). `body` is
 * Markdown (CommonMark with GFM tables and task lists), rendered to HTML at build time; its
 * headings start at `##` because the title is the page's h1. The reading time shown on the page
 * is computed from the body, never typed.
 */
const articleFields = {
  slug: Slug,
  title: SearchableText,
  /** The listing excerpt and the page's meta description. */
  description: Text.max(320, "expected a description of at most 320 characters"),
  author: Text,
  /**
   * The day the article goes live. A date after the build's date keeps it off the site (page,
   * listings, feed, sitemap, search) until a build on or after that day (src/lib/schedule.ts).
   */
  datePublished: IsoDate.meta({
    hint: "The day it goes live. A future date schedules it: it stays off the site (page, listings, feed, search) until that day's automatic rebuild, and nothing may link to it before then.",
  }),
  /** The date of the last change a reader would notice; shown as "Updated" and in the sitemap. */
  dateModified: IsoDate,
  body: Text.meta({ markdown: true }),
  /** The picture shown under the header, optional. */
  image: ArticleImageSchema.optional(),
};

/** A blog post file in `data/blog/`, served at `/blog/<slug>`. */
export const BlogPostSchema = z.object({ ...articleFields, category: Text }).strict();

/**
 * A case study file in `data/case-studies/`, served at `/case-studies/<slug>`: the structured
 * facts the listings show (industry, challenge, solution, results, metrics) plus the article
 * fields; its related studies are those of the same industry.
 */
export const CaseStudyEntrySchema = CaseStudySchema.extend({
  ...articleFields,
  order: z.number().int().optional(),
  /** What the client said, with the speaker's role (names stay private). */
  quote: z.object({ text: Text, role: Text }).strict().optional().meta({
    label: "Client quote",
    hint: "The client's words and the speaker's role, e.g. Head of Operations",
  }),
  /** The service pages this study belongs to, e.g. /ai-agents/rag: its related service links. */
  services: z.array(PathSchema).min(1).optional().meta({
    label: "Services",
    hint: "Paths of the service pages this project belongs to, e.g. /ai-agents/rag",
  }),
}).strict();

/** A resource guide in `data/resources/`, served at `/resources/<slug>`. */
export const GuideSchema = z.object({ ...articleFields, category: Text }).strict();

/** An app a workflow template needs the user to connect, and what the workflow uses it for. */
export const TemplateConnectionSchema = z
  .object({ name: Text, purpose: Text })
  .strict()
  .meta({ label: "Connection" });

/**
 * A workflow template in `data/templates/`, served at `/templates/<slug>` and listed on
 * /templates: what the card shows (category, icon, features, platforms), the n8n workflow file
 * visitors download (`/downloads/templates/<slug>.n8n.json`, checked by the workflow checker),
 * the apps to connect, and a Markdown body (what it does, how it works, how to import it).
 */
export const TemplateEntrySchema = z
  .object({
    ...articleFields,
    /** e.g. Sales, Finance, Operations: the listing's filter and the card's eyebrow. */
    category: Text.meta({ hint: "The team it serves, e.g. Sales, Finance, Operations, HR" }),
    icon: IconNameSchema,
    features: TextList.min(1).meta({ label: "Key features" }),
    platforms: TextList.min(1).meta({
      label: "Compatible platforms",
      hint: "Platforms its pattern runs on, e.g. n8n, Make, Zapier",
    }),
    workflow: z
      .string()
      .regex(
        /^\/downloads\/templates\/[a-z0-9-]+\.n8n\.json$/,
        "expected the workflow file's path, like /downloads/templates/<slug>.n8n.json",
      )
      .meta({ label: "Workflow file", hint: "The n8n export in static/downloads/templates/" }),
    connects: z.array(TemplateConnectionSchema).min(1).meta({ label: "Apps to connect" }),
  })
  .strict();

/** A legal page in `data/legal/` (privacy, terms, cookies), served at `/<slug>`. */
export const LegalPageSchema = z.object({ ...articleFields, category: Text }).strict();

/**
 * A redirect's target: a site path (like {@link PathSchema}, `/` included), optionally with a
 * query (`?template=…`) and an anchor (`#faq`).
 */
const RedirectTargetSchema = z
  .string()
  .regex(
    /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?(\?[A-Za-z0-9\-._~%=&]+)?(#[a-z0-9-]+)?$/,
    "expected a site path like /book-session (optionally with ?query or #anchor)",
  );

/**
 * One redirect: an old path that has no page any more, where visitors go instead, and the HTTP
 * status: 301 when the move is permanent (browsers and search engines remember it), 302 when it
 * is temporary. Cross-checks (target has a page, no loops, `from` is not a page) are in
 * src/content/redirects.ts.
 */
export const RedirectSchema = z
  .object({
    /** The old path, e.g. `/services`; never the path of a live page. */
    from: PathSchema,
    /** Where visitors go: a page's path, or another redirect's `from` (followed to its end). */
    to: RedirectTargetSchema,
    status: z.union([z.literal(301), z.literal(302)]),
  })
  .strict();

/** `data/redirects.json`: old paths and where they now lead (written to `public/_redirects`). */
export const RedirectsSchema = z.object({ redirects: z.array(RedirectSchema) }).strict();

/** One author of articles: shown in bylines and as the article's JSON-LD `Person`. */
export const AuthorSchema = z
  .object({
    name: Text,
    /** e.g. "Head of AI Solutions": shown under the name, JSON-LD `jobTitle`. */
    role: Text,
    /** One or two sentences: who they are and what they write about. */
    bio: Text.max(400, "expected a short bio of at most 400 characters"),
  })
  .strict();

/**
 * `data/authors.json`: the people who write the articles. An article's `author` must be one of
 * these names (or the brand, for pages the company signs as a whole, like the legal pages).
 */
export const AuthorsSchema = z.object({ authors: z.array(AuthorSchema).min(1) }).strict();

/**
 * `data/categories.json`: the categories an article of each kind may take (its `category`), so
 * listings group and filter by one spelling. Case studies are grouped by industry instead.
 */
export const CategoriesSchema = z
  .object({
    blog: TextList.min(1),
    guides: TextList.min(1),
    legal: TextList.min(1),
    templates: TextList.min(1),
  })
  .strict();

export type Action = z.infer<typeof ActionSchema>;
export type Stat = z.infer<typeof StatSchema>;
export type Card = z.infer<typeof CardSchema>;
export type Tag = z.infer<typeof TagSchema>;
export type CaseStudy = z.infer<typeof CaseStudySchema>;
export type Testimonial = z.infer<typeof TestimonialSchema>;
export type Package = z.infer<typeof PackageSchema>;
export type Section = z.infer<typeof SectionSchema>;
/** A hero's visual, one of its kinds (`workflow`, `chat`, …). */
export type HeroVisual = z.infer<typeof HeroVisualSchema>;
export type SectionType = Section["type"];
/** The section of a given type, e.g. `SectionOf<"faq">`. */
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;
export type Seo = z.infer<typeof SeoSchema>;
export type Page = z.infer<typeof PageSchema>;
export type NavItem = z.infer<typeof NavItemSchema>;
export type Navigation = z.infer<typeof NavigationSchema>;
/** One header menu: its id, label, hub link and items. */
export type HeaderMenu = Navigation["header"]["menus"][number];
export type Site = z.infer<typeof SiteSchema>;
export type SiteLabels = Site["labels"];
/** The contact form's copy (data/site.json `contactForm`). */
export type ContactFormCopy = z.infer<typeof ContactFormCopySchema>;
export type BlogPost = z.infer<typeof BlogPostSchema>;
export type CaseStudyEntry = z.infer<typeof CaseStudyEntrySchema>;
export type Guide = z.infer<typeof GuideSchema>;
export type LegalPage = z.infer<typeof LegalPageSchema>;
export type TemplateEntry = z.infer<typeof TemplateEntrySchema>;
export type Redirect = z.infer<typeof RedirectSchema>;
export type Redirects = z.infer<typeof RedirectsSchema>;
export type Author = z.infer<typeof AuthorSchema>;
export type Authors = z.infer<typeof AuthorsSchema>;
export type Categories = z.infer<typeof CategoriesSchema>;
/** An article's hero image: `{ src: "/uploads/…", alt }`. */
export type ArticleImage = z.infer<typeof ArticleImageSchema>;
/** Any article file's content. */
export type ArticleContent = BlogPost | CaseStudyEntry | Guide | LegalPage | TemplateEntry;
