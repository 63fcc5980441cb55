/**
 * The hero visual drawn at build time as plain HTML and CSS, so no JavaScript ships for it: the
 * build renders each page's visual to an HTML string (page context, src/templates/SectionsPage.tsx
 * hands it to the hero), and the stylesheet below goes once into every page's `<head>`
 * (gatsby-ssr.tsx) with the hero's own frame. Both are pure functions of the content and the theme.
 */
import type { HeroVisual, Section } from "../content/schema";
import type { IconName } from "../content/icons";
import { ICON_SPRITE } from "./Icon";
import { breakpoints, colors, fonts, fontSizes, radii, space, type } from "../styles/theme";

/**
 * Tokens only the hero visuals use (a raised "product window" look), in the theme's colours.
 * Candidates for the theme's elevation scale.
 */
export const visualTokens = {
  /** The window's layered shadow: a tight contact shadow and a wide, soft, blue-tinted one. */
  elevation: "0 1px 2px rgba(15,23,42,0.06), 0 24px 48px -12px rgba(30,64,175,0.22)",
  /** Border of the approval stage (light violet) and of the result stage (light green). */
  approvalBorder: "#ddd6fe",
  resultBorder: "#bbf7d0",
} as const;

/** The stage names of a workflow step. */
type Stage = Extract<HeroVisual, { kind: "workflow" }>["steps"][number]["stage"];

/** The icon that marks each workflow stage. */
export const STAGE_ICONS: Record<Stage, IconName> = {
  trigger: "zap",
  agent: "bot",
  tool: "plug",
  approval: "user-check",
  result: "circle-check",
};

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const icon = (name: IconName, size: number): string =>
  `<svg aria-hidden="true" focusable="false" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><use href="${ICON_SPRITE}#${name}"></use></svg>`;

/** `<span class>` with escaped text, or "" when there is no text. */
const span = (cls: string, text: string | undefined): string =>
  text ? `<span class="${cls}">${escapeHtml(text)}</span>` : "";

function body(v: HeroVisual): string {
  switch (v.kind) {
    case "workflow":
      return `<ol class="hv-flow">${v.steps
        .map(
          (s) =>
            `<li class="hv-node hv-${s.stage}"><span class="hv-mark">${icon(STAGE_ICONS[s.stage], 16)}</span><span>${span("hv-label", s.label)}${span("hv-detail", s.detail)}</span></li>`,
        )
        .join("")}</ol>`;
    case "chat":
      return `<div class="hv-chat"><p class="hv-ask">${escapeHtml(v.question)}</p><div class="hv-reply"><span class="hv-avatar">${icon("bot", 16)}</span><div class="hv-answer"><p>${escapeHtml(v.answer)} ${v.sources
        .map((_, i) => `<sup>${i + 1}</sup>`)
        .join(
          "",
        )}</p><ol class="hv-sources">${v.sources.map((s) => `<li>${icon("file-text", 14)}<span>${span("hv-source", s.name)}${s.detail ? ` · ${escapeHtml(s.detail)}` : ""}</span></li>`).join("")}</ol></div></div></div>`;
    case "dashboard":
      return `<dl class="hv-figures">${v.figures
        .map((f) => `<div><dt>${escapeHtml(f.label)}</dt><dd>${escapeHtml(f.value)}</dd></div>`)
        .join("")}</dl>${
        v.rows && v.rows.length > 0
          ? `<ul class="hv-rows">${v.rows.map((r) => `<li>${span("hv-label", r.label)}${span("hv-status", r.status)}</li>`).join("")}</ul>`
          : ""
      }`;
    case "timeline":
      return `<ol class="hv-timeline">${v.entries
        .map(
          (e) =>
            `<li>${span("hv-time", e.time)}<span class="hv-dot"></span><span>${span("hv-label", e.label)}${span("hv-detail", e.detail)}</span></li>`,
        )
        .join("")}</ol>`;
    case "architecture":
      return `<ol class="hv-layers">${v.layers
        .map(
          (l) =>
            `<li>${span("hv-layer", l.name)}<span class="hv-parts">${l.parts.map((p) => span("hv-part", p)).join("")}</span></li>`,
        )
        .join("")}</ol>`;
    case "offer":
      return `<ul class="hv-tiles">${v.tiles
        .map((t) => {
          const words = `${span("hv-label", t.name)}${span("hv-detail", t.detail)}`;
          return `<li>${t.href ? `<a class="hv-tile-link" href="${escapeHtml(t.href)}">${words}</a>` : words}</li>`;
        })
        .join("")}</ul>`;
  }
}

