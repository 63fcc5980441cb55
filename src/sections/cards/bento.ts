/**
 * Bento plans for 3 to 6 items at ≥ 1024 px, as CSS grid-template-areas rows: item i fills the
 * cells named by the i-th letter. The first item takes the larger cell; every row has the same
 * number of cells, every item one rectangle, and the last row holds at least two items (the
 * site's no-orphan rule). Other counts have no bento and keep the balanced grid.
 * The plans' CSS rules are in bentoCss.ts, which only the page head imports.
 */
export const BENTO_PLANS: Readonly<Record<number, readonly string[]>> = {
  3: ["a a", "b c"],
  4: ["a a b", "c d d"],
  5: ["a a b c", "a a d e"],
  6: ["a a b", "a a c", "d e f"],
};

/**
 * The class names that lay out a list of `count` items as a bento from `lg` (1024 px), or
 * undefined when no plan fits that count (the caller keeps its balanced grid). Below `lg` the
 * caller's balanced grid applies; the classes' rules (bentoCss.ts) take over from `lg`.
 */
export function bentoClassName(count: number): string | undefined {
  return BENTO_PLANS[count] ? `bento bento-${count}` : undefined;
}
