import { BENTO_PLANS } from "./bento";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";

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
 * its icon, title and text at the top and the card's figures (`meta`: a sample brief, what a
 * tool asks and answers) below them as a small table filling the rest of the cell, label beside
 * value, so it carries information instead of an empty pattern (content tests require such
 * figures on every large cell). Both are the plan's feature cells: more padding, a larger title, lede-sized text and a
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
    `${feature} ${child}:not(.card--problem) { background: linear-gradient(135deg, ${colors.primarySoft} 0%, ${colors.white} 70%); } ` +
    `${child} .card__icon { padding: 14px; border-radius: ${radii.lg}px; } ` +
    `${child} .card__icon svg { width: 32px; height: 32px; } ` +
    `${child} .card__meta { margin-top: auto; }`
  );
}

/**
 * A large cell's figures as a small table at every width (on phones the cell is an ordinary card,
 * but its figures are a sample, not results, so they keep the text colour): label beside value,
 * hairlines between rows, on white.
 */
function bentoTableCss(child: string): string {
  return (
    `${child} .card__meta { gap: 0; padding: 4px ${space.md}px; background: ${colors.white}; border: 1px solid ${colors.borderSoft}; border-radius: ${radii.md}px; } ` +
    `${child} .card__meta > div { display: grid; grid-template-columns: minmax(6.5rem, 2fr) 5fr; gap: ${space.sm + 4}px; padding: 10px 0; border-top: 1px solid ${colors.borderSoft}; } ` +
    `${child} .card__meta > div:first-child { border-top: 0; } ` +
    `${child} .card__meta dd { color: ${colors.text}; font-weight: 600; } ` +
    `${child} .card__meta-colon { display: none; }`
  );
}

/**
 * The CSS rules of one plan, for `.bento.bento-<count>` from `lg`: the columns, the areas, and each
 * child's area and look by its cell's shape ({@link bentoItemCss}); at every width, a large
 * cell's figures as a table ({@link bentoTableCss}). Two classes, so they win over
 * the balanced grid's single generated class. Returns "" for a count without a plan.
 */
export function bentoPlanCss(count: number): string {
  const plan = BENTO_PLANS[count];
  if (!plan) return "";
  const list = `.bento.bento-${count}`;
  const items = [...AREA_NAMES.slice(0, count)].map((name, i) =>
    bentoItemCss(`${list} > :nth-child(${i + 1})`, name, bentoCellShape(plan, name)),
  );
  const tables = [...AREA_NAMES.slice(0, count)]
    .filter((name) => bentoCellShape(plan, name) === "large")
    .map((name) => bentoTableCss(`${list} > :nth-child(${AREA_NAMES.indexOf(name) + 1})`))
    .join(" ");
  return `${mq.lg} { ${list} { grid-template-columns: repeat(${plan[0].split(" ").length}, minmax(0, 1fr)); grid-template-areas: ${plan.map((row) => `"${row}"`).join(" ")}; } ${items.join(" ")} }${tables ? ` ${tables}` : ""}`;
}

/** Every plan's rules, for the global CSS in the page head (the bento costs no JavaScript). */
export const BENTO_CSS = Object.keys(BENTO_PLANS)
  .map((count) => bentoPlanCss(Number(count)))
  .join("\n");