/**
 * A hero visual as an HTML string: a raised window titled `visual.title` holding the drawing of
 * its kind. To assistive technology it is one image (`role="img"`) named by
 * `visual.description`, unless it holds links (offer tiles with an `href`): then it is a named
 * group, so the links inside stay reachable. All text is escaped.
 */
export function heroVisualMarkup(visual: HeroVisual): string {
  const linked = visual.kind === "offer" && visual.tiles.some((t) => t.href);
  return `<div class="hv" role="${linked ? "group" : "img"}" aria-label="${escapeHtml(visual.description)}" data-hero-visual="${visual.kind}"><div class="hv-bar"><span class="hv-dots"><span></span><span></span><span></span></span>${span("hv-title", visual.title)}</div><div class="hv-body">${body(visual)}</div></div>`;
}

/**
 * The visuals of a page's sections as HTML (see {@link heroVisualMarkup}), keyed by section index:
 * the hero's and each split row's `visual`. Sections without one have no key; a page without
 * any gives `{}`.
 */
export function sectionVisualsMarkup(sections: readonly Section[]): Record<number, string> {
  const visuals: Record<number, string> = {};
  sections.forEach((section, index) => {
    if ((section.type === "hero" || section.type === "split") && section.visual)
      visuals[index] = heroVisualMarkup(section.visual);
  });
  return visuals;
}

const c = colors;
const sm = fontSizes.sm;
const xs = fontSizes.xs;

/**
 * The hero's static stylesheet: its frame (`hero`: tinted gradient, spacing; `hero-words`,
 * `hero-back`, `hero-badge`, `hero-eyebrow`, `hero-title` (the display type), `hero-intro`,
 * `hero-actions`, `hero-jump` (shown below 1024 px only), `hero-trust`, `hero-stats`) and
 * its visual (class names start with `hv`; `hv-hero` is the two-column grid of words and
 * visual). Static CSS in every page's head costs no JavaScript. The visual is hidden below
 * 640 px (the words and the call to action fill a phone's first screen), under the words from
 * 640 px, beside them from 1024 px. Motion (a ring pulsing out of the live node, a beat on the
 * timeline's first dot, connectors brightening one after another down the flow) is CSS only,
 * animates only `transform` and `opacity` (the compositor runs them without repainting the page
 * on every frame), and stops under `prefers-reduced-motion`.
 */
