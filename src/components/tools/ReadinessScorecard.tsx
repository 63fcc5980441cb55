import { useState } from "react";
import { Link } from "gatsby";
import { Assumptions, ChoiceField, ToolFrame, type ToolSection } from "./ToolParts";
import { track } from "../analytics";
import { fill } from "../../content/SiteContentContext";
import { readinessCode, scoreReadiness, type ReadinessResult } from "../../lib/tools/readiness";

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
            <div className="tool-result">
              <div className="tool-result__panel">
                <p className="tool-result__label">{tool.scoreLabels.score}</p>
                <p className="readiness-score">
                  <span data-testid="readiness-score" className="readiness-score__figure">
                    {result.score}
                  </span>
                  <span className="readiness-score__out-of">{tool.scoreLabels.outOf}</span>
                </p>
                <div aria-hidden="true" className="readiness-score__bar">
                  {/* Its width is the score itself, the one style set at runtime. */}
                  <div className="readiness-score__fill" style={{ width: `${result.score}%` }} />
                </div>
                <p className="readiness-score__band">{band.label}</p>
                <p className="readiness-score__text">{band.text}</p>
              </div>
              <div>
                <h4 className="tool-result__subheading">{tool.scoreLabels.picks}</h4>
                <ol className="numbered-picks">
                  {picks.map((a, i) => (
                    <li key={a.id} className="numbered-picks__item">
                      <span aria-hidden="true" className="numbered-picks__number">
                        {i + 1}
                      </span>
                      <span>
                        <span className="numbered-picks__title">
                          {a.href ? <Link to={a.href}>{a.title}</Link> : a.title}
                        </span>
                        <span className="numbered-picks__text">{a.description}</span>
                      </span>
                    </li>
                  ))}
                </ol>
              </div>
              {result.unanswered > 0 && (
                <p className="tool-result__warning">
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
