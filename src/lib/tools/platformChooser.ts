/**
 * The n8n / Make / Zapier chooser (/tools/platform-chooser): from a monthly task volume, a budget,
 * the need to self-host and the team's technical skills, the platform to recommend, its estimated
 * monthly cost at list prices, and why. Pure; the plans, prices and the reasons' words are content
 * (the page's `tool` section).
 *
 * Volume: a "task" is one action a workflow performs (Zapier's unit). The platforms count
 * differently, so the tasks are converted with the content's `actionsPerRun` (average actions in
 * one run of a workflow, after its trigger):
 * - `actions` (Zapier tasks): the tasks as they are;
 * - `operations` (Make): every module run, the trigger included: tasks × (actionsPerRun + 1) ÷
 *   actionsPerRun;
 * - `runs` (n8n executions): one per run of a workflow: tasks ÷ actionsPerRun.
 * Units are rounded up to whole numbers.
 *
 * Cost of a platform: the cheapest of its plans whose monthly allowance covers the units (a plan
 * without `includes` has no limit). When none does, the plan with the largest allowance is
 * extended at its own price per unit (price × units ÷ allowance), and the estimate is marked
 * `extrapolated`: vendors sell larger tiers at lower unit prices, so it is an upper bound.
 *
 * Candidates: when self-hosting is required, only self-hosted n8n; otherwise Zapier, Make and
 * n8n Cloud, plus self-hosted n8n when self-hosting is preferred or the team has developers (a
 * server of your own needs someone to run it). Each candidate gets points:
 * - skills: no code → Zapier 4, Make 2, n8n Cloud 1, self-hosted n8n 0; some → Make 3, Zapier 2,
 *   n8n Cloud 2, self-hosted 1; developers → self-hosted 3, n8n Cloud 2, Make 1, Zapier 0;
 * - self-hosting preferred → self-hosted +4, n8n Cloud +2 (the same workflows move between them);
 * - the cheapest candidate +1 (each one that ties); a candidate costing 5 times the cheapest or
 *   more −2;
 * - over the budget (when a budget above 0 is given) −4.
 * The highest total wins; a tie goes to the cheaper, then to the order of {@link PLATFORMS}.
 * An empty budget counts as 0: no budget set. Unanswered choices count as "not needed" and
 * "some skills".
 */
import { finite, readNumber } from "./numbers";

/** The four options, in the order the comparison lists them. */
export const PLATFORMS = ["zapier", "make", "n8nCloud", "n8nSelfHosted"] as const;
export type Platform = (typeof PLATFORMS)[number];

/** How much the team must host the platform itself. */
export const HOSTING = ["required", "preferred", "none"] as const;
export type Hosting = (typeof HOSTING)[number];

/** How technical the team is. */
export const SKILLS = ["noCode", "some", "developers"] as const;
export type Skills = (typeof SKILLS)[number];

/** A plan: its id, its list price (USD a month) and the units it includes (none: unlimited). */
export type Plan = { id: string; price: number; includes?: number };

/** A platform's unit of billing and its plans. */
export type PlatformPricing = { counts: "actions" | "operations" | "runs"; plans: readonly Plan[] };

/** The chooser's content: the average actions per run and each platform's pricing. */
export type ChooserConfig = {
  actionsPerRun: number;
  platforms: Record<Platform, PlatformPricing>;
};

/** What the visitor gives: task volume and budget as typed, and the two choices. */
export type ChooserInputs = {
  tasks: string;
  budget: string;
  hosting: Hosting | null;
  skills: Skills | null;
};

/** One platform's estimate at the visitor's volume. */
export type PlatformEstimate = {
  /** The plan the estimate uses. */
  plan: string;
  /** Units a month in the platform's own count (tasks, operations or executions). */
  units: number;
  /** Estimated USD a month. */
  cost: number;
  /** True when the volume is beyond the largest plan, priced at its rate per unit. */
  extrapolated: boolean;
  /** True when a budget above 0 is given and the cost exceeds it. */
  overBudget: boolean;
  /**
   * False when the platform is not a candidate: self-hosting is required and it cannot be
   * self-hosted, or it is self-hosted n8n and the team neither prefers it nor has developers.
   */
  eligible: boolean;
};

/** Why the chooser picked a platform: keys of the content's reason texts, in reading order. */
export type ChooserReason =
  | "hostingRequired"
  | "hostingPreferred"
  | "skillsNoCode"
  | "skillsNoCodeSelfHosted"
  | "skillsSome"
  | "skillsDevelopers"
  | "cheapest"
  | "notCheapest"
  | "withinBudget"
  | "overBudget"
  | "extrapolated";

/** The chooser's result. */
export type ChooserResult = {
  recommended: Platform;
  estimates: Record<Platform, PlatformEstimate>;
  reasons: ChooserReason[];
  /** The task volume and budget read from the fields (0 when empty). */
  tasks: number;
  budget: number;
  /** The cheapest eligible platform. */
  cheapest: Platform;
  /** The choices the result was computed from (unanswered ones filled in). */
  hosting: Hosting;
  skills: Skills;
};

const SKILL_POINTS: Record<Skills, Record<Platform, number>> = {
  noCode: { zapier: 4, make: 2, n8nCloud: 1, n8nSelfHosted: 0 },
  some: { zapier: 2, make: 3, n8nCloud: 2, n8nSelfHosted: 1 },
  developers: { zapier: 0, make: 1, n8nCloud: 2, n8nSelfHosted: 3 },
};

