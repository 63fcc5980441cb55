import { useContext, useEffect, useRef, useState, type FormEvent } from "react";
import type { SectionProps } from "../types";
import { SectionShell } from "../SectionShell";
import { ActionButton, actionClassName, AVOID_PROMPT } from "../../components/ActionButton";
import { track } from "../../components/analytics";
import {
  calculateRoi,
  inputProblem,
  ZERO_RESULTS,
  type InputProblem,
  type RoiInputs,
  type RoiResults,
} from "../../lib/roi";
import { formatMoney, formatOneDecimal } from "../../lib/format";
import { NumberField } from "../../components/tools/NumberField";
import { SectionVisualsContext } from "../../content/SectionVisualsContext";

const FIELDS: (keyof RoiInputs)[] = ["employees", "hourlyRate", "hoursPerWeek", "automationCost"];
const EMPTY: RoiInputs = { employees: "", hourlyRate: "", hoursPerWeek: "", automationCost: "" };

type Problems = Partial<Record<keyof RoiInputs, InputProblem>>;

/**
 * The problem of each field of `form` the calculator refuses (its text, the browser's verdict
 * and the field's largest accepted figure, `max` in `fields`).
 */
function problemsOf(
  form: HTMLFormElement,
  inputs: RoiInputs,
  fields: SectionProps<"roiCalculator">["section"]["fields"],
): Problems {
  const problems: Problems = {};
  for (const name of FIELDS) {
    const el = form.elements.namedItem(name);
    const badInput = el instanceof HTMLInputElement && el.validity.badInput;
    const problem = inputProblem(inputs[name], badInput, fields[name].max);
    if (problem) problems[name] = problem;
  }
  return problems;
}

/**
 * Brings the results into view when Calculate left them below (or above) the screen, as on a
 * phone, where they sit under the form; smoothly unless the visitor prefers reduced motion.
 */
function revealResults(el: HTMLElement): void {
  const { top, bottom } = el.getBoundingClientRect();
  if (top >= 0 && bottom <= window.innerHeight) return;
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  el.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
}

/** The four fields' text as the form shows it, whether typed before or after hydration. */
function fieldValues(form: HTMLFormElement): RoiInputs {
  const values: RoiInputs = { ...EMPTY };
  for (const name of FIELDS) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement) values[name] = field.value;
  }
  return values;
}

/**
 * The ROI calculator: four labelled numeric inputs held as text, a Calculate ROI submit (button or
 * Enter), and results that start at zero and change only on submit. An empty field counts as 0; a
 * negative or non-numeric one, or a figure above the field's `max`, is refused (the field is the
 * tools' `NumberField`, src/components/tools/NumberField.tsx): its message (`errors` in the
 * content) shows next to it, linked with `aria-describedby` and `aria-invalid`, focus moves to the first such field, and no
 * result is computed until it is fixed (a fixed field's message goes as it is corrected). After a
 * calculation the results are announced (a polite live region) and scrolled into view when off
 * screen, and the calculation counts as "Calculator used" when analytics is on. The payback
 * block shows only while payback is above 0; when savings can never repay the investment, the
 * `noPayback` note shows instead. Formulas: `src/lib/roi.ts`.
 *
 * Figures typed before the section became interactive are kept: each change and Calculate read
 * every field as the form shows it.
 *
 * Until the first calculation the zero results are drawn muted (they are not the visitor's yet)
 * and the section's worked `example` stands above them: its inputs and its annual savings, ROI
 * and payback, drawn at build time with the same formulas (src/lib/roiExample.ts, handed over
 * with the page's section visuals, so it costs no JavaScript). The first calculation replaces it.
 * Its looks are static class rules: the form and results cards it shares with the tools
 * (`.tool-frame`, `.tool-card…`, src/components/tools/styles.ts) and its own `.roi-calculator__…`
 * (src/sections/roiCalculator/styles.ts), where the figures turn from muted to bold once the
 * results list carries `data-calculated`.
 */
