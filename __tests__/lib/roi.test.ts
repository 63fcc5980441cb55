import {
  inputProblem,
  calculateRoi,
  parseInput,
  ZERO_RESULTS,
  type RoiInputs,
  type RoiResults,
} from "../../src/lib/roi";
import { formatMoney, formatOneDecimal } from "../../src/lib/format";

const inputs = (
  employees: string,
  hourlyRate: string,
  hoursPerWeek: string,
  automationCost: string,
): RoiInputs => ({
  employees,
  hourlyRate,
  hoursPerWeek,
  automationCost,
});

const NUMERIC_KEYS = [
  "weeklySavings",
  "monthlySavings",
  "annualSavings",
  "roi",
  "paybackMonths",
] as const;

function expectAllFinite(r: RoiResults) {
  for (const k of NUMERIC_KEYS) {
    expect(Number.isFinite(r[k])).toBe(true);
    expect(Object.is(r[k], -0)).toBe(false);
  }
}

describe("parseInput: empty or non-numeric counts as 0", () => {
  it.each([
    ["10", 10],
    ["25", 25],
    ["10000", 10000],
    ["2.5", 2.5],
    [".5", 0.5],
    ["5.", 5],
    [" 25 ", 25],
    ["\t7\n", 7],
    ["1,000", 1000],
    ["1,234,567.89", 1234567.89],
    ["$25", 25],
    ["$1,250", 1250],
    ["-5", -5],
    ["+5", 5],
    ["-$5", -5],
    ["1e3", 1000],
    ["1E-2", 0.01],
  ])("reads %j as %p", (text, expected) => {
    expect(parseInput(text)).toBe(expected);
  });

  it.each([
    "",
    "   ",
    "abc",
    "25abc",
    "abc25",
    "1,00",
    "1,0000",
    ",000",
    "$",
    ".",
    "-",
    "$-5",
    "5$",
    "NaN",
    "Infinity",
    "-Infinity",
    "0x10",
    "1e400",
    "-1e400",
    "1 000",
    "e5",
    "1e",
  ])("reads %j as 0", (text) => {
    expect(parseInput(text)).toBe(0);
  });

  it("never returns -0", () => {
    expect(Object.is(parseInput("-0"), 0)).toBe(true);
    expect(Object.is(parseInput("-0.000"), 0)).toBe(true);
  });
});

