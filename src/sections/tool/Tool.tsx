import type { SectionProps } from "../types";
import { SectionShell } from "../SectionShell";
import { ReadinessScorecard } from "../../components/tools/ReadinessScorecard";
import { PlatformChooser } from "../../components/tools/PlatformChooser";
import { AgentCostEstimator } from "../../components/tools/AgentCostEstimator";
import { RagSizing } from "../../components/tools/RagSizing";

/**
 * A tool (`tool.kind`): the automation-readiness scorecard, the n8n / Make / Zapier chooser, the
 * AI-agent running-cost estimator or the RAG sizing estimator, in the section frame. Each computes
 * in the browser from the visitor's answers (its rules in src/lib/tools/), states what it computes
 * with, and offers to carry the result to the booking page. All four are in this one module, so
 * webpack puts them in one chunk (`section-tool`) that only a tool's page loads.
 */
export function Tool({ section, index }: SectionProps<"tool">): JSX.Element {
  const { tool } = section;
  return (
    <SectionShell section={section} index={index} tone="tinted">
      {tool.kind === "automation-readiness" ? (
        <ReadinessScorecard section={section} tool={tool} />
      ) : tool.kind === "platform-chooser" ? (
        <PlatformChooser section={section} tool={tool} />
      ) : tool.kind === "agent-cost" ? (
        <AgentCostEstimator section={section} tool={tool} />
      ) : (
        <RagSizing section={section} tool={tool} />
      )}
    </SectionShell>
  );
}
