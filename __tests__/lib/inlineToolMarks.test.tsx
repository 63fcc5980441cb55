/** @jest-environment node */
import fs from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { ToolMark } from "../../src/components/ToolMark";
import { inlineToolMarks } from "../../src/lib/inlineToolMarks";
import { TOOL_MARK_SPRITE_FILE } from "../../scripts/tool-mark-sprite";

const spriteFile = fs.readFileSync(TOOL_MARK_SPRITE_FILE, "utf8");

describe("a page's own tool-mark sprite", () => {
  test("the page's references point at in-page symbols holding the same drawings, each once", () => {
    const body = `<ul>${["n8n", "zapier", "n8n"]
      .map((slug) => `<li>${renderToStaticMarkup(<ToolMark slug={slug as "n8n"} />)}</li>`)
      .join("")}</ul>`;
    const { html, symbols } = inlineToolMarks(body, spriteFile);
    expect(html).not.toContain("/tool-marks.svg");
    expect(html.match(/href="#tool-mark-n8n"/g)).toHaveLength(2);
    expect(html).toContain('href="#tool-mark-zapier"');
    expect(symbols.match(/<symbol /g)).toHaveLength(2);
    expect(symbols.indexOf('id="tool-mark-n8n"')).toBeLessThan(
      symbols.indexOf('id="tool-mark-zapier"'),
    );
    // The drawing is the shared file's, unchanged.
    const path = (id: string, text: string) =>
      new RegExp(`<symbol id="${id}"[^>]*><path d="([^"]+)"`).exec(text)?.[1];
    expect(path("tool-mark-zapier", symbols)).toBe(path("zapier", spriteFile));
  });

  test("a page without marks is left as it is, with no sprite", () => {
    const body = '<main><a href="/tool-marks">text about /tool-marks.svg</a></main>';
    expect(inlineToolMarks(body, spriteFile)).toEqual({ html: body, symbols: "" });
  });

  test("a mark missing from the shared file fails the build, naming the mark and the fix", () => {
    const body = '<svg><use href="/tool-marks.svg#not-a-tool"></use></svg>';
    expect(() => inlineToolMarks(body, spriteFile)).toThrow(
      /"not-a-tool" is not in static\/tool-marks\.svg; run `npm run icons`/,
    );
  });
});
