/**
 * `node scripts/make-upload-diagrams.mjs`: draws the diagrams used as article hero images, as
 * SVG, and renders them with resvg to PNGs 1,800 px wide in static/uploads/ (what an editor would
 * upload). Text in each diagram repeats its article's own words; change both together. Uses the
 * system's Liberation Sans (DejaVu Sans as a fallback).
 */
import fs from "node:fs";
import { Resvg } from "@resvg/resvg-js";

const WIDTH_PX = 1800;
const C = {
  ink: "#0f172a",
  muted: "#475569",
  line: "#64748b",
  bg: "#ffffff",
  soft: "#f1f5f9",
  blue: { fill: "#dbeafe", stroke: "#1d4ed8" },
  amber: { fill: "#fef3c7", stroke: "#b45309" },
  green: { fill: "#dcfce7", stroke: "#15803d" },
  slate: { fill: "#f1f5f9", stroke: "#334155" },
  navy: { fill: "#1e3a8a", stroke: "#1e3a8a" },
};
const FONT = "Liberation Sans, DejaVu Sans, sans-serif";

const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Lines of text centred (or left-aligned) in a box; the first line bold when `title`. */
function text(
  x,
  y,
  lines,
  { size = 21, anchor = "middle", color = C.ink, title = true, gap = 1.3 } = {},
) {
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${y + i * size * gap}" font-family="${FONT}" font-size="${size}" text-anchor="${anchor}" fill="${color}" font-weight="${title && i === 0 ? 700 : 400}">${esc(l)}</text>`,
    )
    .join("");
}

/** A rounded box with its lines of text vertically centred. */
function box(x, y, w, h, lines, tone, opts = {}) {
  const size = opts.size ?? 21;
  const gap = 1.3;
  const top = y + h / 2 - ((lines.length - 1) * size * gap) / 2 + size * 0.35;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${tone.fill}" stroke="${tone.stroke}" stroke-width="2.5"/>${text(x + w / 2, top, lines, { size, color: opts.color ?? C.ink, title: opts.title ?? true })}`;
}

/** An arrow along a polyline of points. */
function arrow(points) {
  const d = points.map(([x, y], i) => `${i ? "L" : "M"}${x} ${y}`).join(" ");
  return `<path d="${d}" fill="none" stroke="${C.line}" stroke-width="3" marker-end="url(#head)"/>`;
}

