/**
 * Structural checks for the n8n workflows offered as downloads on /templates
 * (`static/downloads/templates/<slug>.n8n.json`). A visitor imports one of these files with
 * n8n's "Import from File", so each must be a well-formed n8n export that loads without missing
 * nodes, runs from a single trigger, ships no credentials and tells the visitor, node by node,
 * what to connect. The build and the unit tests run every file through `workflowProblems`.
 */
import fs from "fs";
import path from "path";
import { z } from "zod";

/**
 * The node types a downloadable workflow may use. All are core nodes of the `n8n-nodes-base`
 * package that every n8n installation ships, so an import never asks for a community node.
 * A type is the package name, a dot and the node's internal name, exactly as n8n writes it in
 * an export; each one here was checked against the nodes that n8n 1.x and 2.x actually ship.
 */
export const N8N_NODE_TYPES = [
  "n8n-nodes-base.webhook",
  "n8n-nodes-base.scheduleTrigger",
  "n8n-nodes-base.manualTrigger",
  "n8n-nodes-base.httpRequest",
  "n8n-nodes-base.if",
  "n8n-nodes-base.switch",
  "n8n-nodes-base.set",
  "n8n-nodes-base.code",
  "n8n-nodes-base.emailSend",
  "n8n-nodes-base.slack",
  "n8n-nodes-base.respondToWebhook",
  "n8n-nodes-base.merge",
  "n8n-nodes-base.wait",
  "n8n-nodes-base.noOp",
  "n8n-nodes-base.filter",
  "n8n-nodes-base.splitInBatches",
  "n8n-nodes-base.stickyNote",
] as const;

/** One of `N8N_NODE_TYPES`. */
export type N8nNodeType = (typeof N8N_NODE_TYPES)[number];

/**
 * The entries of `N8N_NODE_TYPES` that are triggers: nodes with no input that start an execution
 * (n8n puts them in its "trigger" group). A template has exactly one.
 */
export const N8N_TRIGGER_TYPES: readonly N8nNodeType[] = [
  "n8n-nodes-base.webhook",
  "n8n-nodes-base.scheduleTrigger",
  "n8n-nodes-base.manualTrigger",
];

/**
 * The sticky note type: a text box on the canvas that never runs. Sticky notes are exempt from
 * the trigger, reachability and per-node note rules, and may not be connected to anything.
 */
export const N8N_STICKY_NOTE_TYPE: N8nNodeType = "n8n-nodes-base.stickyNote";

/**
 * For each allowed node type, the `typeVersion` values that both n8n 1.x (1.121) and 2.x (2.41)
 * load, taken from the node descriptions of those two published builds. A node whose
 * typeVersion n8n does not know imports as an unknown, unusable node, so only these are allowed.
 */
export const N8N_TYPE_VERSIONS: Readonly<Record<N8nNodeType, readonly number[]>> = {
  "n8n-nodes-base.webhook": [1, 1.1, 2, 2.1],
  "n8n-nodes-base.scheduleTrigger": [1, 1.1, 1.2, 1.3],
  "n8n-nodes-base.manualTrigger": [1],
  "n8n-nodes-base.httpRequest": [1, 2, 3, 4, 4.1, 4.2, 4.3],
  "n8n-nodes-base.if": [1, 2, 2.1, 2.2, 2.3],
  "n8n-nodes-base.switch": [1, 2, 3, 3.1, 3.2, 3.3, 3.4],
  "n8n-nodes-base.set": [1, 2, 3, 3.1, 3.2, 3.3, 3.4],
  "n8n-nodes-base.code": [1, 2],
  "n8n-nodes-base.emailSend": [1, 2, 2.1],
  "n8n-nodes-base.slack": [1, 2, 2.1, 2.2, 2.3, 2.4],
  "n8n-nodes-base.respondToWebhook": [1, 1.1, 1.2, 1.3, 1.4, 1.5],
  "n8n-nodes-base.merge": [1, 2, 2.1, 3, 3.1, 3.2],
  "n8n-nodes-base.wait": [1, 1.1],
  "n8n-nodes-base.noOp": [1],
  "n8n-nodes-base.filter": [1, 2, 2.1, 2.2, 2.3],
  "n8n-nodes-base.splitInBatches": [1, 2, 3],
  "n8n-nodes-base.stickyNote": [1],
};

