import { BENTO_PLANS } from "./bento";
import { colors, fontSizes, mq, radii, space } from "./theme";

const AREA_NAMES = "abcdef";

/**
 * How an item's area spans its plan: `single` (one cell), `wide` (one row, several columns) or
 * `large` (several rows and columns).
 */
export type BentoCellShape = "single" | "wide" | "large";

/**
 * The shape of the area `name` in `plan` (rows of grid-template-areas). Takes the plan's rows and
 * a one-letter area name; returns how the area spans the grid.
 */
export function bentoCellShape(plan: readonly string[], name: string): BentoCellShape {
  const rows = plan.filter((row) => row.split(" ").includes(name)).length;
  const columns = Math.max(...plan.map((row) => row.split(" ").filter((c) => c === name).length));
  if (rows > 1) return "large";
  return columns > 1 ? "wide" : "single";
}

/** Side of the icon tile in a wide cell, px: the tile fills the room a short text leaves. */
const WIDE_TILE = 112;

/**
 * The rules for one item of a plan, by its cell's shape. A `wide` cell lays its text on the left
 * (at most 52 characters a line) and a large icon tile on the right, centred; a `large` cell puts
 * a larger icon at the top, its title and text at the bottom and a dot grid fading in from the
 * top right corner, so neither leaves an empty half. The dots are background layers, not a
 * pseudo-element, so axe still reads the text's background as a gradient of the theme's light
 * stops. Both are the plan's feature cells: more padding, a larger title, lede-sized text and a
 * white icon tile on a soft brand tint (problem cards keep their own colours).
 */
function bentoItemCss(child: string, name: string, shape: BentoCellShape): string {
  if (shape === "single") return `${child} { grid-area: ${name}; }`;
  const feature =
    `${child} { grid-area: ${name}; padding: ${space.xl}px; } ` +
    `${child} h3 { font-size: ${fontSizes.xl}; } ` +
    `${child}:not(.card--problem) .card__icon { background: ${colors.white}; box-shadow: inset 0 0 0 1px ${colors.primaryBorder}; } ` +
    `${child} .card__description { font-size: ${fontSizes.lg}; max-width: 52ch; }`;
  if (shape === "wide")
    return (
      `${feature} ${child}:not(.card--problem) { background: linear-gradient(135deg, ${colors.primarySoft} 0%, ${colors.white} 70%); } ` +
      `${child} { justify-content: center; min-height: ${WIDE_TILE + 2 * space.xl}px; padding-right: ${WIDE_TILE + 2 * space.xl}px; } ` +
      `${child} > .card__top { position: absolute; top: 50%; right: ${space.xl}px; transform: translateY(-50%); } ` +
      `${child} .card__icon { width: ${WIDE_TILE}px; height: ${WIDE_TILE}px; justify-content: center; align-items: center; border-radius: ${radii.lg + 4}px; } ` +
      `${child} .card__icon svg { width: 48px; height: 48px; }`
    );
  return (
    `${feature} ${child} > .card__top { margin-bottom: auto; } ` +
    `${child}:not(.card--problem) { background: linear-gradient(135deg, ${colors.primarySoft} 0%, ${colors.primarySoft}00 60%), ` +
    `radial-gradient(ellipse at 100% 0%, ${colors.white}00 0%, ${colors.white} 70%), ` +
    `radial-gradient(${colors.primaryBorder} 1.5px, transparent 1.5px) 0 0 / 22px 22px, ${colors.white}; } ` +
    `${child} .card__icon { padding: 20px; border-radius: ${radii.lg + 4}px; } ` +
    `${child} .card__icon svg { width: 40px; height: 40px; }`
  );
}

/**
 * The CSS rules of one plan, for `.bento.bento-<count>` from `lg`: the columns, the areas, and each
 * child's area and look by its cell's shape ({@link bentoItemCss}). Two classes, so they win over
 * the balanced grid's single generated class. Returns "" for a count without a plan.
 */
export function bentoPlanCss(count: number): string {
  const plan = BENTO_PLANS[count];
  if (!plan) return "";
  const list = `.bento.bento-${count}`;
  const items = [...AREA_NAMES.slice(0, count)].map((name, i) =>
    bentoItemCss(`${list} > :nth-child(${i + 1})`, name, bentoCellShape(plan, name)),
  );
  return `${mq.lg} { ${list} { grid-template-columns: repeat(${plan[0].split(" ").length}, minmax(0, 1fr)); grid-template-areas: ${plan.map((row) => `"${row}"`).join(" ")}; } ${items.join(" ")} }`;
}

/** Every plan's rules, for the global CSS in the page head (the bento costs no JavaScript). */
export const BENTO_CSS = Object.keys(BENTO_PLANS)
  .map((count) => bentoPlanCss(Number(count)))
  .join("\n");
