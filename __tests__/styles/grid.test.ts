import { balancedColumns, balancedGrid, columnsByStep } from "../../src/styles/grid";
import { mq } from "../../src/styles/theme";

/** Items in the last row for `count` items in `columns` columns. */
const lastRow = (count: number, columns: number) => count % columns || columns;

describe("balancedColumns", () => {
  it.each([
    // [count, cap, columns]: the cases the design names
    [5, 5, 5],
    [5, 4, 3],
    [12, 6, 6],
    [12, 5, 4],
    [12, 4, 4],
    [7, 4, 4],
    [8, 4, 4],
    [8, 5, 4],
    [6, 4, 3],
    [4, 3, 2],
    [3, 4, 3],
    [10, 4, 4],
  ])("%i items under a cap of %i take %i columns", (count, cap, columns) => {
    expect(balancedColumns(count, cap)).toBe(columns);
  });

  it("never leaves a lone item in the last row of a multi-column grid", () => {
    for (let count = 1; count <= 40; count++) {
      for (let cap = 1; cap <= 6; cap++) {
        const columns = balancedColumns(count, cap);
        expect(columns).toBeGreaterThanOrEqual(1);
        expect(columns).toBeLessThanOrEqual(Math.max(cap, 1));
        if (columns > 1) expect(lastRow(count, columns)).toBeGreaterThan(1);
      }
    }
  });

  it("falls back to one column when no count fits, and treats a cap below 1 as 1", () => {
    expect(balancedColumns(3, 2)).toBe(1);
    expect(balancedColumns(7, 3)).toBe(1);
    expect(balancedColumns(4, 0)).toBe(1);
    expect(balancedColumns(0, 4)).toBe(1);
  });
});

describe("columnsByStep", () => {
  it("carries a cap up to the next step that sets one", () => {
    expect(columnsByStep(12, { base: 1, sm: 2, lg: 6 })).toEqual({
      base: 1,
      sm: 2,
      md: 2,
      lg: 6,
      xl: 6,
    });
  });
});

describe("balancedGrid", () => {
  it("centres a short last row: 7 cards in 4 columns start the 5th card at the second half-track", () => {
    const style = balancedGrid(7, { base: 1, lg: 4 }, 24) as Record<
      string,
      Record<string, unknown>
    >;
    expect(style.gridTemplateColumns).toBe("repeat(2, minmax(0, 1fr))");
    expect(style[mq.lg].gridTemplateColumns).toBe("repeat(8, minmax(0, 1fr))");
    expect(style[mq.lg]["& > :nth-child(5)"]).toEqual({ gridColumn: "2 / span 2" });
  });

  it("resets an offset a smaller step set when the next step fills its last row", () => {
    // 5 items: 3 + 2 at md (5th item offset), 5 in one row at lg (no offset).
    const style = balancedGrid(5, { base: 1, md: 3, lg: 5 }, 16) as Record<
      string,
      Record<string, unknown>
    >;
    expect(style[mq.md]["& > :nth-child(4)"]).toEqual({ gridColumn: "2 / span 2" });
    expect(style[mq.lg]["& > :nth-child(4)"]).toEqual({ gridColumn: "span 2" });
    expect(style[mq.lg].gridTemplateColumns).toBe("repeat(10, minmax(0, 1fr))");
  });
});