describe("calculateRoi: the calculator's formulas", () => {
  it("computes the fields' placeholder example: 10 employees, $25/h, 5 h/week, $10,000", () => {
    const r = calculateRoi(inputs("10", "25", "5", "10000"));
    expect(r.weeklySavings).toBe(1250);
    expect(r.monthlySavings).toBeCloseTo(5412.5, 9);
    expect(r.annualSavings).toBe(65000);
    expect(r.roi).toBeCloseTo(550, 9);
    expect(r.paybackMonths).toBeCloseTo(10000 / 5412.5, 12);
    expect(r.paybackMonths).toBeCloseTo(1.8476, 4);
    expect(r.neverPaysBack).toBe(false);
    // As displayed: money with separators, ROI and payback with one decimal.
    expect(formatMoney(r.weeklySavings)).toBe("$1,250");
    expect(formatMoney(r.annualSavings)).toBe("$65,000");
    expect(formatOneDecimal(r.roi)).toBe("550.0");
    expect(formatOneDecimal(r.paybackMonths)).toBe("1.8");
  });

  it("uses 4.33 weeks per month and 52 weeks per year", () => {
    const r = calculateRoi(inputs("1", "100", "1", ""));
    expect(r.weeklySavings).toBe(100);
    expect(r.monthlySavings).toBeCloseTo(433, 9);
    expect(r.annualSavings).toBe(5200);
  });

  it("reads the inputs with parseInput (separators, $ and spaces)", () => {
    expect(calculateRoi(inputs(" 10 ", "$25", "5", "10,000"))).toEqual(
      calculateRoi(inputs("10", "25", "5", "10000")),
    );
  });

  it("treats empty and non-numeric inputs as 0", () => {
    expect(calculateRoi(inputs("", "", "", ""))).toEqual(ZERO_RESULTS);
    expect(calculateRoi(inputs("abc", "25", "5", "xyz"))).toEqual(ZERO_RESULTS);
    const r = calculateRoi(inputs("10", "25", "", "10000"));
    expect(r.weeklySavings).toBe(0);
    expectAllFinite(r);
  });

  it("gives ROI 0 and payback 0 when the investment is 0 or less", () => {
    for (const cost of ["0", "", "-500", "abc"]) {
      const r = calculateRoi(inputs("10", "25", "5", cost));
      expect(r.weeklySavings).toBe(1250);
      expect(r.roi).toBe(0);
      expect(r.paybackMonths).toBe(0);
      expect(r.neverPaysBack).toBe(false);
    }
  });

  it("flags no payback, with finite numbers, when savings are 0 and the investment is positive", () => {
    const r = calculateRoi(inputs("0", "25", "5", "10000"));
    expectAllFinite(r);
    expect(r.weeklySavings).toBe(0);
    expect(r.roi).toBe(-100);
    expect(r.paybackMonths).toBe(0);
    expect(r.neverPaysBack).toBe(true);
  });

  it("flags no payback when savings are negative and the investment is positive", () => {
    const r = calculateRoi(inputs("-10", "25", "5", "10000"));
    expectAllFinite(r);
    expect(r.weeklySavings).toBe(-1250);
    expect(r.annualSavings).toBe(-65000);
    expect(r.roi).toBeCloseTo(-750, 9);
    expect(r.paybackMonths).toBe(0);
    expect(r.neverPaysBack).toBe(true);
  });

  it("computes negative inputs as given (no bounds)", () => {
    const r = calculateRoi(inputs("-2", "-25", "5", "1000"));
    expect(r.weeklySavings).toBe(250);
    expect(r.paybackMonths).toBeCloseTo(1000 / (250 * 4.33), 12);
    expect(r.neverPaysBack).toBe(false);
  });

  it("stays finite for huge values", () => {
    const cases: RoiInputs[] = [
      inputs("1e300", "1e300", "1e300", "1"),
      inputs("-1e300", "1e300", "1e300", "1"),
      inputs("1e300", "1e300", "0", "1e300"),
      inputs("1e300", "1e300", "1e300", "1e308"),
      inputs("1e-100", "1e-100", "1e-100", "1e308"),
      inputs("9".repeat(300), "9".repeat(300), "9".repeat(300), "9".repeat(300)),
    ];
    for (const c of cases) {
      const r = calculateRoi(c);
      expectAllFinite(r);
      for (const k of NUMERIC_KEYS) expect(formatMoney(r[k])).not.toMatch(/NaN|Infinity|∞/);
    }
    expect(calculateRoi(cases[0]).weeklySavings).toBe(Number.MAX_VALUE);
    expect(calculateRoi(cases[1]).weeklySavings).toBe(-Number.MAX_VALUE);
    expect(calculateRoi(cases[1]).neverPaysBack).toBe(true);
    // Infinity × 0 would be NaN: a zero factor makes the product 0.
    expect(calculateRoi(cases[2]).weeklySavings).toBe(0);
    // A tiny positive saving against a huge investment: payback overflows and is clamped.
    const tiny = calculateRoi(cases[4]);
    expect(tiny.neverPaysBack).toBe(false);
    expect(tiny.paybackMonths).toBe(Number.MAX_VALUE);
  });
});

describe("ZERO_RESULTS: results start at zero", () => {
  it("is all zero with no payback flag", () => {
    expect(ZERO_RESULTS).toEqual({
      weeklySavings: 0,
      monthlySavings: 0,
      annualSavings: 0,
      roi: 0,
      paybackMonths: 0,
      neverPaysBack: false,
    });
  });

  it("cannot be changed by accident", () => {
    expect(Object.isFrozen(ZERO_RESULTS)).toBe(true);
  });
});

describe("inputProblem: the calculator refuses negative and non-numeric figures", () => {
  it.each(["", "   ", "0", "10", " 25 ", "$25", "1,000", "2.5", ".5", "1e3", "-0"])(
    "accepts %j (empty counts as 0)",
    (text) => expect(inputProblem(text)).toBeNull(),
  );
  it.each(["-5", "-$5", "-0.01", "-1e3"])("refuses %j as negative", (text) =>
    expect(inputProblem(text)).toBe("negative"),
  );
  it.each(["abc", "25abc", "1,00", "$", ".", "-", "NaN", "Infinity", "0x10", "1e400"])(
    "refuses %j as not a number",
    (text) => expect(inputProblem(text)).toBe("notNumber"),
  );
  it("refuses what the browser could not read, whatever the text", () => {
    expect(inputProblem("", true)).toBe("notNumber");
  });
  it("refuses a figure above the field's largest value, and accepts the largest itself", () => {
    expect(inputProblem("99999999999999999999", false, 1_000_000)).toBe("range");
    expect(inputProblem("1,000,001", false, 1_000_000)).toBe("range");
    expect(inputProblem("1,000,000", false, 1_000_000)).toBeNull();
    expect(inputProblem("", false, 1)).toBeNull();
    // A negative figure keeps its own message, whatever the largest value.
    expect(inputProblem("-5", false, 1)).toBe("negative");
  });
});
