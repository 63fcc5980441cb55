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
import { agentCostCode, estimateAgentCost, type AgentCostResult } from "../../lib/tools/agentCost";
import { formatCompact, formatCost, formatPrice } from "../../lib/tools/format";
import { formatDate } from "../../lib/format";

/** The estimator's content. */
export type AgentCostTool = Extract<ToolSection["tool"], { kind: "agent-cost" }>;

const NUMBER_FIELDS = ["conversations", "turns", "inputTokens", "outputTokens"] as const;

/**
 * The AI-agent running-cost estimator: the model tier (radio buttons, the first chosen at first)
 * and four traffic figures (number fields with bounds), then the monthly model cost, the cost per
 * conversation, the yearly cost and the tokens a month. Below, each tier's list prices per
 * million tokens with the date they were checked. Formulas: src/lib/tools/agentCost.ts.
 */
export function AgentCostEstimator({
  section,
  tool,
}: {
  section: ToolSection;
  tool: AgentCostTool;
}): JSX.Element {
  const { agentFields: f, agentLabels: labels } = tool;
  const numbers = useNumberFields("agent", {
    conversations: f.conversations,
    turns: f.turns,
    inputTokens: f.inputTokens,
    outputTokens: f.outputTokens,
  });
  const [tier, setTier] = useState(tool.tiers[0].id);
  const [result, setResult] = useState<AgentCostResult | null>(null);
  const fields = (
    <>
      <ChoiceField
        name="agent-tier"
        legend={f.tier.label}
        choices={tool.tiers.map((t) => ({ value: t.id, label: t.name, description: t.models }))}
        value={tier}
        onChange={setTier}
      />
      {NUMBER_FIELDS.map((name) => (
        <NumberField
          key={name}
          id={`agent-${name}`}
          name={name}
          field={f[name]}
          value={numbers.values[name]}
          problem={numbers.problems[name]}
          messages={section.errors}
          onChange={(v, bad) => numbers.change(name, v, bad)}
        />
      ))}
    </>
  );
  return (
    <>
      <ToolFrame
        section={section}
        fields={fields}
        code={result && agentCostCode(result)}
        onSubmit={(form) => {
          if (!numbers.check(form)) return false;
          setResult(estimateAgentCost(tool.tiers, { tier, ...numbers.values }));
          track("toolUsed", { tool: tool.kind });
          return true;
        }}
        results={
          result && (
            <ResultRows
              rows={[
                [labels.monthly, formatCost(result.monthlyCost)],
                [labels.perConversation, formatCost(result.perConversation)],
                [labels.yearly, formatCost(result.yearlyCost)],
                [
                  labels.tokens,
                  fill(labels.tokensValue, {
                    input: formatCompact(result.inputTokens),
                    output: formatCompact(result.outputTokens),
                  }),
                ],
              ]}
            />
          )
        }
      />
      <Assumptions
        id="agent-prices-heading"
        heading={section.assumptionsHeading}
        head={[labels.tier, labels.input, labels.output]}
        rows={tool.tiers.map((t) => [
          `${t.name} (${t.models})`,
          formatPrice(t.inputPrice),
          formatPrice(t.outputPrice),
        ])}
        note={fill(labels.pricesNote, { date: formatDate(tool.pricesCheckedOn) })}
      />
    </>
  );
}
