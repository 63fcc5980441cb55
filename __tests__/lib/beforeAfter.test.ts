/**
 * The before/after reader: a result is drawn only from the figures its own words give, in the
 * forms src/lib/beforeAfter.ts documents; everything else gives no figure.
 */
import { beforeAfterFigures, parseResult } from "../../src/lib/beforeAfter";

describe("parseResult: both figures written", () => {
  test("'from X to Y' with units of time, compared in seconds", () => {
    expect(parseResult("Lead response time cut from 14 hours to 4 minutes")).toEqual({
      result: "Lead response time cut from 14 hours to 4 minutes",
      kind: "absolute",
      direction: "down",
      before: { text: "14 hours", share: 1 },
      after: { text: "4 minutes", share: 4 / (14 * 60) },
      change: "",
    });
  });

  test("percentages, a qualifier and context after the figure", () => {
    const f = parseResult("Answer accuracy up from 61% to 96% on an audited test set");
    expect(f).toMatchObject({
      direction: "up",
      before: { text: "61%", share: 61 / 96 },
      after: { text: "96%", share: 1 },
    });
    expect(parseResult("Response time from 12 seconds to under 1 second")).toMatchObject({
      before: { text: "12 seconds" },
      after: { text: "under 1 second", share: 1 / 12 },
    });
    expect(parseResult("Onboarding cut from 5 days to under an hour")).toMatchObject({
      after: { text: "under an hour", share: 1 / (5 * 24) },
    });
    expect(parseResult("Shipping errors cut from 2.1% to 0.3%")).toMatchObject({
      before: { text: "2.1%" },
      after: { text: "0.3%" },
    });
  });

  test("a figure without a unit takes the other one's", () => {
    expect(parseResult("Month-end close cut from 9 working days to 4")).toMatchObject({
      before: { text: "9 working days", share: 1 },
      after: { text: "4 working days", share: 4 / 9 },
    });
    expect(parseResult("Listing upkeep reduced from 18 to 2 hours a week")).toMatchObject({
      before: { text: "18 hours", share: 1 },
      after: { text: "2 hours", share: 2 / 18 },
    });
  });

  test("'N things reduced to M' and 'in Y instead of X'", () => {
    expect(parseResult("180 Zaps reduced to 95 with no lost functionality")).toMatchObject({
      kind: "absolute",
      before: { text: "180 Zaps", share: 1 },
      after: { text: "95 Zaps", share: 95 / 180 },
    });
    expect(parseResult("New support hires productive in 5 weeks instead of 12")).toMatchObject({
      direction: "down",
      before: { text: "12 weeks", share: 1 },
      after: { text: "5 weeks", share: 5 / 12 },
    });
  });
});

describe("parseResult: a change against the baseline", () => {
  test("reductions: 'down N%', 'reduced by N%', 'N% lower|fewer|less'", () => {
    for (const [result, n] of [
      ["Subscription churn down 33%", 33],
      ["No-shows reduced by 38% with two-way SMS reminders", 38],
      ["Research time per matter cut by 62%", 62],
      ["87% lower cost per invoice", 87],
      ["92% less manual order handling", 92],
    ] as const)
      expect(parseResult(result)).toEqual({
        result,
        kind: "relative",
        direction: "down",
        before: { text: "", share: 1 },
        after: { text: `\u2212${n}%`, share: (100 - n) / 100 },
        change: `\u2212${n}%`,
      });
  });

  test("increases: 'up N%', 'N% … increase', and multiples 'up Nx'", () => {
    expect(parseResult("Marketing-qualified leads up 210% in two quarters")).toMatchObject({
      direction: "up",
      before: { text: "", share: 100 / 310 },
      after: { text: "+210%", share: 1 },
    });
    expect(parseResult("40% revenue increase within six months")).toMatchObject({
      after: { text: "+40%" },
    });
    expect(parseResult("Booked meetings up 3.1x from the same lead volume")).toMatchObject({
      kind: "relative",
      before: { share: 1 / 3.1 },
      after: { text: "3.1\u00d7", share: 1 },
    });
  });
});

describe("parseResult: no figure it cannot read", () => {
  test.each([
    "Failed-payment recovery up to 68%",
    "Double bookings eliminated",
    "Partner onboarding cut from weeks to days",
    "Failed runs caught within minutes instead of days",
    "74% of invoices posted with no manual touch",
    "Forecast accuracy within 6% for three straight quarters",
    "New-hire ramp-up shortened by 6 weeks",
    "Costs down 120%",
    "Quote turnaround cut from 3 days to 3 days",
    "Throughput from 40% to 12 hours",
    "",
  ])("%j", (result) => {
    expect(parseResult(result)).toBeNull();
  });
});

test("beforeAfterFigures keeps the readable results, in order", () => {
  const figures = beforeAfterFigures([
    "Manual order entry eliminated",
    "Overselling incidents down 95%",
    "Quote turnaround cut from 3 days to 4 hours",
  ]);
  expect(figures.map((f) => f.result)).toEqual([
    "Overselling incidents down 95%",
    "Quote turnaround cut from 3 days to 4 hours",
  ]);
});
