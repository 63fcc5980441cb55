import type { CSSObject } from "@emotion/react";
import { mq } from "./theme";

/** The breakpoints a grid can set a column cap for: `base` is below `sm`. */
export type GridStep = "base" | "sm" | "md" | "lg" | "xl";

/**
 * The most columns a grid may use at each breakpoint (from `base` up; a missing step keeps the
 * previous one's cap). Callers choose caps by how narrow one item may get.
 */
export type ColumnCaps = Partial<Record<GridStep, number>> & { base: number };

const STEPS: readonly GridStep[] = ["base", "sm", "md", "lg", "xl"];

/**
 * How many columns `count` items take when at most `cap` fit side by side, so that no row ends
 * with a lone item. The rule:
 * - everything fits in one row → one row (`count` columns);
 * - otherwise the widest column count whose last row holds two items or more and is at least
 *   half full (5 → 3 + 2, 7 → 4 + 3);
 * - but an exact fit one column narrower or more wins (8 → 4, not 5 + 3; 6 → 3 + 3, not 4 + 2);
 * - if nothing qualifies, one column.
 * Takes whole numbers ≥ 0 (a cap below 1 counts as 1); returns a column count ≥ 1.
 */
export function balancedColumns(count: number, cap: number): number {
  const max = Math.max(1, Math.floor(cap));
  if (count <= max) return Math.max(1, count);
  let best = 1;
  for (let c = max; c >= 2; c--) {
    const rest = count % c;
    if (rest === 0 || (rest >= 2 && rest * 2 >= c)) {
      best = c;
      break;
    }
  }
  for (let c = max; c >= 2 && c >= best - 1; c--) {
    if (count % c === 0) return c;
  }
  return best;
}

/**
 * The column count at every breakpoint for `count` items under `caps`: an object with one
 * entry per step from `base` to `xl`.
 */
export function columnsByStep(count: number, caps: ColumnCaps): Record<GridStep, number> {
  const out = {} as Record<GridStep, number>;
  let cap = caps.base;
  for (const step of STEPS) {
    cap = caps[step] ?? cap;
    out[step] = balancedColumns(count, cap);
  }
  return out;
}

/** Index (1-based) of the first item of a short last row, or 0 when the last row is full. */
function shortRowStart(count: number, columns: number): number {
  const rest = count % columns;
  return rest === 0 ? 0 : count - rest + 1;
}

/**
 * Emotion style object for one column count: twice as many tracks, each item spanning two, and
 * the first item of a short last row starting `columns - rest` half-tracks in (so the row is
 * centred). `offsets` lists every item index any breakpoint offsets, so each step resets the
 * others' offsets.
 */
function layoutFor(count: number, columns: number, offsets: number[]): CSSObject {
  const start = shortRowStart(count, columns);
  const style: CSSObject = {
    gridTemplateColumns: `repeat(${columns * 2}, minmax(0, 1fr))`,
  };
  for (const index of offsets) {
    style[`& > :nth-child(${index})`] = {
      gridColumn: index === start ? `${columns - (count % columns) + 1} / span 2` : "span 2",
    };
  }
  return style;
}

/**
 * The one grid layout for item lists (cards, steps, stats, tiles, tiers, stories, quotes, posts):
 * takes the item count, the column caps per breakpoint and the gap (px), and returns an Emotion
 * style object for the list element. Column counts follow `balancedColumns`; a short last row is
 * centred (each item spans two of twice as many tracks), so no row ends with a lone item.
 * The list's direct children are the items.
 */
export function balancedGrid(count: number, caps: ColumnCaps, gap: number | string): CSSObject {
  const columns = columnsByStep(count, caps);
  const offsets = [...new Set(STEPS.map((s) => shortRowStart(count, columns[s])))].filter(
    (i) => i > 0,
  );
  const style: CSSObject = {
    display: "grid",
    gap,
    "& > *": { gridColumn: "span 2" },
    ...layoutFor(count, columns.base, offsets),
  };
  let previous = columns.base;
  for (const step of STEPS.slice(1) as Exclude<GridStep, "base">[]) {
    if (columns[step] === previous) continue;
    previous = columns[step];
    style[mq[step]] = layoutFor(count, columns[step], offsets);
  }
  return style;
}
