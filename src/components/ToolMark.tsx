import type { ReactElement } from "react";
import type { ToolMark as ToolMarkSlug } from "../content/toolMarks";

/**
 * Site path of the tool-mark sprite: one `<symbol>` per slug in `src/content/toolMarks.ts`, drawn
 * from simple-icons and written to static/tool-marks.svg by `npm run icons`
 * (scripts/tool-mark-sprite.ts). Referencing symbols keeps the drawings out of the JavaScript.
 */
export const TOOL_MARK_SPRITE = "/tool-marks.svg";

type ToolMarkProps = {
  /** A simple-icons slug from `src/content/toolMarks.ts`. */
  slug: ToolMarkSlug;
  className?: string;
};

/**
 * A tool's mark beside its name, decorative (`aria-hidden`): the visible label carries the
 * meaning. Takes a slug; returns an `<svg>` that uses the sprite's symbol, filled with the text
 * colour (`currentColor`, never the brand's colour), 20 px square
 * (`.tool-mark` in src/styles/badgeCss.ts places it).
 */
export function ToolMark({ slug, className }: ToolMarkProps): ReactElement {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="currentColor"
      className={className ? `tool-mark ${className}` : "tool-mark"}
      data-tool-mark={slug}
    >
      <use href={`${TOOL_MARK_SPRITE}#${slug}`} />
    </svg>
  );
}
