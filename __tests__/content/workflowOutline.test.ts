/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import {
  N8N_NODE_TYPE_NAMES,
  N8N_NODE_TYPES,
  readTemplateWorkflows,
  readWorkflowOutline,
  workflowOutline,
} from "../../src/content/n8nWorkflow";
import { edgePath, graphLayout } from "../../src/components/template/WorkflowGraph";
import { shippedContent } from "../../jest/shippedContent";

const ROOT = path.resolve(__dirname, "../..");

let ids = 0;
/** A node of a test workflow at canvas position (x, y). */
function node(name: string, type: string, x: number, y: number) {
  ids += 1;
  return {
    id: `00000000-0000-4000-8000-${String(ids).padStart(12, "0")}`,
    name,
    type: `n8n-nodes-base.${type}`,
    typeVersion: 1,
    position: [x, y],
    parameters: {},
    notes: "What to connect.",
  };
}

/** `connections` from `[source, [[targets of output 0], [targets of output 1], …]]` pairs. */
function links(...pairs: [string, string[][]][]) {
  return Object.fromEntries(
    pairs.map(([from, outputs]) => [
      from,
      { main: outputs.map((targets) => targets.map((t) => ({ node: t, type: "main", index: 0 }))) },
    ]),
  );
}

/**
 * Trigger → If; the If's first output runs A → B → Join, its second C → Join; a sticky note
 * sits on the canvas. The nodes are listed out of order on purpose.
 */
const BRANCHED = {
  name: "Branched",
  nodes: [
    node("Join", "respondToWebhook", 880, 300),
    node("C", "httpRequest", 440, 460),
    node("Note", "stickyNote", -40, -180),
    node("B", "slack", 660, 140),
    node("Start", "webhook", 0, 300),
    node("A", "code", 440, 140),
    node("Check", "if", 220, 300),
  ],
  connections: links(
    ["Start", [["Check"]]],
    ["Check", [["A"], ["C"]]],
    ["A", [["B"]]],
    ["B", [["Join"]]],
    ["C", [["Join"]]],
  ),
};

describe("workflowOutline", () => {
  it("orders the nodes along the connections: after every node leading to them, first output first", () => {
    const outline = workflowOutline(BRANCHED);
    expect(outline.nodes.map((n) => n.name)).toEqual(["Start", "Check", "A", "B", "C", "Join"]);
  });

  it("leaves sticky notes out, and gives each node its type's editor name, its role and its position", () => {
    const outline = workflowOutline(BRANCHED);
    expect(outline.nodes.some((n) => n.name === "Note")).toBe(false);
    expect(outline.nodes[0]).toEqual({
      name: "Start",
      type: "n8n-nodes-base.webhook",
      typeName: "Webhook",
      role: "trigger",
      x: 0,
      y: 300,
    });
    expect(outline.nodes.map((n) => n.role)).toEqual([
      "trigger",
      "logic",
      "data",
      "action",
      "action",
      "action",
    ]);
  });

  it("lists each link once, by index into the ordered nodes", () => {
    const outline = workflowOutline(BRANCHED);
    const named = outline.edges.map(
      (e) => `${outline.nodes[e.from].name}>${outline.nodes[e.to].name}`,
    );
    expect(named.sort()).toEqual(["A>B", "B>Join", "C>Join", "Check>A", "Check>C", "Start>Check"]);
  });

  it("puts nodes in a loop, which never become free, after the others in canvas order", () => {
    const loop = {
      name: "Loop",
      nodes: [
        node("Start", "manualTrigger", 0, 0),
        node("Each", "splitInBatches", 220, 0),
        node("Work", "code", 440, 0),
      ],
      // Each → Work → Each: Each waits for Work, which waits for Each.
      connections: links(["Start", [["Each"]]], ["Each", [["Work"]]], ["Work", [["Each"]]]),
    };
    expect(workflowOutline(loop).nodes.map((n) => n.name)).toEqual(["Start", "Each", "Work"]);
  });

  it("throws on JSON that is not a workflow", () => {
    expect(() => workflowOutline({ nodes: "none" })).toThrow(/not an n8n workflow/);
    expect(() => workflowOutline(null)).toThrow(/not an n8n workflow/);
  });

  it("reads a template's file by its site path, and names the file when it is missing", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "outline-"));
    fs.mkdirSync(path.join(dir, "static", "downloads"), { recursive: true });
    fs.writeFileSync(path.join(dir, "static", "downloads", "x.n8n.json"), JSON.stringify(BRANCHED));
    expect(readWorkflowOutline(dir, "/downloads/x.n8n.json").nodes).toHaveLength(6);
    expect(() => readWorkflowOutline(dir, "/downloads/missing.n8n.json")).toThrow(
      /static\/downloads\/missing\.n8n\.json/,
    );
  });

  it("names every allowed node type", () => {
    for (const type of N8N_NODE_TYPES) expect(N8N_NODE_TYPE_NAMES[type]).toBeTruthy();
  });
});

describe("every template's workflow", () => {
  const content = shippedContent();
  const files = new Map(
    readTemplateWorkflows(ROOT).map((w) => [`/${w.file.replace(/^static\//, "")}`, w.json]),
  );

  it.each(content.templates.map((t) => [t.slug, t.workflow]))(
    "%s: its outline holds every node but sticky notes, starts at its trigger and follows its links",
    (_slug, workflow) => {
      const json = files.get(workflow) as { nodes: { name: string; type: string }[] };
      const outline = workflowOutline(json);
      const drawn = json.nodes.filter((n) => !n.type.endsWith(".stickyNote")).map((n) => n.name);
      expect(outline.nodes.map((n) => n.name).sort()).toEqual([...drawn].sort());
      expect(outline.nodes[0].role).toBe("trigger");
      // Run order: every node after the trigger is reached by a link from a node listed before it.
      outline.nodes.slice(1).forEach((n, i) => {
        const at = i + 1;
        expect([n.name, outline.edges.some((e) => e.to === at && e.from < at)]).toEqual([
          n.name,
          true,
        ]);
      });
    },
  );
});

describe("graphLayout and edgePath", () => {
  it("leaves room under the nodes for a loop's link back, and draws that link under them", () => {
    const loop = workflowOutline({
      name: "Loop",
      nodes: [
        node("Start", "manualTrigger", 0, 0),
        node("Wait", "wait", 220, 0),
        node("Again?", "if", 440, 0),
      ],
      connections: links(["Start", [["Wait"]]], ["Wait", [["Again?"]]], ["Again?", [["Wait"]]]),
    });
    const plain = graphLayout({ ...loop, edges: loop.edges.filter((e) => e.from < e.to) });
    const { height, at } = graphLayout(loop);
    expect(height).toBeGreaterThan(plain.height);
    const back = edgePath(at[2], at[1], 200);
    expect(back).toContain(",200 L");
    expect(edgePath(at[0], at[1], 200)).not.toContain("L");
  });

  it("shifts the nodes to the drawing's margin and sizes it to hold every 100-unit node", () => {
    const { width, height, at } = graphLayout(workflowOutline(BRANCHED));
    // x from 0 to 880 and y from 140 to 460, plus a node's 100 units and 24 units either side.
    expect({ width, height }).toEqual({ width: 880 + 100 + 48, height: 320 + 100 + 48 });
    expect(at[0]).toEqual({ x: 24, y: 300 - 140 + 24 });
  });
});
