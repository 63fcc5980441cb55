import { useState } from "react";
import {
  Assumptions,
  ChoiceField,
  NumberField,
  ResultRows,
  ToolFrame,
  useNumberFields,
  type ToolSection,
} from "./ToolParts";
import { track } from "../analytics";
import { fill } from "../../content/SiteContentContext";
import {
  chooserCode,
  choosePlatform,
  HOSTING,
  PLATFORMS,
  SKILLS,
  type ChooserResult,
  type Hosting,
  type Skills,
} from "../../lib/tools/platformChooser";
import { formatCost, formatCount, formatPrice } from "../../lib/tools/format";
import { formatDate } from "../../lib/format";

/** The chooser's content. */
export type PlatformChooserTool = Extract<ToolSection["tool"], { kind: "platform-chooser" }>;

/**
 * The n8n / Make / Zapier chooser: monthly task volume and budget (number fields with bounds),
 * the need to self-host and the team's skills (radio buttons, starting at "not needed" and "some
 * skills"), then the recommended platform with its plan and estimated monthly cost, the reasons,
 * and the four platforms' estimates side by side (over budget, not self-hostable and beyond the
 * largest plan marked in words). Below, every plan and list price it uses (platform and plan in one
 * column, so the table fits a phone), with the date checked.
 * Rules: src/lib/tools/platformChooser.ts.
 */
export function PlatformChooser({
  section,
  tool,
}: {
  section: ToolSection;
  tool: PlatformChooserTool;
}): JSX.Element {
  const { chooserFields: f, chooserLabels: labels, platforms } = tool;
  const numbers = useNumberFields("chooser", { tasks: f.tasks, budget: f.budget });
  const [hosting, setHosting] = useState<Hosting>("none");
  const [skills, setSkills] = useState<Skills>("some");
  const [result, setResult] = useState<ChooserResult | null>(null);
  const planName = (platform: (typeof PLATFORMS)[number], id: string) =>
    platforms[platform].plans.find((p) => p.id === id)?.name ?? id;
  const fields = (
    <>
      {(["tasks", "budget"] as const).map((name) => (
        <NumberField
          key={name}
          id={`chooser-${name}`}
          name={name}
          field={f[name]}
          value={numbers.values[name]}
          problem={numbers.problems[name]}
          messages={section.errors}
          onChange={(v, bad) => numbers.change(name, v, bad)}
        />
      ))}
      <ChoiceField
        name="chooser-hosting"
        legend={f.hosting.label}
        choices={HOSTING.map((h) => ({ value: h, ...f.hosting.options[h] }))}
        value={hosting}
        onChange={(v) => setHosting(v as Hosting)}
      />
      <ChoiceField
        name="chooser-skills"
        legend={f.skills.label}
        choices={SKILLS.map((s) => ({ value: s, ...f.skills.options[s] }))}
        value={skills}
        onChange={(v) => setSkills(v as Skills)}
      />
    </>
  );
  const chosen = result && result.estimates[result.recommended];
  const reasonValues = result && {
    platform: platforms[result.recommended].name,
    cost: formatCost(result.estimates[result.recommended].cost),
    budget: formatCost(result.budget),
    cheapest: platforms[result.cheapest].name,
    difference: formatCost(
      result.estimates[result.recommended].cost - result.estimates[result.cheapest].cost,
    ),
  };
  return (
    <>
      <ToolFrame
        section={section}
        fields={fields}
        code={result && chooserCode(result)}
        onSubmit={(form) => {
          if (!numbers.check(form)) return false;
          setResult(
            choosePlatform(tool, {
              tasks: numbers.values.tasks,
              budget: numbers.values.budget,
              hosting,
              skills,
            }),
          );
          track("toolUsed", { tool: tool.kind });
          return true;
        }}
        results={
          result &&
          chosen &&
          reasonValues && (
            <div className="tool-result">
              <div className="tool-result__panel">
                <p className="tool-result__label">{labels.recommendation}</p>
                <p data-testid="chooser-platform" className="chooser-pick">
                  {platforms[result.recommended].name}
                </p>
                <p className="chooser-pick__plan">
                  {planName(result.recommended, chosen.plan)} ·{" "}
                  {fill(labels.units, {
                    units: formatCount(chosen.units),
                    unit: platforms[result.recommended].unit,
                  })}
                </p>
              </div>
              <ResultRows rows={[[labels.monthlyCost, formatCost(chosen.cost)]]} />
              <div>
                <h4 className="tool-result__subheading">{labels.why}</h4>
                <ul className="chooser-reasons">
                  {result.reasons.map((r) => (
                    <li key={r}>{fill(tool.reasons[r], reasonValues)}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h4 className="tool-result__subheading">{labels.compare}</h4>
                <table className="chooser-compare">
                  <thead>
                    <tr>
                      <th scope="col">{labels.platform}</th>
                      <th scope="col">{labels.plan}</th>
                      <th scope="col" className="chooser-compare__cost">
                        {labels.cost}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {PLATFORMS.map((p) => {
                      const e = result.estimates[p];
                      const marks = [
                        !e.eligible &&
                          (result.hosting === "required"
                            ? labels.cannotSelfHost
                            : labels.needsTechnicalTeam),
                        e.overBudget && labels.overBudget,
                        e.extrapolated && labels.extrapolated,
                      ].filter(Boolean);
                      return (
                        <tr
                          key={p}
                          className={
                            p === result.recommended
                              ? "chooser-compare__row--recommended"
                              : undefined
                          }
                        >
                          <th scope="row" className="chooser-compare__platform">
                            {platforms[p].name}
                          </th>
                          <td>
                            {planName(p, e.plan)}
                            {marks.length > 0 && (
                              <span className="chooser-compare__marks">{marks.join(" · ")}</span>
                            )}
                          </td>
                          <td className="chooser-compare__figure">{formatCost(e.cost)}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            </div>
          )
        }
      />
      <Assumptions
        id="chooser-prices-heading"
        heading={section.assumptionsHeading}
        head={[labels.plan, labels.includes, labels.cost]}
        rows={PLATFORMS.flatMap((p) =>
          platforms[p].plans.map((plan) => [
            `${platforms[p].name} ${plan.name}`,
            plan.includes === undefined
              ? labels.unlimited
              : `${formatCount(plan.includes)} ${platforms[p].unit}`,
            formatPrice(plan.price),
          ]),
        )}
        note={
          <>
            {PLATFORMS.flatMap((p) =>
              platforms[p].note ? [`${platforms[p].name}: ${platforms[p].note} `] : [],
            )}
            {fill(labels.pricesNote, { date: formatDate(tool.pricesCheckedOn) })}{" "}
            {fill(labels.actionsPerRun, { count: formatCount(tool.actionsPerRun) })}
          </>
        }
      />
    </>
  );
}
