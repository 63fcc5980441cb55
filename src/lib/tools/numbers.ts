/**
 * Reading the numbers typed into the tools' fields (src/lib/tools/*), the way the ROI calculator
 * reads its own: an empty or non-numeric field counts as 0, and a number is written as people type
 * it (`1,000`, `$25`, `2.5`, `1e3`). On top of that every tool field has stated bounds: a figure
 * outside them is refused with a message beside the field instead of being computed.
 *
 * Kept apart from src/lib/roi.ts on purpose: the calculator and the tools load as separate
 * chunks, and a module both imported would be moved into the code every page loads.
 */

/** The range a field accepts, both ends included. */
export type FieldBounds = { min?: number; max: number };

/** Why a field is refused: text that is not a number, or a number outside its bounds. */
export type FieldProblem = "notNumber" | "range";

/**
 * A number as people type it: optional sign, optional `$`, digits with optional thousands commas
 * in groups of three, optional decimals, optional exponent. Capture 1 is the sign, 2 the number.
 */
const NUMBER_TEXT = /^([+-]?)\$?((?:\d{1,3}(?:,\d{3})+|\d*)(?:\.\d*)?(?:e[+-]?\d+)?)$/i;

/** The finite value of `text` read as {@link NUMBER_TEXT}, or null when it is not such a number. */
function valueOf(text: string): number | null {
  const match = NUMBER_TEXT.exec(text.trim());
  if (!match || !/\d/.test(match[2])) return null;
  const value = Number(match[2].replace(/,/g, ""));
  if (!Number.isFinite(value)) return null;
  if (value === 0) return 0;
  return match[1] === "-" ? -value : value;
}

/**
 * Reads a field: returns its number, or 0 for empty or non-numeric text (never NaN, ±Infinity or
 * −0). Takes the field's text as typed. Never throws.
 */
export function readNumber(text: string): number {
  return valueOf(text) ?? 0;
}

/**
 * Whether a field must be refused, and why. Takes its text, its bounds and the browser's own
 * verdict (`badInput`: a number field whose text it could not read reaches the page as empty
 * text with `validity.badInput` set). Returns null for an empty field (it counts as 0, which the
 * bounds then judge) and for a number within the bounds; `"notNumber"` for text that is not a
 * number; `"range"` for a number below `min` (default 0) or above `max`. Never throws.
 */
export function fieldProblem(
  text: string,
  bounds: FieldBounds,
  badInput = false,
): FieldProblem | null {
  if (badInput) return "notNumber";
  const value = text.trim() === "" ? 0 : valueOf(text);
  if (value === null) return "notNumber";
  return value < (bounds.min ?? 0) || value > bounds.max ? "range" : null;
}

/**
 * Every refused field of `fields` (name → text), in the order given, with its problem. Takes
 * the bounds of each name and the names the browser marked `badInput`.
 */
export function fieldProblems<K extends string>(
  fields: Record<K, string>,
  bounds: Record<K, FieldBounds>,
  badInput: ReadonlySet<string> = new Set(),
): Partial<Record<K, FieldProblem>> {
  const problems: Partial<Record<K, FieldProblem>> = {};
  for (const name of Object.keys(fields) as K[]) {
    const problem = fieldProblem(fields[name], bounds[name], badInput.has(name));
    if (problem) problems[name] = problem;
  }
  return problems;
}

/** NaN → 0, −0 → 0, ±Infinity → ±`Number.MAX_VALUE`; finite numbers unchanged. */
export function finite(n: number): number {
  if (Number.isNaN(n) || n === 0) return 0;
  if (n === Infinity) return Number.MAX_VALUE;
  if (n === -Infinity) return -Number.MAX_VALUE;
  return n;
}
