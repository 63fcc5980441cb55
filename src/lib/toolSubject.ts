/**
 * What a visitor brings to the booking page from a tool (`?tool=<slug>&result=<code>`, the
 * tools' "Discuss this result" link, src/lib/tools/discuss.ts): the sentence the booking page
 * shows and hands to the scheduler. Safe by construction: the sentence is the tool's `summary`
 * from the content with each `{slot}` filled from known values only: a token of an enumerated
 * slot must be one of its own keys (mapped to the content's text for it), a number slot takes
 * digits only and is formatted here. Anything else (an unknown tool, a code of the wrong length,
 * an unknown or malformed token, `__proto__`) makes the whole link count as absent.
 */

/** The query parameters the tools' links use. */
export const TOOL_PARAM = "tool";
export const RESULT_PARAM = "result";

/**
 * One slot of a result code, in code order: an enumerated value (`values`: token → text shown),
 * or a whole number shown as a `count` ("12,400") or, given in cents, as `cents` ("$12.40",
 * "$1,240" from $100).
 */
export type SubjectSlot =
  { name: string; values: Record<string, string> } | { name: string; format: "count" | "cents" };

/** A tool's sentence (`{name}` for each slot) and its slots. */
export type ToolSubject = { summary: string; slots: SubjectSlot[] };

/** Every tool the booking page can name, by slug. */
export type ToolSubjects = Record<string, ToolSubject>;

/** True when `record` itself (not its prototype) has `key`. */
const own = (record: object, key: string): boolean =>
  Object.prototype.hasOwnProperty.call(record, key);

/** A token of an enumerated slot: lowercase words joined by hyphens. */
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A number token: at most 15 digits (exact as a double, and no exponent). */
const DIGITS = /^\d{1,15}$/;

/** `n` (a whole count of cents) as US dollars: cents below $100, whole dollars from $100. */
function dollars(cents: number): string {
  const whole = cents >= 10_000;
  return (cents / 100).toLocaleString("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
}

/**
 * The sentence for `tool` and `code` (the two query values), or null when they name no known
 * result (see the module comment). Never throws.
 */
export function describeToolResult(
  tool: string,
  code: string,
  subjects: ToolSubjects,
): string | null {
  if (!ID.test(tool) || !own(subjects, tool)) return null;
  const { summary, slots } = subjects[tool];
  const tokens = code.split(".");
  if (tokens.length !== slots.length) return null;
  const values: Record<string, string> = {};
  for (const [i, slot] of slots.entries()) {
    const token = tokens[i];
    if ("values" in slot) {
      if (!ID.test(token) || !own(slot.values, token)) return null;
      values[slot.name] = slot.values[token];
    } else {
      if (!DIGITS.test(token)) return null;
      const n = Number(token);
      values[slot.name] = slot.format === "cents" ? dollars(n) : n.toLocaleString("en-US");
    }
  }
  return summary.replace(/\{(\w+)\}/g, (m, name: string) => (own(values, name) ? values[name] : m));
}

/**
 * The sentence for the tool result a visitor brought, read from the booking page's query string
 * (`search` as in `location.search`), or null when it names none. Never throws.
 */
export function chosenToolResult(search: string, subjects: ToolSubjects): string | null {
  const params = new URLSearchParams(search);
  const tool = params.get(TOOL_PARAM);
  const code = params.get(RESULT_PARAM);
  return tool === null || code === null ? null : describeToolResult(tool, code, subjects);
}