export function RoiCalculator({ section, index }: SectionProps<"roiCalculator">): JSX.Element {
  const [inputs, setInputs] = useState<RoiInputs>(EMPTY);
  const [results, setResults] = useState<RoiResults>(ZERO_RESULTS);
  const [problems, setProblems] = useState<Problems>({});
  /** Counts calculations, so each one (even with unchanged figures) brings the results into view. */
  const [calculations, setCalculations] = useState(0);
  const resultsRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const exampleHtml = useContext(SectionVisualsContext)[index];
  /** Before the first calculation the results are the zero start, not the visitor's figures. */
  const calculated = calculations > 0;
  useEffect(() => {
    if (calculations > 0 && resultsRef.current) revealResults(resultsRef.current);
  }, [calculations]);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const current = fieldValues(e.currentTarget);
    setInputs(current);
    const found = problemsOf(e.currentTarget, current, section.fields);
    setProblems(found);
    const first = FIELDS.find((name) => found[name]);
    if (first) {
      document.getElementById(`roi-${first}`)?.focus();
      return;
    }
    setResults(calculateRoi(current));
    setCalculations((n) => n + 1);
    track("calculatorUsed");
  };
  const r = section.results;
  const rows: [string, string][] = [
    [r.weeklySavings, formatMoney(results.weeklySavings)],
    [r.monthlySavings, formatMoney(results.monthlySavings)],
    [r.annualSavings, formatMoney(results.annualSavings)],
    [r.roi, `${formatOneDecimal(results.roi)}%`],
  ];
  return (
    <SectionShell section={section} index={index} tone="tinted">
      <div className="tool-frame">
        <form
          ref={formRef}
          onSubmit={onSubmit}
          noValidate
          className="tool-card"
          aria-labelledby="roi-inputs-heading"
        >
          <h3 id="roi-inputs-heading" className="tool-card__heading">
            {section.inputsHeading}
          </h3>
          <div className="roi-calculator__fields">
            {FIELDS.map((name) => (
              <NumberField
                key={name}
                id={`roi-${name}`}
                name={name}
                inputType="number"
                field={section.fields[name]}
                value={inputs[name]}
                problem={problems[name]}
                messages={section.errors}
                onChange={(value, badInput) => {
                  // Every field as shown, so one typed before the section was interactive is
                  // kept (the state did not have it yet) rather than cleared by this render.
                  setInputs((prev) =>
                    formRef.current ? fieldValues(formRef.current) : { ...prev, [name]: value },
                  );
                  // A refused field is re-checked as it is corrected; others wait for Calculate.
                  if (problems[name])
                    setProblems((prev) => ({
                      ...prev,
                      [name]: inputProblem(value, badInput, section.fields[name].max) ?? undefined,
                    }));
                }}
              />
            ))}
          </div>
          <button
            type="submit"
            {...AVOID_PROMPT}
            className={actionClassName("primary", "btn--block roi-calculator__submit")}
          >
            {section.submitLabel}
          </button>
        </form>
        <div
          ref={resultsRef}
          {...AVOID_PROMPT}
          className="tool-card tool-card--results"
          aria-labelledby="roi-results-heading"
          role="region"
        >
          <h3 id="roi-results-heading" className="tool-card__heading">
            {section.resultsHeading}
          </h3>
          {!calculated && exampleHtml && (
            <div
              className="roi-calculator__example"
              data-testid="roi-example"
              dangerouslySetInnerHTML={{ __html: exampleHtml }}
            />
          )}
          <dl
            aria-live="polite"
            aria-atomic="true"
            data-calculated={calculated ? "" : undefined}
            className="roi-calculator__results"
          >
            {rows.map(([label, value]) => (
              <div key={label} className="roi-calculator__row">
                <dt className="roi-calculator__label">{label}</dt>
                <dd className="roi-calculator__figure">{value}</dd>
              </div>
            ))}
            {results.paybackMonths > 0 && (
              <div
                data-testid="payback"
                className="roi-calculator__row roi-calculator__row--payback"
              >
                <dt className="roi-calculator__label">{r.payback}</dt>
                <dd className="roi-calculator__payback">
                  {formatOneDecimal(results.paybackMonths)} {r.paybackUnit}
                </dd>
              </div>
            )}
          </dl>
          {results.neverPaysBack && <p className="roi-calculator__no-payback">{r.noPayback}</p>}
          {section.note && <p className="tool-card__note">{section.note}</p>}
          <div className="tool-card__action">
            <ActionButton action={section.action} className="btn--block" />
          </div>
        </div>
      </div>
    </SectionShell>
  );
}
