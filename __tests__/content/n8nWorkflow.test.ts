/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import {
  N8N_NODE_TYPES,
  N8N_STICKY_NOTE_TYPE,
  N8N_TRIGGER_TYPES,
  N8N_TYPE_VERSIONS,
  readTemplateWorkflows,
  TEMPLATE_WORKFLOW_DIR,
  workflowProblems,
} from "../../src/content/n8nWorkflow";

const ROOT = path.resolve(__dirname, "../..");

type Link = { node: string; type: string; index: number };
type Node = {
  id: string;
  name: string;
  type: string;
  typeVersion: number;
  position: [number, number];
  parameters: Record<string, unknown>;
  notes?: string;
  notesInFlow?: boolean;
  credentials?: unknown;
};
type Workflow = {
  name: string;
  nodes: Node[];
  connections: Record<string, { main: (Link[] | null)[] }>;
  settings?: Record<string, unknown>;
  pinData?: unknown;
  active?: unknown;
};

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const workflows = readTemplateWorkflows(ROOT).map(({ file, json }) => ({
  file,
  workflow: json as Workflow,
}));

/** The workflow template entries (data/templates/*.json): each names its title and workflow file. */
function templateEntries(): { title: string; workflow: string }[] {
  const dir = path.join(ROOT, "data/templates");
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map(
      (f) =>
        JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as {
          title: string;
          workflow: string;
        },
    );
}

const isSticky = (n: Node) => n.type === N8N_STICKY_NOTE_TYPE;
const isTrigger = (n: Node) => (N8N_TRIGGER_TYPES as readonly string[]).includes(n.type);
const trigger = (wf: Workflow) => wf.nodes.find(isTrigger) as Node;
/** A node that is neither the trigger nor a sticky note. */
const worker = (wf: Workflow, nth = 0) =>
  wf.nodes.filter((n) => !isSticky(n) && !isTrigger(n))[nth];
const links = (wf: Workflow) =>
  Object.values(wf.connections).flatMap((c) => c.main.flatMap((out) => out ?? []));

