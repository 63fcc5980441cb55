import {
  formatAmount,
  formatCompact,
  formatCost,
  formatCount,
  formatExact,
  formatPrice,
} from "../../../src/lib/tools/format";

describe("formatCost: the digits that matter at each size", () => {
  it.each([
    [0, "$0"],
    [0.0765, "$0.077"],
    [0.0018, "$0.0018"],
    [1, "$1.00"],
    [12.345, "$12.35"],
    [99.994, "$99.99"],
    [100, "$100"],
    [1240.4, "$1,240"],
    [-12.5, "-$12.50"],
    [NaN, "$0"],
    [Infinity, "$0"],
  ])("%d → %s", (n, expected) => expect(formatCost(n)).toBe(expected));
});

describe("formatPrice: list prices as vendors write them", () => {
  it.each([
    [24, "$24"],
    [29.99, "$29.99"],
    [73.5, "$73.50"],
    [0.4, "$0.40"],
  ])("%d → %s", (n, expected) => expect(formatPrice(n)).toBe(expected));
});

describe("counts and amounts", () => {
  it("counts whole, with thousands separators", () => {
    expect(formatCount(12400.6)).toBe("12,401");
    expect(formatCount(-0)).toBe("0");
  });
  it("sizes with one decimal below 100 and two significant digits below 1", () => {
    expect(formatAmount(1234.5)).toBe("1,235");
    expect(formatAmount(12.44)).toBe("12.4");
    expect(formatAmount(0.0614)).toBe("0.061");
    expect(formatAmount(0)).toBe("0");
  });
  it("shortens large counts and states values exactly", () => {
    expect(formatCompact(999)).toBe("999");
    expect(formatCompact(90_000_000)).toBe("90M");
    expect(formatCompact(7_500_000)).toBe("7.5M");
    expect(formatExact(1.33)).toBe("1.33");
    expect(formatExact(1536)).toBe("1,536");
  });
});
