import { useState, type FormEvent } from "react";
import type { SectionProps } from "./types";
import { SectionShell } from "./SectionShell";
import { ActionButton, actionStyles } from "../components/ActionButton";
import { calculateRoi, ZERO_RESULTS, type RoiInputs, type RoiResults } from "../lib/roi";
import { formatMoney, formatOneDecimal } from "../lib/format";
import { cardSurface, colors, fontSizes, mq, radii, space } from "../styles/theme";

const FIELDS: (keyof RoiInputs)[] = ["employees", "hourlyRate", "hoursPerWeek", "automationCost"];
const EMPTY: RoiInputs = { employees: "", hourlyRate: "", hoursPerWeek: "", automationCost: "" };

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
 * Enter), and results that start at zero and change only on submit. The payback block shows only
 * while payback is above 0; when savings can never repay the investment, the `noPayback` note shows
 * instead. Formulas: `src/lib/roi.ts`.
 */
export function RoiCalculator({ section, index }: SectionProps<"roiCalculator">): JSX.Element {
  const [inputs, setInputs] = useState<RoiInputs>(EMPTY);
  const [results, setResults] = useState<RoiResults>(ZERO_RESULTS);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setResults(calculateRoi(inputs));
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
              <div key={name}>
                <label
                  htmlFor={`roi-${name}`}
                  css={{ display: "block", fontWeight: 600, marginBottom: 6 }}
                >
                  {section.fields[name].label}
                </label>
                <input
                  id={`roi-${name}`}
                  name={name}
                  type="number"
                  inputMode="decimal"
                  step="any"
                  placeholder={section.fields[name].placeholder}
                  value={inputs[name]}
                  onChange={(e) => setInputs((prev) => ({ ...prev, [name]: e.target.value }))}
                  css={{
                    width: "100%",
                    minHeight: 48,
                    padding: "10px 14px",
                    border: `1px solid ${colors.border}`,
                    borderRadius: radii.md,
                    fontSize: fontSizes.md,
                    color: colors.text,
                  }}
                />
              </div>
            ))}
          </div>
          <button
            type="submit"
            css={{ ...actionStyles("primary"), width: "100%", marginTop: space.lg }}
          >
            {section.submitLabel}
          </button>
        </form>
        <div
          css={{ ...card, background: colors.primarySoft, borderColor: colors.primaryBorder }}
          aria-labelledby="roi-results-heading"
          role="region"
        >
          <h3 id="roi-results-heading" css={{ fontSize: fontSizes.xl, marginBottom: space.lg }}>
            {section.resultsHeading}
          </h3>
          <dl aria-live="polite" css={{ margin: 0, display: "grid", gap: space.md }}>
            {rows.map(([label, value]) => (
              <div key={label} css={resultRow}>
                <dt css={{ color: colors.muted, fontWeight: 600 }}>{label}</dt>
                <dd
                  css={{
                    margin: 0,
                    fontSize: fontSizes.xl,
                    fontWeight: 800,
                    color: colors.primaryDark,
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
            <ActionButton action={section.action} css={{ width: "100%" }} />
          </div>
        </div>
      </div>
    </SectionShell>
  );
}