describe("the downloadable n8n workflows", () => {
  it("has one workflow file per template entry, at the path the entry names", () => {
    expect(workflows.length).toBeGreaterThan(0);
    const files = workflows.map(
      (w) => `/${path.relative(path.join(ROOT, "static"), path.join(ROOT, w.file))}`,
    );
    expect(files.sort()).toEqual(
      templateEntries()
        .map((e) => e.workflow)
        .sort(),
    );
  });

  it("names each workflow after its template entry", () => {
    const names = workflows.map((w) => w.workflow.name).sort();
    const expected = templateEntries()
      .map((e) => `Loomwork AI – ${e.title}`)
      .sort();
    expect(names).toEqual(expected);
  });

  describe.each(workflows)("$file", ({ file, workflow }) => {
    it("passes every structural rule", () => {
      expect(workflowProblems(workflow)).toEqual([]);
    });

    it("is a pretty-printed n8n export for execution order v1, inactive, without pinned data", () => {
      const text = fs.readFileSync(path.join(ROOT, file), "utf8");
      expect(text).toBe(`${JSON.stringify(workflow, null, 2)}\n`);
      expect(workflow.settings).toEqual({ executionOrder: "v1" });
      expect(workflow.pinData).toEqual({});
      expect(workflow.active).toBe(false);
    });

    it("has 6 to 12 nodes, one sticky note, and notes shown on the canvas", () => {
      expect(workflow.nodes.length).toBeGreaterThanOrEqual(6);
      expect(workflow.nodes.length).toBeLessThanOrEqual(12);
      expect(workflow.nodes.filter(isSticky)).toHaveLength(1);
      for (const node of workflow.nodes.filter((n) => !isSticky(n))) {
        expect([node.name, node.notesInFlow]).toEqual([node.name, true]);
      }
    });

    it("lays nodes out without overlaps, clear of the sticky note", () => {
      const nodes = workflow.nodes.filter((n) => !isSticky(n));
      const sticky = workflow.nodes.find(isSticky) as Node;
      const [sx, sy] = sticky.position;
      const { width, height } = sticky.parameters as { width: number; height: number };
      for (const [i, a] of nodes.entries()) {
        const [x, y] = a.position;
        const insideSticky = x + 100 > sx && x < sx + width && y + 100 > sy && y < sy + height;
        expect([a.name, insideSticky]).toEqual([a.name, false]);
        for (const b of nodes.slice(i + 1)) {
          const apart =
            Math.abs(a.position[0] - b.position[0]) >= 120 ||
            Math.abs(a.position[1] - b.position[1]) >= 120;
          expect([a.name, b.name, apart]).toEqual([a.name, b.name, true]);
        }
      }
    });

    it("has Code nodes of valid JavaScript, under 40 lines, that return items", () => {
      for (const node of workflow.nodes.filter((n) => n.type === "n8n-nodes-base.code")) {
        const code = String(node.parameters.jsCode);
        expect(() => new Function(`return (async () => {\n${code}\n});`)).not.toThrow();
        expect(code.split("\n").length).toBeLessThanOrEqual(40);
        expect(code).toMatch(/\$input\.(all|first)\(\)/);
        expect(code).toMatch(/json:/);
      }
    });

    it("ships no secrets, only example.com addresses and example hosts or public API hosts", () => {
      const text = JSON.stringify(workflow);
      expect(text).not.toMatch(/sk-[A-Za-z0-9]{16,}|xox[abpr]-|Bearer [A-Za-z0-9._-]{16,}|ghp_/);
      for (const email of text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? []) {
        expect(email).toMatch(/@example\.com$/);
      }
      for (const url of text.match(/https?:\/\/[^\s"'<>|?{}\\]+/g) ?? []) {
        const host = new URL(url).hostname;
        expect([url, /(^|\.)example\.com$/.test(host) || host === "api.openai.com"]).toEqual([
          url,
          true,
        ]);
      }
    });
  });
});

describe("workflowProblems catches a broken copy", () => {
  describe.each(workflows)("of $file", ({ workflow }) => {
    const broken = (change: (wf: Workflow) => void): string[] => {
      const copy = clone(workflow);
      change(copy);
      return workflowProblems(copy);
    };

    it("starts from a copy that passes", () => {
      expect(workflowProblems(clone(workflow))).toEqual([]);
    });

    it("with a malformed node", () => {
      const problems = broken((wf) => {
        (worker(wf) as { position: unknown }).position = [10];
      });
      expect(problems).toEqual([expect.stringMatching(/^Node ".+" \(nodes\[\d+\]\): position/)]);
    });

    it("with two nodes of the same name", () => {
      const problems = broken((wf) => {
        worker(wf, 1).name = worker(wf, 0).name;
      });
      expect(problems).toContainEqual(
        expect.stringContaining(`Node name "${worker(workflow, 0).name}" is used by 2 nodes`),
      );
    });

    it("with two nodes of the same id", () => {
      const problems = broken((wf) => {
        worker(wf, 1).id = worker(wf, 0).id;
      });
      expect(problems).toContainEqual(expect.stringContaining("ids must be unique"));
    });

    it("with a connection to a node that does not exist", () => {
      const problems = broken((wf) => {
        wf.connections[trigger(wf).name].main[0]?.push({ node: "Ghost", type: "main", index: 0 });
      });
      expect(problems).toEqual([
        `Node "${trigger(workflow).name}" connects to "Ghost", which is not a node in the workflow.`,
      ]);
    });

    it("with connections from a node that does not exist", () => {
      const problems = broken((wf) => {
        wf.connections.Ghost = { main: [[{ node: worker(wf).name, type: "main", index: 0 }]] };
      });
      expect(problems).toEqual([
        'Connections start from "Ghost", which is not a node in the workflow.',
      ]);
    });

    it("with a negative or fractional input index, or a non-main type", () => {
      const problems = broken((wf) => {
        const [first, second] = links(wf);
        first.index = -1;
        second.index = 0.5;
        second.type = "ai_tool";
      });
      expect(problems).toContainEqual(expect.stringContaining("at input index -1"));
      expect(problems).toContainEqual(expect.stringContaining("at input index 0.5"));
      expect(problems).toContainEqual(expect.stringContaining('with type "ai_tool"'));
    });

    it("with a connection into the trigger", () => {
      const problems = broken((wf) => {
        const target = links(wf)[0];
        target.node = trigger(wf).name;
      });
      expect(problems).toContainEqual(
        expect.stringContaining(`connects to "${trigger(workflow).name}", which has no input`),
      );
    });

    it("with two triggers", () => {
      const problems = broken((wf) => {
        wf.nodes.push({
          ...clone(trigger(wf)),
          id: "5b0c7c53-1a52-4c8e-9d8f-8d3c9f0a1b2c",
          name: "Second Trigger",
          position: [0, 1200],
        });
      });
      expect(problems).toContainEqual(expect.stringMatching(/has 2 trigger nodes/));
    });

    it("with no trigger", () => {
      const problems = broken((wf) => {
        const name = trigger(wf).name;
        wf.nodes = wf.nodes.filter((n) => n.name !== name);
        delete wf.connections[name];
      });
      expect(problems).toContainEqual(expect.stringMatching(/has no trigger node/));
    });

    it("with a node type outside the allowed core nodes", () => {
      const problems = broken((wf) => {
        worker(wf).type = "n8n-nodes-base.executeCommand";
      });
      expect(problems).toEqual([
        `Node "${worker(workflow).name}" has type "n8n-nodes-base.executeCommand", which is not one of the core node types a template may use.`,
      ]);
    });

    it("with a typeVersion n8n does not know", () => {
      const problems = broken((wf) => {
        worker(wf).typeVersion = 99;
      });
      expect(problems).toEqual([expect.stringContaining("has typeVersion 99")]);
    });

    it("with credentials on a node, even empty ones", () => {
      const withKey = broken((wf) => {
        worker(wf).credentials = { httpHeaderAuth: { id: "1", name: "My API key" } };
      });
      const empty = broken((wf) => {
        worker(wf).credentials = {};
      });
      const expected = [
        `Node "${worker(workflow).name}" carries credentials; a download must ship without them so each visitor connects their own.`,
      ];
      expect(withKey).toEqual(expected);
      expect(empty).toEqual(expected);
    });

    it("with a node that has no note or a blank one", () => {
      const missing = broken((wf) => {
        delete worker(wf).notes;
      });
      const blank = broken((wf) => {
        trigger(wf).notes = "   ";
      });
      expect(missing).toEqual([
        `Node "${worker(workflow).name}" has no note; every node needs one saying what to connect or change.`,
      ]);
      expect(blank).toEqual([
        `Node "${trigger(workflow).name}" has no note; every node needs one saying what to connect or change.`,
      ]);
    });

    it("but not for a sticky note with an empty note", () => {
      const problems = broken((wf) => {
        (wf.nodes.find(isSticky) as Node).notes = "";
      });
      expect(problems).toEqual([]);
    });

    it("with a node no connection leads to", () => {
      const orphan = worker(workflow, 1).name;
      const problems = broken((wf) => {
        for (const outputs of Object.values(wf.connections)) {
          outputs.main = outputs.main.map((out) => (out ?? []).filter((l) => l.node !== orphan));
        }
      });
      expect(problems).toContainEqual(
        `Node "${orphan}" is not reachable from the trigger "${trigger(workflow).name}", so it would never run.`,
      );
    });
  });

  it("and reports every problem at once", () => {
    const copy = clone(workflows[0].workflow);
    worker(copy).type = "n8n-nodes-base.executeCommand";
    delete worker(copy, 1).notes;
    worker(copy, 2).credentials = {};
    expect(workflowProblems(copy)).toHaveLength(3);
  });

  it("and rejects JSON that is not a workflow", () => {
    expect(workflowProblems(null)).not.toEqual([]);
    expect(workflowProblems({ name: "x", nodes: [], connections: {} })).toEqual([
      "nodes: expected at least one node.",
    ]);
  });
});

describe("the allowed node types", () => {
  it("are n8n-nodes-base types, each with known typeVersions", () => {
    for (const type of N8N_NODE_TYPES) {
      expect(type).toMatch(/^n8n-nodes-base\.[a-zA-Z]+$/);
      expect(N8N_TYPE_VERSIONS[type].length).toBeGreaterThan(0);
    }
  });

  it("include the triggers and the sticky note", () => {
    for (const type of [...N8N_TRIGGER_TYPES, N8N_STICKY_NOTE_TYPE]) {
      expect(N8N_NODE_TYPES).toContain(type);
    }
  });
});

describe("readTemplateWorkflows", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "n8n-templates-"));
    fs.mkdirSync(path.join(root, TEMPLATE_WORKFLOW_DIR), { recursive: true });
  });
  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("reads only *.n8n.json files, sorted, with forward-slash paths", () => {
    const dir = path.join(root, TEMPLATE_WORKFLOW_DIR);
    fs.writeFileSync(path.join(dir, "b.n8n.json"), '{"name":"B"}');
    fs.writeFileSync(path.join(dir, "a.n8n.json"), '{"name":"A"}');
    fs.writeFileSync(path.join(dir, "readme.txt"), "not a workflow");
    expect(readTemplateWorkflows(root)).toEqual([
      { file: "static/downloads/templates/a.n8n.json", json: { name: "A" } },
      { file: "static/downloads/templates/b.n8n.json", json: { name: "B" } },
    ]);
  });

  it("throws an error naming a file that is not valid JSON", () => {
    fs.writeFileSync(path.join(root, TEMPLATE_WORKFLOW_DIR, "broken.n8n.json"), '{"name": ');
    expect(() => readTemplateWorkflows(root)).toThrow(
      /^static\/downloads\/templates\/broken\.n8n\.json: not valid JSON/,
    );
  });

  it("throws an error naming the folder when it is missing", () => {
    fs.rmSync(path.join(root, "static"), { recursive: true });
    expect(() => readTemplateWorkflows(root)).toThrow(
      /static\/downloads\/templates: folder not found/,
    );
  });
});
