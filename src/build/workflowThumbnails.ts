/**
 * A workflow template's thumbnail: its n8n file's nodes where n8n's canvas puts them, each a tile
 * with the icon of what it does (a clock for a schedule, a globe for an HTTP call, a branch for a
 * switch…), joined by the brand's copper threads into ports, on a dot grid, with the n8n mark in
 * a corner (the file is an n8n workflow). Drawn at build time (src/build/covers.ts writes it) as
 * a small SVG of {@link THUMBNAIL_SIZE} units. A long workflow wraps onto a second line when
 * that lets its tiles be larger, so a card at 360 px still shows each step's icon.
 */
import type { N8nNodeRole, WorkflowOutline } from "../content/n8nWorkflow";
import { THUMBNAIL_SIZE } from "../components/article/coverSrc";
import { colors } from "../styles/theme";
import { symbolDefs, iconUse, markUse, r, type CoverSprites } from "./coverSprites";

/** The icon of each n8n node type the templates use (lucide names in static/icons.svg). */
export const NODE_TYPE_ICONS: Readonly<Record<string, string>> = {
  "n8n-nodes-base.webhook": "zap",
  "n8n-nodes-base.scheduleTrigger": "clock",
  "n8n-nodes-base.manualTrigger": "mouse-pointer-click",
  "n8n-nodes-base.httpRequest": "globe",
  "n8n-nodes-base.if": "git-branch",
  "n8n-nodes-base.switch": "git-branch",
  "n8n-nodes-base.filter": "filter",
  "n8n-nodes-base.merge": "share-2",
  "n8n-nodes-base.set": "pencil",
  "n8n-nodes-base.code": "code-xml",
  "n8n-nodes-base.emailSend": "mail",
  "n8n-nodes-base.slack": "message-square",
  "n8n-nodes-base.respondToWebhook": "send",
  "n8n-nodes-base.wait": "hourglass",
  "n8n-nodes-base.noOp": "check",
  "n8n-nodes-base.splitInBatches": "repeat",
};

/** The icon of a node: its type's, else its role's. */
export function nodeIcon(node: { type: string; role: N8nNodeRole }): string {
  return (
    NODE_TYPE_ICONS[node.type] ??
    { trigger: "zap", logic: "git-branch", data: "pencil", action: "globe" }[node.role]
  );
}

/** A node tile's largest and smallest size, the margin and the room for the mark, in units. */
const NODE_MAX = 56;
const NODE_MIN = 30;
const PAD = 28;
const TOP = 64;
/** How far under the lowest node of its line a link back to an earlier node (a loop) runs, in units. */
const DIP = 34;
/** How far a link bends out beside its nodes before it turns back (a loop or a line's return), in units. */
const RETURN_BEND = 24;
/** The space between two lines of a wrapped workflow, in canvas units (about one node step). */
const LINE_GAP = 160;

/** A node's place before scaling: canvas units, with the line (0, 1…) it sits on when wrapped. */
type Placed = { x: number; y: number; line: number };

/**
 * The nodes' canvas positions wrapped into `lines` lines, the way text wraps: the canvas's
 * columns (distinct x positions, left to right) are split into `lines` runs of about equal
 * length, and each run after the first is moved back to the left edge and under the one
 * before it, {@link LINE_GAP} lower than that run's lowest node. One line returns the canvas
 * positions unchanged. Branches keep their vertical offsets inside a line.
 */