/** The folder, relative to the project root, that holds the downloadable workflow files. */
export const TEMPLATE_WORKFLOW_DIR = "static/downloads/templates";

/** One link in `connections`: the node it leads to, the input type and the input index. */
const ConnectionTargetSchema = z.object({
  node: z.string(),
  type: z.string(),
  index: z.number(),
});

/** A node as n8n exports it; other keys (webhookId, notesInFlow, onError…) are allowed. */
const NodeSchema = z.object({
  id: z.uuid("expected a UUID"),
  name: z.string().trim().min(1, "expected a non-empty name"),
  type: z.string().min(1, "expected a node type"),
  typeVersion: z.number().positive(),
  position: z.tuple([z.number(), z.number()]),
  parameters: z.record(z.string(), z.unknown()),
  notes: z.string().optional(),
});

/**
 * The shape of an n8n workflow export: `connections` maps a source node's name to its output
 * types, each a list of outputs, each a list of links (n8n writes `null` for an unused output).
 */
const WorkflowSchema = z.object({
  name: z.string().trim().min(1, "expected a non-empty workflow name"),
  nodes: z.array(NodeSchema).min(1, "expected at least one node"),
  connections: z.record(
    z.string(),
    z.record(z.string(), z.array(z.array(ConnectionTargetSchema).nullable())),
  ),
  settings: z.record(z.string(), z.unknown()).optional(),
});

type Workflow = z.infer<typeof WorkflowSchema>;

const quote = (s: string) => `"${s}"`;

/** Names the node at `nodes[index]` of the raw JSON for a message, falling back to its index. */
function describeRawNode(json: unknown, index: number): string {
  const nodes = (json as { nodes?: unknown } | null)?.nodes;
  const node = Array.isArray(nodes) ? (nodes[index] as { name?: unknown } | undefined) : undefined;
  return typeof node?.name === "string" && node.name.trim()
    ? `Node ${quote(node.name)} (nodes[${index}])`
    : `nodes[${index}]`;
}

/** Turns zod's issues into sentences that name the node concerned. */
function shapeProblems(json: unknown, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const [first, second, ...rest] = issue.path;
    if (first === "nodes" && typeof second === "number") {
      const where = rest.length ? `${rest.map(String).join(".")}: ` : "";
      return `${describeRawNode(json, second)}: ${where}${issue.message}.`;
    }
    const where = issue.path.length ? issue.path.map(String).join(".") : "the file";
    return `${where}: ${issue.message}.`;
  });
}

/** The names that occur more than once in a list. */
function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) (seen.has(value) ? repeated : seen).add(value);
  return [...repeated];
}

/** Checks every link in `connections`: both ends exist, type and index make sense. */
function connectionProblems(workflow: Workflow, types: Map<string, string>): string[] {
  const problems: string[] = [];
  const triggers = new Set<string>(N8N_TRIGGER_TYPES);
  for (const [source, outputsByType] of Object.entries(workflow.connections)) {
    const sourceType = types.get(source);
    if (sourceType === undefined) {
      problems.push(
        `Connections start from ${quote(source)}, which is not a node in the workflow.`,
      );
      continue;
    }
    if (sourceType === N8N_STICKY_NOTE_TYPE) {
      problems.push(`Sticky note ${quote(source)} has outgoing connections; notes never run.`);
    }
    for (const [outputType, outputs] of Object.entries(outputsByType)) {
      if (outputType !== "main") {
        problems.push(
          `Node ${quote(source)} has connections of type ${quote(outputType)}; core nodes only connect through "main".`,
        );
      }
      for (const links of outputs) {
        for (const link of links ?? []) {
          const targetType = types.get(link.node);
          if (targetType === undefined) {
            problems.push(
              `Node ${quote(source)} connects to ${quote(link.node)}, which is not a node in the workflow.`,
            );
          } else if (triggers.has(targetType) || targetType === N8N_STICKY_NOTE_TYPE) {
            problems.push(
              `Node ${quote(source)} connects to ${quote(link.node)}, which has no input (a trigger or sticky note).`,
            );
          }
          if (link.type !== "main") {
            problems.push(
              `Node ${quote(source)} connects to ${quote(link.node)} with type ${quote(link.type)}; expected "main".`,
            );
          }
          if (!Number.isInteger(link.index) || link.index < 0) {
            problems.push(
              `Node ${quote(source)} connects to ${quote(link.node)} at input index ${link.index}; expected a whole number of 0 or more.`,
            );
          }
        }
      }
    }
  }
  return problems;
}

