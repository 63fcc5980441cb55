/**
 * A worked example of the ROI calculator, drawn at build time: the page's JSON gives four inputs
 * (with the labels to show them under) and the results to show; the results are computed with
 * the calculator's own formulas ({@link calculateRoi}) and formatted as the calculator formats
 * them, so the example can never disagree with the calculator and costs no JavaScript. Pure: no
 * React, no file access; returns HTML text with every content string escaped.
 */
import { calculateRoi, type RoiResults } from "./roi";
import { formatMoney, formatOneDecimal } from "./format";

/** One input of the example: what it is called and its value (a number as the calculator reads it). */
export type RoiExampleInput = { label: string; value: number };

/** A result the example can show, by the calculator's name for it. */
export type RoiExampleResultName =
  "weeklySavings" | "monthlySavings" | "annualSavings" | "roi" | "payback";

/** The example as the page's JSON writes it. */
export type RoiExample = {
  /** What the example describes, e.g. "Worked example: a ten-person support team". */
  title: string;
  inputs: {
    employees: RoiExampleInput;
    /** USD per hour. */
    hourlyRate: RoiExampleInput;
    /** Hours per week, per employee. */
    hoursPerWeek: RoiExampleInput;
    /** USD. */
    automationCost: RoiExampleInput;
  };
  /** The results to show, in order, each with its label. */
  results: { result: RoiExampleResultName; label: string }[];
  /** The unit after the payback figure, e.g. "months". */
  paybackUnit: string;
};

/** `text` safe inside HTML text and attribute values. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/**
 * The example's figures as the calculator would show them: each input (money in whole dollars)
 * and each chosen result (money, ROI in percent with one decimal, payback in the given unit with
 * one decimal). Takes the example; returns label/value pairs for inputs and results.
 */
export function roiExampleFigures(example: RoiExample): {
  inputs: { label: string; value: string }[];
  results: { label: string; value: string }[];
} {
  const { employees, hourlyRate, hoursPerWeek, automationCost } = example.inputs;
  const r: RoiResults = calculateRoi({
    employees: String(employees.value),
    hourlyRate: String(hourlyRate.value),
    hoursPerWeek: String(hoursPerWeek.value),
    automationCost: String(automationCost.value),
  });
  const value: Record<RoiExampleResultName, string> = {
    weeklySavings: formatMoney(r.weeklySavings),
    monthlySavings: formatMoney(r.monthlySavings),
    annualSavings: formatMoney(r.annualSavings),
    roi: `${formatOneDecimal(r.roi)}%`,
    payback: `${formatOneDecimal(r.paybackMonths)} ${example.paybackUnit}`,
  };
  return {
    inputs: [
      { label: employees.label, value: String(employees.value) },
      { label: hourlyRate.label, value: formatMoney(hourlyRate.value) },
      { label: hoursPerWeek.label, value: String(hoursPerWeek.value) },
      { label: automationCost.label, value: formatMoney(automationCost.value) },
    ],
    results: example.results.map((x) => ({ label: x.label, value: value[x.result] })),
  };
}

/** A definition list of label/value pairs, with a class for the list. */
function pairs(className: string, items: { label: string; value: string }[]): string {
  const rows = items
    .map((i) => `<div><dt>${escapeHtml(i.label)}</dt><dd>${escapeHtml(i.value)}</dd></div>`)
    .join("");
  return `<dl class="${className}">${rows}</dl>`;
}

/**
 * The example as HTML: a figure titled by the example, the inputs as a list of label and value,
 * then the results as large figures (styles: `.roi-example` in src/styles/roiExampleCss.ts).
 */
export function roiExampleMarkup(example: RoiExample): string {
  const { inputs, results } = roiExampleFigures(example);
  return (
    `<figure class="roi-example"><figcaption class="roi-example__title">${escapeHtml(example.title)}</figcaption>` +
    `${pairs("roi-example__inputs", inputs)}${pairs("roi-example__results", results)}</figure>`
  );
}
