/**
 * Article bodies are rendered at build time; what a reader gets must be safe HTML with working
 * heading anchors, labelled checklist boxes and tables that scroll inside the page.
 */
import { renderMarkdown } from "../../src/content/markdown";

describe("renderMarkdown", () => {
  it("drops raw HTML and event handlers instead of passing them through", () => {
    const { html } = renderMarkdown(
      'Hi <script>alert(1)</script><img src=x onerror="alert(2)"> [x](javascript:alert(3))',
    );
    expect(html).not.toMatch(/<script|onerror|<img|javascript:/i);
  });

  it("gives headings slug ids and lists them for the table of contents", () => {
    const body = renderMarkdown("## What we built\n\ntext\n\n### The agent\n\nmore");
    expect(body.headings).toEqual([
      { id: "what-we-built", text: "What we built", depth: 2 },
      { id: "the-agent", text: "The agent", depth: 3 },
    ]);
    expect(body.html).toContain('<h2 id="what-we-built">');
  });

  it("turns task-list items into checkboxes each named by a label", () => {
    const { html } = renderMarkdown("- [ ] Process has an owner\n- [x] Data reachable by API");
    expect(html).toContain('<input type="checkbox" id="task-1"><label for="task-1">');
    expect(html).toContain('<input type="checkbox" id="task-2" checked><label for="task-2">');
    expect(html).not.toContain("disabled");
  });

  it("wraps GFM tables in a focusable box that scrolls sideways, named by their header", () => {
    const table = "| Week | Work |\n|---|---|\n| 1 | Scope |";
    const { html } = renderMarkdown(`${table}\n\n${table}`);
    expect(html).toContain(
      '<div class="table-scroll" role="region" tabindex="0" aria-label="Week, Work"><table>',
    );
    // Two tables with the same header still get distinct region names.
    expect(html).toContain('aria-label="Week, Work (2)"');
  });

  it("keeps a heading's hyphenated words on one line without changing its text", () => {
    const { html, headings } = renderMarkdown("## An end-to-end, six-month plan");
    expect(html).toContain(
      '<span class="nowrap">end-to-end</span>, <span class="nowrap">six-month</span> plan',
    );
    expect(headings[0].text).toBe("An end-to-end, six-month plan");
  });

  it("collects every link target and counts level-1 headings", () => {
    const body = renderMarkdown("# Title\n\n[a](/blog) and <https://docs.n8n.io/> and [b](#x)");
    expect(body.links).toEqual(["/blog", "https://docs.n8n.io/", "#x"]);
    expect(body.h1Count).toBe(1);
  });

  it("computes reading time from the words (200 a minute, at least one minute)", () => {
    expect(renderMarkdown("Short.").readingMinutes).toBe(1);
    const words = Array.from({ length: 1000 }, (_, i) => `word${i}`).join(" ");
    const body = renderMarkdown(words);
    expect(body.words).toBe(1000);
    expect(body.readingMinutes).toBe(5);
  });
});