/** The names of all nodes reachable by following connections from the given start nodes. */
function reachableFrom(workflow: Workflow, starts: string[]): Set<string> {
  const reached = new Set(starts);
  const queue = [...starts];
  while (queue.length) {
    const outputs = workflow.connections[queue.shift() as string]?.main ?? [];
    for (const links of outputs) {
      for (const link of links ?? []) {
        if (!reached.has(link.node)) {
          reached.add(link.node);
          queue.push(link.node);
        }
      }
    }
  }
  return reached;
}

/**
 * Every problem in one workflow file, as sentences that name the node concerned; an empty array
 * means the file is fine. Takes the parsed JSON of the file. If the shape is wrong (zod: name,
 * nodes with id, name, type, typeVersion, position [x, y], parameters and notes, connections,
 * optional settings) only the shape problems are returned, since the other rules need it. Then:
 * node names and ids are unique; every node type is in `N8N_NODE_TYPES` with a typeVersion from
 * `N8N_TYPE_VERSIONS`; no node has a `credentials` key; every node but sticky notes has a
 * non-empty note; there is exactly one trigger; every link's source and target are nodes, the
 * target has an input, the type is "main" and the index a whole number of 0 or more; and every
 * node but the trigger and sticky notes is reachable from the trigger.
 */
export function workflowProblems(json: unknown): string[] {
  const parsed = WorkflowSchema.safeParse(json);
  if (!parsed.success) return shapeProblems(json, parsed.error);
  const workflow = parsed.data;
  const rawNodes = (json as { nodes: Record<string, unknown>[] }).nodes;
  const problems: string[] = [];
  const known = new Set<string>(N8N_NODE_TYPES);
  const triggerTypes = new Set<string>(N8N_TRIGGER_TYPES);

  for (const name of duplicates(workflow.nodes.map((n) => n.name))) {
    const count = workflow.nodes.filter((n) => n.name === name).length;
    problems.push(
      `Node name ${quote(name)} is used by ${count} nodes; names must be unique because connections refer to nodes by name.`,
    );
  }
  for (const id of duplicates(workflow.nodes.map((n) => n.id))) {
    const names = workflow.nodes.filter((n) => n.id === id).map((n) => quote(n.name));
    problems.push(`Nodes ${names.join(" and ")} share the id ${id}; ids must be unique.`);
  }

  workflow.nodes.forEach((node, index) => {
    const label = `Node ${quote(node.name)}`;
    if (!known.has(node.type)) {
      problems.push(
        `${label} has type ${quote(node.type)}, which is not one of the core node types a template may use.`,
      );
    } else {
      const versions = N8N_TYPE_VERSIONS[node.type as N8nNodeType];
      if (!versions.includes(node.typeVersion)) {
        problems.push(
          `${label} (${node.type}) has typeVersion ${node.typeVersion}; n8n 1.x and 2.x both load only ${versions.join(", ")}.`,
        );
      }
    }
    if ("credentials" in rawNodes[index]) {
      problems.push(
        `${label} carries credentials; a download must ship without them so each visitor connects their own.`,
      );
    }
    if (node.type !== N8N_STICKY_NOTE_TYPE && !node.notes?.trim()) {
      problems.push(`${label} has no note; every node needs one saying what to connect or change.`);
    }
  });

  const triggers = workflow.nodes.filter((n) => triggerTypes.has(n.type)).map((n) => n.name);
  if (triggers.length === 0) {
    problems.push(
      "The workflow has no trigger node; it needs exactly one (webhook, schedule or manual trigger).",
    );
  } else if (triggers.length > 1) {
    problems.push(
      `The workflow has ${triggers.length} trigger nodes (${triggers.map(quote).join(", ")}); it needs exactly one.`,
    );
  }

  const types = new Map(workflow.nodes.map((n) => [n.name, n.type]));
  problems.push(...connectionProblems(workflow, types));

  if (triggers.length > 0) {
    const reached = reachableFrom(workflow, triggers);
    const from = triggers.map(quote).join(" or ");
    for (const node of workflow.nodes) {
      if (node.type === N8N_STICKY_NOTE_TYPE || reached.has(node.name)) continue;
      problems.push(
        `Node ${quote(node.name)} is not reachable from the trigger ${from}, so it would never run.`,
      );
    }
  }
  return problems;
}

