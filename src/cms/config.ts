/**
 * The Decap CMS configuration, GENERATED from the content schema (src/content/schema.ts), so the
 * editor's forms cannot drift from what the build accepts.
 *
 * - {@link buildCmsConfig} walks the zod schemas and returns the config object that the build
 *   writes to `public/admin/config.json` (src/build/cmsAdmin.ts) and the admin page passes to
 *   `CMS.init({ config })`.
 * - the backend block comes from the site's setting (`data/site.json` `cms.backend`, through
 *   src/cms/backend.ts); that setting is a developer's, so the CMS form leaves it out
 *   ({@link DEVELOPER_SETTINGS}).
 * The build trusts this generator (it throws on what it cannot map); the unit tests
 * (`__tests__/cms/config.test.ts`) prove its output agrees with the schema.
 *
 * zod → Decap widgets: object → `object` with `fields`; array of objects → `list` with `fields`;
 * array of the section union → `list` with `types` (one per section type, `typeKey: "type"`);
 * array of strings → `list` with a single `field`; enum and literals → `select`; boolean →
 * `boolean`; number → `number` (`value_type: int` for integers); string → `string` (`text` for
 * long copy) with the schema's regex as `pattern`; a string marked `.meta({ markdown: true })` →
 * `markdown`; a string marked `.meta({ date: true })` (an ISO date) → `datetime` storing
 * `YYYY-MM-DD` with a date-only picker; a string marked `.meta({ image: true })` → `image` (an
 * upload into the media folder, no URLs); a string marked `.meta({ relation: <article kind> })`
 * (a slug) → `relation` offering that kind's entries, and a list of them → one `relation` with
 * `multiple: true`; `.meta({ label, hint })` overrides a field's label and hint; optional →
 * `required: false`.
 * Any other zod type throws: a new kind of field must be mapped here, not silently dropped.
 *
 * Collections: site settings (site, navigation, redirects), one collection per page area, and one folder
 * collection per article type (src/content/collections.ts `ARTICLE_TYPES`).
 *
 * Pure: no file access (the page list comes in through {@link CmsConfigOptions}).
 */
import { SECTION_LABELS } from "../content/editorMessages";
import { SECTION_CMS } from "../sections/cms";
import { HrefSchema, type Page, type SectionType } from "../content/schema";
import { ARTICLE_TYPES, CONTENT_TYPES } from "../content/collections";
import { articlePath, type ArticleKind } from "../lib/articles";
import { MAX_IMAGE_BYTES } from "../lib/imageSize";
import {
  checksOf,
  defOf,
  discriminatorValue,
  literalValues,
  metaOf,
  unwrapOptional,
  type AnySchema,
} from "../content/zodShape";
import { decapBackend, type CmsBackendSetting, type DecapBackend } from "./backend";

/** A content type's key (src/content/collections.ts): `site`, `pages`, `blog`, `legal`… */
export type ContentKey = (typeof CONTENT_TYPES)[number]["key"];

/**
 * The schemas the CMS edits, one per content type (by its key). Tests pass modified copies to
 * prove the drift check works.
 */
export type CmsSchemas = Record<ContentKey, AnySchema>;

/** The real schemas, read from the content types. */
export const SCHEMAS = Object.fromEntries(
  CONTENT_TYPES.map((t): [ContentKey, AnySchema] => [t.key, t.schema]),
) as CmsSchemas;

/** Storage and picker format of ISO date fields (`datetime` widgets). */
export const ISO_DATE_FORMAT = "YYYY-MM-DD";

