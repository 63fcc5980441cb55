/**
 * Typesetting of visible copy: the marks a typesetter would use instead of the typewriter's.
 *
 * - An apostrophe is ’ (`team’s`, `don’t`, `clients’`, `’90s`).
 * - Quotation marks are curly: “…” and ‘…’.
 * - A numeric range takes an unspaced en dash: `1–2 weeks`, `250–400%`, `$5,000–$15,000`,
 *   `14:00–14:30`. ISO dates (`2025-03-14`) keep their hyphens.
 *
 * Only the marks change, never the words or figures. In Markdown, code (fenced blocks and
 * `inline spans`) and link or image destinations are left exactly as written.
 *
 * Editors type straight marks; the CMS typesets each text field as it saves
 * (src/cms/admin.tsx), and `npm run typeset` rewrites data/ for files edited by hand.
 */

/** An ISO date or date-time (`2025-03-14`, `2025-03`), whose hyphens are not ranges. */
const ISO_DATE = /\b\d{4}-\d{2}(?:-\d{2})?(?:T[\d:.]+Z?)?\b/g;

/** A letter in any script. */
const L = "\\p{L}";

/** Placeholder characters that stand in for protected text while the rules run. */
const HOLD_START = "\uE000";
const HOLD_END = "\uE001";

/**
 * Typesets one plain-text string (no Markdown): curly apostrophes and quotes, en dashes in
 * numeric ranges. Idempotent: typesetting typeset text changes nothing.
 *
 * @param text visible copy as an editor typed it
 * @returns the same words and figures with typographic marks
 */
export function typesetText(text: string): string {
  const held: string[] = [];
  const hold = (s: string): string => `${HOLD_START}${held.push(s) - 1}${HOLD_END}`;
  let out = text.replace(ISO_DATE, hold);
  out = out
    // Ranges between figures: 1-2, 10 - 15%, $5,000-$15,000, 14:00-14:30.
    .replace(/(\d[%kKmM+]?)\s?-\s?(?=\$?\d)/g, "$1–")
    // Apostrophes inside or at the end of a word: team's, don't, clients', rock 'n' roll.
    .replace(new RegExp(`(?<=[${L}\\d])'(?=[${L}])`, "gu"), "’")
    // An elided year or word at the start: '90s, 'em.
    .replace(/(^|[\s(])'(?=\d{2}s\b)/g, "$1’")
    // Opening quotes: at the start, after a space, an opening bracket, a dash or another quote.
    .replace(/(^|[\s([{—–“‘])"/g, "$1“")
    .replace(/(^|[\s([{—–“])'/g, "$1‘")
    // Whatever straight mark remains closes a quotation or ends a plural possessive.
    .replace(/"/g, "”")
    .replace(/'/g, "’");
  return out.replace(
    new RegExp(`${HOLD_START}(\\d+)${HOLD_END}`, "g"),
    (_, i: string) => held[Number(i)],
  );
}

/**
 * Typesets Markdown: the prose as {@link typesetText} does, leaving code fences, inline code
 * spans, autolinks, HTML tags and link or image destinations (`](…)`) exactly as written.
 *
 * @param markdown an article body or other Markdown field
 * @returns the Markdown with its prose typeset
 */
export function typesetMarkdown(markdown: string): string {
  const protectedParts =
    /(```[\s\S]*?```|~~~[\s\S]*?~~~|`[^`\n]*`|\]\([^)\s]*(?:\s+"[^"]*")?\)|<[^>\n]+>|^\s*\[[^\]]+\]:\s*\S+.*$)/gm;
  let out = "";
  let last = 0;
  for (const match of markdown.matchAll(protectedParts)) {
    const at = match.index ?? 0;
    out += typesetText(markdown.slice(last, at)) + match[0];
    last = at + match[0].length;
  }
  return out + typesetText(markdown.slice(last));
}

/** Keys whose string values are machine-readable (dates, paths, identifiers), never typeset. */
export const UNTYPESET_KEYS: ReadonlySet<string> = new Set([
  "datePublished",
  "dateModified",
  "pricesCheckedOn",
  "href",
  "slug",
  "id",
  "type",
  "icon",
  "image",
  "src",
  "url",
  "email",
  "phone",
  "download",
  "variant",
  "kind",
  "collection",
  "category",
  "author",
  "mark",
  "marks",
  "tools",
  "file",
  "workflow",
  "caseStudy",
  "caseStudies",
  "from",
  "to",
]);

/** Keys whose string values are Markdown. */
const MARKDOWN_KEYS: ReadonlySet<string> = new Set(["body"]);

/**
 * Typesets every visible string in a content value (a whole data file, or one CMS entry),
 * returning a new value; keys in {@link UNTYPESET_KEYS} and non-strings are copied as they are.
 *
 * @param value parsed JSON content
 * @param key the key the value sits under (decides whether a string is prose or Markdown)
 * @returns the content with typeset strings
 */
export function typesetContent<T>(value: T, key = ""): T {
  if (typeof value === "string") {
    if (UNTYPESET_KEYS.has(key)) return value;
    return (MARKDOWN_KEYS.has(key) ? typesetMarkdown(value) : typesetText(value)) as T;
  }
  if (Array.isArray(value)) return value.map((item) => typesetContent(item, key)) as T;
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = typesetContent(v, k);
    return out as T;
  }
  return value;
}

/** One string in a content value that typesetting changes: its key path and its new text. */
export type TypesetChange = { path: (string | number)[]; value: string };

/**
 * The strings in a content value that {@link typesetContent} would change, each with its key
 * path, for editors that update a value in place (the CMS's pre-save hook sets each path).
 *
 * @param value parsed JSON content
 * @returns the changed strings, in document order; empty when the value is typeset already
 */
export function typesetChanges(value: unknown): TypesetChange[] {
  const out: TypesetChange[] = [];
  const visit = (v: unknown, key: string, at: (string | number)[]): void => {
    if (typeof v === "string") {
      const typeset = typesetContent(v, key);
      if (typeset !== v) out.push({ path: at, value: typeset });
    } else if (Array.isArray(v)) v.forEach((item, i) => visit(item, key, [...at, i]));
    else if (v && typeof v === "object")
      for (const [k, item] of Object.entries(v)) visit(item, k, [...at, k]);
  };
  visit(value, "", []);
  return out;
}
