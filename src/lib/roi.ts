/**
 * ROI calculator logic. Pure functions, no React: the calculator section holds the
 * inputs as text, calls {@link calculateRoi} when Calculate ROI is pressed and formats the
 * results with `src/lib/format.ts`.
 *
 * Formulas, all money in USD:
 * - weekly savings  = employees × hourly rate × hours saved per week
 * - monthly savings = weekly savings × 4.33
 * - annual savings  = weekly savings × 52
 * - ROI %           = (annual savings − investment) ÷ investment × 100, or 0 if investment ≤ 0
 * - payback months  = investment ÷ monthly savings, or 0 if investment ≤ 0
 *
 * Edge cases:
 * - The calculator refuses a negative or non-numeric field, and a figure above the field's
 *   stated largest value (data/pages/roi-calculator.json `max`), before it calculates
 *   ({@link inputProblem}); these functions themselves compute any input as given (e.g. −10
 *   employees gives negative savings). Nothing is clamped except results that would not be
 *   finite numbers.
 * - No result is ever NaN or ±Infinity: a product with a zero factor is 0 (never
 *   `Infinity × 0 = NaN`), an overflow becomes ±`Number.MAX_VALUE`, and NaN becomes 0.
 * - "Never pays back": with a positive investment and monthly savings of 0 or less, the
 *   formula gives Infinity (or a negative number of months). Instead `paybackMonths` is 0
 *   and `neverPaysBack` is true, so the UI can show the section's `noPayback` text; the
 *   payback block otherwise shows only while `paybackMonths > 0`.
 */

/** Weeks per month in the monthly-savings formula. */
export const WEEKS_PER_MONTH = 4.33;

/** Weeks per year in the annual-savings formula. */
export const WEEKS_PER_YEAR = 52;

/** The calculator's four inputs, held as the text typed in the fields. */
export type RoiInputs = {
  /** Number of employees affected. */
  employees: string;
  /** Average hourly rate, USD per hour. */
  hourlyRate: string;
  /** Hours saved per week, per employee. */
  hoursPerWeek: string;
  /** Initial automation investment, USD. */
  automationCost: string;
};

/** The calculator's results. Every number is finite. */
export type RoiResults = {
  /** USD per week. */
  weeklySavings: number;
  /** USD per month (weekly × 4.33). */
  monthlySavings: number;
  /** USD per year (weekly × 52). */
  annualSavings: number;
  /** Annual ROI in percent (550 means 550 %); 0 when the investment is not above 0. */
  roi: number;
  /** Months until savings repay the investment; 0 when there is no investment or no payback. */
  paybackMonths: number;
  /** True when the investment is above 0 but monthly savings are 0 or less: it never pays back. */
  neverPaysBack: boolean;
};

/** The results before Calculate ROI is first pressed: all zero. */
export const ZERO_RESULTS: Readonly<RoiResults> = Object.freeze({
  weeklySavings: 0,
  monthlySavings: 0,
  annualSavings: 0,
  roi: 0,
  paybackMonths: 0,
  neverPaysBack: false,
});

/**
 * A number as people type it: optional sign, optional `$`, digits with optional thousands
 * commas in groups of three, optional decimals, optional exponent (as `<input type="number">`
 * allows). Capture 1 is the sign, capture 2 the number.
 */
const NUMBER_TEXT = /^([+-]?)\$?((?:\d{1,3}(?:,\d{3})+|\d*)(?:\.\d*)?(?:e[+-]?\d+)?)$/i;

/**
 * Reads one calculator field; an empty or non-numeric input counts as 0.
 *
 * Takes the field's text; returns a finite number, never NaN, ±Infinity or −0. Accepted:
 * surrounding whitespace (`" 25 "` → 25), a leading `$` after an optional sign (`"$25"` → 25,
 * `"-$5"` → −5), thousands commas in groups of three (`"1,000"` → 1000), decimals (`"2.5"`,
 * `".5"`) and exponents (`"1e3"`). Everything else counts as 0: empty text, letters anywhere
 * (`"25abc"` → 0, unlike `parseFloat`), misplaced commas (`"1,00"`), a bare `"$"` or `"."`,
 * `"NaN"`, `"Infinity"`, hex, and numbers too large to represent (`"1e400"`). Never throws.
 */
