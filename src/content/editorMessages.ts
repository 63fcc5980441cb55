/**
 * Messages an editor can act on: where in a file a problem is, said in the editor's terms. Pure
 * (no file access), so the validator, the dev server and the CMS share them.
 */
import type { SectionType } from "./schema";
import { SECTION_CMS } from "../sections/cms";

/** Each section type's CMS label (`label` of its entry in {@link SECTION_CMS}), by type. */
function labelsOf(cms: typeof SECTION_CMS): Record<SectionType, string> {
  return Object.fromEntries(Object.entries(cms).map(([type, c]) => [type, c.label])) as Record<
    SectionType,
    string
  >;
}

/**
 * What each section type is called in the CMS's "Add section" menu and in messages (its `label`
 * in src/sections/<type>/cms.ts). The part before any parenthesis is the name messages use
 * ("Call to action" → `call to action`). Built by a call marked pure, so a bundle that imports
 * this module only for another helper (a static section's, through caseStudyRefs.ts) leaves the
 * labels out, as it did when they were a literal here.
 */
export const SECTION_LABELS = /* @__PURE__ */ labelsOf(SECTION_CMS);

/** Formats a JSON path as `sections[6].packages[1].price`. */
export function formatJsonPath(segments: readonly PropertyKey[]): string {
  return segments
    .map((s, i) => (typeof s === "number" ? `[${s}]` : `${i === 0 ? "" : "."}${String(s)}`))
    .join("");
}

/**
 * The short name of a section type for messages: its CMS label before any parenthesis, in lower
 * case ("FAQ" stays); an unknown type is returned as it is.
 */
export function sectionName(type: string): string {
  const label = (SECTION_LABELS as Record<string, string | undefined>)[type];
  if (!label) return type;
  const name = label.replace(/\s*\(.*\)\s*$/, "");
  return name === name.toUpperCase() ? name : name.toLowerCase();
}

/** Cuts a text to at most `max` characters, ending in "…" when cut. */
export function clip(text: string, max = 60): string {
  const t = text.replace(/\s+/g, " ").trim();
  return t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t;
}

/**
 * A JSON path as an editor reads it: like {@link formatJsonPath}, but a page's `sections[i]`
 * also names the section by its type and heading, e.g.
 * `sections[9] (call to action "Make your knowledge answer for itself").actions[0].href`.
 * Takes the file's parsed JSON and the path; a section without a heading is named by its type
 * alone, and anything that is not a section is left as it is.
 */
export function describeJsonPath(json: unknown, segments: readonly PropertyKey[]): string {
  const where = formatJsonPath(segments);
  if (segments[0] !== "sections" || typeof segments[1] !== "number") return where;
  const sections = (json as { sections?: unknown } | null)?.sections;
  const section = Array.isArray(sections) ? (sections[segments[1]] as unknown) : undefined;
  if (!section || typeof section !== "object") return where;
  const { type, heading } = section as { type?: unknown; heading?: unknown };
  if (typeof type !== "string" || !(type in SECTION_LABELS)) return where;
  const head = `sections[${segments[1]}]`;
  const name =
    typeof heading === "string" && heading.trim()
      ? `${sectionName(type)} "${clip(heading)}"`
      : sectionName(type);
  return `${head} (${name})${where.slice(head.length)}`;
}
