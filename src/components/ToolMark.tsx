import type { ReactElement } from "react";
import type { ToolMark as ToolMarkSlug } from "../content/toolMarks";

/**
 * Site path of the tool-mark sprite: one `<symbol>` per slug in `src/content/toolMarks.ts`, drawn
 * from simple-icons and written to static/tool-marks.svg by `npm run icons`
 * (scripts/tool-mark-sprite.ts). Referencing symbols keeps the drawings out of the JavaScript.
 * The built pages' HTML points at a sprite of the page's own marks instead (gatsby-ssr.tsx,
 * src/lib/pageSprites.ts); the file serves the pages reached by client-side navigation.
 */
export const TOOL_MARK_SPRITE = "/tool-marks.svg";

/**
 * A tool's mark beside its name, decorative (`aria-hidden`): the visible label carries the
 * meaning. Takes a slug; returns an `<svg class="tool-mark">` that uses the sprite's symbol. The
 * class (src/styles/toolMarkCss.ts, static CSS in the page head) sizes it to 20 px and fills it with
 * the text colour (`currentColor`, never the brand's colour); the markup stays minimal because it
 * ships in the page's JavaScript.
 */
export function ToolMark({ slug }: { slug: ToolMarkSlug }): ReactElement {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="tool-mark">
      <use href={`${TOOL_MARK_SPRITE}#${slug}`} />
    </svg>
  );
}
