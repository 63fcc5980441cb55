/**
 * One generic walk over parsed content, guided by its zod schema. Whatever a section type looks
 * like, every value is visited with the schema that describes it, so checks and indexes recognise
 * links, calls to action and searchable text by their schema (HrefSchema, ActionSchema, text marked
 * `searchable`) instead of by a hand-kept list of each section type's fields.
 */
import { z } from "zod";
import { ActionSchema, HrefSchema, type Action } from "./schema";

/** A JSON path as segments: `["sections", 6, "packages", 1, "price"]`. */
export type JsonPath = (string | number)[];

/** What the walk calls for each value: the value, the (unwrapped) schema and its path. */
export type Visitor = (value: unknown, schema: z.ZodType, path: JsonPath) => void;

type Def = {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  discriminator?: string;
};

const defOf = (schema: z.ZodType): Def => schema._zod.def as unknown as Def;

/** The union member that describes `value`: by discriminator when there is one, else by parsing. */
function memberFor(def: Def, value: unknown): z.ZodType | undefined {
  const options = def.options ?? [];
  if (def.discriminator && value && typeof value === "object") {
    const tag = (value as Record<string, unknown>)[def.discriminator];
    return options.find((o) => {
      const field = defOf(o).shape?.[def.discriminator as string];
      return field && (defOf(field) as { values?: unknown[] }).values?.includes(tag);
    });
  }
  return options.find((o) => o.safeParse(value).success);
}

/**
 * Visits `value` and everything inside it, depth first, each with the schema that describes it.
 * Optional and nullable wrappers are unwrapped (absent values are not visited); unions are
 * resolved to the member that matches. Takes valid content (already parsed by `schema`); visits
 * nothing beyond what the schema describes. Returns nothing.
 */
export function walkContent(
  schema: z.ZodType,
  value: unknown,
  visit: Visitor,
  path: JsonPath = [],
): void {
  const def = defOf(schema);
  if (def.type === "optional" || def.type === "nullable" || def.type === "default") {
    if (value === undefined || value === null || !def.innerType) return;
    walkContent(def.innerType, value, visit, path);
    return;
  }
  if (def.type === "union") {
    const member = memberFor(def, value);
    if (member) walkContent(member, value, visit, path);
    return;
  }
  visit(value, schema, path);
  if (def.type === "object" && def.shape && value && typeof value === "object") {
    for (const [key, field] of Object.entries(def.shape)) {
      const record = value as Record<string, unknown>;
      if (key in record) walkContent(field, record[key], visit, [...path, key]);
    }
  } else if (def.type === "array" && def.element && Array.isArray(value)) {
    const element = def.element;
    value.forEach((item, i) => walkContent(element, item, visit, [...path, i]));
  }
}

/** A value found by {@link collectReferences}, with its JSON path. */
export type Located<T> = { value: T; path: JsonPath };

/** Everything the validator and the search index need from one content file. */
export type References = {
  /** Every link target (any field typed HrefSchema), e.g. `/book-session` or `#packages`. */
  links: Located<string>[];
  /** Every call to action (any value typed ActionSchema), with or without a destination. */
  actions: Located<Action>[];
  /** Every text marked `searchable` in the schema: section headings, card titles, badge names. */
  searchText: string[];
};

/** Whether a schema carries the `searchable` mark (see HeadingText in schema.ts). */
function isSearchable(schema: z.ZodType): boolean {
  return z.globalRegistry.get(schema)?.searchable === true;
}

/**
 * Walks one content file once and collects its links, calls to action and searchable text.
 * Takes the file's schema and its parsed JSON; returns {@link References}.
 */
export function collectReferences(schema: z.ZodType, value: unknown): References {
  const refs: References = { links: [], actions: [], searchText: [] };
  walkContent(schema, value, (v, s, path) => {
    if (s === HrefSchema && typeof v === "string") refs.links.push({ value: v, path });
    else if (s === ActionSchema) refs.actions.push({ value: v as Action, path });
    else if (isSearchable(s) && typeof v === "string") refs.searchText.push(v);
  });
  return refs;
}