/** Points for preferring to self-host. */
const PREFERRED_POINTS: Record<Platform, number> = {
  zapier: 0,
  make: 0,
  n8nCloud: 2,
  n8nSelfHosted: 4,
};

/** A candidate costing this many times the cheapest or more loses points. */
export const COSTLY_FACTOR = 5;

/** Whether `p` is a candidate (see the module comment). */
function isCandidate(p: Platform, hosting: Hosting, skills: Skills): boolean {
  if (hosting === "required") return p === "n8nSelfHosted";
  return p !== "n8nSelfHosted" || hosting === "preferred" || skills === "developers";
}

/** The platform's monthly units for `tasks` actions, rounded up (see the module comment). */
export function unitsFor(pricing: PlatformPricing, tasks: number, actionsPerRun: number): number {
  const perRun = actionsPerRun > 0 ? actionsPerRun : 1;
  const raw =
    pricing.counts === "actions"
      ? tasks
      : pricing.counts === "operations"
        ? (tasks * (perRun + 1)) / perRun
        : tasks / perRun;
  return Math.ceil(finite(Math.max(0, raw)));
}

/**
 * The cheapest plan covering `units`, or the largest plan extended at its unit price (see the
 * module comment). Returns the plan's id, the cost in USD a month and whether it was extended.
 */
export function planFor(
  pricing: PlatformPricing,
  units: number,
): { plan: string; cost: number; extrapolated: boolean } {
  const byPrice = [...pricing.plans].sort((a, b) => a.price - b.price);
  const fits = byPrice.find((p) => p.includes === undefined || p.includes >= units);
  if (fits) return { plan: fits.id, cost: fits.price, extrapolated: false };
  const largest = [...pricing.plans].sort((a, b) => (b.includes ?? 0) - (a.includes ?? 0))[0];
  const allowance = largest.includes ?? 0;
  const cost = allowance > 0 ? finite((largest.price * units) / allowance) : largest.price;
  return { plan: largest.id, cost, extrapolated: true };
}

/**
 * Recommends a platform with the rules in the module comment. Takes the content and the
 * visitor's inputs; returns the recommendation, every platform's estimate, the reasons and the
 * figures read. Never throws (the content has at least one plan per platform).
 */
export function choosePlatform(config: ChooserConfig, inputs: ChooserInputs): ChooserResult {
  const tasks = Math.max(0, readNumber(inputs.tasks));
  const budget = Math.max(0, readNumber(inputs.budget));
  const hosting = inputs.hosting ?? "none";
  const skills = inputs.skills ?? "some";
  const estimates = {} as Record<Platform, PlatformEstimate>;
  for (const p of PLATFORMS) {
    const pricing = config.platforms[p];
    const units = unitsFor(pricing, tasks, config.actionsPerRun);
    const { plan, cost, extrapolated } = planFor(pricing, units);
    estimates[p] = {
      plan,
      units,
      cost,
      extrapolated,
      overBudget: budget > 0 && cost > budget,
      eligible: isCandidate(p, hosting, skills),
    };
  }
  const candidates = PLATFORMS.filter((p) => estimates[p].eligible);
  const lowest = Math.min(...candidates.map((p) => estimates[p].cost));
  const points = (p: Platform): number => {
    const cost = estimates[p].cost;
    return (
      SKILL_POINTS[skills][p] +
      (hosting === "preferred" ? PREFERRED_POINTS[p] : 0) +
      (cost === lowest ? 1 : 0) -
      (lowest > 0 && cost >= lowest * COSTLY_FACTOR ? 2 : 0) -
      (estimates[p].overBudget ? 4 : 0)
    );
  };
  const ranked = [...candidates].sort(
    (a, b) =>
      points(b) - points(a) ||
      estimates[a].cost - estimates[b].cost ||
      PLATFORMS.indexOf(a) - PLATFORMS.indexOf(b),
  );
  const recommended = ranked[0];
  const cheapest = [...candidates].sort(
    (a, b) => estimates[a].cost - estimates[b].cost || PLATFORMS.indexOf(a) - PLATFORMS.indexOf(b),
  )[0];
  const chosen = estimates[recommended];
  const n8n = recommended === "n8nCloud" || recommended === "n8nSelfHosted";
  const reasons: ChooserReason[] = [];
  if (hosting === "required") reasons.push("hostingRequired");
  if (hosting === "preferred" && n8n) reasons.push("hostingPreferred");
  if (skills === "noCode")
    reasons.push(recommended === "n8nSelfHosted" ? "skillsNoCodeSelfHosted" : "skillsNoCode");
  else reasons.push(skills === "some" ? "skillsSome" : "skillsDevelopers");
  if (candidates.length > 1) reasons.push(chosen.cost === lowest ? "cheapest" : "notCheapest");
  if (budget > 0) reasons.push(chosen.overBudget ? "overBudget" : "withinBudget");
  if (chosen.extrapolated) reasons.push("extrapolated");
  return { recommended, estimates, reasons, tasks, budget, cheapest, hosting, skills };
}

/**
 * The result as the booking page's code: `<plan id>.<cost in cents>`, read back by
 * src/lib/toolSubject.ts with the slots src/content/bookingTools.ts gives this tool.
 */
export function chooserCode(result: ChooserResult): string {
  const estimate = result.estimates[result.recommended];
  return `${estimate.plan}.${Math.round(estimate.cost * 100)}`;
}
