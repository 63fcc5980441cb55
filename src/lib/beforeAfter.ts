/**
 * Before/after figures read from a case study's results, as written by editors ("Lead response
 * time cut from 14 hours to 4 minutes", "Subscription churn down 33%"). The study page draws each
 * one as two bars at build time (src/components/article/BeforeAfterFigures.tsx). A result is drawn
 * only when its own words give both sides; nothing is estimated, rounded or filled in. Pure: no
 * React, no file access.
 *
 * Forms read (case-insensitive):
 * - absolute, both figures written: `… from X to Y` (`Missed calls down from 31% to 4%`),
 *   `X <things> reduced|cut|down to Y` (`180 Zaps reduced to 95`) and `… in Y instead of X`
 *   (`New hires productive in 5 weeks instead of 12`). A figure without a unit takes the other
 *   one's (`from 9 working days to 4`); both must then be in one unit family (percent, time,
 *   money or the same count), times compared in seconds;
 * - relative, a change against the baseline: `… down|reduced by|cut by N%` and
 *   `N% lower|fewer|less …` (a reduction below 100%), `… up N%` and `N% higher|more|… increase`
 *   (an increase), and `… up Nx` / `Nx more|faster|higher` (a multiple). The baseline is drawn
 *   as the full bar, or as the shorter one for an increase.
 * Anything else (`Failed-payment recovery up to 68%`, `Double bookings eliminated`) gives null.
 */

/** One side of a comparison: the figure as shown and its bar's length (0–1 of the longer). */
export type BeforeAfterSide = {
  /** As written, with its unit (`14 hours`, `under 1 second`, `31%`); "" for a baseline. */
  text: string;
  /** Its bar's length as a share of the longer bar, 0 to 1. */
  share: number;
};

/** A result drawn as two bars. */
export type BeforeAfter = {
  /** The result as written: the figure's caption. */
  result: string;
  /** `absolute`: both figures are in the result; `relative`: a change against the baseline. */
  kind: "absolute" | "relative";
  /** Whether the figure fell or rose. */
  direction: "down" | "up";
  before: BeforeAfterSide;
  after: BeforeAfterSide;
  /** For a relative change: the change as a figure (`−52%`, `+210%`, `3.1×`); else "". */
  change: string;
};

/** Seconds in each unit of time a result may use (singular, lowercase). */
const TIME_UNITS: Record<string, number> = {
  ms: 0.001,
  millisecond: 0.001,
  second: 1,
  minute: 60,
  hour: 3600,
  day: 86400,
  "working day": 86400,
  "business day": 86400,
  week: 604800,
  month: 2629800,
  quarter: 7889400,
  year: 31557600,
};

/** Words that end a figure's unit: what follows them is context (`96% on an audited test set`). */
const STOP_WORDS = new Set([
  "a",
  "an",
  "the",
  "on",
  "in",
  "at",
  "with",
  "within",
  "for",
  "per",
  "of",
  "across",
  "after",
  "from",
  "to",
  "and",
  "instead",
]);

/** Verbs between a result's subject and `from`, or between a count and `to`. */
const CHANGE_VERBS = "cut|down|up|reduced|shortened|lowered|dropped|fell|rose|raised|improved";

/** A figure read from a result: its number, unit family and the words it is shown with. */
type Figure = {
  value: number;
  /** `%`, `$`, `time`, a count's noun (`zaps`) or "" when no unit is written. */
  family: string;
  /** The unit as written (`hours`, `working days`, `Zaps`), "" for `%`, money and none. */
  unit: string;
  /** The figure as written, without its unit: `under 1`, `$62K`, `31%`. */
  number: string;
};

/** Multipliers of a number's suffix: `$62K`, `$1.2M`. */
const SUFFIX: Record<string, number> = { k: 1e3, m: 1e6 };

/**
 * Reads one figure at the start of `text` (`14 hours`, `under an hour`, `2.1%`, `$410,000`,
 * `95 with no lost functionality`): returns it, or null when `text` does not start with a number.
 * Context after the unit is dropped.
 */
function readFigure(text: string): Figure | null {
  const m =
    /^((?:under|over|about|around|nearly|almost|less than|more than|just)\s+)?(\$)?(\d[\d,]*(?:\.\d+)?|an?|one)\b\s*([km]\b)?\s*(%)?\s*(.*)$/i.exec(
      text.trim(),
    );
  if (!m) return null;
  const [, qualifier = "", dollar = "", digits, suffix = "", percent = "", rest] = m;
  const base = /^(an?|one)$/i.test(digits) ? 1 : Number(digits.replace(/,/g, ""));
  if (!Number.isFinite(base)) return null;
  const value = base * (SUFFIX[suffix.toLowerCase()] ?? 1);
  const number = `${qualifier}${dollar}${digits}${suffix}${percent}`.trim();
  if (percent) return { value, family: "%", unit: "", number };
  if (dollar) return { value, family: "$", unit: "", number };
  const words = rest.split(/\s+/).filter(Boolean);
  const two = words.slice(0, 2).join(" ").toLowerCase().replace(/s$/, "");
  const one = (words[0] ?? "").toLowerCase().replace(/s$/, "");
  if (TIME_UNITS[two] !== undefined)
    return {
      value: value * TIME_UNITS[two],
      family: "time",
      unit: words.slice(0, 2).join(" "),
      number,
    };
  if (TIME_UNITS[one] !== undefined)
    return { value: value * TIME_UNITS[one], family: "time", unit: words[0], number };
  if (words[0] && !STOP_WORDS.has(words[0].toLowerCase()) && /^[A-Za-z][\w-]*$/.test(words[0]))
    return { value, family: `count:${one}`, unit: words[0], number };
  return { value, family: "", unit: "", number };
}