/** One Decap field (the subset of Decap's options this generator writes). */
export type CmsField = {
  label: string;
  name: string;
  widget:
    | "string"
    | "text"
    | "markdown"
    | "datetime"
    | "image"
    | "number"
    | "boolean"
    | "select"
    | "object"
    | "list"
    | "relation"
    | "hidden";
  /** Written only when false (Decap's default is required). */
  required?: false;
  hint?: string;
  /** `[regex source, message]`; Decap checks it while the editor types. */
  pattern?: [string, string];
  /**
   * A link field (the schema's `HrefSchema`): before Save the admin checks that it reaches a page,
   * a file or an anchor, with the validator's own rules (src/content/linkRules.ts).
   */
  site_link?: true;
  /** Strings as they are; numbers as `{ label, value }` (Decap's select shows bare numbers as unset). */
  options?: (string | SelectOption)[];
  value_type?: "int" | "float";
  /** Number bounds, or the number of list items. */
  min?: number;
  max?: number;
  fields?: CmsField[];
  field?: CmsField;
  types?: CmsField[];
  typeKey?: string;
  summary?: string;
  collapsed?: boolean;
  label_singular?: string;
  /** `datetime`: storage format, the date picker's format, and `false` for no time picker. */
  format?: string;
  date_format?: string;
  time_format?: false;
  /** `image`: `false` hides "insert from URL", so every image is an upload in the media folder. */
  choose_url?: false;
  /** `image`: the media library refuses a file over `max_file_size` bytes before uploading it. */
  media_library?: { config: { max_file_size: number } };
  /** `markdown`: the editing modes offered, the first one shown when an entry opens. */
  modes?: readonly ("raw" | "rich_text")[];
  /**
   * `relation`: the collection whose entries it offers, the field it stores, the fields an editor
   * searches and sees, and `multiple` for a list of them (bounded by `min` and `max`).
   */
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  multiple?: true;
};

/** A select option with a label of its own: how a number (a status, a column count) is offered. */
export type SelectOption = { label: string; value: string | number };

/** The stored values of a select's options. */
export function optionValues(options: readonly (string | SelectOption)[]): (string | number)[] {
  return options.map((o) => (typeof o === "string" ? o : o.value));
}

/** A select's options for these values: strings as they are, numbers as `{ label, value }`. */
function selectOptions(values: readonly (string | number)[]): (string | SelectOption)[] {
  return values.map((v) => (typeof v === "number" ? { label: String(v), value: v } : v));
}

export type CmsFile = {
  name: string;
  label: string;
  file: string;
  /** Where "View Live" and a draft's "View Preview" lead for this file, relative to the site. */
  preview_path?: string;
  fields: CmsField[];
};

export type CmsCollection = {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  format: "json";
  extension?: "json";
  files?: CmsFile[];
  folder?: string;
  create?: boolean;
  delete?: boolean;
  identifier_field?: string;
  slug?: string;
  summary?: string;
  /**
   * Where "View Live" leads, relative to `site_url`; on a draft in review, where "View Preview"
   * leads on its deploy preview. Entry fields in `{{…}}` (`{{slug}}`, `{{filename}}`).
   */
  preview_path?: string;
  sortable_fields?: string[];
  fields?: CmsField[];
};

export type CmsConfig = {
  backend: DecapBackend;
  /** `true`, or the proxy URL; Decap uses it only when the admin page runs on localhost. */
  local_backend: boolean | { url: string };
  /**
   * `editorial_workflow`: Save makes a draft (a `cms/<collection>/<slug>` branch and, on the
   * production backend, a pull request with its deploy preview); Publish merges it. A local
   * backend that offers only simple publishing (decap-server's `fs` mode) makes Decap fall back
   * to publishing straight to the files.
   */
  publish_mode: "editorial_workflow" | "simple";
  locale: string;
  site_url?: string;
  display_url?: string;
  logo_url?: string;
  media_folder: string;
  public_folder: string;
  slug: { encoding: "ascii"; clean_accents: boolean; sanitize_replacement: string };
  collections: CmsCollection[];
};

/** A page file found in `data/pages/`, for the page collections. */
export type PageFileInfo = {
  /** Project-relative path, e.g. `data/pages/automation/zapier.json`. */
  file: string;
  /** The page's URL path (`/automation/zapier`). */
  path: string;
  /** Its SEO title, for the entry's label. */
  title: string;
};

/** The page files among content files as read from disk (`readContentFiles`). */
export function pageFilesOf(files: { file: string; json: unknown }[]): PageFileInfo[] {
  return files
    .filter((f) => f.file.startsWith("data/pages/"))
    .map((f) => {
      const page = f.json as Partial<Page>;
      return {
        file: f.file,
        path: page.path ?? f.file,
        title: page.seo?.title ?? page.path ?? f.file,
      };
    });
}

export type CmsConfigOptions = {
  pages: PageFileInfo[];
  /** The live site's origin (links from the CMS to the site). */
  siteUrl?: string;
  /** How editors sign in and where drafts are saved (`data/site.json` `cms.backend`). */
  backend: CmsBackendSetting;
  /** Branch the production backend commits to, over the backend setting's own. */
  branch?: string;
  /** The names an article's author is picked from (data/authors.json, and the brand). */
  authors?: string[];
  /** The categories each article kind's category is picked from (data/categories.json). */
  categories?: Partial<Record<ArticleKind, string[]>>;
};

