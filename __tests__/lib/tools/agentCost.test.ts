import {
  agentCostCode,
  estimateAgentCost,
  type AgentCostInputs,
  type AgentTier,
} from "../../../src/lib/tools/agentCost";
import { toolOf } from "../../../jest/toolContent";

const tiers: AgentTier[] = [
  { id: "small", inputPrice: 0.5, outputPrice: 2 },
  { id: "large", inputPrice: 10, outputPrice: 40 },
];

const inputs = (over: Partial<AgentCostInputs>): AgentCostInputs => ({
  tier: "small",
  conversations: "",
  turns: "",
  inputTokens: "",
  outputTokens: "",
  ...over,
});

describe("estimateAgentCost", () => {
  it("prices input and output tokens per million", () => {
    // 1,000 conversations × 4 turns × (2,000 in, 500 out) = 8M in, 2M out
    const r = estimateAgentCost(
      tiers,
      inputs({ conversations: "1,000", turns: "4", inputTokens: "2000", outputTokens: "500" }),
    );
    expect(r.inputTokens).toBe(8_000_000);
    expect(r.outputTokens).toBe(2_000_000);
    expect(r.monthlyCost).toBeCloseTo(8 * 0.5 + 2 * 2, 10); // $8
    expect(r.perConversation).toBeCloseTo(0.008, 10);
    expect(r.yearlyCost).toBeCloseTo(96, 10);
  });

  it("uses the chosen tier's prices, and the first tier for an unknown one", () => {
    const typed = { conversations: "1", turns: "1", inputTokens: "1000000", outputTokens: "0" };
    expect(estimateAgentCost(tiers, inputs({ ...typed, tier: "large" })).monthlyCost).toBe(10);
    expect(estimateAgentCost(tiers, inputs({ ...typed, tier: "nope" }))).toMatchObject({
      tier: "small",
      monthlyCost: 0.5,
    });
    expect(estimateAgentCost(tiers, inputs({ ...typed, tier: null })).tier).toBe("small");
  });

  it("gives 0, never NaN, for empty fields or no conversations", () => {
    const empty = estimateAgentCost(tiers, inputs({}));
    expect(empty).toEqual({
      tier: "small",
      conversations: 0,
      inputTokens: 0,
      outputTokens: 0,
      monthlyCost: 0,
      perConversation: 0,
      yearlyCost: 0,
    });
    const noChats = estimateAgentCost(tiers, inputs({ turns: "5", inputTokens: "1000" }));
    expect(noChats.perConversation).toBe(0);
  });

  it("counts text that is no number as 0", () => {
    const r = estimateAgentCost(tiers, inputs({ conversations: "lots", turns: "3" }));
    expect(r.monthlyCost).toBe(0);
  });

  it("writes its code as tier.cents.conversations", () => {
    const r = estimateAgentCost(
      tiers,
      inputs({ conversations: "1000", turns: "4", inputTokens: "2000", outputTokens: "500" }),
    );
    expect(agentCostCode(r)).toBe("small.800.1000");
  });
});

describe("the estimator's content", () => {
  const tool = toolOf("agent-cost-estimator", "agent-cost");
  const f = tool.agentFields;
  it("stays finite at every field's upper bound, for every tier", () => {
    for (const t of tool.tiers) {
      const r = estimateAgentCost(tool.tiers, {
        tier: t.id,
        conversations: String(f.conversations.max),
        turns: String(f.turns.max),
        inputTokens: String(f.inputTokens.max),
        outputTokens: String(f.outputTokens.max),
      });
      for (const v of [r.monthlyCost, r.perConversation, r.yearlyCost])
        expect(Number.isFinite(v) && v > 0).toBe(true);
      expect(agentCostCode(r)).toMatch(/^[a-z0-9-]+\.\d+\.\d+$/);
    }
  });
});
