import {
  readinessCode,
  scoreReadiness,
  type ReadinessConfig,
} from "../../../src/lib/tools/readiness";
import { toolOf } from "../../../jest/toolContent";

/** Three questions worth 10, 10 and 0 points at most; four automations; three bands. */
const config: ReadinessConfig = {
  questions: [
    { options: [{ points: 0 }, { points: 5, suggests: ["b"] }, { points: 10, suggests: ["c"] }] },
    { options: [{ points: 2, suggests: ["d", "c"] }, { points: 10 }] },
    {
      options: [
        { points: 0, suggests: ["d"] },
        { points: 0, suggests: ["a"] },
      ],
    },
  ],
  bands: [
    { id: "low", min: 0 },
    { id: "mid", min: 40 },
    { id: "high", min: 80 },
  ],
  automations: [{ id: "a" }, { id: "b" }, { id: "c" }, { id: "d" }],
};

describe("scoreReadiness", () => {
  it("scores points over the most the questions can give, × 100, rounded", () => {
    // 5 + 2 + 0 = 7 of 20 → 35
    expect(scoreReadiness(config, [1, 0, 0]).score).toBe(35);
    // 10 + 10 = 20 of 20 → 100
    expect(scoreReadiness(config, [2, 1, 1]).score).toBe(100);
  });

  it("counts an unanswered question, or an answer naming no option, as 0 points", () => {
    const r = scoreReadiness(config, [2, null, undefined]);
    expect(r.score).toBe(50);
    expect(r.unanswered).toBe(2);
    expect(scoreReadiness(config, [7, -1, 0.5]).score).toBe(0);
    expect(scoreReadiness(config, []).unanswered).toBe(3);
  });

  it("puts the score in the band with the highest start at or below it", () => {
    expect(scoreReadiness(config, []).band).toBe("low");
    expect(scoreReadiness(config, [1, 1]).band).toBe("mid"); // 15 of 20 → 75
    expect(scoreReadiness(config, [2, 1]).band).toBe("high");
  });

  it("picks the three most suggested automations, ties to the one listed first", () => {
    // c: 2 (q1 option 2, q2 option 0), d: 2 (q2 option 0, q3 option 0), b: 0, a: 0
    expect(scoreReadiness(config, [2, 0, 0]).picks).toEqual(["c", "d", "a"]);
    // nothing suggested: the list order
    expect(scoreReadiness(config, []).picks).toEqual(["a", "b", "c"]);
  });

  it("scores 0, not NaN, when no question gives points", () => {
    const flat = { ...config, questions: [{ options: [{ points: 0 }, { points: 0 }] }] };
    expect(scoreReadiness(flat, [1]).score).toBe(0);
  });

  it("writes its code as score.band.first.second.third", () => {
    expect(readinessCode(scoreReadiness(config, [2, 0, 0]))).toBe("60.mid.c.d.a");
  });
});

describe("the scorecard's content", () => {
  const tool = toolOf("automation-readiness", "automation-readiness");
  const worst = tool.questions.map((q) =>
    q.options.findIndex((o) => o.points === Math.min(...q.options.map((x) => x.points))),
  );
  const best = tool.questions.map((q) =>
    q.options.findIndex((o) => o.points === Math.max(...q.options.map((x) => x.points))),
  );

  it("runs from 0 (nothing answered) to 100 (every best answer), through its first and last bands", () => {
    const sum = (pick: (points: number[]) => number) =>
      tool.questions.reduce((n, q) => n + pick(q.options.map((o) => o.points)), 0);
    const lowest = Math.round((100 * sum((p) => Math.min(...p))) / sum((p) => Math.max(...p)));
    expect(scoreReadiness(tool, [])).toMatchObject({ score: 0, band: tool.bands[0].id });
    expect(scoreReadiness(tool, worst)).toMatchObject({ score: lowest, band: tool.bands[0].id });
    expect(scoreReadiness(tool, best)).toMatchObject({ score: 100, band: tool.bands.at(-1)?.id });
  });

  it("always suggests three different automations it lists", () => {
    const ids = new Set(tool.automations.map((a) => a.id));
    for (const answers of [worst, best, [], tool.questions.map(() => 1)]) {
      const { picks } = scoreReadiness(tool, answers);
      expect(picks).toHaveLength(3);
      expect(new Set(picks).size).toBe(3);
      for (const id of picks) expect(ids.has(id)).toBe(true);
    }
  });

  it("has 8 to 10 questions", () => {
    expect(tool.questions.length).toBeGreaterThanOrEqual(8);
    expect(tool.questions.length).toBeLessThanOrEqual(10);
  });
});
