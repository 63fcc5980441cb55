import { breakpoints, colors, weave } from "./theme";

/**
 * The woven texture as CSS background layers (no image files, so nothing to download and nothing
 * the page's image policy has to allow): fine vertical warp threads every `weave.pitch` px, and
 * short weft threads between them on alternate rows, which reads as cloth rather than a grid.
 * Takes the warp and weft colours; returns a comma-separated list of background layers.
 */
export function weaveLayers(warp: string, weft: string): string {
  const p = weave.pitch;
  const dash = `conic-gradient(from 270deg at ${p - 3}px 1px, ${weft} 0 25%, transparent 0)`;
  return [
    `repeating-linear-gradient(90deg, ${warp} 0 1px, transparent 1px ${p}px)`,
    `${dash} 2px 0 / ${p}px ${p}px`,
    `${dash} ${2 + p / 2}px ${p / 2}px / ${p}px ${p}px`,
  ].join(", ");
}

/**
 * The brand's texture where it belongs, static CSS in every page's head:
 * - the navy bands (a section with `data-surface="dark"` and the closing call to action): the
 *   weave shows in the top right corner only and fades into plain navy before the section's
 *   heading, text and cards (a navy layer over it with a transparent hole in that corner);
 * - the hero from 1024 px: a patch of weave behind the visual (`.hv-backdrop`, written before
 *   the visual by src/components/visualMarkup.ts), faded at its edges, never behind the words.
 * Decorative only; it carries no meaning and has no motion.
 * And the wordmark: the name set tight, its last word ("AI") lighter and muted (7.6:1 on white,
 * 11.6:1 on the navy footer).
 */
export const BRAND_CSS = `
.brand-link{letter-spacing:-.03em;font-weight:780}.brand-link__suffix{font-weight:520;color:${colors.muted}}.brand-link--on-dark .brand-link__suffix{color:${colors.mutedOnDark}}
[data-surface="dark"],.cta--band{background:radial-gradient(ellipse 55% 85% at 100% 0%,transparent 0,${weave.navyFade} 55%,${colors.navy} 100%),${weaveLayers(weave.warpOnDark, weave.weftOnDark)},${colors.navy}}
.hv-backdrop{display:none}
@media (min-width:${breakpoints.lg}px){.hv-slot{position:relative}.hv-backdrop{display:block;position:absolute;inset:-56px -40px;background:${weaveLayers(weave.warpOnLight, weave.weftOnLight)};-webkit-mask-image:radial-gradient(closest-side,#000 55%,transparent);mask-image:radial-gradient(closest-side,#000 55%,transparent);pointer-events:none}.hv-slot>.hv{position:relative}}
`
  .trim()
  .replace(/\n/g, "");
