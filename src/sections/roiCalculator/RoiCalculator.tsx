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
import { cardSurface, colors, fontSizes, mq, radii, space } from "../../styles/theme";

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

/** One result line: its label on the left, its figure on the right. */
const resultRow = {
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: space.md,
  padding: `${space.md}px`,
  background: colors.white,
  borderRadius: radii.md,
} as const;

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
 * Until the first calculation the zero results are drawn muted (they are not the visitor's yet)
 * and the section's worked `example` stands above them: its inputs and its annual savings, ROI
 * and payback, drawn at build time with the same formulas (src/lib/roiExample.ts, handed over
 * with the page's section visuals, so it costs no JavaScript). The first calculation replaces it.
 */
export function RoiCalculator({ section, index }: SectionProps<"roiCalculator">): JSX.Element {
  const [inputs, setInputs] = useState<RoiInputs>(EMPTY);
  const [results, setResults] = useState<RoiResults>(ZERO_RESULTS);
  const [problems, setProblems] = useState<Problems>({});
  /** Counts calculations, so each one (even with unchanged figures) brings the results into view. */
  const [calculations, setCalculations] = useState(0);
  const resultsRef = useRef<HTMLDivElement>(null);
  const exampleHtml = useContext(SectionVisualsContext)[index];
  /** Before the first calculation the results are the zero start, not the visitor's figures. */
  const calculated = calculations > 0;
  useEffect(() => {
    if (calculations > 0 && resultsRef.current) revealResults(resultsRef.current);
  }, [calculations]);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = problemsOf(e.currentTarget, inputs, section.fields);
    setProblems(found);
    const first = FIELDS.find((name) => found[name]);
    if (first) {
      document.getElementById(`roi-${first}`)?.focus();
      return;
    }
    setResults(calculateRoi(inputs));
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
  const card = {
    padding: space.lg,
    ...cardSurface,
    [mq.md]: { padding: space.xl },
  } as const;
  return (
    <SectionShell section={section} index={index} tone="tinted">
      <div
        css={{
          display: "grid",
          gap: space.lg,
          [mq.lg]: { gridTemplateColumns: "1fr 1fr", alignItems: "start" },
        }}
      >
        <form onSubmit={onSubmit} noValidate css={card} aria-labelledby="roi-inputs-heading">
          <h3 id="roi-inputs-heading" css={{ fontSize: fontSizes.xl, marginBottom: space.lg }}>
            {section.inputsHeading}
          </h3>
          <div css={{ display: "grid", gap: space.md }}>
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
                  setInputs((prev) => ({ ...prev, [name]: value }));
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
            className={actionClassName("primary", "btn--block")}
            css={{ marginTop: space.lg }}
          >
            {section.submitLabel}
          </button>
        </form>
        <div
          ref={resultsRef}
          {...AVOID_PROMPT}
          css={{
            ...card,
            background: colors.primarySoft,
            borderColor: colors.primaryBorder,
            scrollMarginTop: space.md,
          }}
          aria-labelledby="roi-results-heading"
          role="region"
        >
          <h3 id="roi-results-heading" css={{ fontSize: fontSizes.xl, marginBottom: space.lg }}>
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
            css={{ margin: 0, display: "grid", gap: space.md }}
          >
            {rows.map(([label, value]) => (
              <div key={label} css={resultRow}>
                <dt css={{ color: colors.muted, fontWeight: 600 }}>{label}</dt>
                <dd
                  css={{
                    margin: 0,
                    fontSize: fontSizes.xl,
                    fontWeight: calculated ? 800 : 600,
                    color: calculated ? colors.primaryDark : colors.muted,
                    overflowWrap: "anywhere",
                    textAlign: "right",
                  }}
                >
                  {value}
                </dd>
              </div>
            ))}
            {results.paybackMonths > 0 && (
              <div
                data-testid="payback"
                css={{ ...resultRow, border: `2px solid ${colors.success}` }}
              >
                <dt css={{ color: colors.muted, fontWeight: 600 }}>{r.payback}</dt>
                <dd
                  css={{
                    margin: 0,
                    fontSize: fontSizes.xl,
                    fontWeight: 800,
                    color: colors.success,
                    textAlign: "right",
                    whiteSpace: "nowrap",
                  }}
                >
                  {formatOneDecimal(results.paybackMonths)} {r.paybackUnit}
                </dd>
              </div>
            )}
          </dl>
          {results.neverPaysBack && (
            <p css={{ marginTop: space.md, color: colors.problem, fontWeight: 600 }}>
              {r.noPayback}
            </p>
          )}
          {section.note && (
            <p css={{ marginTop: space.md, color: colors.muted, fontSize: fontSizes.sm }}>
              {section.note}
            </p>
          )}
          <div css={{ marginTop: space.lg }}>
            <ActionButton action={section.action} className="btn--block" />
          </div>
        </div>
      </div>
    </SectionShell>
  );
}