export const HERO_CSS = `
.hero{background:linear-gradient(180deg,${c.primarySoft} 0%,${c.white} 100%);padding:${space.xxl}px 0}
@media (min-width:${breakpoints.md}px){.hero{padding:${space.xxxl + 16}px 0 ${space.xxxl}px}}
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
.hero-stats{margin-top:${space.xxl}px;max-width:900px}
.hero-intro{margin-top:${space.lg}px;font-size:${fontSizes.lg};color:${c.muted};max-width:720px}
.hv-slot{display:none}
@media (min-width:${breakpoints.sm}px){.hv-slot{display:block;margin-top:48px;max-width:560px}}
@media (min-width:${breakpoints.lg}px){.hv-slot{margin-top:0;max-width:none}.hv-hero{display:grid;grid-template-columns:minmax(0,1.12fr) minmax(380px,.88fr);gap:56px;align-items:center}}
.hv{background:${c.white};border:1px solid ${c.borderSoft};border-radius:${radii.lg + 4}px;box-shadow:${visualTokens.elevation};overflow:hidden;color:${c.text};text-align:left}
.hv p,.hv dd{margin:0}.hv ol,.hv ul,.hv dl{margin:0;padding:0;list-style:none}
.hv-bar{display:flex;align-items:center;gap:12px;padding:10px 16px;background:${c.surface};border-bottom:1px solid ${c.borderSoft}}
.hv-dots{display:flex;gap:5px}.hv-dots span{width:8px;height:8px;border-radius:50%;background:${c.border}}
.hv-title{font-size:${xs};font-weight:650;color:${c.muted};white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.hv-body{padding:20px}
.hv-label{display:block;font-weight:650;font-size:${sm};line-height:1.4}
.hv-detail{display:block;font-size:${xs};color:${c.muted};line-height:1.45}
@keyframes hv-pulse{0%{transform:scale(1);opacity:.5}70%,100%{transform:scale(1.5);opacity:0}}
@keyframes hv-beat{50%{transform:scale(1.3)}}
@keyframes hv-flow{50%{opacity:1}}
.hv-agent .hv-mark,.hv-avatar{position:relative}
.hv-agent .hv-mark::after,.hv-avatar::after{content:"";position:absolute;inset:-1px;border-radius:inherit;border:2px solid ${c.primary};pointer-events:none;animation:hv-pulse 2.4s ease-out infinite}
.hv-flow{display:grid;gap:14px}
.hv-node{position:relative;display:flex;align-items:center;gap:12px;padding:10px 12px;border:1px solid ${c.borderSoft};border-radius:${radii.md}px;background:${c.white}}
.hv-node+.hv-node::before{content:"";position:absolute;left:26px;top:-15px;width:2px;height:14px;background-image:linear-gradient(${c.primary} 50%,transparent 50%);background-size:2px 6px;opacity:.5;animation:hv-flow 2.4s ease-in-out infinite}
.hv-mark{flex-shrink:0;display:grid;place-items:center;width:28px;height:28px;border-radius:${radii.sm}px;border:1px solid ${c.border};background:${c.white};color:${c.text}}
.hv-trigger .hv-mark{color:${c.primaryDark};background:${c.primarySoft};border-color:${c.primaryBorder}}
.hv-agent{background:${c.primarySoft};border-color:${c.primaryBorder}}
.hv-agent .hv-mark{color:${c.white};background:${c.primary};border-color:${c.primary}}
.hv-approval .hv-mark{color:${c.accent};background:${c.accentSoft};border-color:${visualTokens.approvalBorder}}
.hv-result .hv-mark{color:${c.success};background:${c.successSoft};border-color:${visualTokens.resultBorder}}
.hv-chat{display:grid;gap:16px;font-size:${sm};line-height:1.5}
.hv-ask{justify-self:end;max-width:85%;padding:10px 14px;border-radius:${radii.lg}px ${radii.lg}px 4px ${radii.lg}px;background:${c.primary};color:${c.white}}
.hv-reply{display:flex;gap:10px;align-items:flex-start}
.hv-avatar{flex-shrink:0;display:grid;place-items:center;width:28px;height:28px;border-radius:50%;background:${c.primarySoft};color:${c.primary}}
.hv-answer{padding:10px 14px;border-radius:4px ${radii.lg}px ${radii.lg}px ${radii.lg}px;background:${c.surface};border:1px solid ${c.borderSoft}}
.hv-answer sup{display:inline-block;min-width:16px;margin-left:2px;padding:0 4px;border-radius:${radii.sm}px;background:${c.primarySoft};color:${c.primaryDark};font-size:.6875rem;font-weight:700;line-height:16px;text-align:center;vertical-align:top}
.hv-sources{display:grid;gap:6px;margin-top:14px!important;padding-top:12px!important;border-top:1px solid ${c.borderSoft};counter-reset:hv-source}
.hv-sources li{display:flex;gap:8px;align-items:center;font-size:${xs};color:${c.muted};counter-increment:hv-source}
.hv-sources li::before{content:counter(hv-source);font-weight:700;color:${c.primaryDark}}
.hv-sources svg{flex-shrink:0}
.hv-source{font-weight:650;color:${c.text}}
.hv-figures{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px}
.hv-figures div{display:flex;flex-direction:column-reverse;gap:2px;padding:12px 14px;border:1px solid ${c.borderSoft};border-radius:${radii.md}px}
.hv-figures div:nth-child(3):last-child{grid-column:1/-1}
.hv-figures dt{font-size:${xs};color:${c.muted};line-height:1.4}
.hv-figures dd{font-size:1.625rem;font-weight:750;letter-spacing:-.02em;line-height:1.15;color:${c.primaryDark};white-space:nowrap}
.hv-rows{margin-top:12px!important;border:1px solid ${c.borderSoft};border-radius:${radii.md}px}
.hv-rows li{display:flex;justify-content:space-between;align-items:center;gap:16px;padding:9px 14px;font-size:${xs}}
.hv-rows li+li{border-top:1px solid ${c.borderSoft}}
.hv-rows .hv-label{font-size:${xs};font-weight:600}
.hv-status{flex-shrink:0;display:inline-flex;align-items:center;gap:6px;padding:2px 8px;border-radius:${radii.pill}px;background:${c.successSoft};color:${c.success};font-weight:650}
.hv-status::before{content:"";width:6px;height:6px;border-radius:50%;background:currentColor}
.hv-timeline li{display:grid;grid-template-columns:72px 14px minmax(0,1fr);column-gap:12px}
.hv-time{font-family:${fonts.mono};font-size:${xs};color:${c.muted};text-align:right;padding-top:1px}
.hv-dot{position:relative;display:flex;justify-content:center}
.hv-dot::before{content:"";position:relative;z-index:1;margin-top:5px;width:10px;height:10px;border-radius:50%;border:2px solid ${c.primary};background:${c.white};box-sizing:border-box}
.hv-timeline li:first-child .hv-dot::before{background:${c.primary};animation:hv-beat 2.4s ease-in-out infinite}
.hv-timeline li:not(:last-child) .hv-dot::after{content:"";position:absolute;top:15px;bottom:0;width:2px;background:${c.primaryBorder}}
.hv-timeline li:not(:last-child)>span:last-child{padding-bottom:16px}
.hv-layers{display:grid;gap:14px}
.hv-layers li{position:relative;padding:10px 12px;border:1px solid ${c.borderSoft};border-radius:${radii.md}px}
.hv-layers li:first-child{background:${c.primarySoft};border-color:${c.primaryBorder}}
.hv-layers li+li::before{content:"";position:absolute;left:50%;top:-15px;width:2px;height:14px;background-image:linear-gradient(${c.primary} 50%,transparent 50%);background-size:2px 6px;opacity:.5;animation:hv-flow 2.4s ease-in-out infinite}
.hv-layer{display:block;margin-bottom:6px;font-size:.6875rem;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:${c.primaryDark}}
.hv-parts{display:flex;flex-wrap:wrap;gap:6px}
.hv-part{padding:3px 9px;border-radius:${radii.sm}px;border:1px solid ${c.border};background:${c.white};font-size:${xs};font-weight:600}
.hv-tiles{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px}
.hv-tiles li{padding:12px 14px;border:1px solid ${c.borderSoft};border-radius:${radii.md}px}
.hv-tiles li:first-child{background:${c.primarySoft};border-color:${c.primaryBorder}}
.hv-tiles li:last-child:nth-child(odd){grid-column:1/-1}
.hv-node:nth-child(3)::before,.hv-layers li:nth-child(3)::before{animation-delay:.4s}
.hv-node:nth-child(4)::before,.hv-layers li:nth-child(4)::before{animation-delay:.8s}
.hv-node:nth-child(5)::before,.hv-layers li:nth-child(5)::before{animation-delay:1.2s}
.hv-node:nth-child(6)::before,.hv-layers li:nth-child(6)::before{animation-delay:1.6s}
@media (prefers-reduced-motion:reduce){.hv *,.hv *::before,.hv *::after{animation:none!important}}
`
  .trim()
  .replace(/\n/g, "");
