/**
 * The bento plans: each is a valid grid-template-areas (equal rows, one rectangle per item), the
 * first card takes the largest cell, and no plan ends with a lone item in its last row.
 */
import { BENTO_PLANS, bentoClassName } from "../../src/sections/cards/bento";
import { bentoCellShape, bentoPlanCss } from "../../src/sections/cards/bentoCss";

const plans = Object.entries(BENTO_PLANS).map(([n, rows]) => [Number(n), rows] as const);

describe.each(plans)("the bento plan for %i cards", (count, rows) => {
  const grid = rows.map((row) => row.split(" "));
  const names = [...new Set(grid.flat())];

  test("names one area per card, in rows of equal length", () => {
    expect(names).toHaveLength(count);
    expect(new Set(grid.map((r) => r.length)).size).toBe(1);
  });

  test("gives every card one rectangle", () => {
    for (const name of names) {
      const cells = grid.flatMap((r, y) => r.flatMap((c, x) => (c === name ? [[x, y]] : [])));
      const xs = cells.map(([x]) => x);
      const ys = cells.map(([, y]) => y);
      const width = Math.max(...xs) - Math.min(...xs) + 1;
      const height = Math.max(...ys) - Math.min(...ys) + 1;
      expect({ name, cells: cells.length }).toEqual({ name, cells: width * height });
    }
  });

  test("gives the first card the largest cell", () => {
    const size = (name: string) => grid.flat().filter((c) => c === name).length;
    expect(Math.max(...names.map(size))).toBe(size(names[0]));
    expect(size(names[0])).toBeGreaterThan(1);
  });

  test("ends with at least two cards starting in its last row", () => {
    const last = grid[grid.length - 1];
    const startingThere = new Set(last.filter((c) => !grid.slice(0, -1).flat().includes(c)));
    expect(startingThere.size).toBeGreaterThanOrEqual(2);
  });
});

test("a count without a plan keeps the balanced grid: no class, no rules", () => {
  expect(bentoClassName(8)).toBeUndefined();
  expect(bentoPlanCss(8)).toBe("");
});

test("a planned count gets its classes, and its rules lay the plan out from 1024 px", () => {
  expect(bentoClassName(4)).toBe("bento bento-4");
  const css = bentoPlanCss(4);
  expect(css).toMatch(/^@media \(min-width: 1024px\)/);
  expect(css).toContain('grid-template-areas: "a a b" "c d d"');
  expect(css).toContain(".bento.bento-4 > :nth-child(1) { grid-area: a; padding:");
  expect(css).toContain(".bento.bento-4 > :nth-child(2) { grid-area: b; }");
});

test("a wide cell puts its icon tile beside the text, a large cell above it, a single cell neither", () => {
  expect(bentoCellShape(BENTO_PLANS[4], "a")).toBe("wide");
  expect(bentoCellShape(BENTO_PLANS[4], "d")).toBe("wide");
  expect(bentoCellShape(BENTO_PLANS[4], "b")).toBe("single");
  expect(bentoCellShape(BENTO_PLANS[6], "a")).toBe("large");
  const four = bentoPlanCss(4);
  expect(four).toMatch(
    /\.bento\.bento-4 > :nth-child\(1\) > \.card__top \{ position: absolute;[^}]*right:/,
  );
  expect(four).toMatch(/\.bento\.bento-4 > :nth-child\(4\) > \.card__top \{ position: absolute;/);
  expect(four).not.toMatch(/nth-child\(2\) > \.card__top/);
  const six = bentoPlanCss(6);
  expect(six).toContain(".bento.bento-6 > :nth-child(1) .card__meta { margin-top: auto; }");
  expect(six).toContain(".bento.bento-6 > :nth-child(1) .card__meta-colon { display: none; }");
  expect(six).not.toContain("radial-gradient");
  expect(six).not.toMatch(/nth-child\(1\) > \.card__top \{ position: absolute/);
});
