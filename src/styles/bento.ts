import { fontSizes, mq, space } from "./theme";

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
 * The class names that lay out a list of `count` items as a bento from `lg` (1024 px), or
 * undefined when no plan fits that count (the caller keeps its balanced grid). Below `lg` the
 * caller's balanced grid applies; the classes' rules ({@link BENTO_CSS}) take over from `lg`.
 */
export function bentoClassName(count: number): string | undefined {
  return BENTO_PLANS[count] ? `bento bento-${count}` : undefined;
}

/**
 * The CSS rules of one plan, for `.bento.bento-<count>` from `lg`: the columns, the areas, each
 * child's area, and more room and a larger title for items that span more than one cell. Two
 * classes, so they win over the balanced grid's single generated class.
 */
export function bentoPlanCss(count: number): string {
  const plan = BENTO_PLANS[count];
  if (!plan) return "";
  const list = `.bento.bento-${count}`;
  const names = [...AREA_NAMES.slice(0, count)];
  const wide = names.filter((name) =>
    plan.some((row) => row.split(" ").filter((cell) => cell === name).length > 1),
  );
  const items = names.map((name, i) => {
    const child = `${list} > :nth-child(${i + 1})`;
    return wide.includes(name)
      ? `${child} { grid-area: ${name}; padding: ${space.xl}px; } ${child} h3 { font-size: ${fontSizes.xl}; }`
      : `${child} { grid-area: ${name}; }`;
  });
  return `${mq.lg} { ${list} { grid-template-columns: repeat(${plan[0].split(" ").length}, minmax(0, 1fr)); grid-template-areas: ${plan.map((row) => `"${row}"`).join(" ")}; } ${items.join(" ")} }`;
}

/** Every plan's rules, for the global CSS in the page head (the bento costs no JavaScript). */
export const BENTO_CSS = Object.keys(BENTO_PLANS)
  .map((count) => bentoPlanCss(Number(count)))
  .join("\n");
