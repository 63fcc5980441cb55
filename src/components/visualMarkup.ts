/**
 * The hero visual drawn at build time as plain HTML and CSS, so no JavaScript ships for it: the
 * build renders each page's visual to an HTML string (page context, src/templates/SectionsPage.tsx
 * hands it to the hero), and the stylesheet below goes once into every page's `<head>`
 * (gatsby-ssr.tsx) with the hero's own frame. Both are pure functions of the content and the theme.
 */
import type { HeroVisual, Section } from "../content/schema";
import { breakpoints, colors, fontSizes, space, type } from "../styles/theme";
import { VISUAL_CSS, visualTokens } from "../styles/visualCss";
import { BRAND_CSS } from "../styles/brandCss";
import { KIND_ICONS, STAGE_ICONS, escapeHtml, icon, span, visualBody } from "./visualKinds";

export { STAGE_ICONS, escapeHtml, visualTokens };

/**
 * A hero visual as an HTML string: the drawing of its kind (src/components/visualKinds.ts) under
 * a title bar with the kind's icon, `visual.title` and a live dot. To assistive technology it is
 * one image (`role="img"`) named by `visual.description`, unless it holds links (offer tiles
 * with an `href`): then it is a named group, so the links inside stay reachable. All text is
 * escaped.
 */
export function heroVisualMarkup(visual: HeroVisual): string {
  const linked = visual.kind === "offer" && visual.tiles.some((t) => t.href);
  const bar = `<div class="hv-bar"><span class="hv-kind">${icon(KIND_ICONS[visual.kind], visual.kind === "timeline" ? 20 : 14)}</span>${span("hv-title", visual.title)}<span class="hv-live" aria-hidden="true"></span></div>`;
  return `<div class="hv hv--${visual.kind}" role="${linked ? "group" : "img"}" aria-label="${escapeHtml(visual.description)}" data-hero-visual="${visual.kind}">${bar}<div class="hv-body">${visualBody(visual)}</div></div>`;
}

/**
 * The woven patch behind a hero's visual (decorative, drawn by BRAND_CSS from 1024 px). An
 * element of its own rather than a pseudo-element, so contrast checkers still find the visual's
 * own backgrounds behind its text.
 */
const HERO_BACKDROP = '<span class="hv-backdrop" aria-hidden="true"></span>';

/**
 * The visuals of a page's sections as HTML (see {@link heroVisualMarkup}), keyed by section index:
 * the hero's (after its woven backdrop) and each split row's `visual`. Sections without one have no key; a page without
 * any gives `{}`.
 */
export function sectionVisualsMarkup(sections: readonly Section[]): Record<number, string> {
  const visuals: Record<number, string> = {};
  sections.forEach((section, index) => {
    if (section.type === "hero" && section.visual)
      visuals[index] = `${HERO_BACKDROP}${heroVisualMarkup(section.visual)}`;
    if (section.type === "split" && section.visual)
      visuals[index] = heroVisualMarkup(section.visual);
  });
  return visuals;
}

const c = colors;
const sm = fontSizes.sm;

/**
 * The hero's static stylesheet: its frame (`hero`: tinted gradient, spacing; `hero-words`,
 * `hero-back`, `hero-badge`, `hero-eyebrow`, `hero-title` (the display type), `hero-intro`,
 * `hero-actions`, `hero-jump` (shown below 1024 px only), `hero-trust`, `hero-stats`: a strip
 * across the whole width under a hairline, its columns set by its number of stats) and
 * its visual (class names start with `hv`; `hv-hero` is the two-column grid of words and
 * visual). Static CSS in every page's head costs no JavaScript. The visual follows the words in
 * its compact form below 640 px, in its full form under them from 640 px and beside them from
 * 1024 px; the visuals' own rules are VISUAL_CSS (src/styles/visualCss.ts) and the brand's
 * texture BRAND_CSS (src/styles/brandCss.ts). Every animation stops under
 * `prefers-reduced-motion`. The hero fades to white, so before a white section there is no
 * change of surface to mark the chapter: its bottom padding is then small (the section's own top
 * padding is the gap), instead of two paddings reading as one empty band. Rules written for a
 * hero before a particular section (the booking page's, a form's) are more specific and win
 * (`:where` adds nothing to this rule's weight).
 */
export const HERO_CSS = `
.hero{background:linear-gradient(180deg,${c.primarySoft} 0%,${c.white} 100%);padding:${space.xxl}px 0}
@media (min-width:${breakpoints.md}px){.hero{padding:${space.xxxl + 16}px 0 ${space.xxxl}px}}
.hero:where(:has(+ .section[data-surface="white"])){padding-bottom:${space.md}px}
.hero-words{max-width:860px}
.hero-back{display:flex;width:fit-content;align-items:center;gap:6px;font-weight:600;margin-bottom:${space.lg}px;text-decoration:none;min-height:44px}
.hero-badge,.hero-eyebrow{color:${c.primary};font-weight:700;font-size:${sm};text-transform:uppercase;letter-spacing:.08em;margin-bottom:${space.md}px}
.hero-title{font-size:${type.display.fontSize};line-height:${type.display.lineHeight};letter-spacing:${type.display.letterSpacing};font-weight:${type.display.fontWeight}}
.hero-jump{margin-top:${space.lg}px}
@media (min-width:${breakpoints.lg}px){.hero-jump{display:none}}
.hero-actions{margin-top:${space.xl}px}
.hero-trust{display:flex;flex-wrap:wrap;gap:${space.sm}px ${space.lg}px;list-style:none;padding:0;margin:${space.lg}px 0 0}
.hero-trust>li{display:flex;align-items:flex-start;gap:8px;font-weight:550;font-size:${sm}}
.hero-trust__icon{color:${c.success};flex-shrink:0;margin-top:2px}
.hero-stats{margin-top:${space.xxl}px;padding-top:${space.xl}px;border-top:1px solid ${c.borderSoft}}
.hero-intro{margin-top:${space.lg}px;font-size:${fontSizes.lg};color:${c.muted};max-width:720px}
.hv-slot{margin-top:${space.xl}px}
@media (min-width:${breakpoints.sm}px){.hv-slot{margin-top:48px;max-width:560px}}
@media (min-width:${breakpoints.lg}px){.hv-slot{margin-top:0;max-width:none}.hv-hero{display:grid;grid-template-columns:minmax(0,1.1fr) minmax(400px,.9fr);gap:56px;align-items:center}}
${VISUAL_CSS}
${BRAND_CSS}
@media (prefers-reduced-motion:reduce){.hv *,.hv *::before,.hv *::after{animation:none!important}}
`
  .trim()
  .replace(/\n/g, "");
