/**
 * Every tool's "Discuss this result" reaches the booking page with a sentence built from the
 * content: the tools' own codes read back into their summaries (no `{slot}` left, no slot
 * unused), each tool kind on one page only, and each discuss link on the booking page.
 */
import { shippedContent } from "../../jest/shippedContent";
import { bookingTools, toolSections, toolSlots } from "../../src/content/bookingTools";
import { bookingPagePath } from "../../src/content/bookingTemplates";
import { chosenToolResult, describeToolResult } from "../../src/lib/toolSubject";
import { discussHref } from "../../src/lib/tools/discuss";
import { readinessCode, scoreReadiness } from "../../src/lib/tools/readiness";
import { chooserCode, choosePlatform } from "../../src/lib/tools/platformChooser";
import { agentCostCode, estimateAgentCost } from "../../src/lib/tools/agentCost";
import { ragCode, sizeRag, type RagAssumptions } from "../../src/lib/tools/ragSizing";
import type { SectionOf } from "../../src/content/schema";

const content = shippedContent();
const pages = content.pages.map((p) => p.page);
const tools = toolSections(pages);
const subjects = bookingTools(pages);

/** A result code the tool's own logic writes, from ordinary answers. */
function codeOf(tool: SectionOf<"tool">["tool"]): string {
  switch (tool.kind) {
    case "automation-readiness":
      return readinessCode(
        scoreReadiness(
          tool,
          tool.questions.map(() => 1),
        ),
      );
    case "platform-chooser":
      return chooserCode(
        choosePlatform(tool, { tasks: "12,000", budget: "150", hosting: "none", skills: "some" }),
      );
    case "agent-cost":
      return agentCostCode(
        estimateAgentCost(tool.tiers, {
          tier: tool.tiers[0].id,
          conversations: "5000",
          turns: "6",
          inputTokens: "3000",
          outputTokens: "250",
        }),
      );
    case "rag-sizing": {
      const a = Object.fromEntries(
        Object.entries(tool.assumptions).map(([k, v]) => [k, v.value]),
      ) as RagAssumptions;
      return ragCode(
        sizeRag(a, {
          documents: "2000",
          pages: "12",
          words: "400",
          chunkSize: "500",
          overlap: "50",
          questions: "3000",
        }),
      );
    }
  }
}

describe("the tools and the booking page", () => {
  it("has the four tools, each kind on one page", () => {
    const kinds = tools.map((t) => t.section.tool.kind).sort();
    expect(kinds).toEqual(["agent-cost", "automation-readiness", "platform-chooser", "rag-sizing"]);
  });

  it.each(tools.map((t) => [t.path, t.section] as const))(
    "%s: its discuss link goes to the booking page, and its result reads back as a full sentence",
    (_, section) => {
      expect(section.discuss.href).toBe(bookingPagePath(pages));
      const href = discussHref(section.discuss.href, section.tool.kind, codeOf(section.tool));
      const sentence = chosenToolResult(href.slice(href.indexOf("?")), subjects);
      expect(sentence).not.toBeNull();
      expect(sentence).not.toMatch(/[{}]/);
      expect(sentence).not.toMatch(/NaN|Infinity|undefined/);
    },
  );

  it.each(tools.map((t) => [t.path, t.section] as const))(
    "%s: its summary uses exactly its slots",
    (_, section) => {
      const used = [...section.discuss.summary.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(used).toEqual(
        toolSlots(section.tool)
          .map((s) => s.name)
          .sort(),
      );
    },
  );

  it("names a readiness result with the band's label and the automations' titles", () => {
    const section = tools.find((t) => t.section.tool.kind === "automation-readiness")!.section;
    const tool = section.tool as Extract<typeof section.tool, { kind: "automation-readiness" }>;
    const [band, first] = [tool.bands.at(-1)!, tool.automations[0]];
    const sentence = describeToolResult(
      tool.kind,
      `100.${band.id}.${first.id}.${tool.automations[1].id}.${tool.automations[2].id}`,
      subjects,
    );
    expect(sentence).toContain(band.label);
    expect(sentence).toContain(first.title);
    expect(sentence).toContain("100");
  });
});
