/**
 * The drawing of each hero-visual kind as an HTML string, built at build time from the page's
 * JSON (no JavaScript ships for it). Each family has its own picture: a node canvas for
 * automation, an agent console for agents, the domain's screen for industries, a role profile
 * with its day for hires, a layered diagram for the stack and the whole offer around the brand
 * mark for home. Connections are drawn as the brand's threads (curved SVG lines in the thread
 * colour). Every word comes from the visual's fields and is escaped; the styles are static CSS
 * (src/styles/visualCss.ts).
 */
import type { HeroVisual } from "../content/schema";
import type { IconName } from "../content/icons";
import type { ToolMark } from "../content/toolMarks";
import { ICON_SPRITE } from "./Icon";
import { TOOL_MARK_SPRITE } from "./ToolMark";
import { brandMarkSvg } from "../styles/brandMark";

/** A visual of one kind. */
type Visual<K extends HeroVisual["kind"]> = Extract<HeroVisual, { kind: K }>;

/** The stage names of a workflow step. */
type Stage = Visual<"workflow">["steps"][number]["stage"];

/** The icon that marks each workflow stage (on a node without tool marks). */
export const STAGE_ICONS: Record<Stage, IconName> = {
  trigger: "zap",
  agent: "sparkles",
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

/** A decorative icon from the site's sprite, `size` px square. */
export const icon = (name: IconName, size: number): string =>
  `<svg aria-hidden="true" focusable="false" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><use href="${ICON_SPRITE}#${name}"></use></svg>`;

/** A decorative tool mark from the tool-mark sprite, `size` px square, in the text colour. */
const mark = (slug: ToolMark, size: number): string =>
  `<svg aria-hidden="true" focusable="false" width="${size}" height="${size}" viewBox="0 0 24 24" fill="currentColor"><use href="${TOOL_MARK_SPRITE}#${slug}"></use></svg>`;

/** `<span class>` with escaped text, or "" when there is no text. */
export const span = (cls: string, text: string | undefined): string =>
  text ? `<span class="${cls}">${escapeHtml(text)}</span>` : "";

/**
 * A thread between two points of a box stretched to its container (`preserveAspectRatio="none"`
 * with a non-scaling stroke, so the line keeps its width whatever the box's shape). Takes the
 * cubic path in a 100 × 100 box and a class; returns decorative SVG.
 */
const thread = (cls: string, d: string): string =>
  `<svg class="${cls}" aria-hidden="true" focusable="false" viewBox="0 0 100 100" preserveAspectRatio="none"><path d="${d}" vector-effect="non-scaling-stroke"/></svg>`;

/**
 * The node canvas: one node per step on a dotted canvas, alternating left and right, each joined
 * to the one before by a curved connector from its output port to the next node's input port.
 * A node shows its tools' marks (or its stage's icon), its label and its detail; the approval
 * node carries approve and reject controls, the agent node a pulse.
 */
function workflow(v: Visual<"workflow">): string {
  const nodes = v.steps.map((s, i) => {
    const wire =
      i === 0
        ? ""
        : thread("hv-wire", i % 2 === 1 ? "M0 0C0 50 100 50 100 100" : "M100 0C100 50 0 50 0 100");
    const marks = s.tools?.length
      ? `<span class="hv-marks">${s.tools.map((t) => `<span class="hv-tm">${mark(t, 16)}</span>`).join("")}</span>`
      : `<span class="hv-mark">${icon(STAGE_ICONS[s.stage], 16)}</span>`;
    const controls =
      s.stage === "approval"
        ? `<span class="hv-controls" aria-hidden="true"><span class="hv-yes">${icon("check", 12)}</span><span class="hv-no">${icon("x", 12)}</span></span>`
        : "";
    return `<li class="hv-node hv-${s.stage} hv-node--${i % 2 === 0 ? "l" : "r"}">${wire}<span class="hv-card">${marks}<span class="hv-words">${span("hv-label", s.label)}${span("hv-detail", s.detail)}</span>${controls}</span></li>`;
  });
  return `<ol class="hv-canvas">${nodes.join("")}</ol>`;
}

/** Icons of the agent's tool calls, in order (searching, then reading, then acting). */
const CALL_ICONS: readonly IconName[] = ["search", "file-search", "cog"];

/**
 * The agent console: the question, the trace of the agent's tool calls (a name in monospace and
 * what came back), the answer with a numbered citation per source, and the sources as cards.
 */
function chat(v: Visual<"chat">): string {
  const calls = v.calls?.length
    ? `<ol class="hv-calls">${v.calls
        .map(
          (c, i) =>
            `<li><span class="hv-call-icon">${icon(CALL_ICONS[i % CALL_ICONS.length], 12)}</span>${span("hv-call", c.name)}${span("hv-call-out", c.detail)}</li>`,
        )
        .join("")}</ol>`
    : "";
  const cites = v.sources.map((_, i) => `<sup>${i + 1}</sup>`).join("");
  const sources = v.sources
    .map(
      (s, i) =>
        `<li><span class="hv-src-n">${i + 1}</span><span class="hv-src-words">${span("hv-source", s.name)}${span("hv-detail", s.detail)}</span></li>`,
    )
    .join("");
  return `<div class="hv-console"><p class="hv-ask">${escapeHtml(v.question)}</p>${calls}<div class="hv-reply"><span class="hv-avatar">${icon("bot", 14)}</span><p class="hv-answer">${escapeHtml(v.answer)} ${cites}</p></div><ol class="hv-sources">${sources}</ol></div>`;
}

/** The share a figure such as "70%" or "99.9 %" stands for (0–1), or undefined for any other figure. */
export function percentOf(value: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)\s?%$/.exec(value.trim());
  if (!m) return undefined;
  const n = Number(m[1]) / 100;
  return n <= 1 ? n : undefined;
}

