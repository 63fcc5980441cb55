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
import {
  Text,
  SearchableText,
  TextList,
  IconNameSchema,
  HrefSchema,
  ActionSchema,
  type StatSchema,
  type CardSchema,
  type TagSchema,
  type HeroVisualSchema,
  DARK_BAND_SECTION_TYPES,
} from "./schemaBlocks";
import { SECTION_SCHEMAS, type SectionType } from "../sections/schemas";
import type { TestimonialSchema } from "../sections/testimonials/schema";
import type { PackageSchema } from "../sections/packages/schema";
export * from "./schemaBlocks";
export type { SectionType };

/** A case study (data/case-studies/*.json; the `caseStudies` section cards name them by slug). */
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

/** The schema of any one section type (a member of {@link SectionSchema}). */
type AnySectionSchema = (typeof SECTION_SCHEMAS)[SectionType];

/** Every section type a page can use, discriminated on `type` (src/sections/schemas.ts). */
export const SectionSchema = z.discriminatedUnion(
  "type",
  Object.values(SECTION_SCHEMAS) as [AnySectionSchema, ...AnySectionSchema[]],
);

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
            /**
             * The unfiltered listing's line when featured studies stand above it (they are not
             * repeated): `{count}` listed here, `{featured}` above, `{total}` in all.
             */
            showingOthers: Text,
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
