import type { ReactElement } from "react";
import type { IconName } from "../content/icons";

/**
 * Site path of the icon sprite: one `<symbol>` per name in `src/content/icons.ts`, drawn from
 * lucide-react and written to static/icons.svg by `npm run icons` (scripts/icon-sprite.ts).
 * Referencing symbols keeps every icon drawing out of the JavaScript bundles. The built pages'
 * HTML points at a sprite of the page's own icons instead (gatsby-ssr.tsx,
 * src/lib/pageSprites.ts); the file serves what React renders after the first load.
 */
export const ICON_SPRITE = "/icons.svg";

type IconProps = {
  /** An icon name from `src/content/icons.ts`. */
  name: IconName;
  /** Rendered width and height in px (default 24). */
  size?: number;
  className?: string;
};

/**
 * An inline SVG icon, decorative (`aria-hidden`): the text next to it carries the meaning.
 * Takes an icon name and a size in px; returns an `<svg>` that uses the sprite's symbol with
 * lucide's stroke style (the symbol's shapes inherit it; `color` sets the stroke colour).
 */
export function Icon({ name, size = 24, className }: IconProps): ReactElement {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      data-icon={name}
    >
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