/**
 * Bar heights in percent of the chart's height for a series: each value against the largest,
 * at least 4 % so a zero still shows a sliver. Takes the values; returns one height per value.
 */
export function barHeights(values: readonly number[]): number[] {
  const top = Math.max(...values, 0);
  return values.map((v) => (top > 0 ? Math.max(4, Math.round((v / top) * 100)) : 4));
}

/** A number as the chart prints it: grouped thousands, at most one decimal. */
const formatNumber = (n: number): string => n.toLocaleString("en-US", { maximumFractionDigits: 1 });

/**
 * The domain's screen: a slim app rail, the figures (a meter under each percentage), a bar chart
 * of the series to scale (the last bar highlighted, its value printed) and the status rows.
 */
function dashboard(v: Visual<"dashboard">): string {
  const rail = (["layout-grid", "chart-column", "inbox", "settings"] as const)
    .map((n, i) => `<span${i === 0 ? ' class="is-on"' : ""}>${icon(n, 14)}</span>`)
    .join("");
  const figures = v.figures
    .map((f) => {
      const share = percentOf(f.value);
      const meter =
        share === undefined
          ? ""
          : `<span class="hv-meter"><span style="width:${Math.round(share * 100)}%"></span></span>`;
      return `<div><dt>${escapeHtml(f.label)}${meter}</dt><dd>${escapeHtml(f.value)}</dd></div>`;
    })
    .join("");
  let chart = "";
  if (v.chart) {
    const heights = barHeights(v.chart.points.map((p) => p.value));
    const last = v.chart.points.length - 1;
    chart = `<div class="hv-chart">${span("hv-chart-label", v.chart.label)}<ol class="hv-bars">${v.chart.points
      .map(
        (p, i) =>
          `<li${i === last ? ' class="is-now"' : ""}><span class="hv-col"><span class="hv-fill" style="height:${heights[i]}%">${i === last ? `<span class="hv-bar-value">${escapeHtml(formatNumber(p.value))}</span>` : ""}</span></span>${span("hv-bar-x", p.label)}</li>`,
      )
      .join("")}</ol></div>`;
  }
  const rows =
    v.rows && v.rows.length > 0
      ? `<ul class="hv-rows">${v.rows.map((r) => `<li>${span("hv-label", r.label)}${span("hv-status", r.status)}</li>`).join("")}</ul>`
      : "";
  return `<div class="hv-app"><span class="hv-rail" aria-hidden="true">${rail}</span><div class="hv-screen"><dl class="hv-figures">${figures}</dl>${chart}${rows}</div></div>`;
}

/**
 * The role's day: the day's figures under the profile (drawn by the frame), then a schedule, each
 * entry a block at its time on an hour rail; the first is the one under way, marked by the thread.
 */
function timeline(v: Visual<"timeline">): string {
  const kpis = v.kpis?.length
    ? `<dl class="hv-kpis">${v.kpis.map((k) => `<div><dt>${escapeHtml(k.label)}</dt><dd>${escapeHtml(k.value)}</dd></div>`).join("")}</dl>`
    : "";
  const day = v.entries
    .map(
      (e, i) =>
        `<li${i === 0 ? ' class="is-now"><span class="hv-now" aria-hidden="true"></span>' : ">"}${span("hv-time", e.time)}<span class="hv-block">${span("hv-label", e.label)}${span("hv-detail", e.detail)}</span></li>`,
    )
    .join("");
  return `${kpis}<ol class="hv-day">${day}</ol>`;
}

