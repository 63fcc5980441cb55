import { useState } from "react";
import {
  Assumptions,
  NumberField,
  ResultRows,
  ToolFrame,
  useNumberFields,
  type ToolSection,
} from "./ToolParts";
import { track } from "../analytics";
import { fill } from "../../content/SiteContentContext";
import { overlapTooLarge, ragCode, sizeRag, type RagResult } from "../../lib/tools/ragSizing";
import {
  formatAmount,
  formatCompact,
  formatCost,
  formatCount,
  formatExact,
} from "../../lib/tools/format";
import { formatDate } from "../../lib/format";

/** The estimator's content. */
export type RagSizingTool = Extract<ToolSection["tool"], { kind: "rag-sizing" }>;

const FIELDS = ["documents", "pages", "words", "chunkSize", "overlap", "questions"] as const;

/** The numbers of each assumption, by name, as src/lib/tools/ragSizing.ts takes them. */
function assumptionValues(tool: RagSizingTool) {
  const a = tool.assumptions;
  return Object.fromEntries(Object.entries(a).map(([k, v]) => [k, v.value])) as {
    [K in keyof typeof a]: number;
  };
}

/**
 * The RAG sizing estimator: six number fields with bounds (an overlap not smaller than the chunk
 * size is refused beside the overlap field), then the chunks, the vector storage, the one-off
 * embedding cost and the monthly cost of answering questions (with the cost of one answer and
 * the tokens embedded). Below, every assumption with its value and the date the prices were
 * checked. Formulas: src/lib/tools/ragSizing.ts.
 */
export function RagSizing({
  section,
  tool,
}: {
  section: ToolSection;
  tool: RagSizingTool;
}): JSX.Element {
  const { ragFields: f, ragLabels: labels } = tool;
  const numbers = useNumberFields(
    "rag",
    Object.fromEntries(FIELDS.map((n) => [n, f[n]])) as Record<
      (typeof FIELDS)[number],
      typeof f.documents
    >,
    (v) => (overlapTooLarge(v.chunkSize, v.overlap) ? { overlap: "overlap" } : {}),
  );
  const [result, setResult] = useState<RagResult | null>(null);
  const messages = { ...section.errors, overlap: tool.overlapError };
  const fields = FIELDS.map((name) => (
    <NumberField
      key={name}
      id={`rag-${name}`}
      name={name}
      field={f[name]}
      value={numbers.values[name]}
      problem={numbers.problems[name]}
      messages={messages}
      onChange={(v, bad) => numbers.change(name, v, bad)}
    />
  ));
  return (
    <>
      <ToolFrame
        section={section}
        fields={fields}
        code={result && ragCode(result)}
        onSubmit={(form) => {
          if (!numbers.check(form)) return false;
          setResult(sizeRag(assumptionValues(tool), numbers.values));
          track("toolUsed", { tool: tool.kind });
          return true;
        }}
        results={
          result && (
            <ResultRows
              rows={[
                [labels.chunks, formatCount(result.chunks)],
                [labels.storage, fill(labels.storageValue, { mb: formatAmount(result.storageMb) })],
                [labels.embedding, formatCost(result.embeddingCost)],
                [labels.monthly, formatCost(result.monthlyCost)],
                [labels.perQuestion, formatCost(result.perQuestion)],
                [labels.tokens, formatCompact(result.embeddedTokens)],
              ]}
            />
          )
        }
      />
      <Assumptions
        id="rag-assumptions-heading"
        heading={section.assumptionsHeading}
        head={[labels.assumption, labels.value]}
        rows={Object.values(tool.assumptions).map((a) => [a.label, formatExact(a.value)])}
        note={fill(labels.pricesNote, { date: formatDate(tool.pricesCheckedOn) })}
      />
    </>
  );
}
