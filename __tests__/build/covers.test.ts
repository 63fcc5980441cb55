/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import { shippedContent } from "../../jest/shippedContent";
import { readWorkflowOutline } from "../../src/content/n8nWorkflow";
import { toolMarkOf } from "../../src/content/toolMarks";
import { coverIcon, coverSubjects, coverSvg, writeCovers } from "../../src/build/covers";
import { readCoverSprites } from "../../src/build/coverSprites";
import {
  nodeIcon,
  thumbnailLayout,
  workflowThumbnailSvg,
} from "../../src/build/workflowThumbnails";
import type { WorkflowOutline } from "../../src/content/n8nWorkflow";
import { coverOf, coverSrc, coverTone } from "../../src/components/article/coverSrc";

const ROOT = path.join(__dirname, "..", "..");
const content = shippedContent();
const sprites = readCoverSprites(ROOT);
const subjects = coverSubjects(content);

/** The ids an SVG's `<use>` elements draw, in order. */
function uses(svg: string): string[] {
  return [...svg.matchAll(/<use href="#([^"]+)"/g)].map((m) => m[1]);
}

describe("article covers", () => {
  it("draws one cover per blog post, guide and case study, and no two alike", () => {
    expect(subjects).toHaveLength(
      content.blog.length + content.guides.length + content.caseStudies.length,
    );
    const svgs = subjects.map((s) => coverSvg(s.subject, sprites));
    expect(new Set(svgs).size).toBe(svgs.length);
  });

  it("keeps each cover small and draws every icon and mark it uses", () => {
    for (const { path: p, subject } of subjects) {
      const svg = coverSvg(subject, sprites);
      expect({ p, small: svg.length / 1024 < 16 }).toEqual({ p, small: true });
      for (const id of uses(svg)) expect(svg).toContain(`<symbol id="${id}"`);
    }
  });

  it("centres each cover on its category's icon and threads a case study to its own tools", () => {
    for (const study of content.caseStudies) {
      const subject = subjects.find((s) => s.subject.slug === study.slug)?.subject;
      if (!subject) throw new Error(`no cover for ${study.slug}`);
      const svg = coverSvg(subject, sprites);
      expect(uses(svg)).toContain(`i-${coverIcon(subject)}`);
      const marks = (study.tags ?? []).flatMap((t) => toolMarkOf(t) ?? []).slice(0, 6);
      for (const mark of marks) expect(uses(svg)).toContain(`m-${mark}`);
    }
  });

  it("serves each cover beside its article's path, and none for a legal page", () => {
    const post = content.blog[0];
    expect(coverOf(`/blog/${post.slug}`)).toBe(`/covers/blog/${post.slug}.svg`);
    expect(coverSrc(`/case-studies/x/`)).toBe("/covers/case-studies/x.svg");
    expect(coverOf(`/${content.legal[0]?.slug ?? "privacy"}`)).toBeNull();
    expect(coverOf("/blog/page/2")).toBeNull();
    expect(coverTone("/case-studies/x")).toBe("dark");
    expect(coverTone("/templates/x")).toBe("thumb");
    expect(coverTone("/resources/x")).toBe("light");
  });
});

describe("workflow thumbnails", () => {
  it("draws every node of each template's n8n file with its type's icon, and every link", () => {
    for (const t of content.templates) {
      const outline = readWorkflowOutline(ROOT, t.workflow);
      const svg = workflowThumbnailSvg(outline, sprites);
      const icons = uses(svg).filter((id) => id.startsWith("i-"));
      expect(icons).toEqual(outline.nodes.map((n) => `i-${nodeIcon(n)}`));
      expect(svg.match(/<path d="M[^"]*" fill="none" stroke=/g)?.length ?? 0).toBe(
        outline.edges.length,
      );
      expect(uses(svg)).toContain("m-n8n");
    }
  });
});

/** A straight chain of `n` nodes, 220 canvas units apart, as n8n lays one out. */
function chain(n: number): WorkflowOutline {
  return {
    nodes: Array.from({ length: n }, (_, i) => ({
      name: `Step ${i + 1}`,
      type: "n8n-nodes-base.set",
      typeName: "Edit Fields",
      role: i === 0 ? ("trigger" as const) : ("data" as const),
      x: i * 220,
      y: 300,
    })),
    edges: Array.from({ length: n - 1 }, (_, i) => ({ from: i, to: i + 1 })),
  };
}

describe("thumbnail layout", () => {
  it("wraps a long chain onto a second line, so its tiles stay large enough to read", () => {
    const long = thumbnailLayout(chain(11));
    expect(new Set(long.at.map((p) => p.line))).toEqual(new Set([0, 1]));
    expect(long.node).toBeGreaterThanOrEqual(50);
    // The second line starts at the left edge, under the first.
    expect(long.at[6].x).toBeLessThan(long.at[1].x);
    expect(long.at[6].y).toBeGreaterThan(long.at[5].y);
  });

  it("keeps a short chain on one line", () => {
    const short = thumbnailLayout(chain(5));
    expect(short.at.every((p) => p.line === 0)).toBe(true);
  });
});

describe("writeCovers", () => {
  it("writes a file per cover and per template, and removes files of an earlier build", () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "covers-"));
    fs.mkdirSync(path.join(out, "covers", "blog"), { recursive: true });
    fs.writeFileSync(path.join(out, "covers", "blog", "gone.svg"), "<svg/>");
    const report = writeCovers({ content, root: ROOT, publicDir: out });
    expect(report.covers).toBe(subjects.length);
    expect(report.thumbnails).toBe(content.templates.length);
    for (const { path: p } of subjects)
      expect(fs.existsSync(path.join(out, ...coverSrc(p).split("/")))).toBe(true);
    for (const t of content.templates)
      expect(fs.existsSync(path.join(out, "covers", "templates", `${t.slug}.svg`))).toBe(true);
    expect(fs.existsSync(path.join(out, "covers", "blog", "gone.svg"))).toBe(false);
    fs.rmSync(out, { recursive: true, force: true });
  });
});
