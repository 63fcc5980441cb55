/**
 * One generic walk over parsed content, guided by its zod schema. Whatever a section type looks
 * like, every value is visited with the schema that describes it, so checks and indexes recognise
 * links, calls to action and searchable text by their schema (HrefSchema, ActionSchema, text marked
 * `searchable`) instead of by a hand-kept list of each section type's fields.
 */
import type { z } from "zod";
import { ActionSchema, HrefSchema, type Action } from "./schema";
import { defOf, metaOf, unionMember, unwrap } from "./zodShape";

/** A JSON path as segments: `["sections", 6, "packages", 1, "price"]`. */
export type JsonPath = (string | number)[];

/** What the walk calls for each value: the value, the (unwrapped) schema and its path. */
export type Visitor = (value: unknown, schema: z.ZodType, path: JsonPath) => void;

/**
 * Visits `value` and everything inside it, depth first, each with the schema that describes it.
 * Optional, nullable and default wrappers are unwrapped (absent values are not visited); unions are
 * resolved to the member that matches. Takes valid content (already parsed by `schema`); visits
 * nothing beyond what the schema describes. Returns nothing.
 */
export function walkContent(
  schema: z.ZodType,
  value: unknown,
  visit: Visitor,
  path: JsonPath = [],
): void {
  const { inner, wrapped } = unwrap(schema, ["optional", "nullable", "default"]);
  if (wrapped) {
    if (value !== undefined && value !== null) walkContent(inner, value, visit, path);
    return;
  }
  const def = defOf(schema);
  if (def.type === "union") {
    const member = unionMember(schema, value);
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
  return metaOf(schema)?.searchable === true;
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