/**
 * A figure without a unit takes the other figure's (its value converted with that unit): `4` in
 * `from 9 working days to 4` is 4 working days. Returns the figure as shown with its unit.
 */
function withUnitOf(own: Figure, other: Figure): Figure {
  if (own.family !== "" || other.family === "") return own;
  const unitWord = other.unit.toLowerCase().replace(/s$/, "");
  const factor = other.family === "time" ? (TIME_UNITS[unitWord] ?? 1) : 1;
  return { ...other, value: own.value * factor, number: own.number };
}

/** A figure as the page shows it: its number and its unit (`14 hours`, `31%`, `95 Zaps`). */
function shown(f: Figure): string {
  return f.unit ? `${f.number} ${f.unit}` : f.number;
}

/** Bars for two values: each a share of the larger; null when neither is above zero. */
function shares(before: number, after: number): [number, number] | null {
  const max = Math.max(before, after);
  if (!(max > 0) || before < 0 || after < 0) return null;
  return [before / max, after / max];
}

/** An absolute comparison from two figures as written, or null when they cannot be compared. */
function absolute(result: string, beforeText: string, afterText: string): BeforeAfter | null {
  const b0 = readFigure(beforeText);
  const a0 = readFigure(afterText);
  if (!b0 || !a0) return null;
  const before = withUnitOf(b0, a0);
  const after = withUnitOf(a0, b0);
  if (before.family !== after.family) return null;
  const bars = shares(before.value, after.value);
  if (!bars || before.value === after.value) return null;
  return {
    result,
    kind: "absolute",
    direction: after.value < before.value ? "down" : "up",
    before: { text: shown(before), share: bars[0] },
    after: { text: shown(after), share: bars[1] },
    change: "",
  };
}

/** A relative change: the baseline (full bar, or the shorter one for an increase) and the result. */
function relative(result: string, after: number, change: string): BeforeAfter | null {
  const bars = shares(100, after);
  if (!bars || after === 100) return null;
  return {
    result,
    kind: "relative",
    direction: after < 100 ? "down" : "up",
    before: { text: "", share: bars[0] },
    after: { text: change, share: bars[1] },
    change,
  };
}

/** A number as the page writes a change: `52`, `3.1` (no trailing zeros). */
function num(n: number): string {
  return String(Number(n.toFixed(2)));
}

/** `(\d+(?:\.\d+)?)`: a plain decimal number. */
const N = String.raw`(\d+(?:\.\d+)?)`;

/**
 * The before/after figure of one result, or null when its words do not give both sides (see the
 * forms in this module's comment). Takes the result as written; never throws.
 */
export function parseResult(result: string): BeforeAfter | null {
  const text = result.trim().replace(/\s+/g, " ");
  let m = new RegExp(
    String.raw`^(.*?)\b(?:(?:${CHANGE_VERBS})\s+)?from\s+(.+?)\s+to\s+(.+)$`,
    "i",
  ).exec(text);
  if (m && /\d|\ban?\b/i.test(m[2]) && /\d|\ban?\b/i.test(m[3]))
    return absolute(result, m[2], m[3]);
  m = new RegExp(
    String.raw`^(\d[\d,.]*\s+[A-Za-z][\w-]*)\s+(?:reduced|cut|down|dropped)\s+to\s+(.+)$`,
    "i",
  ).exec(text);
  if (m) return absolute(result, m[1], m[2]);
  m = /^(.+?)\s+in\s+(.+?)\s+instead of\s+(.+)$/i.exec(text);
  if (m) return absolute(result, m[3], m[2]);
  m =
    new RegExp(
      String.raw`\b(?:down|reduced by|cut by|lowered by|dropped by|fell by)\s+${N}%`,
      "i",
    ).exec(text) ?? new RegExp(String.raw`^${N}%\s+(?:lower|fewer|less)\b`, "i").exec(text);
  if (m) {
    const n = Number(m[1]);
    return n > 0 && n < 100 ? relative(result, 100 - n, `\u2212${num(n)}%`) : null;
  }
  m =
    new RegExp(String.raw`\bup\s+${N}%`, "i").exec(text) ??
    new RegExp(String.raw`^${N}%\s+(?:higher|more|(?:[\w-]+\s+)?increase)\b`, "i").exec(text);
  if (m) {
    const n = Number(m[1]);
    return n > 0 ? relative(result, 100 + n, `+${num(n)}%`) : null;
  }
  m =
    new RegExp(String.raw`\bup\s+${N}x\b`, "i").exec(text) ??
    new RegExp(String.raw`^${N}x\s+(?:more|faster|higher)\b`, "i").exec(text);
  if (m) {
    const n = Number(m[1]);
    return n > 1 ? relative(result, 100 * n, `${num(n)}\u00d7`) : null;
  }
  return null;
}

/** The before/after figures of a study's results, in their order, for those that can be read. */
export function beforeAfterFigures(results: readonly string[]): BeforeAfter[] {
  return results.flatMap((r) => {
    const figure = parseResult(r);
    return figure ? [figure] : [];
  });
}
