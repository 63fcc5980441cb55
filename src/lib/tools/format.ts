/**
 * How the tools show their figures (US English). Costs range from fractions of a cent (one
 * conversation with a small model) to thousands of dollars a month, so money keeps the digits
 * that matter at each size instead of always rounding to whole dollars:
 * - $100 and more: whole dollars ("$1,240");
 * - $1 to $100: cents ("$12.35");
 * - below $1: two significant digits ("$0.042", "$0.0018"), so a small cost never shows as $0;
 * - exactly 0: "$0".
 * Counts show whole numbers with thousands separators; sizes one decimal below 100 and two
 * significant digits below 1. Non-finite input shows as 0. Never throws.
 */

const cache = new Map<string, Intl.NumberFormat>();

/** An `en-US` number format with the given options, made once. */
function nf(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.NumberFormat("en-US", options)));
  return f;
}

/** `n`, or 0 when it is NaN or ±Infinity (and never −0). */
const safe = (n: number): number => (Number.isFinite(n) && n !== 0 ? n : 0);

/** Options that keep two significant digits for a value below 1. */
const SMALL = { maximumSignificantDigits: 2 } as const;

/** A US-dollar amount, with the precision its size calls for (see the module comment). */
export function formatCost(usd: number): string {
  const n = safe(usd);
  const abs = Math.abs(n);
  const base = { style: "currency", currency: "USD" } as const;
  if (abs >= 100) return nf({ ...base, maximumFractionDigits: 0 }).format(n);
  if (abs >= 1)
    return nf({ ...base, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
  if (abs === 0) return nf({ ...base, maximumFractionDigits: 0 }).format(0);
  return nf({ ...base, ...SMALL }).format(n);
}

/** A list price as vendors write it: whole dollars when whole ("$24"), else cents ("$29.99"). */
export function formatPrice(usd: number): string {
  const n = safe(usd);
  const whole = Number.isInteger(n);
  return nf({
    style: "currency",
    currency: "USD",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(n);
}

/** A count: rounded to a whole number, with thousands separators ("12,400"). */
export function formatCount(n: number): string {
  return nf({ maximumFractionDigits: 0 }).format(safe(n));
}

/**
 * A size or other measured quantity: whole above 100 ("1,240"), one decimal from 1 to 100
 * ("12.4"), two significant digits below 1 ("0.061"), "0" for 0.
 */
export function formatAmount(n: number): string {
  const v = safe(n);
  const abs = Math.abs(v);
  if (abs >= 100) return nf({ maximumFractionDigits: 0 }).format(v);
  if (abs >= 1) return nf({ maximumFractionDigits: 1 }).format(v);
  return nf(abs === 0 ? { maximumFractionDigits: 0 } : SMALL).format(v);
}

/** A large count in words' short form: "1.2M", "350K", "2.4B"; below 1,000 as a count. */
export function formatCompact(n: number): string {
  const v = safe(n);
  if (Math.abs(v) < 1000) return formatCount(v);
  return nf({ notation: "compact", maximumFractionDigits: 1 }).format(v);
}

/** A stated value as written, up to six decimals, with thousands separators ("1,536", "1.33"). */
export function formatExact(n: number): string {
  return nf({ maximumFractionDigits: 6 }).format(safe(n));
}