/**
 * Keys of `data/site.json` the CMS form leaves out: the CMS backend is set by a developer
 * (docs/OPERATIONS.md, "The CMS back end"); a wrong value saved from the CMS would sign every editor
 * out. Decap keeps keys its form does not show when it saves the file.
 */
export const DEVELOPER_SETTINGS = ["cms"];

/** The page areas: one collection each, in the CMS sidebar's order. */
export const PAGE_AREAS = [
  { name: "core", label: "Pages: home & core" },
  { name: "ai-agents", label: "Pages: AI agents" },
  { name: "automation", label: "Pages: automation" },
  { name: "tech-stack", label: "Pages: tech stack" },
  { name: "industries", label: "Pages: industries" },
  { name: "hire", label: "Pages: hire AI staff" },
  { name: "resources", label: "Pages: resources" },
] as const;

/** Top-level page files (`data/pages/<name>.json`) that belong to the resources area. */
const RESOURCE_PAGES = new Set([
  "resources",
  "blog",
  "case-studies",
  "roi-calculator",
  "templates",
]);

/**
 * The area of a page file: its folder (`data/pages/automation/…` → `automation`); top-level files
 * go to the area of the same name (`hire.json` → `hire`), to `resources`, or to `core`.
 * A new folder becomes a new area of its own, so no page is ever left out of the CMS.
 */