/**
 * The layered diagram: each layer a band with its name and its parts side by side; between two
 * layers every part of the upper one is threaded to every part of the lower one (the weave), one
 * path of them in the full thread colour.
 */
function architecture(v: Visual<"architecture">): string {
  const layers = v.layers.map((l, i) => {
    let wires = "";
    const next = v.layers[i + 1];
    if (next) {
      const a = l.parts.length;
      const b = next.parts.length;
      const paths: string[] = [];
      for (let p = 0; p < a; p++)
        for (let q = 0; q < b; q++) {
          const x1 = ((p + 0.5) / a) * 100;
          const x2 = ((q + 0.5) / b) * 100;
          const hot = p === i % a && q === (i + 1) % b;
          paths.push(
            `<path${hot ? ' class="is-hot"' : ""} d="M${x1.toFixed(1)} 0C${x1.toFixed(1)} 50 ${x2.toFixed(1)} 50 ${x2.toFixed(1)} 100" vector-effect="non-scaling-stroke"/>`,
          );
        }
      wires = `<svg class="hv-weave" aria-hidden="true" focusable="false" viewBox="0 0 100 100" preserveAspectRatio="none">${paths.join("")}</svg>`;
    }
    return `<li class="hv-tier${i === 0 ? " is-top" : ""}">${span("hv-layer", l.name)}<span class="hv-parts" style="--n:${l.parts.length}">${l.parts.map((p) => span("hv-part", p)).join("")}</span>${wires}</li>`;
  });
  return `<ol class="hv-stack">${layers.join("")}</ol>`;
}

/**
 * The whole offer: the brand mark at the centre and the tiles around it, half on each side, each
 * threaded to the mark. A tile with an `href` is a link to its page (then the visual is a group,
 * not an image, so the links stay reachable).
 */
function offer(v: Visual<"offer">): string {
  const left = v.tiles.slice(0, Math.ceil(v.tiles.length / 2));
  const right = v.tiles.slice(left.length);
  const tile = (t: Visual<"offer">["tiles"][number]): string => {
    const words = `${t.icon ? `<span class="hv-tile-icon">${icon(t.icon, 16)}</span>` : ""}${span("hv-label", t.name)}${span("hv-detail", t.detail)}`;
    return `<li>${t.href ? `<a class="hv-tile-link" href="${escapeHtml(t.href)}">${words}</a>` : words}</li>`;
  };
  const side = (tiles: typeof left, cls: string): string =>
    `<ul class="hv-tiles ${cls}">${tiles.map(tile).join("")}</ul>`;
  const curves = (count: number, fromLeft: boolean): string =>
    Array.from({ length: count }, (_, i) => {
      const y = (((i + 0.5) / count) * 100).toFixed(1);
      return fromLeft ? `M0 ${y}C40 ${y} 10 50 50 50` : `M100 ${y}C60 ${y} 90 50 50 50`;
    }).join("");
  const loom = `<div class="hv-loom" aria-hidden="true"><svg class="hv-threads" viewBox="0 0 100 100" preserveAspectRatio="none" focusable="false"><path d="${curves(left.length, true)}" vector-effect="non-scaling-stroke"/><path d="${curves(right.length, false)}" vector-effect="non-scaling-stroke"/></svg><span class="hv-hub">${brandMarkSvg(40)}</span></div>`;
  return `<div class="hv-offer">${side(left, "hv-tiles--l")}${loom}${side(right, "hv-tiles--r")}</div>`;
}

/** The drawing inside the frame for a visual of any kind. */
export function visualBody(v: HeroVisual): string {
  switch (v.kind) {
    case "workflow":
      return workflow(v);
    case "chat":
      return chat(v);
    case "dashboard":
      return dashboard(v);
    case "timeline":
      return timeline(v);
    case "architecture":
      return architecture(v);
    case "offer":
      return offer(v);
  }
}

/** The icon at the left of each kind's title bar: what kind of screen this is. */
export const KIND_ICONS: Record<HeroVisual["kind"], IconName> = {
  workflow: "workflow",
  chat: "bot",
  dashboard: "activity",
  timeline: "user-round",
  architecture: "layers",
  offer: "sparkles",
};
