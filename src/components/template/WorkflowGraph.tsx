import type { N8nNodeRole, WorkflowOutline } from "../../content/n8nWorkflow";
import { colors, fontSizes } from "../../styles/theme";

/** A node's box on n8n's canvas, in canvas units (n8n draws a node 100 units square). */
const NODE = 100;
/** Margin around the drawing, in canvas units. */
const PAD = 24;
/**
 * The smallest scale the drawing is shown at (px per canvas unit): below it the numbers in the
 * nodes are too small to read, so a narrow screen scrolls the diagram sideways instead.
 */
const MIN_SCALE = 0.3;
/** The largest scale (px per canvas unit): a short workflow is not blown up to the full width. */
const MAX_SCALE = 0.6;

/** Fill, edge and text colour of a node by what it does (every text pair meets AA). */
export const ROLE_COLORS: Record<N8nNodeRole, { fill: string; stroke: string; text: string }> = {
  trigger: { fill: colors.primary, stroke: colors.primaryDark, text: colors.white },
  logic: { fill: colors.warningSoft, stroke: colors.warning, text: colors.text },
  data: { fill: colors.surface, stroke: colors.muted, text: colors.text },
  action: { fill: colors.primarySoft, stroke: colors.primary, text: colors.text },
};

/** How far below the lowest node a link back to an earlier node (a loop) dips, in canvas units. */
const LOOP_DIP = 90;
/** How far a loop's link swings out beside the nodes it joins before it turns, in canvas units. */
const LOOP_OUT = 60;

/** True when a link leads back to a node at or left of its source (a loop), drawn under the nodes. */
function isBackLink(from: { x: number }, to: { x: number }): boolean {
  return to.x <= from.x;
}

/**
 * The drawing's size in canvas units and each node's top-left corner in it: the nodes'
 * positions shifted to a margin of {@link PAD}, with room under and beside them for loops' links.
 */
export function graphLayout(outline: WorkflowOutline): {
  width: number;
  height: number;
  at: { x: number; y: number }[];
} {
  const xs = outline.nodes.map((n) => n.x);
  const ys = outline.nodes.map((n) => n.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const loops = outline.edges.some((e) => isBackLink(outline.nodes[e.from], outline.nodes[e.to]));
  // A loop's link swings out on both sides of the nodes it joins: room on the left and right.
  const side = loops ? LOOP_OUT : 0;
  return {
    width: Math.max(...xs) - minX + NODE + 2 * (PAD + side),
    height: Math.max(...ys) - minY + NODE + 2 * PAD + (loops ? LOOP_DIP : 0),
    at: outline.nodes.map((n) => ({ x: n.x - minX + PAD + side, y: n.y - minY + PAD })),
  };
}

/**
 * The path of a link from the right edge of one node to the left edge of another: a curve
 * that leaves and enters horizontally, as n8n draws its connections. A link back to an earlier
 * node dips under both (to `floor`, the drawing's lowest node bottom plus {@link LOOP_DIP}).
 */
export function edgePath(
  from: { x: number; y: number },
  to: { x: number; y: number },
  floor: number,
): string {
  const x1 = from.x + NODE;
  const y1 = from.y + NODE / 2;
  const x2 = to.x - 6;
  const y2 = to.y + NODE / 2;
  if (isBackLink(from, to)) {
    const out = LOOP_OUT;
    return `M${x1},${y1} C${x1 + out},${y1} ${x1 + out},${floor} ${x1},${floor} L${x2},${floor} C${x2 - out},${floor} ${x2 - out},${y2} ${x2},${y2}`;
  }
  const bend = Math.max(40, Math.abs(x2 - x1) / 2);
  return `M${x1},${y1} C${x1 + bend},${y1} ${x2 - bend},${y2} ${x2},${y2}`;
}

/**
 * A workflow drawn as n8n lays it out, from its nodes' canvas positions and links (read from
 * its file at build time): the links an SVG of curves with arrowheads (a loop's link back runs
 * under the nodes), each node an HTML box over it, numbered in run order as in the list beside
 * it and coloured by what it does (`ROLE_COLORS`), the trigger rounder. Centred, drawn at most
 * {@link MAX_SCALE} px per canvas unit; below {@link MIN_SCALE} it keeps its width and its box
 * scrolls sideways (focusable, so keyboards can scroll it too). No script. `label` names the box
 * for assistive technology, which reads the nodes from the list (the drawing is hidden from it).
 */
export function WorkflowGraph({
  outline,
  label,
}: {
  outline: WorkflowOutline;
  label: string;
}): JSX.Element | null {
  if (!outline.nodes.length) return null;
  const { width, height, at } = graphLayout(outline);
  const floor = Math.max(...at.map((p) => p.y)) + NODE + LOOP_DIP * 0.7;
  return (
    <div
      // A box that may scroll sideways must take focus, or keyboards could not scroll it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="group"
      aria-label={label}
      className="workflow-graph"
    >
      {/* Its widths follow the workflow's, so they stay an Emotion prop. */}
      <div
        aria-hidden="true"
        className="workflow-graph__canvas"
        css={{
          minWidth: Math.round(width * MIN_SCALE),
          maxWidth: Math.round(width * MAX_SCALE),
        }}
      >
        <svg
          focusable="false"
          viewBox={`0 0 ${width} ${height}`}
          width="100%"
          className="workflow-graph__svg"
        >
          <defs>
            <marker
              id="workflow-arrow"
              viewBox="0 0 10 10"
              refX="8"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse"
            >
              <path d="M0,0 L10,5 L0,10 z" fill={colors.muted} />
            </marker>
          </defs>
          {outline.edges.map((e) => (
            <path
              key={`${e.from}-${e.to}`}
              d={edgePath(at[e.from], at[e.to], floor)}
              fill="none"
              stroke={colors.border}
              strokeWidth={4}
              markerEnd="url(#workflow-arrow)"
            />
          ))}
        </svg>
        {/*
         * The nodes, over the links: HTML boxes placed and sized as shares of the drawing (its
         * height follows its width, so a node's share of each keeps it square), so each number's
         * contrast with its own box can be measured.
         */}
        {outline.nodes.map((n, i) => {
          const tone = ROLE_COLORS[n.role];
          return (
            <span
              key={n.name}
              className="workflow-graph__node"
              style={{
                left: `${(at[i].x / width) * 100}%`,
                top: `${(at[i].y / height) * 100}%`,
                width: `${(NODE / width) * 100}%`,
                height: `${(NODE / height) * 100}%`,
                borderRadius: `${((n.role === "trigger" ? 40 : 16) / NODE) * 100}%`,
                border: `2px solid ${tone.stroke}`,
                background: tone.fill,
                color: tone.text,
                fontSize: fontSizes.sm,
              }}
            >
              {i + 1}
            </span>
          );
        })}
      </div>
    </div>
  );
}

/**
 * The legend of the node colours: one swatch and its words per role (data/site.json), styled by
 * `.workflow-legend…` (./styles.ts; a swatch's colours by its role's modifier class).
 */
export function RoleLegend({ roles }: { roles: Record<N8nNodeRole, string> }): JSX.Element {
  return (
    <ul className="workflow-legend">
      {(Object.keys(ROLE_COLORS) as N8nNodeRole[]).map((role) => (
        <li key={role} className="workflow-legend__item">
          <span
            aria-hidden="true"
            className={`workflow-legend__swatch workflow-legend__swatch--${role}`}
          />
          {roles[role]}
        </li>
      ))}
    </ul>
  );
}
