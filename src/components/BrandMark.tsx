import { BRAND_MARK_STROKES, BRAND_MARK_TILE } from "../styles/brandMark";

/**
 * The brand's logo mark: a woven "L" (threads crossing over and under, src/styles/brandMark.ts)
 * in an inline SVG `size` px square (default 32), decorative (the brand name is text beside it).
 */
export function BrandMark({ size = 32 }: { size?: number }): JSX.Element {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx={BRAND_MARK_TILE.rx} fill={BRAND_MARK_TILE.fill} />
      {BRAND_MARK_STROKES.map((s, i) => (
        <path
          key={i}
          d={s.d}
          stroke={s.stroke}
          strokeWidth={s.width}
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
      ))}
    </svg>
  );
}
