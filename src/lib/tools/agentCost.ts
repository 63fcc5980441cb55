/**
 * The AI-agent running-cost estimator (/tools/agent-cost-estimator): the model fees of an agent
 * from its model tier and its traffic. Pure; the tiers and their prices per million tokens are
 * content (the page's `tool` section), which the page states as its assumptions.
 *
 * Formulas (USD; token prices per million tokens):
 * - input tokens a month  = conversations × turns per conversation × input tokens per turn
 * - output tokens a month = conversations × turns per conversation × output tokens per turn
 * - monthly cost          = input tokens ÷ 1,000,000 × input price
 *                           + output tokens ÷ 1,000,000 × output price
 * - cost per conversation = monthly cost ÷ conversations (0 with no conversations)
 * - yearly cost           = monthly cost × 12
 * Input tokens per turn are everything the model reads each turn: instructions, the conversation
 * so far and any retrieved text. Empty fields count as 0; an unknown tier counts as the first.
 */
import { finite, readNumber } from "./numbers";

/** A model tier and its list prices, USD per million tokens. */
export type AgentTier = { id: string; inputPrice: number; outputPrice: number };

/** The fields as typed, and the chosen tier's id. */
export type AgentCostInputs = {
  tier: string | null;
  conversations: string;
  turns: string;
  inputTokens: string;
  outputTokens: string;
};

/** The estimate. Every number is finite and 0 or more for inputs of 0 or more. */
export type AgentCostResult = {
  tier: string;
  conversations: number;
  inputTokens: number;
  outputTokens: number;
  monthlyCost: number;
  perConversation: number;
  yearlyCost: number;
};

/** Tokens in the unit the prices are quoted for. */
export const TOKENS_PER_PRICE_UNIT = 1_000_000;

/**
 * Estimates the running cost with the formulas in the module comment. Takes the tiers (at least
 * one) and the inputs; returns the tokens, the monthly, per-conversation and yearly costs. Never
 * throws.
 */
export function estimateAgentCost(
  tiers: readonly AgentTier[],
  inputs: AgentCostInputs,
): AgentCostResult {
  const tier = tiers.find((t) => t.id === inputs.tier) ?? tiers[0];
  const conversations = Math.max(0, readNumber(inputs.conversations));
  const turns = conversations * Math.max(0, readNumber(inputs.turns));
  const inputTokens = finite(turns * Math.max(0, readNumber(inputs.inputTokens)));
  const outputTokens = finite(turns * Math.max(0, readNumber(inputs.outputTokens)));
  const monthlyCost = finite(
    (inputTokens / TOKENS_PER_PRICE_UNIT) * tier.inputPrice +
      (outputTokens / TOKENS_PER_PRICE_UNIT) * tier.outputPrice,
  );
  const perConversation = conversations > 0 ? finite(monthlyCost / conversations) : 0;
  return {
    tier: tier.id,
    conversations,
    inputTokens,
    outputTokens,
    monthlyCost,
    perConversation,
    yearlyCost: finite(monthlyCost * 12),
  };
}

/**
 * The result as the booking page's code: `<tier>.<monthly cost in cents>.<conversations>`, read
 * back by src/lib/toolSubject.ts with the slots src/content/bookingTools.ts gives this tool.
 */
export function agentCostCode(result: AgentCostResult): string {
  return [
    result.tier,
    String(Math.round(result.monthlyCost * 100)),
    String(Math.round(result.conversations)),
  ].join(".");
}
