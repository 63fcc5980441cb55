/**
 * Number display for the ROI calculator: money shows with thousands separators, ROI and
 * payback with one decimal. US English formatting via `Intl.NumberFormat("en-US")`.
 *
 * Decisions:
 * - Money shows whole dollars ("$5,413" for 5,412.5): the figures are estimates, and cents
 *   would suggest a precision they do not have. Halves round away from zero, the same way
 *   for negative amounts ("-$1,250" for −1,250.4; "-$1,251" for −1,250.5).
 * - Before rounding, values are rounded to a millionth of the last shown digit's unit, so
 *   floating-point noise (5,412.499999999999) does not flip a half down.
 * - Negative values keep their sign in front ("-$1,250", "-12.5"); a value that rounds to
 *   zero never shows as "-$0" or "-0.0".
 * - Non-finite input (NaN, ±Infinity) shows "$0" / "0"; `calculateRoi` never returns one.
 *
 * The `Intl` formatters are made on first use, not when the module loads: building one costs
 * tens of milliseconds on a phone, and every page loads this module but few format anything
 * (it would add to the page's Total Blocking Time).
 */

/** Returns `make()`'s result, calling it once, on the first call. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const money = once(
  () =>
    new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);
const oneDecimal = once(
  () => new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const longDate = once(
  () =>
    new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    }),
);

/**
 * Rounds `n` to `decimals` places, halves away from zero, after removing floating-point noise
 * below a millionth of the last place. Numbers too large to have such digits are returned as is.
 */
function roundHalfAwayFromZero(n: number, decimals: number): number {
  const abs = Math.abs(n);
  const scale = 10 ** (decimals + 6);
  if (abs * scale >= Number.MAX_SAFE_INTEGER) return n;
  const denoised = Math.round(abs * scale) / scale;
  const unit = 10 ** decimals;
  const rounded = Math.round(denoised * unit) / unit;
  return rounded === 0 ? 0 : Math.sign(n) * rounded;
}

/**
 * Formats an amount of US dollars as whole dollars with thousands separators.
 * Takes USD (any number); returns e.g. "$1,250", "-$1,250", "$0" (also for NaN/±Infinity).
 * Never throws.
 */
export function formatMoney(usd: number): string {
  if (!Number.isFinite(usd)) return "$0";
  return money().format(roundHalfAwayFromZero(usd, 0));
}

/**
 * Formats a number with exactly one decimal and thousands separators, for ROI (percent) and
 * payback (months). Takes any number; returns e.g. "550.0", "1.8", "1,234.5", "-12.5", and "0"
 * for NaN/±Infinity. Never throws.
 */
export function formatOneDecimal(n: number): string {
  if (!Number.isFinite(n)) return "0";
  return oneDecimal().format(roundHalfAwayFromZero(n, 1));
}

/**
 * An ISO calendar date as visitors read it: "2025-03-14" → "March 14, 2025" (UTC, so the day
 * never shifts with the build machine's time zone). Returns the input unchanged if it is not a date.
 */
export function formatDate(isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? isoDate : longDate().format(d);
}

/**
 * A phone number as a `tel:` link target: the number as shown (`+1 (415) 555-0142`) with only
 * `+` and digits kept (`tel:+14155550142`), the form phones and search engines read.
 */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}
