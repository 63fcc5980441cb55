import {
  chooserCode,
  choosePlatform,
  planFor,
  PLATFORMS,
  unitsFor,
  type ChooserConfig,
  type ChooserInputs,
} from "../../../src/lib/tools/platformChooser";
import { toolOf } from "../../../jest/toolContent";

/** Round prices, so the expected figures can be worked out by hand. */
const config: ChooserConfig = {
  actionsPerRun: 4,
  platforms: {
    zapier: {
      counts: "actions",
      plans: [
        { id: "z1", price: 30, includes: 1000 },
        { id: "z2", price: 100, includes: 5000 },
      ],
    },
    make: { counts: "operations", plans: [{ id: "m1", price: 10, includes: 10000 }] },
    n8nCloud: {
      counts: "runs",
      plans: [
        { id: "c1", price: 25, includes: 2500 },
        { id: "c2", price: 60, includes: 10000 },
      ],
    },
    n8nSelfHosted: { counts: "runs", plans: [{ id: "s1", price: 20 }] },
  },
};

const inputs = (over: Partial<ChooserInputs>): ChooserInputs => ({
  tasks: "",
  budget: "",
  hosting: "none",
  skills: "some",
  ...over,
});

describe("unitsFor: tasks in each platform's unit", () => {
  it("keeps Zapier's tasks, adds Make's trigger operation, counts n8n runs", () => {
    expect(unitsFor(config.platforms.zapier, 1000, 4)).toBe(1000);
    expect(unitsFor(config.platforms.make, 1000, 4)).toBe(1250);
    expect(unitsFor(config.platforms.n8nCloud, 1000, 4)).toBe(250);
  });
  it("rounds up, never goes below 0 and survives a zero actions-per-run", () => {
    expect(unitsFor(config.platforms.n8nCloud, 1, 4)).toBe(1);
    expect(unitsFor(config.platforms.zapier, -5, 4)).toBe(0);
    expect(unitsFor(config.platforms.n8nCloud, 10, 0)).toBe(10);
  });
});

describe("planFor: the cheapest plan covering the units", () => {
  it("takes the cheapest plan that covers them, and one without limit covers anything", () => {
    expect(planFor(config.platforms.zapier, 0)).toEqual({
      plan: "z1",
      cost: 30,
      extrapolated: false,
    });
    expect(planFor(config.platforms.zapier, 1001)).toMatchObject({ plan: "z2", cost: 100 });
    expect(planFor(config.platforms.n8nSelfHosted, 1e9)).toMatchObject({
      cost: 20,
      extrapolated: false,
    });
  });
  it("extends the largest plan at its own rate beyond it, and says so", () => {
    expect(planFor(config.platforms.zapier, 10000)).toEqual({
      plan: "z2",
      cost: 200,
      extrapolated: true,
    });
  });
});

describe("choosePlatform", () => {
  it("treats empty fields as 0 (the cheapest plans) and gives finite costs", () => {
    const r = choosePlatform(config, inputs({}));
    expect(r.tasks).toBe(0);
    expect(r.budget).toBe(0);
    for (const p of PLATFORMS) expect(Number.isFinite(r.estimates[p].cost)).toBe(true);
    expect(r.estimates.zapier.plan).toBe("z1");
  });

  it("offers only self-hosted n8n when self-hosting is required", () => {
    const r = choosePlatform(
      config,
      inputs({ tasks: "500", hosting: "required", skills: "noCode" }),
    );
    expect(r.recommended).toBe("n8nSelfHosted");
    expect(r.reasons).toEqual(["hostingRequired", "skillsNoCodeSelfHosted"]);
    expect(PLATFORMS.filter((p) => r.estimates[p].eligible)).toEqual(["n8nSelfHosted"]);
  });

  it("leaves self-hosting out for a team without developers that does not want it", () => {
    const r = choosePlatform(config, inputs({ tasks: "500", skills: "noCode" }));
    expect(r.estimates.n8nSelfHosted.eligible).toBe(false);
    // Zapier 4 points; Make 2 + 1 (cheapest); n8n Cloud 1
    expect(r.recommended).toBe("zapier");
    expect(r.reasons).toEqual(["skillsNoCode", "notCheapest"]);
    expect(r.cheapest).toBe("make");
  });

  it("moves a no-code team to Make once Zapier costs five times as much", () => {
    // 5,000 tasks: Zapier z2 $100, Make 6,250 operations $10
    const r = choosePlatform(config, inputs({ tasks: "5000", skills: "noCode" }));
    expect(r.recommended).toBe("make");
    expect(r.reasons).toContain("cheapest");
  });

  it("sends developers to self-hosted n8n, and so does a preference for self-hosting", () => {
    expect(
      choosePlatform(config, inputs({ tasks: "2000", skills: "developers" })).recommended,
    ).toBe("n8nSelfHosted");
    const preferred = choosePlatform(config, inputs({ tasks: "2000", hosting: "preferred" }));
    expect(preferred.recommended).toBe("n8nSelfHosted");
    expect(preferred.reasons[0]).toBe("hostingPreferred");
  });

  it("marks and avoids options over the budget, and says when nothing fits it", () => {
    const within = choosePlatform(config, inputs({ tasks: "500", skills: "noCode", budget: "20" }));
    expect(within.estimates.zapier.overBudget).toBe(true);
    expect(within.recommended).toBe("make");
    expect(within.reasons).toContain("withinBudget");
    const none = choosePlatform(config, inputs({ tasks: "500", budget: "5" }));
    expect(none.reasons).toContain("overBudget");
  });

  it("says when the estimate is extrapolated beyond the largest plan", () => {
    const r = choosePlatform(config, inputs({ tasks: "100000" }));
    expect(r.recommended).toBe("make");
    expect(r.estimates.make).toMatchObject({ units: 125000, extrapolated: true, cost: 125 });
    expect(r.reasons).toContain("extrapolated");
  });

  it("reads unanswered choices as no self-hosting and some skills", () => {
    const r = choosePlatform(config, { tasks: "500", budget: "", hosting: null, skills: null });
    expect(r).toMatchObject({ hosting: "none", skills: "some" });
  });

  it("writes its code as plan.cents", () => {
    expect(chooserCode(choosePlatform(config, inputs({ tasks: "100000" })))).toBe("m1.12500");
  });
});

describe("the chooser's content", () => {
  const tool = toolOf("platform-chooser", "platform-chooser");
  it("recommends a platform with a finite cost for every combination at the bounds", () => {
    const { max } = tool.chooserFields.tasks;
    for (const tasks of ["", "1", "750", "5,000", "100000", String(max)])
      for (const hosting of ["required", "preferred", "none"] as const)
        for (const skills of ["noCode", "some", "developers"] as const) {
          const r = choosePlatform(tool, { tasks, budget: "100", hosting, skills });
          const cost = r.estimates[r.recommended].cost;
          expect(Number.isFinite(cost) && cost >= 0).toBe(true);
          expect(r.estimates[r.recommended].eligible).toBe(true);
          expect(chooserCode(r)).toMatch(/^[a-z0-9-]+\.\d+$/);
        }
  });
});
