import { breakpoints, colors, fonts, fontSizes, radii, shadows } from "./theme";

/**
 * Tokens only the visuals use, in the theme's colours: the raised "product" look of a visual.
 */
export const visualTokens = {
  /** A visual's layered shadow: a tight contact shadow and a wide, soft, blue-tinted one. */
  elevation: "0 1px 2px rgba(15,23,42,0.06), 0 24px 48px -12px rgba(30,64,175,0.22)",
  /** Border of the result node (light green). */
  resultBorder: "#bbf7d0",
  /** Glass fills on the agent console's navy: a faint lift and a stronger one. */
  onDarkFill: "rgba(255,255,255,0.05)",
  onDarkFillStrong: "rgba(255,255,255,0.09)",
  /** The citation chip's fill on navy: the thread colour, faint. */
  threadGlass: "rgba(253,186,116,0.16)",
} as const;

const c = colors;
const xs = fontSizes.xs;
const sm = fontSizes.sm;
const SM = breakpoints.sm;

/**
 * The visuals' static stylesheet (class names start with `hv`), phone first: every kind has a
 * compact form below 640 px (details folded away, fewer columns) and its full form above.
 * - frame: `hv` with a title bar (`hv-bar`, the kind's icon, `hv-title`, a live dot);
 * - workflow: a dotted node canvas (`hv-canvas`), nodes alternating left and right (`hv-card`
 *   with ports), curved connectors in the thread colour (`hv-wire`);
 * - chat: a navy agent console (`hv-console`): question bubble, a trace of tool calls on a
 *   thread, the answer with citation chips, numbered source cards;
 * - dashboard: an app screen (`hv-app`: an icon rail, figures with meters, a bar chart whose
 *   latest bar is the thread colour, status rows);
 * - timeline: a role profile (the bar), the day's figures (`hv-kpis`) and a day schedule
 *   (`hv-day`) whose current block is marked by the thread;
 * - architecture: layers on a blueprint grid (`hv-stack`), parts in equal columns, every part
 *   threaded to the next layer's parts (`hv-weave`);
 * - offer: no window: tiles on both sides of the brand mark (`hv-hub`), threaded to it.
 * Motion (the live dot, a pulse around the agent, connectors brightening in turn) animates only
 * `opacity` and `transform` and stops under `prefers-reduced-motion`.
 */