export function pageArea(file: string): string {
  const rel = file.replace(/^data\/pages\//, "").replace(/\.json$/, "");
  const parts = rel.split("/");
  if (parts.length > 1) return parts[0];
  if (PAGE_AREAS.some((a) => a.name === rel)) return rel;
  return RESOURCE_PAGES.has(rel) ? "resources" : "core";
}

/** The CMS file name of a page: its path as a slug (`/automation/zapier` → `automation-zapier`). */
export function pageEntryName(pagePath: string): string {
  if (pagePath === "/") return "home";
  if (pagePath === "/404") return "not-found";
  return pagePath.replace(/^\//, "").replace(/\//g, "-");
}

/** Human labels of the section types (the "Add section" menu), shared with the messages. */
export { SECTION_LABELS };

/** Field labels that are not just the field name in words. */
const LABELS: Record<string, string> = {
  id: "Anchor id",
  href: "Link (path, #anchor, https:// or mailto:)",
  seo: "SEO",
  cta: "Header button",
  faq: "FAQ",
  ogImage: "Social image path",
  canonicalPath: "Canonical path",
  siteUrl: "Site URL",
  scriptUrl: "Script URL",
  schedulerUrl: "Scheduler URL",
  sameAs: "Profiles (sameAs)",
  roi: "ROI",
  structuredData: "Structured data",
  backLink: "Back link",
  screenReaderText: "Screen-reader text (read after the label, not shown)",
  menu: "Header menu id",
};

/** Fields edited in a multi-line box. */
const LONG_TEXT = new Set([
  "description",
  "intro",
  "answer",
  "quote",
  "challenge",
  "solution",
  "excerpt",
  "text",
  "tagline",
  "note",
  "fallbackText",
]);

/** Help shown under a field, by field name: the shared ones, then each section type's. */
const HINTS: Record<string, string> = {
  body:
    "Markdown. Start sections with ## headings (the title is the page's only # heading); " +
    "tables and task lists (- [ ] item) work. Links to other pages of the site are checked " +
    "when the site is built.",
  // The section types' own field hints (src/sections/<type>/cms.ts).
  ...Object.fromEntries(
    Object.values(SECTION_CMS).flatMap((cms) => Object.entries(cms.hints ?? {})),
  ),
};

/** Fields whose value names a list item in the collapsed list (first match wins). */
const SUMMARY_FIELDS = ["heading", "title", "name", "question", "label", "company", "value"];

/** `trustPoints` → `Trust points`. */
export function labelFor(name: string): string {
  if (LABELS[name]) return LABELS[name];
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// ---------------------------------------------------------------------------------------------
// Reading the schema (through src/content/zodShape.ts)

/** Which special string widget a string schema's metadata asks for, if any. */
export function stringWidget(
  schema: AnySchema,
): "markdown" | "datetime" | "image" | "relation" | undefined {
  const meta = metaOf(schema);
  if (meta?.markdown === true) return "markdown";
  if (meta?.date === true) return "datetime";
  if (meta?.image === true) return "image";
  if (relationOf(schema)) return "relation";
  return undefined;
}

/**
 * The article kind a string refers to by slug (`.meta({ relation: "caseStudies" })`, e.g. a
 * section's case studies), if any.
 */
export function relationOf(schema: AnySchema): ArticleKind | undefined {
  const kind = metaOf(schema)?.relation;
  return typeof kind === "string" && kind in ARTICLE_COLLECTIONS
    ? (kind as ArticleKind)
    : undefined;
}

/**
 * The options of a `relation` widget offering the entries of an article kind's collection by
 * title (searched by title, slug and, for case studies, client and industry), storing the slug.
 */
export function relationWidget(
  kind: ArticleKind,
): Pick<CmsField, "widget" | "collection" | "value_field" | "search_fields" | "display_fields"> {
  return {
    widget: "relation",
    collection: ARTICLE_COLLECTIONS[kind].name,
    value_field: "slug",
    search_fields:
      kind === "caseStudies" ? ["title", "company", "industry", "slug"] : ["title", "slug"],
    display_fields: ["title"],
  };
}

/**
 * The options of an `image` widget (a string marked `.meta({ image: true })`): an upload into the
 * media folder, stored as its public path (`/uploads/x.png`); no URLs from elsewhere. The media
 * library refuses a file over the build's limit at once (5 MB), instead of the build later.
 */
export const IMAGE_WIDGET = {
  widget: "image",
  choose_url: false,
  media_library: { config: { max_file_size: MAX_IMAGE_BYTES } },
} as const satisfies Partial<CmsField>;

/** The options of a date-only `datetime` widget that stores ISO dates (`2025-03-14`). */
export const DATE_WIDGET = {
  widget: "datetime",
  format: ISO_DATE_FORMAT,
  date_format: ISO_DATE_FORMAT,
  time_format: false,
} as const satisfies Partial<CmsField>;

/**
 * The options of a `markdown` widget: Markdown mode only. Decap's rich-text mode rewrites the
 * whole body when an editor types in it, and turns task lists (`- [ ] item`) into plain bullets.
 */
export const MARKDOWN_WIDGET = {
  widget: "markdown",
  modes: ["raw"],
} as const satisfies Partial<CmsField>;

function regexSource(r: RegExp): string {
  return r.source;
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/** Decap `pattern` from a zod string's regex or format check (message from the schema). */
function stringPattern(schema: AnySchema): Pick<CmsField, "pattern"> {
  const c = checksOf(schema).find((k) => k.check === "string_format" && k.pattern);
  if (!c || !c.pattern) return {};
  const custom = typeof c.error === "function" ? c.error() : undefined;
  const message =
    typeof custom === "string"
      ? custom
      : c.format === "email"
        ? "expected an email address"
        : `expected text matching ${c.pattern.source}`;
  return { pattern: [regexSource(c.pattern), message] };
}

/** Decap number options from a zod number's checks: `int` for `.int()`, its min and max. */
function numberOptions(schema: AnySchema): Pick<CmsField, "value_type" | "min" | "max"> {
  const out: Pick<CmsField, "value_type" | "min" | "max"> = { value_type: "float" };
  for (const c of checksOf(schema)) {
    if (c.check === "number_format" && /int/.test(c.format ?? "")) out.value_type = "int";
    if (c.check === "greater_than" && typeof c.value === "number") out.min = c.value;
    if (c.check === "less_than" && typeof c.value === "number") out.max = c.value;
  }
  return out;
}

/** A list's item-count bounds from a zod array's `.min()` / `.max()` checks. */
function lengthBounds(schema: AnySchema): Pick<CmsField, "min" | "max"> {
  const out: Pick<CmsField, "min" | "max"> = {};
  for (const c of checksOf(schema)) {
    if (c.check === "min_length" && typeof c.minimum === "number") out.min = c.minimum;
    if (c.check === "max_length" && typeof c.maximum === "number") out.max = c.maximum;
  }
  return out;
}

function summaryFor(fields: CmsField[]): string | undefined {
  const f = SUMMARY_FIELDS.find((n) =>
    fields.some((x) => x.name === n && (x.widget === "string" || x.widget === "text")),
  );
  return f ? `{{fields.${f}}}` : undefined;
}

// ---------------------------------------------------------------------------------------------
// Generator

/** The fields of a zod object, in schema order, leaving out `omit` (a union's discriminator). */
export function objectFields(schema: AnySchema, at: string, omit: string[] = []): CmsField[] {
  const d = defOf(schema);
  if (d.type !== "object" || !d.shape)
    throw new Error(
      `CMS config: expected an object schema at ${at || "(root)"}, found "${d.type}"`,
    );
  return Object.entries(d.shape)
    .filter(([k]) => !omit.includes(k))
    .map(([k, v]) => toField(k, v, at ? `${at}.${k}` : k));
}

/** One Decap field for the schema of key `name` (at JSON path `at`, for error messages). */
export function toField(name: string, input: AnySchema, at: string): CmsField {
  const { schema, optional } = unwrapOptional(input);
  const d = defOf(schema);
  // A schema may name its own label and hint (`.meta({ label, hint })`), e.g. the hero image's.
  const meta = metaOf(schema);
  const hint = typeof meta?.hint === "string" ? meta.hint : HINTS[name];
  const base: Pick<CmsField, "label" | "name" | "required" | "hint"> = {
    label: typeof meta?.label === "string" ? meta.label : labelFor(name),
    name,
    ...(optional ? { required: false as const } : {}),
    ...(hint ? { hint } : {}),
  };
  const literals = literalValues(schema);
  if (literals) return { ...base, widget: "select", options: selectOptions(literals) };
  switch (d.type) {
    case "string": {
      const special = stringWidget(schema);
      if (special === "markdown") return { ...base, ...MARKDOWN_WIDGET };
      if (special === "datetime") return { ...base, ...DATE_WIDGET, ...stringPattern(schema) };
      // No pattern: the upload widget only writes media-folder paths, and Decap checks a pattern
      // against its own value for a fresh upload, which refuses every upload; the build checks.
      if (special === "image") return { ...base, ...IMAGE_WIDGET };
      if (special === "relation") return { ...base, ...relationWidget(relationOf(schema)!) };
      if (schema === HrefSchema)
        return { ...base, widget: "string", ...stringPattern(schema), site_link: true };
      return { ...base, widget: LONG_TEXT.has(name) ? "text" : "string", ...stringPattern(schema) };
    }
    case "number":
      return { ...base, widget: "number", ...numberOptions(schema) };
    case "boolean":
      return { ...base, widget: "boolean" };
    case "enum":
      return { ...base, widget: "select", options: selectOptions(Object.values(d.entries ?? {})) };
    case "union": {
      if (d.discriminator) {
        const fields = unionObjectFields(schema, at);
        return { ...base, widget: "object", fields, ...(optional ? { collapsed: true } : {}) };
      }
      // A union of string forms (the page path: a path regex or the literal "/404"): one string
      // field whose pattern accepts any of them.
      const patterns: string[] = [];
      const messages: string[] = [];
      for (const o of d.options ?? []) {
        const od = defOf(o);
        if (od.type === "literal" && od.values?.every((v) => typeof v === "string")) {
          patterns.push(`^(?:${(od.values as string[]).map(escapeRegex).join("|")})$`);
          messages.push((od.values as string[]).map((v) => `"${v}"`).join(" or "));
        } else if (od.type === "string") {
          const p = stringPattern(o).pattern;
          patterns.push(p ? p[0] : "^[\\s\\S]*$");
          if (p) messages.push(p[1]);
        } else throw new Error(`CMS config: unsupported union member "${od.type}" at ${at}`);
      }
      return {
        ...base,
        widget: "string",
        pattern: [patterns.map((p) => `(?:${p})`).join("|"), messages.join(", or ")],
      };
    }
    case "object": {
      const fields = objectFields(schema, at);
      return { ...base, widget: "object", fields, ...(optional ? { collapsed: true } : {}) };
    }
    case "array": {
      const element = d.element as AnySchema;
      const ed = defOf(element);
      const bounds = lengthBounds(schema);
      const list = { ...base, widget: "list" as const, ...bounds };
      if (ed.type === "union" && ed.discriminator) {
        const key = ed.discriminator;
        const types = (ed.options ?? []).map((o) => {
          const value = discriminatorValue(o, key);
          const fields = objectFields(o, `${at}[${value}]`, [key]);
          const summary = summaryFor(fields);
          return {
            label: SECTION_LABELS[value as SectionType] ?? labelFor(value),
            name: value,
            widget: "object" as const,
            fields,
            ...(summary ? { summary } : {}),
          };
        });
        return { ...list, types, typeKey: key, collapsed: true, label_singular: "section" };
      }
      if (ed.type === "object") {
        const fields = objectFields(element, `${at}[]`);
        const summary = summaryFor(fields);
        return { ...list, fields, collapsed: true, ...(summary ? { summary } : {}) };
      }
      // Entries of another collection picked by slug: one relation widget holding the list.
      const related = relationOf(unwrapOptional(element).schema);
      if (related) return { ...base, ...relationWidget(related), multiple: true, ...bounds };
      // Single values (keywords, features…): each item's input shown, not folded away.
      return { ...list, field: toField(singular(name), element, `${at}[]`), collapsed: false };
    }
    default:
      throw new Error(
        `CMS config: unsupported zod type "${d.type}" at ${at}: map it in src/cms/config.ts`,
      );
  }
}

/**
 * The fields of a discriminated union edited as one object (Decap has variable types only in
 * lists): the discriminator as a select, then each option's fields once, in option order. A field
 * is required only when every option requires it; a field that only some options have says which
 * in its hint (the build's validation refuses it on the others). Throws when two options give one
 * field name different widgets, which one form cannot hold.
 */
function unionObjectFields(schema: AnySchema, at: string): CmsField[] {
  const d = defOf(schema);
  const key = d.discriminator ?? "";
  const options = d.options ?? [];
  const values = options.map((o) => discriminatorValue(o, key));
  const merged = new Map<string, { field: CmsField; values: string[]; required: boolean }>();
  options.forEach((o, i) => {
    for (const f of objectFields(o, `${at}[${values[i]}]`, [key])) {
      const seen = merged.get(f.name);
      if (!seen)
        merged.set(f.name, { field: f, values: [values[i]], required: f.required !== false });
      else if (seen.field.widget !== f.widget)
        throw new Error(
          `CMS config: "${f.name}" is a ${seen.field.widget} for ${key} "${seen.values[0]}" but a ${f.widget} for "${values[i]}" (at ${at})`,
        );
      else {
        seen.values.push(values[i]);
        seen.required &&= f.required !== false;
      }
    }
  });
  const fields = [...merged.values()].map(({ field, values: used, required }) => {
    if (used.length === values.length && required) return field;
    const only = used.length === values.length ? undefined : `Only for ${key} ${used.join(", ")}.`;
    const hint = [field.hint, only].filter(Boolean).join(" ");
    return { ...field, required: false as const, ...(hint ? { hint } : {}) };
  });
  return [{ label: labelFor(key), name: key, widget: "select", options: values }, ...fields];
}

function singular(name: string): string {
  if (name.endsWith("ies")) return `${name.slice(0, -3)}y`;
  if (/(ss|as|x)es$/.test(name)) return name.slice(0, -2);
  if (name.endsWith("s")) return name.slice(0, -1);
  return `${name}Item`;
}

/**
 * A page's form in the editor's order: the content (sections) first, then the extra paths
 * (aliases) and SEO, both folded, last. The page's `path` comes from the file's place (folders
 * mirror the URL) and the build refuses any other, so the form keeps it without showing it.
 */
export function pageFormFields(fields: CmsField[]): CmsField[] {
  const order = ["sections", "aliases", "seo", "path"];
  return orderFirst(fields, order).map((f) => {
    if (f.name === "path") return { label: f.label, name: f.name, widget: "hidden" as const };
    if (f.name === "seo" || f.name === "aliases") return { ...f, collapsed: true };
    return f;
  });
}

/** A text field turned into a pick from `options` (a select), with `hint` on where the list lives. */
function pickFrom(field: CmsField, options: string[], hint: string): CmsField {
  const { pattern: _pattern, ...rest } = field;
  return { ...rest, widget: "select", options, hint };
}

/** Puts `first` keys at the top, in that order; the others keep their schema order. */
function orderFirst(fields: CmsField[], first: readonly string[]): CmsField[] {
  const rank = (f: CmsField) => (first.includes(f.name) ? first.indexOf(f.name) : first.length);
  return [...fields].sort((a, b) => rank(a) - rank(b));
}

/**
 * The article collections' names and labels, by article kind. The names are not the kinds'
 * page names ("blog", "case-studies"): preview templates share one namespace with the page
 * files' names, and the pages /blog and /case-studies are files named "blog" and "case-studies".
 */
export const ARTICLE_COLLECTIONS: Record<
  ArticleKind,
  { name: string; label: string; singular: string }
> = {
  blog: { name: "blog-posts", label: "Blog posts", singular: "Blog post" },
  caseStudies: { name: "case-study-entries", label: "Case studies", singular: "Case study" },
  guides: { name: "guides", label: "Guides", singular: "Guide" },
  legal: { name: "legal-pages", label: "Legal pages", singular: "Legal page" },
  templates: {
    name: "workflow-templates",
    label: "Workflow templates",
    singular: "Workflow template",
  },
};

/**
 * The order of an article's fields in the editor: a new entry starts with these (those its
 * schema has): what identifies and dates it, its hero image (where the page shows it), then the
 * body; a case study's facts follow in schema order.
 */
export const ARTICLE_FIELD_ORDER = [
  "slug",
  "title",
  "description",
  "author",
  "category",
  "datePublished",
  "dateModified",
  "image",
  "body",
] as const;

/**
 * The folder collection of one article type: one JSON file per article, named after its `slug`,
 * fields generated from its schema. "View Live" opens the article's own page.
 */
export function articleCollection(
  type: (typeof ARTICLE_TYPES)[number],
  schema: AnySchema,
  lists: Pick<CmsConfigOptions, "authors" | "categories"> = {},
): CmsCollection {
  const categories = lists.categories?.[type.key];
  const { name, label, singular } = ARTICLE_COLLECTIONS[type.key];
  return {
    name,
    label,
    label_singular: singular,
    folder: type.folder,
    format: "json",
    extension: "json",
    create: true,
    delete: true,
    identifier_field: "slug",
    // The file name is the `slug` field (already lowercase-hyphen, see the schema).
    slug: "{{slug}}",
    summary: "{{title}} ({{datePublished}})",
    preview_path: articlePath(type.key, "{{slug}}").replace(/^\//, ""),
    fields: orderFirst(objectFields(schema, ""), ARTICLE_FIELD_ORDER).map((f) =>
      f.name === "slug"
        ? {
            ...f,
            required: false as const,
            hint: "The address after the folder, e.g. my-first-post. Leave it empty: it is made from the title when you save.",
          }
        : f.name === "author" && lists.authors?.length
          ? pickFrom(f, lists.authors, "Add a new author in Site settings → Authors first.")
          : f.name === "category" && categories?.length
            ? pickFrom(f, categories, "Add a new category in Site settings → Categories first.")
            : f,
    ),
  };
}

/**
 * The whole CMS config: site settings, one collection per page area, and one per article type
 * (blog posts, case studies, guides, legal pages). Takes the page files on disk and the schemas
 * (the real ones unless a test swaps them).
 */
export function buildCmsConfig(
  options: CmsConfigOptions,
  schemas: CmsSchemas = SCHEMAS,
): CmsConfig {
  const pageFields = pageFormFields(objectFields(schemas.pages, ""));
  const areas = new Map<string, PageFileInfo[]>();
  for (const p of [...options.pages].sort((a, b) => a.path.localeCompare(b.path))) {
    const area = pageArea(p.file);
    areas.set(area, [...(areas.get(area) ?? []), p]);
  }
  const known = PAGE_AREAS.map((a) => a.name as string);
  const areaNames = [
    ...known.filter((a) => areas.has(a)),
    ...[...areas.keys()].filter((a) => !known.includes(a)).sort(),
  ];
  // An area that is exactly one folder of pages becomes a folder collection (its fields are
  // written once, and a page file added to the folder shows up by itself); an area of
  // top-level files (or a folder plus its overview page, like hire) lists its files.
  const pageCollections: CmsCollection[] = areaNames.map((area) => {
    const files = areas.get(area) ?? [];
    const label =
      PAGE_AREAS.find((a) => a.name === area)?.label ?? `Pages: ${labelFor(area).toLowerCase()}`;
    const dir = `data/pages/${area}`;
    if (
      files.every(
        (p) => p.file.startsWith(`${dir}/`) && !p.file.slice(dir.length + 1).includes("/"),
      )
    )
      return {
        name: `pages-${area}`,
        label,
        label_singular: "Page",
        folder: dir,
        format: "json",
        extension: "json",
        // A new page needs a route and links: developers add page files (docs/CONTENT-AUTHORING.md).
        create: false,
        delete: false,
        identifier_field: "path",
        summary: "{{fields.seo.title}} ({{fields.path}})",
        preview_path: `${area}/{{filename}}`,
        fields: pageFields,
      };
    return {
      name: `pages-${area}`,
      label,
      label_singular: "Page",
      format: "json",
      files: files.map((p) => ({
        name: pageEntryName(p.path),
        label: `${p.title} (${p.path})`,
        file: p.file,
        preview_path: p.path.replace(/^\//, ""),
        fields: pageFields,
      })),
    };
  });
  return {
    backend: decapBackend(options.backend, options.branch),
    local_backend: true,
    publish_mode: "editorial_workflow",
    locale: "en",
    ...(options.siteUrl ? { site_url: options.siteUrl, display_url: options.siteUrl } : {}),
    logo_url: "/apple-touch-icon.png",
    media_folder: "static/uploads",
    public_folder: "/uploads",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      {
        name: "settings",
        label: "Site settings",
        format: "json",
        files: [
          {
            name: "site",
            label: "Site: brand, booking, shared labels",
            file: "data/site.json",
            // Settings show on every page: the home page is where to check a change.
            preview_path: "",
            fields: objectFields(schemas.site, "", DEVELOPER_SETTINGS),
          },
          {
            name: "navigation",
            label: "Navigation: header menus and footer",
            file: "data/navigation.json",
            preview_path: "",
            fields: objectFields(schemas.navigation, ""),
          },
          {
            name: "redirects",
            label: "Redirects: old links and where they go",
            file: "data/redirects.json",
            // A redirect changes no page; the home page is where a draft's preview opens.
            preview_path: "",
            fields: redirectFields(schemas.redirects),
          },
          {
            name: "authors",
            label: "Authors: names, roles and bios in bylines",
            file: "data/authors.json",
            preview_path: "",
            fields: objectFields(schemas.authors, ""),
          },
          {
            name: "categories",
            label: "Categories: what articles and templates are grouped by",
            file: "data/categories.json",
            preview_path: "",
            fields: objectFields(schemas.categories, ""),
          },
        ],
      },
      ...pageCollections,
      ...ARTICLE_TYPES.map((t) => articleCollection(t, schemas[t.key], options)),
    ],
  };
}

/** Labels and hints of a redirect's fields, in editors' words (the names are too generic). */
const REDIRECT_FIELD_COPY: Record<string, Pick<CmsField, "label" | "hint" | "options">> = {
  from: {
    label: "Old path",
    hint: "The link people still have, e.g. /services. It must not be a page that exists.",
  },
  to: {
    label: "Where visitors go",
    hint: "A page's path, e.g. /ai-agents (or another redirect's old path: it is followed).",
  },
  status: {
    label: "Kind",
    hint: "301 permanent (moved for good) / 302 temporary",
    options: [
      { label: "301 permanent (moved for good)", value: 301 },
      { label: "302 temporary", value: 302 },
    ],
  },
};

/**
 * The fields of `data/redirects.json`, generated from its schema like any other, with the list
 * and its items labelled in editors' words ({@link REDIRECT_FIELD_COPY}). Takes the schema;
 * returns the fields.
 */
function redirectFields(schema: AnySchema): CmsField[] {
  return objectFields(schema, "").map((list) => ({
    ...list,
    label: "Redirects",
    label_singular: "redirect",
    hint: "Links people already hold keep working: each old path sends visitors to a page.",
    summary: "{{fields.from}} → {{fields.to}} ({{fields.status}})",
    fields: list.fields?.map((f) => ({ ...f, ...REDIRECT_FIELD_COPY[f.name] })),
  }));
}

/** Every file and folder the config edits (for "every content file is in the CMS" checks). */
export function cmsLocations(config: CmsConfig): { files: string[]; folders: string[] } {
  return {
    files: config.collections.flatMap((c) => (c.files ?? []).map((f) => f.file)),
    folders: config.collections.flatMap((c) => (c.folder ? [c.folder] : [])),
  };
}