export function wrappedPositions(outline: WorkflowOutline, lines: number): Placed[] {
  const columns = [...new Set(outline.nodes.map((n) => n.x))].sort((a, b) => a - b);
  const perLine = Math.ceil(columns.length / Math.max(1, lines));
  const lineOf = (x: number) => Math.floor(columns.indexOf(x) / perLine);
  const count = Math.max(...outline.nodes.map((n) => lineOf(n.x))) + 1;
  let top = 0;
  const placed: Placed[] = outline.nodes.map((n) => ({ x: n.x, y: n.y, line: lineOf(n.x) }));
  for (let line = 0; line < count; line++) {
    const members = placed.filter((p) => p.line === line);
    const minX = Math.min(...members.map((p) => p.x));
    const minY = Math.min(...members.map((p) => p.y));
    const maxY = Math.max(...members.map((p) => p.y));
    for (const p of members) {
      p.x -= minX;
      p.y = p.y - minY + top;
    }
    top += maxY - minY + LINE_GAP;
  }
  return placed;
}

/** Whether a link runs back to a node at or left of its source on the same line (a loop). */
function isLoop(at: Placed[], from: number, to: number): boolean {
  return at[to].line === at[from].line && at[to].x <= at[from].x;
}

/**
 * Each node's top-left corner in the thumbnail and its line: the canvas positions, on one line
 * or wrapped into two when that makes the tiles at least 10% larger and a single link runs from the first
 * line to the second (a long chain of 9–11 nodes reads better as two lines of large tiles than
 * one line of small ones; a workflow whose branches would straddle the break keeps its shape),
 * shifted and scaled (one factor for both
 * axes, at most 0.6 units per canvas unit) to fit inside the margins and under the mark,
 * centred. Returns the corners in run order, whether any link loops back, and the tile size in
 * units ({@link NODE_MIN}–{@link NODE_MAX}).
 */
export function thumbnailLayout(outline: WorkflowOutline): {
  at: Placed[];
  loops: boolean;
  node: number;
} {
  const [one, two] = [1, 2].map((lines) => fitTiles(outline, wrappedPositions(outline, lines)));
  const breaks = outline.edges.filter((e) => two.at[e.from].line !== two.at[e.to].line).length;
  return two.node >= one.node * 1.1 && breaks === 1 ? two : one;
}

/** The largest tile size at which a set of positions fits with gaps, and the fitted layout. */
function fitTiles(
  outline: WorkflowOutline,
  positions: Placed[],
): { at: Placed[]; loops: boolean; node: number } {
  // A crowded workflow draws smaller tiles, so neighbours keep a gap: about 0.7 of their distance.
  let node = NODE_MAX;
  let layout = placeNodes(outline, positions, node);
  const closest = Math.min(
    ...layout.at.flatMap((a, i) =>
      layout.at.slice(i + 1).map((b) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y))),
    ),
  );
  if (Number.isFinite(closest) && closest * 0.72 < node) {
    node = Math.max(NODE_MIN, Math.floor(closest * 0.72 + (node - closest * 0.72) * 0.3));
    layout = placeNodes(outline, positions, node);
  }
  return { ...layout, node };
}

/** {@link thumbnailLayout} for given positions and tile size. */
function placeNodes(
  outline: WorkflowOutline,
  positions: Placed[],
  size: number,
): { at: Placed[]; loops: boolean } {
  const { width: W, height: H } = THUMBNAIL_SIZE;
  const loops = outline.edges.some((e) => isLoop(positions, e.from, e.to));
  const wraps = positions.some((n) => n.line > 0);
  const xs = positions.map((n) => n.x);
  const ys = positions.map((n) => n.y);
  const spanX = Math.max(...xs) - Math.min(...xs);
  const spanY = Math.max(...ys) - Math.min(...ys);
  // A wrapped workflow's return link bends 24 units out on both sides: keep it off the edges.
  const availX = W - 2 * PAD - size - (wraps ? 2 * RETURN_BEND : 0);
  const availY = H - TOP - PAD - size - (loops ? DIP : 0);
  const scale = Math.min(0.6, spanX ? availX / spanX : 1, spanY ? availY / spanY : 1);
  const offX = PAD + (wraps ? RETURN_BEND : 0) + (availX - spanX * scale) / 2;
  const offY = TOP + (availY - spanY * scale) / 2;
  return {
    loops,
    at: positions.map((n) => ({
      x: offX + (n.x - Math.min(...xs)) * scale,
      y: offY + (n.y - Math.min(...ys)) * scale,
      line: n.line,
    })),
  };
}

