/**
 * The logo mark, drawn once: a woven "L" on a brand-blue tile. A white warp thread bends into the
 * L, a light-blue warp stands beside it, and a copper weft (the thread colour) waves through them,
 * under the L and over the second warp, so the mark is a small piece of weave. Each thread that crosses over
 * another is drawn on a tile-coloured outline, which makes the under-thread look interrupted.
 * The React mark (src/components/BrandMark.tsx), the social images (src/build/socialImageCard.ts)
 * and the favicon and logo files (scripts/make-brand-images.mjs) all draw from this data.
 */
import { colors } from "./theme";

/** One stroke of the mark in its 32 × 32 box: path data, colour and width (box units). */
export type MarkStroke = { d: string; stroke: string; width: number };

/** The tile's colour and corner radius (box units). */
export const BRAND_MARK_TILE = { fill: colors.primary, rx: 8 } as const;

const weft = "M6 13.5C9 11 13 11 16 13.5S23 16.5 26.5 13.5";
const stem = "M11 6.5v14a4.5 4.5 0 0 0 4.5 4.5h10";

/** The strokes, bottom first. */
export const BRAND_MARK_STROKES: readonly MarkStroke[] = [
  { d: "M19.5 6.5v11.5", stroke: colors.primaryOnDark, width: 2.4 },
  { d: weft, stroke: colors.primary, width: 5.6 },
  { d: weft, stroke: colors.threadOnDark, width: 2.4 },
  { d: stem, stroke: colors.primary, width: 6.4 },
  { d: stem, stroke: colors.white, width: 3.2 },
];

/**
 * The mark as a standalone SVG string `size` px square (for files and image renderers), with
 * round caps and joins; no title, since the brand name always stands beside it as text.
 */
export function brandMarkSvg(size: number): string {
  const strokes = BRAND_MARK_STROKES.map(
    (s) =>
      `<path d="${s.d}" stroke="${s.stroke}" stroke-width="${s.width}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
  ).join("");
  return `<svg width="${size}" height="${size}" viewBox="0 0 32 32" xmlns="http://www.w3.org/2000/svg"><rect width="32" height="32" rx="${BRAND_MARK_TILE.rx}" fill="${BRAND_MARK_TILE.fill}"/>${strokes}</svg>`;
}