/**
 * Reads every `static/downloads/templates/*.n8n.json` under the project root `root`, in file
 * name order. Returns each file's path relative to the root (forward slashes) with its parsed
 * JSON. Throws an Error naming the folder if it is missing, or naming the file if it is not
 * valid JSON.
 */
export function readTemplateWorkflows(root: string): { file: string; json: unknown }[] {
  const dir = path.join(root, TEMPLATE_WORKFLOW_DIR);
  if (!fs.existsSync(dir)) {
    throw new Error(
      `${TEMPLATE_WORKFLOW_DIR}: folder not found; the /templates downloads live there.`,
    );
  }
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".n8n.json"))
    .sort()
    .map((name) => {
      const file = `${TEMPLATE_WORKFLOW_DIR}/${name}`;
      const text = fs.readFileSync(path.join(dir, name), "utf8");
      try {
        return { file, json: JSON.parse(text) as unknown };
      } catch (error) {
        throw new Error(`${file}: not valid JSON (${(error as Error).message}).`);
      }
    });
}

/**
 * The name n8n's editor shows for each allowed node type (its node panel's display name), so a
 * template page can say what each node is without the package prefix.
 */
export const N8N_NODE_TYPE_NAMES: Readonly<Record<N8nNodeType, string>> = {
  "n8n-nodes-base.webhook": "Webhook",
  "n8n-nodes-base.scheduleTrigger": "Schedule Trigger",
  "n8n-nodes-base.manualTrigger": "Manual Trigger",
  "n8n-nodes-base.httpRequest": "HTTP Request",
  "n8n-nodes-base.if": "If",
  "n8n-nodes-base.switch": "Switch",
  "n8n-nodes-base.set": "Edit Fields (Set)",
  "n8n-nodes-base.code": "Code",
  "n8n-nodes-base.emailSend": "Send Email",
  "n8n-nodes-base.slack": "Slack",
  "n8n-nodes-base.respondToWebhook": "Respond to Webhook",
  "n8n-nodes-base.merge": "Merge",
  "n8n-nodes-base.wait": "Wait",
  "n8n-nodes-base.noOp": "No Operation",
  "n8n-nodes-base.filter": "Filter",
  "n8n-nodes-base.splitInBatches": "Loop Over Items",
  "n8n-nodes-base.stickyNote": "Sticky Note",
};

/**
 * What a node does in a workflow, for drawing it: `trigger` starts a run, `logic` routes or
 * waits (if, switch, filter, merge, loop, wait, no-op), `data` reshapes items (set, code) and
 * `action` talks to another system (HTTP, Slack, email, the webhook's response).
 */
export type N8nNodeRole = "trigger" | "logic" | "data" | "action";

/** The role of each allowed node type but the sticky note (which is never drawn). */
const NODE_ROLES: Readonly<Record<Exclude<N8nNodeType, "n8n-nodes-base.stickyNote">, N8nNodeRole>> =
  {
    "n8n-nodes-base.webhook": "trigger",
    "n8n-nodes-base.scheduleTrigger": "trigger",
    "n8n-nodes-base.manualTrigger": "trigger",
    "n8n-nodes-base.httpRequest": "action",
    "n8n-nodes-base.if": "logic",
    "n8n-nodes-base.switch": "logic",
    "n8n-nodes-base.set": "data",
    "n8n-nodes-base.code": "data",
    "n8n-nodes-base.emailSend": "action",
    "n8n-nodes-base.slack": "action",
    "n8n-nodes-base.respondToWebhook": "action",
    "n8n-nodes-base.merge": "logic",
    "n8n-nodes-base.wait": "logic",
    "n8n-nodes-base.noOp": "logic",
    "n8n-nodes-base.filter": "logic",
    "n8n-nodes-base.splitInBatches": "logic",
  };

/** One node of a workflow as a template page lists and draws it. */
export type OutlineNode = {
  /** The node's name in the workflow (what the template's guide refers to). */
  name: string;
  /** Its n8n type, e.g. `n8n-nodes-base.httpRequest`. */
  type: string;
  /** The type's name in n8n's editor, e.g. "HTTP Request" (the type itself when unknown). */
  typeName: string;
  role: N8nNodeRole;
  /** Its place on n8n's canvas, in canvas units (x grows rightwards, y downwards). */
  x: number;
  y: number;
};

