/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import { fileOfProblem, isDevelop, problemsByFile } from "../../src/build/contentProblems";
import { checkContentAt, expectedPageFile, servedPathOfFile } from "../../src/content/validate";

const ROOT = path.resolve(__dirname, "../..");

/** A copy of data/ and static/ in a temp folder, with `edit` applied to one file's text. */
function siteWith(file: string, edit: (text: string) => string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-problems-"));
  fs.cpSync(path.join(ROOT, "data"), path.join(dir, "data"), { recursive: true });
  fs.cpSync(path.join(ROOT, "static"), path.join(dir, "static"), { recursive: true });
  const abs = path.join(dir, file);
  fs.writeFileSync(abs, edit(fs.readFileSync(abs, "utf8")));
  return dir;
}

describe("a content error never takes the local site down", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it("a page that is not valid JSON gives one message, with line and column, and the rest of the site is still built", () => {
    const dir = siteWith("data/pages/home.json", (t) =>
      t.replace('"sections": [', '"sections": [,'),
    );
    dirs.push(dir);
    const { content, errors } = checkContentAt(dir);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^data\/pages\/home\.json: not valid JSON at line \d+, column \d+: /);
    // Links to "/" from other pages are not reported as well: the file still has its place.
    expect(content?.pages.length).toBeGreaterThan(10);
    expect(content?.pages.some((p) => p.page.path === "/")).toBe(false);
  });

  it("a broken link is named on its own file, and every other page is still built", () => {
    const dir = siteWith("data/pages/ai-agents/rag.json", (t) =>
      t.replace('"/book-session"', '"/book-sesion"'),
    );
    dirs.push(dir);
    const { content, errors } = checkContentAt(dir);
    expect(errors.length).toBeGreaterThan(0);
    expect(new Set(errors.map(fileOfProblem))).toEqual(new Set(["data/pages/ai-agents/rag.json"]));
    expect(errors[0]).toContain('link to "/book-sesion" has no page');
    expect(content?.pages.some((p) => p.page.path === "/")).toBe(true);
  });

  it("groups problems by file and knows when the dev server runs", () => {
    expect(
      problemsByFile(["data/a.json: x", "data/b.json: y", "data/a.json: z"]).get("data/a.json"),
    ).toEqual(["data/a.json: x", "data/a.json: z"]);
    expect(isDevelop({ gatsby_executing_command: "develop" })).toBe(true);
    expect(isDevelop({ gatsby_executing_command: "build" })).toBe(false);
  });

  it("knows the path a page or article file serves from its place alone", () => {
    for (const p of ["/", "/404", "/ai-agents/rag", "/book-session"])
      expect(servedPathOfFile(expectedPageFile(p))).toBe(p);
    expect(servedPathOfFile("data/blog/choosing-your-first-ai-agent-use-case.json")).toBe(
      "/blog/choosing-your-first-ai-agent-use-case",
    );
    expect(servedPathOfFile("data/site.json")).toBeNull();
  });
});

describe("authors and categories come from lists in data/", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it("refuses an author who is not in data/authors.json and a category not listed for the kind", () => {
    const file = `data/blog/${fs.readdirSync(path.join(ROOT, "data/blog"))[0]}`;
    const dir = siteWith(file, (t) => {
      const post = JSON.parse(t) as Record<string, unknown>;
      return JSON.stringify({ ...post, author: "Jane Doe", category: "Gardening" });
    });
    dirs.push(dir);
    const { errors } = checkContentAt(dir);
    expect(errors).toEqual([
      expect.stringMatching(
        new RegExp(`^${file}: author: "Jane Doe" is not in data/authors\\.json`),
      ),
      expect.stringMatching(new RegExp(`^${file}: category: "Gardening" is not a blog category`)),
    ]);
  });
});
