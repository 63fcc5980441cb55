/**
 * Messages an editor can act on: where in a file a problem is, said in the editor's terms. Pure
 * (no file access), so the validator, the dev server and the CMS share them.
 */
import { parse as parseJsonc, printParseErrorCode, type ParseError } from "jsonc-parser";
import type { SectionType } from "./schema";

/**
 * What each section type is called in the CMS's "Add section" menu and in messages. The part
 * before any parenthesis is the name messages use ("Call to action" → `call to action`).
 */
export const SECTION_LABELS: Record<SectionType, string> = {
  hero: "Hero (page opening, h1)",
  stats: "Stats row",
  cards: "Cards grid",
  process: "Process steps",
  caseStudies: "Case studies",
  testimonials: "Testimonials",
  badges: "Badges / integrations",
  packages: "Packages (pricing)",
  faq: "FAQ",
  comparison: "Comparison table",
  cta: "Call to action",
  split: "List with side panel or visual",
  roiCalculator: "ROI calculator",
  tool: "Tool (readiness scorecard, platform chooser, agent cost, RAG sizing)",
  bookingWidget: "Booking widget",
  siteSearch: "Site search",
  newsletter: "Newsletter signup",
  contactForm: "Contact form",
  collectionList: "Blog / case-study listing",
  menuCards: "Menu pages as cards (hub)",
};

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
function clip(text: string, max = 60): string {
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

/** A JSON syntax error as an editor reads it: what is wrong, and where (1-based line and column, and that line's text). */
export type JsonSyntaxProblem = { reason: string; line: number; column: number; text: string };

/** What each of jsonc-parser's error codes means, in an editor's words. */
const SYNTAX_REASONS: Record<string, string> = {
  InvalidSymbol: "unexpected character",
  InvalidNumberFormat: "not a valid number",
  PropertyNameExpected: "expected a field name in double quotes",
  ValueExpected: "expected a value",
  ColonExpected: "expected a colon (:) after the field name",
  CommaExpected: "expected a comma between two items",
  CloseBraceExpected: "expected } to close the object",
  CloseBracketExpected: "expected ] to close the list",
  EndOfFileExpected: "unexpected text after the end of the content",
  InvalidCommentToken: "comments are not allowed in JSON",
  UnexpectedEndOfComment: "comments are not allowed in JSON",
  UnexpectedEndOfString: 'a text is not closed: a double quote (") is missing',
  UnexpectedEndOfNumber: "not a valid number",
  InvalidUnicode: "not a valid \\u escape",
  InvalidEscapeCharacter: "not a valid escape after a backslash",
  InvalidCharacter: "a character that must be escaped inside a text (such as a line break)",
};

/** 1-based line and column of character `offset` in `source`, with that line's text. */
function locate(source: string, offset: number): Omit<JsonSyntaxProblem, "reason"> {
  const before = source.slice(0, offset).split("\n");
  const line = before.length;
  return {
    line,
    column: before[line - 1].length + 1,
    text: (source.split("\n")[line - 1] ?? "").replace(/\r$/, ""),
  };
}

/**
 * The first syntax error in `source` (JSON, no comments, no trailing commas), located by
 * jsonc-parser's scanner, or null when it parses. A comma before a closing `}` or `]` is named
 * as what it is, a trailing comma, at the comma's own place.
 */
export function jsonSyntaxProblem(source: string): JsonSyntaxProblem | null {
  const errors: ParseError[] = [];
  parseJsonc(source, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  if (!first) return null;
  const code = printParseErrorCode(first.error);
  const comma = /,\s*$/.exec(source.slice(0, first.offset));
  if (
    comma &&
    (code === "PropertyNameExpected" || code === "ValueExpected") &&
    /^[}\]]/.test(source.slice(first.offset).trimStart())
  )
    return {
      reason: "a comma after the last item of a list or object; remove it",
      ...locate(source, comma.index),
    };
  return { reason: SYNTAX_REASONS[code] ?? code, ...locate(source, first.offset) };
}

/**
 * An editor's message for a file that is not valid JSON: what is wrong, the line and column,
 * and the line itself with a caret under the spot, e.g.
 * `data/pages/home.json: not valid JSON at line 12, column 5: expected a comma between two items`.
 * `error` is JSON.parse's error, used only when the scanner finds nothing.
 */
export function jsonSyntaxMessage(file: string, source: string, error: Error): string {
  const at = jsonSyntaxProblem(source);
  if (!at) return `${file}: not valid JSON: ${error.message}`;
  const shown = at.text.length > 120 ? clip(at.text, 120) : at.text;
  const caret = " ".repeat(Math.min(at.column - 1, shown.length)) + "^";
  return [
    `${file}: not valid JSON at line ${at.line}, column ${at.column}: ${at.reason}`,
    `    ${at.line} | ${shown}`,
    `    ${" ".repeat(String(at.line).length)} | ${caret}`,
  ].join("\n");
}
