import type { CSSObject } from "@emotion/react";
import { fontSizes, mq, space } from "./theme";
import { balancedGrid } from "./grid";

/**
 * Bento plans for 3 to 6 items at ≥ 1024 px, as CSS grid-template-areas rows: item i fills the
 * cells named by the i-th letter. The first item takes the larger cell; every row has the same
 * number of cells, every item one rectangle, and the last row holds at least two items (the
 * site's no-orphan rule). Other counts have no bento and keep the balanced grid.
 */
export const BENTO_PLANS: Readonly<Record<number, readonly string[]>> = {
  3: ["a a", "b c"],
  4: ["a a b", "c d d"],
  5: ["a a b c", "a a d e"],
  6: ["a a b", "a a c", "d e f"],
};

const AREA_NAMES = "abcdef";

/**
 * Emotion style object for a list of `count` cards laid out as a bento from `lg` (1024 px): the
 * balanced grid (one column on phones, two from `sm`) below it, then `BENTO_PLANS[count]` with
 * wide items' titles set larger. Counts without a plan get the balanced grid with up to `columns`
 * (default 4) from `lg`. `gap` in px. The list's direct children are the items.
 */
export function bentoGrid(count: number, gap: number, columns = 4): CSSObject {
  const plan = BENTO_PLANS[count];
  if (!plan) return balancedGrid(count, { base: 1, sm: 2, lg: columns }, gap);
  const wide = new Set(
    [...AREA_NAMES.slice(0, count)].filter((name) =>
      plan.some((row) => row.split(" ").filter((cell) => cell === name).length > 1),
    ),
  );
  const lg: CSSObject = {
    gridTemplateColumns: `repeat(${plan[0].split(" ").length}, minmax(0, 1fr))`,
    gridTemplateAreas: plan.map((row) => `"${row}"`).join(" "),
  };
  [...AREA_NAMES.slice(0, count)].forEach((name, i) => {
    lg[`& > :nth-child(${i + 1})`] = {
      gridArea: name,
      ...(wide.has(name) ? { padding: space.xl, "& h3": { fontSize: fontSizes.xl } } : {}),
    };
  });
  return { ...balancedGrid(count, { base: 1, sm: 2 }, gap), [mq.lg]: lg };
}
