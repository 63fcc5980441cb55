import { formatDate, formatMoney, formatOneDecimal } from "../../src/lib/format";

describe("formatMoney: whole dollars with thousands separators", () => {
  it.each([
    [0, "$0"],
    [5, "$5"],
    [999, "$999"],
    [1250, "$1,250"],
    [65000, "$65,000"],
    [1234567, "$1,234,567"],
    [1e12, "$1,000,000,000,000"],
  ])("formats %p as %j", (n, s) => {
    expect(formatMoney(n)).toBe(s);
  });

  it("shows whole dollars, halves away from zero", () => {
    expect(formatMoney(5412.5)).toBe("$5,413");
    expect(formatMoney(5412.49)).toBe("$5,412");
    expect(formatMoney(0.5)).toBe("$1");
    expect(formatMoney(0.49)).toBe("$0");
    expect(formatMoney(-1250.4)).toBe("-$1,250");
    expect(formatMoney(-1250.5)).toBe("-$1,251");
  });

  it("is not thrown off by floating-point noise", () => {
    expect(formatMoney(5412.499999999999)).toBe("$5,413");
    expect(formatMoney(1250 * 4.33)).toBe("$5,413");
  });

  it("puts the minus sign before the dollar sign", () => {
    expect(formatMoney(-1250)).toBe("-$1,250");
    expect(formatMoney(-65000)).toBe("-$65,000");
  });

  it("never shows -$0", () => {
    expect(formatMoney(-0)).toBe("$0");
    expect(formatMoney(-0.4)).toBe("$0");
  });

  it("shows $0 for non-finite values", () => {
    expect(formatMoney(NaN)).toBe("$0");
    expect(formatMoney(Infinity)).toBe("$0");
    expect(formatMoney(-Infinity)).toBe("$0");
  });

  it("formats the largest number without exponent, NaN or Infinity", () => {
    const s = formatMoney(Number.MAX_VALUE);
    expect(s).toMatch(/^\$\d{1,3}(,\d{3})+$/);
    expect(formatMoney(-Number.MAX_VALUE)).toBe(`-${s}`);
  });
});

describe("formatOneDecimal: ROI and payback with one decimal", () => {
  it.each([
    [550, "550.0"],
    [10000 / 5412.5, "1.8"],
    [0, "0.0"],
    [0.04, "0.0"],
    [0.05, "0.1"],
    [1.25, "1.3"],
    [1234.56, "1,234.6"],
    [-12.5, "-12.5"],
    [-100, "-100.0"],
    [-1.25, "-1.3"],
  ])("formats %p as %j", (n, s) => {
    expect(formatOneDecimal(n)).toBe(s);
  });

  it("is not thrown off by floating-point noise", () => {
    expect(formatOneDecimal(1.15)).toBe("1.2"); // 1.15 is stored as 1.149999…
    expect(formatOneDecimal(((65000 - 10000) / 10000) * 100)).toBe("550.0");
  });

  it("never shows -0.0", () => {
    expect(formatOneDecimal(-0)).toBe("0.0");
    expect(formatOneDecimal(-0.04)).toBe("0.0");
  });

  it("shows 0 for non-finite values", () => {
    expect(formatOneDecimal(NaN)).toBe("0");
    expect(formatOneDecimal(Infinity)).toBe("0");
    expect(formatOneDecimal(-Infinity)).toBe("0");
  });

  it("formats the largest number without exponent", () => {
    expect(formatOneDecimal(Number.MAX_VALUE)).toMatch(/^\d{1,3}(,\d{3})+\.0$/);
  });
});

describe("formatDate (blog listing dates)", () => {
  it("writes an ISO date in US English", () => {
    expect(formatDate("2025-03-14")).toBe("March 14, 2025");
    expect(formatDate("2024-12-31")).toBe("December 31, 2024");
    expect(formatDate("2025-01-01")).toBe("January 1, 2025");
  });

  it("returns text that is not a date unchanged", () => {
    expect(formatDate("soon")).toBe("soon");
    expect(formatDate("2025-13-01")).toBe("2025-13-01");
    expect(formatDate("")).toBe("");
  });
});
