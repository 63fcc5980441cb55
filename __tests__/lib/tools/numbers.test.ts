import { fieldProblem, fieldProblems, finite, readNumber } from "../../../src/lib/tools/numbers";

describe("readNumber: an empty or non-numeric field counts as 0", () => {
  it.each([
    ["", 0],
    ["   ", 0],
    ["12", 12],
    [" 12.5 ", 12.5],
    ["1,200", 1200],
    ["$25", 25],
    ["-3", -3],
    ["1e3", 1000],
    [".5", 0.5],
    ["abc", 0],
    ["12abc", 0],
    ["1,00", 0],
    ["NaN", 0],
    ["Infinity", 0],
    ["1e400", 0],
    ["0x10", 0],
    ["-0", 0],
  ])("%j → %d", (text, expected) => {
    const value = readNumber(text);
    expect(value).toBe(expected);
    expect(Object.is(value, -0)).toBe(false);
  });
});

describe("fieldProblem: a figure outside the stated bounds, or text that is no number", () => {
  const bounds = { max: 1000 };
  it("accepts an empty field (0) and numbers within the bounds, ends included", () => {
    for (const text of ["", "0", "1000", "999.5", "1,000"])
      expect(fieldProblem(text, bounds)).toBeNull();
  });
  it("refuses numbers past either bound as out of range", () => {
    expect(fieldProblem("1001", bounds)).toBe("range");
    expect(fieldProblem("-1", bounds)).toBe("range");
    expect(fieldProblem("1e9", bounds)).toBe("range");
  });
  it("judges an empty field by the bounds too: below a minimum above 0 it is out of range", () => {
    expect(fieldProblem("", { min: 50, max: 8192 })).toBe("range");
    expect(fieldProblem("49", { min: 50, max: 8192 })).toBe("range");
    expect(fieldProblem("50", { min: 50, max: 8192 })).toBeNull();
  });
  it("refuses text that is not a number, and whatever the browser could not read", () => {
    expect(fieldProblem("ten", bounds)).toBe("notNumber");
    expect(fieldProblem("1e400", bounds)).toBe("notNumber");
    expect(fieldProblem("", bounds, true)).toBe("notNumber");
  });
  it("lists every refused field by name", () => {
    expect(
      fieldProblems(
        { a: "5", b: "x", c: "20" },
        { a: { max: 10 }, b: { max: 10 }, c: { max: 10 } },
      ),
    ).toEqual({ b: "notNumber", c: "range" });
  });
});

describe("finite", () => {
  it("never returns NaN, ±Infinity or −0", () => {
    expect(finite(NaN)).toBe(0);
    expect(finite(Infinity)).toBe(Number.MAX_VALUE);
    expect(finite(-Infinity)).toBe(-Number.MAX_VALUE);
    expect(Object.is(finite(-0), 0)).toBe(true);
    expect(finite(2.5)).toBe(2.5);
  });
});