/**
 * The SVG of a workflow's thumbnail (see the module comment). Takes the outline read from the
 * template's n8n file (src/content/n8nWorkflow.ts) and the sprites; returns the file's text.
 */
export function workflowThumbnailSvg(outline: WorkflowOutline, sprites: CoverSprites): string {
  const { width: W, height: H } = THUMBNAIL_SIZE;
  const { at, node: size } = thumbnailLayout(outline);
  /** The lowest tile's bottom on a line, in units. */
  const bottom = (line: number) =>
    Math.max(...at.filter((p) => p.line === line).map((p) => p.y)) + size;
  const loopFloor = Math.max(...at.map((p) => p.y)) + size + DIP * 0.8;
  const icons = outline.nodes.map(nodeIcon);
  const links = outline.edges.map((e) => {
    const a = at[e.from];
    const b = at[e.to];
    const x1 = a.x + size;
    const y1 = a.y + size / 2;
    const x2 = b.x;
    const y2 = b.y + size / 2;
    // A loop dips under the nodes; a link to the next line runs down into the gap between the
    // lines and back to the line's start, like a carriage return; any other link is an S-curve.
    const wraps = b.line > a.line;
    const floor = wraps ? (bottom(a.line) + b.y) / 2 : loopFloor;
    const d =
      wraps || b.x <= a.x
        ? `M${r(x1)} ${r(y1)}C${r(x1 + RETURN_BEND)} ${r(y1)} ${r(x1 + RETURN_BEND)} ${r(floor)} ${r(x1)} ${r(floor)}L${r(x2)} ${r(floor)}C${r(x2 - RETURN_BEND)} ${r(floor)} ${r(x2 - RETURN_BEND)} ${r(y2)} ${r(x2)} ${r(y2)}`
        : `M${r(x1)} ${r(y1)}C${r((x1 + x2) / 2)} ${r(y1)} ${r((x1 + x2) / 2)} ${r(y2)} ${r(x2)} ${r(y2)}`;
    return (
      `<path d="${d}" fill="none" stroke="${colors.thread}" stroke-width="2.5" stroke-linecap="round"/>` +
      `<circle cx="${r(x2)}" cy="${r(y2)}" r="4" fill="${colors.white}" stroke="${colors.thread}" stroke-width="2"/>`
    );
  });
  const nodes = outline.nodes.map((n, i) => {
    const { x, y } = at[i];
    const trigger = n.role === "trigger";
    const icon = Math.round(size * 0.5);
    return (
      `<rect x="${r(x)}" y="${r(y)}" width="${size}" height="${size}" rx="${r(size * (trigger ? 0.42 : 0.24))}" fill="${trigger ? colors.primary : colors.white}" stroke="${trigger ? colors.primary : colors.border}" stroke-width="1.5"/>` +
      iconUse(
        icons[i],
        x + (size - icon) / 2,
        y + (size - icon) / 2,
        icon,
        trigger ? colors.white : colors.text,
      )
    );
  });
  const mark =
    `<rect x="${PAD - 10}" y="14" width="52" height="40" rx="10" fill="${colors.white}" stroke="${colors.border}"/>` +
    markUse("n8n", PAD - 10 + 8, 16, 36, colors.text);
  const defs =
    `<pattern id="d" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="8" cy="8" r="1.3" fill="${colors.border}"/></pattern>` +
    symbolDefs(sprites, { icons, marks: ["n8n"] });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    `<defs>${defs}</defs>` +
    `<rect width="${W}" height="${H}" fill="${colors.surface}"/>` +
    `<rect width="${W}" height="${H}" fill="url(#d)"/>` +
    mark +
    links.join("") +
    nodes.join("") +
    `</svg>`
  );
}
