import { useState } from "react";
import { Link } from "gatsby";
import { Assumptions, ChoiceField, ToolFrame, type ToolSection } from "./ToolParts";
import { track } from "../analytics";
import { fill } from "../../content/SiteContentContext";
import { readinessCode, scoreReadiness, type ReadinessResult } from "../../lib/tools/readiness";
import { colors, fontSizes, radii, space } from "../../styles/theme";

/** The scorecard's content. */
export type ReadinessTool = Extract<ToolSection["tool"], { kind: "automation-readiness" }>;

/**
 * The automation-readiness scorecard: each question a group of radio buttons (none chosen at
 * first; an unanswered question counts as 0 points), then the score out of 100, the band it
 * falls in and what that means, and the three automations to start with (each linked to its
 * template or service page when the content gives one). Rules: src/lib/tools/readiness.ts.
 * Below the form, the bands are stated with the score each starts at.
 */
export function ReadinessScorecard({
  section,
  tool,
}: {
  section: ToolSection;
  tool: ReadinessTool;
}): JSX.Element {
  const [answers, setAnswers] = useState<(number | null)[]>(() => tool.questions.map(() => null));
  const [result, setResult] = useState<ReadinessResult | null>(null);
  const band = result && tool.bands.find((b) => b.id === result.band);
  const picks = result
    ? result.picks.flatMap((id) => tool.automations.filter((a) => a.id === id))
    : [];
  const fields = tool.questions.map((q, i) => (
    <ChoiceField
      key={q.id}
      name={`readiness-${q.id}`}
      legend={`${i + 1}. ${q.question}`}
      hint={q.hint}
      columns={2}
      choices={q.options.map((o, j) => ({ value: String(j), label: o.label }))}
      value={answers[i] === null ? null : String(answers[i])}
      onChange={(v) => setAnswers((prev) => prev.map((a, k) => (k === i ? Number(v) : a)))}
    />
  ));
  return (
    <>
      <ToolFrame
        section={section}
        narrowForm
        fields={fields}
        code={result && readinessCode(result)}
        onSubmit={() => {
          setResult(scoreReadiness(tool, answers));
          track("toolUsed", { tool: tool.kind });
          return true;
        }}
        results={
          result &&
          band && (
            <div css={{ display: "grid", gap: space.md }}>
              <div css={{ padding: space.md, background: colors.white, borderRadius: radii.md }}>
                <p css={{ color: colors.muted, fontWeight: 600 }}>{tool.scoreLabels.score}</p>
                <p css={{ display: "flex", alignItems: "baseline", gap: space.sm }}>
                  <span
                    data-testid="readiness-score"
                    css={{
                      fontSize: "3rem",
                      lineHeight: 1.1,
                      fontWeight: 800,
                      color: colors.primaryDark,
                      letterSpacing: "-0.03em",
                    }}
                  >
                    {result.score}
                  </span>
                  <span css={{ color: colors.muted }}>{tool.scoreLabels.outOf}</span>
                </p>
                <div
                  aria-hidden="true"
                  css={{
                    marginTop: space.sm,
                    height: 8,
                    borderRadius: radii.pill,
                    background: colors.borderSoft,
                    overflow: "hidden",
                  }}
                >
                  <div
                    css={{ height: "100%", background: colors.primary }}
                    style={{ width: `${result.score}%` }}
                  />
                </div>
                <p css={{ marginTop: space.md, fontSize: fontSizes.lg, fontWeight: 700 }}>
                  {band.label}
                </p>
                <p css={{ marginTop: space.xs, color: colors.muted }}>{band.text}</p>
              </div>
              <div>
                <h4 css={{ fontSize: fontSizes.md, marginBottom: space.sm }}>
                  {tool.scoreLabels.picks}
                </h4>
                <ol
                  css={{ margin: 0, padding: 0, listStyle: "none", display: "grid", gap: space.sm }}
                >
                  {picks.map((a, i) => (
                    <li
                      key={a.id}
                      css={{
                        display: "flex",
                        gap: space.sm,
                        padding: space.md,
                        background: colors.white,
                        borderRadius: radii.md,
                      }}
                    >
                      <span
                        aria-hidden="true"
                        css={{
                          flexShrink: 0,
                          width: 28,
                          height: 28,
                          display: "inline-flex",
                          alignItems: "center",
                          justifyContent: "center",
                          borderRadius: radii.pill,
                          background: colors.primary,
                          color: colors.white,
                          fontWeight: 700,
                          fontSize: fontSizes.sm,
                        }}
                      >
                        {i + 1}
                      </span>
                      <span>
                        <span css={{ display: "block", fontWeight: 650 }}>
                          {a.href ? <Link to={a.href}>{a.title}</Link> : a.title}
                        </span>
                        <span
                          css={{ display: "block", color: colors.muted, fontSize: fontSizes.sm }}
                        >
                          {a.description}
                        </span>
                      </span>
                    </li>
                  ))}
                </ol>
              </div>
              {result.unanswered > 0 && (
                <p css={{ color: colors.warning, fontWeight: 600, fontSize: fontSizes.sm }}>
                  {fill(tool.scoreLabels.unanswered, {
                    count: result.unanswered,
                    total: tool.questions.length,
                  })}
                </p>
              )}
            </div>
          )
        }
      />
      <Assumptions
        id="readiness-bands-heading"
        heading={section.assumptionsHeading}
        head={[tool.scoreLabels.score, tool.scoreLabels.band]}
        rows={tool.bands.map((b, i) => {
          const next = tool.bands[i + 1];
          return [
            `${b.min}–${next ? next.min - 1 : 100}`,
            <>
              <strong>{b.label}</strong>: {b.text}
            </>,
          ];
        })}
      />
    </>
  );
}