function svg(w, h, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><marker id="head" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="${C.line}"/></marker></defs>
<rect width="${w}" height="${h}" fill="${C.bg}"/>${body}</svg>`;
}

/** data/blog/human-in-the-loop-approval-steps.json: the worked example's invoice flow. */
function approvalFlow() {
  const lanes = [
    {
      y: 132,
      tone: C.amber,
      check: [
        "Fails a check",
        "Low confidence, price",
        "variance over 2%, missing",
        "receipt, suspected duplicate,",
        "bank details changed",
      ],
      outcome: ["Exception queue", "A specialist approves,", "corrects or rejects"],
    },
    {
      y: 322,
      tone: C.blue,
      check: ["Over $5,000", "About 9% of invoices"],
      outcome: [
        "Controller signs off",
        "with an evidence pack:",
        "PO, receipt, last three",
        "invoices from the vendor",
      ],
    },
    {
      y: 484,
      tone: C.green,
      check: ["Passes every check", "Under $5,000"],
      outcome: ["Approved, no review", "5% sampled each week,", "new vendors oversampled"],
    },
  ];
  const parts = [
    text(48, 62, ["Where the human sits: 1,800 supplier invoices a month"], {
      size: 32,
      anchor: "start",
    }),
    text(
      48,
      100,
      [
        "Confidence thresholds, a spend limit, an exception queue and sampled audits in one workflow",
      ],
      {
        size: 21,
        anchor: "start",
        color: C.muted,
        title: false,
      },
    ),
    box(40, 300, 170, 120, ["Invoice", "arrives"], C.slate, { size: 23 }),
    arrow([
      [210, 360],
      [246, 360],
    ]),
    box(
      250,
      270,
      220,
      180,
      ["Agent extracts", "every field and", "runs three-way", "matching (PO,", "goods receipt)"],
      C.slate,
    ),
  ];
  for (const l of lanes) {
    const h = 40 + Math.max(l.check.length, l.outcome.length) * 28;
    const mid = l.y + h / 2;
    parts.push(
      arrow([
        [470, 360],
        [500, 360],
        [500, mid],
        [536, mid],
      ]),
    );
    parts.push(box(540, l.y, 320, h, l.check, l.tone));
    parts.push(
      arrow([
        [860, mid],
        [896, mid],
      ]),
    );
    parts.push(box(900, l.y, 262, h, l.outcome, l.tone));
    parts.push(
      `<path d="M1162 ${mid} L1182 ${mid} L1182 668" fill="none" stroke="${C.line}" stroke-width="3"/>`,
    );
  }
  parts.push(
    arrow([
      [1182, 668],
      [1182, 690],
      [1130, 690],
    ]),
  );
  parts.push(
    box(
      300,
      650,
      826,
      80,
      ["A named approver releases each payment run", "Nothing leaves the bank without a person"],
      C.navy,
      { color: "#ffffff", size: 22 },
    ),
  );
  return svg(1200, 760, parts.join("\n"));
}

/** data/resources/ai-implementation-guide.json: the 12-week roadmap at a glance. */
function roadmap() {
  const x0 = 200;
  const week = 78;
  const phases = [
    {
      name: "Select",
      from: 1,
      to: 2,
      tone: C.blue,
      activity: "Score candidates, map the process, start the baseline",
      gate: "Gate: signed-off scope and success metrics",
    },
    {
      name: "Data",
      from: 3,
      to: 4,
      tone: C.amber,
      activity: "Audit sources and access, build the test set",
      gate: "Gate: 200+ labeled historical cases",
    },
    {
      name: "Build",
      from: 5,
      to: 8,
      tone: C.slate,
      activity: "Agent logic, integrations, guardrails, replay tests",
      gate: "Gate: accuracy gate passed",
    },
    {
      name: "Test",
      from: 9,
      to: 11,
      tone: C.green,
      activity: "Shadow mode, pilot with 3-8 users, tune",
      gate: "Gate: go-live decision signed",
    },
    {
      name: "Launch",
      from: 12,
      to: 12,
      tone: C.navy,
      activity: "Production rollout and first report",
      gate: "Gate: results reported against baseline",
    },
  ];
  const parts = [
    text(48, 62, ["The 12-week roadmap at a glance"], { size: 32, anchor: "start" }),
    text(48, 100, ["Each phase ends with a gate: fix the gap before moving on"], {
      size: 21,
      anchor: "start",
      color: C.muted,
      title: false,
    }),
  ];
  for (let w = 1; w <= 12; w++) {
    const x = x0 + (w - 1) * week;
    parts.push(
      `<rect x="${x}" y="130" width="${week}" height="560" fill="${w % 2 ? C.soft : C.bg}"/>`,
    );
    parts.push(text(x + week / 2, 160, [`Wk ${w}`], { size: 18, color: C.muted, title: false }));
  }
  phases.forEach((p, i) => {
    const y = 190 + i * 102;
    const x = x0 + (p.from - 1) * week;
    const w = (p.to - p.from + 1) * week;
    parts.push(text(48, y + 27, [p.name], { size: 24, anchor: "start" }));
    parts.push(
      text(48, y + 54, [p.from === p.to ? `Week ${p.from}` : `Weeks ${p.from}-${p.to}`], {
        size: 18,
        anchor: "start",
        color: C.muted,
        title: false,
      }),
    );
    parts.push(
      `<rect x="${x + 4}" y="${y + 6}" width="${w - 8}" height="30" rx="8" fill="${p.tone.fill}" stroke="${p.tone.stroke}" stroke-width="2.5"/>`,
    );
    parts.push(`<path d="M${x + w - 4} ${y + 21} l10 -10 l10 10 l-10 10 z" fill="${C.ink}"/>`);
    const right = p.from > 6;
    const tx = right ? x + w - 4 : x + 4;
    parts.push(
      text(tx, y + 62, [p.activity], { size: 19, anchor: right ? "end" : "start", title: false }),
    );
    parts.push(
      text(tx, y + 88, [p.gate], {
        size: 19,
        anchor: right ? "end" : "start",
        color: C.muted,
        title: true,
      }),
    );
  });
  return svg(1200, 720, parts.join("\n"));
}

for (const [name, doc] of [
  ["invoice-approval-flow", approvalFlow()],
  ["ai-implementation-roadmap", roadmap()],
]) {
  const png = new Resvg(doc, {
    fitTo: { mode: "width", value: WIDTH_PX },
    font: { loadSystemFonts: true, defaultFontFamily: "Liberation Sans" },
  })
    .render()
    .asPng();
  fs.mkdirSync("static/uploads", { recursive: true });
  fs.writeFileSync(`static/uploads/${name}.png`, png);
  console.log(`static/uploads/${name}.png: ${Math.round(png.length / 1024)} KB`);
}