export function parseInput(text: string): number {
  const match = NUMBER_TEXT.exec(text.trim());
  if (!match || !/\d/.test(match[2])) return 0;
  const value = Number(match[2].replace(/,/g, ""));
  if (!Number.isFinite(value) || value === 0) return 0;
  return match[1] === "-" ? -value : value;
}

/**
 * Why the calculator refuses a field: a negative amount, text that is not a number, or a figure
 * above the field's largest accepted value.
 */
export type InputProblem = "negative" | "notNumber" | "range";

/**
 * Whether the calculator must refuse a field, and why. Takes the field's text, the browser's
 * own verdict (`badInput`: a number field whose text it could not read, such as "1e", reaches the
 * page as empty text with `validity.badInput` set) and the largest figure the field accepts
 * (`max`, default no limit). Returns null for an empty field (it counts as 0) and for any number
 * {@link parseInput} reads from 0 to `max`; `"negative"` for a number below 0; `"range"` for one
 * above `max`; `"notNumber"` for text it does not read as a number (letters, misplaced commas, a
 * bare `$`, a number too large to represent such as `1e400`). Never throws.
 */
export function inputProblem(
  text: string,
  badInput = false,
  max = Number.POSITIVE_INFINITY,
): InputProblem | null {
  if (badInput) return "notNumber";
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const match = NUMBER_TEXT.exec(trimmed);
  if (!match || !/\d/.test(match[2])) return "notNumber";
  if (!Number.isFinite(Number(match[2].replace(/,/g, "")))) return "notNumber";
  const value = parseInput(trimmed);
  if (value < 0) return "negative";
  return value > max ? "range" : null;
}

/** NaN → 0, ±Infinity → ±`Number.MAX_VALUE`, −0 → 0; finite numbers unchanged. */
function finite(n: number): number {
  if (Number.isNaN(n) || n === 0) return 0;
  if (n === Infinity) return Number.MAX_VALUE;
  if (n === -Infinity) return -Number.MAX_VALUE;
  return n;
}

/** Product of finite factors: 0 if any factor is 0 (so overflow never meets 0), else clamped. */
function product(...factors: number[]): number {
  if (factors.some((f) => f === 0)) return 0;
  return finite(factors.reduce((a, b) => a * b, 1));
}

/**
 * Computes the calculator's results from its inputs with the formulas in the module comment.
 *
 * Takes the four fields as text (parsed with {@link parseInput}); returns weekly, monthly and
 * annual savings in USD, annual ROI in percent and payback in months, all finite, plus
 * `neverPaysBack` (see the module comment). Never throws.
 */
export function calculateRoi(inputs: RoiInputs): RoiResults {
  const employees = parseInput(inputs.employees);
  const hourlyRate = parseInput(inputs.hourlyRate);
  const hoursPerWeek = parseInput(inputs.hoursPerWeek);
  const investment = parseInput(inputs.automationCost);

  const weeklySavings = product(employees, hourlyRate, hoursPerWeek);
  const monthlySavings = product(weeklySavings, WEEKS_PER_MONTH);
  const annualSavings = product(weeklySavings, WEEKS_PER_YEAR);

  const hasInvestment = investment > 0;
  const roi = hasInvestment ? finite((finite(annualSavings - investment) / investment) * 100) : 0;
  const neverPaysBack = hasInvestment && monthlySavings <= 0;
  const paybackMonths = hasInvestment && !neverPaysBack ? finite(investment / monthlySavings) : 0;

  return { weeklySavings, monthlySavings, annualSavings, roi, paybackMonths, neverPaysBack };
}