export const VISUAL_CSS = `
.hv{background:${c.white};border:1px solid ${c.borderSoft};border-radius:${radii.lg + 4}px;box-shadow:${visualTokens.elevation};overflow:hidden;color:${c.text};text-align:left;font-size:${sm};line-height:1.45}
.hv :where(p,dd){margin:0}.hv :where(ol,ul,dl){margin:0;padding:0;list-style:none}
.hv svg{flex-shrink:0}
.hv-bar{display:flex;align-items:center;gap:10px;padding:10px 14px;border-bottom:1px solid ${c.borderSoft};background:${c.white}}
.hv-kind{display:grid;place-items:center;width:24px;height:24px;border-radius:7px;background:${c.primarySoft};color:${c.primary}}
.hv-title{min-width:0;font-size:${xs};font-weight:650;color:${c.text};white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.hv-live{position:relative;margin-left:auto;width:8px;height:8px;border-radius:50%;background:${c.success};flex-shrink:0}
.hv-live::after{content:"";position:absolute;inset:0;border-radius:50%;background:${c.success};animation:hv-pulse 2.4s ease-out infinite}
.hv-label{display:block;font-weight:650;font-size:${xs};line-height:1.35}
.hv-detail{display:block;font-size:.75rem;color:${c.muted};line-height:1.4}
@keyframes hv-pulse{0%{transform:scale(1);opacity:.55}70%,100%{transform:scale(2.2);opacity:0}}
@keyframes hv-flow{0%,100%{opacity:.45}50%{opacity:1}}
@keyframes hv-beat{50%{transform:scale(1.35)}}
.hv-canvas{display:grid;gap:26px;padding:20px 14px 22px;background-color:${c.surface};background-image:radial-gradient(circle,${c.border} 1px,transparent 1.4px);background-size:16px 16px}
.hv-node{position:relative;display:flex}
.hv-node--r{justify-content:flex-end}
.hv-card{position:relative;display:flex;align-items:center;gap:10px;width:76%;padding:8px 10px;background:${c.white};border:1px solid ${c.border};border-radius:12px;box-shadow:${shadows.flat}}
.hv-card::before,.hv-card::after{content:"";position:absolute;left:50%;width:9px;height:9px;margin-left:-4.5px;border-radius:50%;background:${c.white};border:2px solid ${c.thread};box-sizing:border-box}
.hv-card::before{top:-5px}.hv-card::after{bottom:-5px}
.hv-node:first-child .hv-card::before,.hv-node:last-child .hv-card::after{display:none}
.hv-wire{position:absolute;top:-26px;left:38%;width:24%;height:26px;overflow:visible;fill:none;stroke:${c.thread};stroke-width:1.75;animation:hv-flow 2.4s ease-in-out infinite}
.hv-words{min-width:0}
.hv-canvas .hv-detail{display:none}
.hv-mark,.hv-tm{display:grid;place-items:center;width:30px;height:30px;border-radius:8px;border:1px solid ${c.border};background:${c.white};color:${c.text};flex-shrink:0}
.hv-marks{display:flex;gap:4px;flex-shrink:0}
.hv-trigger .hv-mark{color:${c.primary};background:${c.primarySoft};border-color:${c.primaryBorder}}
.hv-agent .hv-card{border-color:${c.primaryBorder};background:linear-gradient(${c.primarySoft},${c.white})}
.hv-agent .hv-mark{position:relative;color:${c.white};background:${c.primary};border-color:${c.primary}}
.hv-agent .hv-mark::after,.hv-avatar::after{content:"";position:absolute;inset:-1px;border-radius:inherit;border:2px solid ${c.thread};pointer-events:none;animation:hv-pulse 2.4s ease-out infinite}
.hv-result .hv-card{border-color:${visualTokens.resultBorder}}
.hv-result .hv-mark{color:${c.success};background:${c.successSoft};border-color:${visualTokens.resultBorder}}
.hv-controls{display:flex;gap:4px;margin-left:auto;flex-shrink:0}
.hv-controls span{display:grid;place-items:center;width:22px;height:22px;border-radius:6px}
.hv-yes{background:${c.success};color:${c.white}}
.hv-no{border:1px solid ${c.border};color:${c.muted}}
.hv-node:nth-child(3) .hv-wire{animation-delay:.4s}.hv-node:nth-child(4) .hv-wire{animation-delay:.8s}.hv-node:nth-child(5) .hv-wire{animation-delay:1.2s}.hv-node:nth-child(6) .hv-wire{animation-delay:1.6s}
@media (min-width:${SM}px){.hv-canvas{gap:30px;padding:26px 22px 28px}.hv-card{width:62%;padding:10px 12px}.hv-wire{left:31%;width:38%;top:-30px;height:30px}.hv-canvas .hv-detail{display:block}}
.hv--chat{background:${c.navy};border-color:${c.navy};color:${c.textOnDark}}
.hv--chat .hv-bar{background:${visualTokens.onDarkFill};border-color:${c.navyBorder}}
.hv--chat .hv-kind{background:${visualTokens.onDarkFillStrong};color:${c.threadOnDark}}
.hv--chat .hv-title{color:${c.textOnDark}}
.hv-console{display:grid;gap:14px;padding:16px}
.hv-ask{justify-self:end;max-width:88%;padding:9px 13px;border-radius:14px 14px 4px 14px;background:${c.primary};color:${c.white}}
.hv-calls{display:grid;gap:6px;margin-left:6px;padding-left:14px;border-left:2px solid ${c.threadOnDark}}
.hv-calls li{display:flex;align-items:center;gap:8px;min-width:0;font-family:${fonts.mono};font-size:.75rem;line-height:1.3}
.hv-call-icon{display:grid;place-items:center;width:20px;height:20px;border-radius:6px;background:${visualTokens.onDarkFillStrong};color:${c.primaryOnDark};flex-shrink:0}
.hv-call{color:${c.threadOnDark};white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.hv-call-out{margin-left:auto;padding-left:8px;color:${c.mutedOnDark};white-space:nowrap}
.hv-reply{display:flex;gap:10px;align-items:flex-start}
.hv-avatar{position:relative;flex-shrink:0;display:grid;place-items:center;width:28px;height:28px;border-radius:50%;background:${c.primary};color:${c.white}}
.hv-answer{padding:10px 13px;border-radius:4px 14px 14px 14px;background:${visualTokens.onDarkFill};border:1px solid ${c.navyBorder};color:${c.textOnDark}}
.hv-answer sup{display:inline-block;min-width:16px;margin-left:2px;padding:0 4px;border-radius:5px;background:${visualTokens.threadGlass};color:${c.threadOnDark};font-size:.6875rem;font-weight:700;line-height:16px;text-align:center;vertical-align:top}
.hv-sources{display:flex;flex-wrap:wrap;gap:6px}
.hv-sources li{display:flex;gap:8px;align-items:flex-start;min-width:0;padding:6px 9px;border:1px solid ${c.navyBorder};border-radius:9px;background:${visualTokens.onDarkFill}}
.hv-src-n{display:grid;place-items:center;width:18px;height:18px;border-radius:5px;background:${c.threadOnDark};color:${c.navy};font-size:.6875rem;font-weight:750;flex-shrink:0}
.hv-source{display:block;font-size:.75rem;font-weight:650;color:${c.textOnDark};line-height:18px}
.hv-sources .hv-detail{display:none;color:${c.mutedOnDark}}
@media (min-width:${SM}px){.hv-console{padding:20px;gap:16px}.hv-sources{display:grid;grid-template-columns:repeat(auto-fit,minmax(130px,1fr));gap:8px}.hv-sources li{padding:9px 10px}.hv-sources .hv-detail{display:block}}
.hv-app{display:flex}
.hv-rail{display:none}
.hv-screen{flex:1;min-width:0;display:grid;gap:10px;padding:14px;background:${c.surface}}
.hv-figures{display:grid;grid-template-columns:repeat(auto-fit,minmax(96px,1fr));gap:8px}
.hv-figures:has(>:nth-child(4)){grid-template-columns:repeat(2,minmax(0,1fr))}
.hv-figures div{display:flex;flex-direction:column;padding:10px 12px;background:${c.white};border:1px solid ${c.borderSoft};border-radius:10px}
.hv-figures dd{order:-1;font-size:1.375rem;font-weight:750;letter-spacing:-.02em;line-height:1.15;color:${c.text};white-space:nowrap;font-variant-numeric:tabular-nums}
.hv-figures dt{font-size:.75rem;color:${c.muted};line-height:1.35;margin-top:2px}
.hv-meter{display:block;height:4px;margin-top:8px;border-radius:2px;background:${c.borderSoft};overflow:hidden}
.hv-meter span{display:block;height:100%;border-radius:inherit;background:${c.primary}}
.hv-chart{padding:10px 12px 8px;background:${c.white};border:1px solid ${c.borderSoft};border-radius:10px}
.hv-chart-label{display:block;font-size:.75rem;font-weight:650;color:${c.muted}}
.hv-bars{display:flex;gap:6px;height:112px;padding-top:26px}
.hv-bars li{flex:1;min-width:0;display:flex;flex-direction:column;gap:5px}
.hv-col{flex:1;display:flex;align-items:flex-end;background:repeating-linear-gradient(to top,${c.borderSoft} 0 1px,transparent 1px 25%)}
.hv-fill{position:relative;display:block;width:100%;border-radius:4px 4px 1px 1px;background:${c.primaryBorder}}
.is-now .hv-fill{background:${c.thread}}
.hv-bar-value{position:absolute;bottom:100%;left:50%;transform:translateX(-50%);margin-bottom:5px;padding:1px 6px;border-radius:5px;background:${c.text};color:${c.white};font-size:.6875rem;font-weight:700;line-height:16px;white-space:nowrap}
.hv-bar-x{font-size:.6875rem;color:${c.muted};text-align:center;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;line-height:1.2}
.hv-rows{background:${c.white};border:1px solid ${c.borderSoft};border-radius:10px}
.hv-rows li{display:flex;justify-content:space-between;align-items:center;gap:12px;padding:8px 12px;font-size:.75rem}
.hv-rows li+li{border-top:1px solid ${c.borderSoft}}
.hv-rows .hv-label{font-size:.75rem;font-weight:600;min-width:0}
.hv-status{flex-shrink:0;display:inline-flex;align-items:center;gap:6px;padding:2px 8px;border-radius:${radii.pill}px;background:${c.successSoft};color:${c.success};font-weight:650;font-size:.75rem}
.hv-status::before{content:"";width:6px;height:6px;border-radius:50%;background:currentColor}
.hv-rows li:nth-child(n+3){display:none}
@media (min-width:${SM}px){.hv-rail{display:flex;flex-direction:column;gap:6px;padding:14px 9px;border-right:1px solid ${c.borderSoft};background:${c.white}}.hv-rail span{display:grid;place-items:center;width:28px;height:28px;border-radius:8px;color:${c.muted}}.hv-rail .is-on{background:${c.primarySoft};color:${c.primary}}.hv-screen{padding:16px;gap:12px}.hv-bars{height:128px;gap:8px}.hv-rows li:nth-child(n+3){display:flex}}
.hv--timeline .hv-bar{padding:14px 16px;gap:12px}
.hv--timeline .hv-kind{position:relative;width:40px;height:40px;border-radius:50%;background:linear-gradient(135deg,${c.primary},${c.primaryDark});color:${c.white}}
.hv--timeline .hv-kind::after{content:"";position:absolute;right:-1px;bottom:-1px;width:11px;height:11px;border-radius:50%;background:${c.success};border:2px solid ${c.white}}
.hv--timeline .hv-title{font-size:.9375rem;font-weight:700;white-space:normal}
.hv-kpis{display:grid;grid-template-columns:repeat(auto-fit,minmax(0,1fr));border-bottom:1px solid ${c.borderSoft}}
.hv-kpis div{display:flex;flex-direction:column;padding:10px 14px}
.hv-kpis div+div{border-left:1px solid ${c.borderSoft}}
.hv-kpis dd{order:-1;font-size:1.25rem;font-weight:750;letter-spacing:-.02em;line-height:1.2;white-space:nowrap;font-variant-numeric:tabular-nums}
.hv-kpis dt{font-size:.75rem;color:${c.muted};line-height:1.3}
.hv-day{display:grid;gap:8px;padding:14px 14px 16px;background:${c.surface}}
.hv-day li{position:relative;display:grid;grid-template-columns:44px minmax(0,1fr);gap:10px}
.hv-time{font-family:${fonts.mono};font-size:.75rem;color:${c.muted};text-align:right;padding-top:8px;font-variant-numeric:tabular-nums}
.hv-block{display:block;padding:7px 11px;border-radius:8px;background:${c.white};border:1px solid ${c.borderSoft};border-left:3px solid ${c.primaryBorder}}
.hv-day .is-now .hv-block{border-color:${c.threadBorder};border-left-color:${c.thread};box-shadow:${shadows.raised}}
.hv-day .is-now .hv-time{color:${c.threadText};font-weight:700}
.hv-now{position:absolute;left:50px;right:0;top:-5px;height:2px;background:${c.thread};border-radius:1px}
.hv-now::before{content:"";position:absolute;left:-4px;top:-3px;width:8px;height:8px;border-radius:50%;background:${c.thread};animation:hv-beat 2.4s ease-in-out infinite}
.hv-day .hv-detail{display:none}
@media (min-width:${SM}px){.hv-day{padding:16px 18px 18px}.hv-day li{grid-template-columns:52px minmax(0,1fr);gap:12px}.hv-now{left:60px}.hv-day .hv-detail{display:block}.hv-kpis div{padding:12px 18px}}
.hv-stack{display:grid;padding:16px 14px 18px;background-color:${c.surface};background-image:linear-gradient(${c.borderSoft} 1px,transparent 1px),linear-gradient(90deg,${c.borderSoft} 1px,transparent 1px);background-size:20px 20px}
.hv-tier{position:relative;display:grid;gap:6px}
.hv-tier+.hv-tier{margin-top:30px}
.hv-layer{position:relative;z-index:1;justify-self:start;padding:2px 8px;border:1px solid ${c.borderSoft};border-radius:${radii.pill}px;background:${c.white};font-size:.625rem;font-weight:750;letter-spacing:.06em;text-transform:uppercase;color:${c.primaryDark};line-height:14px}
.hv-parts{position:relative;z-index:1;display:grid;grid-template-columns:repeat(var(--n),minmax(0,1fr));gap:6px}
.hv-part{display:grid;place-items:center;min-height:36px;padding:5px 4px;text-align:center;background:${c.white};border:1px solid ${c.border};border-radius:8px;font-size:.6875rem;font-weight:650;line-height:1.2;hyphens:auto;box-shadow:${shadows.flat}}
.is-top .hv-part{background:${c.primarySoft};border-color:${c.primaryBorder};color:${c.primaryDark}}
.hv-weave{position:absolute;left:0;right:0;top:100%;width:100%;height:56px;overflow:visible;fill:none;stroke:${c.thread};stroke-opacity:.38;stroke-width:1}
.hv-weave .is-hot{stroke-opacity:1;stroke-width:1.75;animation:hv-flow 2.4s ease-in-out infinite}
@media (max-width:400px){.hv-part{font-size:.625rem;padding:5px 2px}}
@media (min-width:${SM}px){.hv-stack{padding:22px 20px 24px}.hv-tier{grid-template-columns:108px minmax(0,1fr);gap:12px;align-items:center}.hv-tier+.hv-tier{margin-top:36px}.hv-layer{justify-self:stretch;padding:0;border:0;background:none;font-size:.6875rem;letter-spacing:.03em;line-height:1.25;overflow-wrap:normal}.hv-parts{gap:8px}.hv-part{min-height:40px;padding:6px 8px;font-size:.75rem}.hv-weave{left:120px;width:calc(100% - 120px);height:36px}}
.hv--offer{background:none;border:0;box-shadow:none;overflow:visible}
.hv--offer .hv-bar{justify-content:center;padding:0 0 10px;border:0;background:none}
.hv--offer .hv-kind,.hv--offer .hv-live{display:none}
.hv--offer .hv-title{color:${c.muted}}
.hv-offer{display:grid;grid-template-columns:minmax(0,1fr) 56px minmax(0,1fr)}
.hv-tiles{display:flex;flex-direction:column}
.hv-tiles li{position:relative;flex:1;margin:5px 0;display:flex;flex-direction:column;justify-content:center;padding:10px 11px;background:${c.white};border:1px solid ${c.borderSoft};border-radius:12px;box-shadow:${shadows.raised}}
.hv-tiles li::after{content:"";position:absolute;top:50%;width:9px;height:9px;margin-top:-4.5px;border-radius:50%;background:${c.white};border:2px solid ${c.thread};box-sizing:border-box}
.hv-tiles--l li::after{right:-5px}.hv-tiles--r li::after{left:-5px}
.hv-offer .hv-tile-link{display:flex;flex-direction:column;justify-content:center}
.hv-tile-icon{display:grid;place-items:center;width:28px;height:28px;margin-bottom:8px;border-radius:8px;background:${c.primarySoft};color:${c.primary}}
.hv-offer .hv-label{font-size:${xs}}
.hv-offer .hv-detail{display:none}
.hv-loom{position:relative}
.hv-threads{position:absolute;inset:0;width:100%;height:100%;fill:none;stroke:${c.thread};stroke-width:1.75;animation:hv-flow 3.2s ease-in-out infinite}
.hv-hub{position:absolute;left:50%;top:50%;display:grid;place-items:center;width:52px;height:52px;margin:-26px 0 0 -26px;border-radius:16px;background:${c.white};border:1px solid ${c.primaryBorder};box-shadow:${visualTokens.elevation}}
.hv-hub svg{width:32px;height:32px}
@media (min-width:${SM}px){.hv-offer{grid-template-columns:minmax(0,1fr) 96px minmax(0,1fr)}.hv-tiles li{margin:7px 0;padding:14px 16px}.hv-offer .hv-detail{display:block;margin-top:2px}.hv-offer .hv-label{font-size:${sm}}.hv-hub{width:72px;height:72px;margin:-36px 0 0 -36px;border-radius:20px}.hv-hub svg{width:44px;height:44px}}
`
  .trim()
  .replace(/\n/g, "");
