/**
 * The icon and tool-mark drawings the build-time covers and thumbnails reuse: the `<symbol>`s of
 * the site's own sprites (`static/icons.svg`, lucide outlines; `static/tool-marks.svg`,
 * simple-icons marks), so a cover shows the same icons and marks as the page around it. A cover
 * is an image file, which cannot reach another file, so each one copies the few symbols it uses.
 */
import fs from "fs";
import path from "path";

/** One symbol of a sprite: its viewBox and its inner markup. */
export type SpriteSymbol = { viewBox: string; body: string };

/** The symbols a cover may copy, by id: lucide outlines (`icons`) and simple-icons marks (`marks`). */
export type CoverSprites = {
  icons: ReadonlyMap<string, SpriteSymbol>;
  marks: ReadonlyMap<string, SpriteSymbol>;
};

/** The `<symbol id viewBox>…</symbol>` entries of a sprite file's text, by id. */
export function parseSprite(svg: string): Map<string, SpriteSymbol> {
  const symbols = new Map<string, SpriteSymbol>();
  const re = /<symbol id="([^"]+)" viewBox="([^"]+)"[^>]*>([\s\S]*?)<\/symbol>/g;
  for (let m = re.exec(svg); m; m = re.exec(svg)) symbols.set(m[1], { viewBox: m[2], body: m[3] });
  return symbols;
}

/** Reads both sprites from `<root>/static`. Throws when a file is missing. */
export function readCoverSprites(root: string): CoverSprites {
  const read = (file: string) =>
    parseSprite(fs.readFileSync(path.join(root, "static", file), "utf8"));
  return { icons: read("icons.svg"), marks: read("tool-marks.svg") };
}

/**
 * The `<symbol>` definitions of the given ids, prefixed `i-` (icons) and `m-` (marks) so an icon
 * and a mark of one name never collide. Ids a sprite lacks are skipped (nothing is drawn for
 * them). Returns markup for a `<defs>` block.
 */
export function symbolDefs(
  sprites: CoverSprites,
  uses: { icons: Iterable<string>; marks: Iterable<string> },
): string {
  const out: string[] = [];
  for (const id of new Set(uses.icons)) {
    const s = sprites.icons.get(id);
    if (s) out.push(`<symbol id="i-${id}" viewBox="${s.viewBox}">${s.body}</symbol>`);
  }
  for (const id of new Set(uses.marks)) {
    const s = sprites.marks.get(id);
    if (s) out.push(`<symbol id="m-${id}" viewBox="${s.viewBox}">${s.body}</symbol>`);
  }
  return out.join("");
}

/**
 * A lucide icon placed at (x, y), `size` units square, stroked in `color` (lucide's 2-unit line,
 * scaled with the icon).
 */
export function iconUse(id: string, x: number, y: number, size: number, color: string): string {
  return `<use href="#i-${id}" x="${r(x)}" y="${r(y)}" width="${size}" height="${size}" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A simple-icons mark placed at (x, y), `size` units square, filled in `color`. */
export function markUse(id: string, x: number, y: number, size: number, color: string): string {
  return `<use href="#m-${id}" x="${r(x)}" y="${r(y)}" width="${size}" height="${size}" fill="${color}"/>`;
}

/** A number rounded to one decimal, as SVG coordinates are written (smaller files). */
export function r(n: number): number {
  return Math.round(n * 10) / 10;
}