/**
 * A workflow reduced to what a template page shows: its nodes in the order they run and the
 * links between them, by index into `nodes`. Sticky notes are left out.
 */
export type WorkflowOutline = {
  nodes: OutlineNode[];
  /** One per link in `connections`, once per pair: `from` and `to` are indexes into `nodes`. */
  edges: { from: number; to: number }[];
};

/**
 * The outline of an n8n workflow export (already parsed JSON; see {@link workflowProblems} for
 * what makes one sound): its nodes but sticky notes, ordered along the connections, and its
 * links. The order is a topological one: a node comes after every node that leads to it, and
 * after a node has run, the path leaving its first output is followed as far as it goes before
 * the second output's (depth first), which is the order a reader follows the canvas from the
 * trigger. Nodes no path reaches, and nodes in a loop, follow in canvas order (left to right,
 * then top to bottom). Throws an Error when the JSON is not a workflow (no `nodes` list, or a
 * node without a name).
 */
export function workflowOutline(json: unknown): WorkflowOutline {
  const parsed = WorkflowSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(`not an n8n workflow: ${shapeProblems(json, parsed.error).join(" ")}`);
  const workflow = parsed.data;
  const nodes = workflow.nodes.filter((n) => n.type !== N8N_STICKY_NOTE_TYPE);
  const index = new Map(nodes.map((n, i) => [n.name, i]));
  // Each node's successors, output by output, link by link; each pair once.
  const next: number[][] = nodes.map(() => []);
  for (const [source, byType] of Object.entries(workflow.connections)) {
    const from = index.get(source);
    if (from === undefined) continue;
    for (const links of byType.main ?? [])
      for (const link of links ?? []) {
        const to = index.get(link.node);
        if (to !== undefined && !next[from].includes(to)) next[from].push(to);
      }
  }
  const waiting = nodes.map(() => 0);
  for (const targets of next) for (const t of targets) waiting[t] += 1;
  const canvasOrder = (a: number, b: number) =>
    nodes[a].position[0] - nodes[b].position[0] || nodes[a].position[1] - nodes[b].position[1];
  const order: number[] = [];
  const placed = new Set<number>();
  // A stack: the successors a node frees are pushed last-output-first, so its first output runs next.
  const ready = nodes
    .map((_, i) => i)
    .filter((i) => waiting[i] === 0)
    .sort(canvasOrder)
    .reverse();
  const run = () => {
    while (ready.length) {
      const i = ready.pop() as number;
      if (placed.has(i)) continue;
      placed.add(i);
      order.push(i);
      const freed = next[i].filter((t) => --waiting[t] === 0 && !placed.has(t));
      ready.push(...freed.reverse());
    }
  };
  run();
  // Nodes in a cycle never become free: take the leftmost left and go on from it.
  for (let rest = unplaced(); rest.length; rest = unplaced()) {
    ready.push(rest.sort(canvasOrder)[0]);
    run();
  }
  function unplaced(): number[] {
    return nodes.map((_, i) => i).filter((i) => !placed.has(i));
  }
  const position = new Map(order.map((i, at) => [i, at]));
  return {
    nodes: order.map((i) => {
      const n = nodes[i];
      const known = (N8N_NODE_TYPES as readonly string[]).includes(n.type);
      return {
        name: n.name,
        type: n.type,
        typeName: known ? N8N_NODE_TYPE_NAMES[n.type as N8nNodeType] : n.type,
        role: known ? NODE_ROLES[n.type as keyof typeof NODE_ROLES] : "action",
        x: n.position[0],
        y: n.position[1],
      };
    }),
    edges: order.flatMap((i) =>
      next[i].map((t) => ({ from: position.get(i) as number, to: position.get(t) as number })),
    ),
  };
}

/**
 * The outline ({@link workflowOutline}) of the workflow file a template entry names by its site
 * path (`/downloads/templates/<slug>.n8n.json`, a file under `<root>/static`). Throws an Error
 * naming the file when it is missing, not JSON or not a workflow.
 */
export function readWorkflowOutline(root: string, sitePath: string): WorkflowOutline {
  const file = path.join(root, "static", ...sitePath.split("/").filter((s) => s && s !== ".."));
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`static${sitePath}: ${(error as Error).message}`);
  }
  try {
    return workflowOutline(json);
  } catch (error) {
    throw new Error(`static${sitePath}: ${(error as Error).message}`);
  }
}
