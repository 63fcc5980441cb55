/** @jest-environment node */
import fs from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { ToolMark, TOOL_MARK_SPRITE } from "../../src/components/ToolMark";
import { Icon, ICON_SPRITE } from "../../src/components/Icon";
import { inlineSprites, type SharedSprite } from "../../src/lib/pageSprites";
import { TOOL_MARK_SPRITE_FILE } from "../../scripts/tool-mark-sprite";
import { SPRITE_FILE as ICON_SPRITE_FILE } from "../../scripts/icon-sprite";

const marks: SharedSprite = {
  path: TOOL_MARK_SPRITE,
  prefix: "tool-mark-",
  file: fs.readFileSync(TOOL_MARK_SPRITE_FILE, "utf8"),
};
const icons: SharedSprite = {
  path: ICON_SPRITE,
  prefix: "icon-",
  file: fs.readFileSync(ICON_SPRITE_FILE, "utf8"),
};

/** The `d` of the first path of symbol `id` in a sprite's text. */
const pathOf = (id: string, text: string) =>
  new RegExp(`<symbol id="${id}"[^>]*>[\\s\\S]*?<path d="([^"]+)"`).exec(text)?.[1];

describe("a page's own sprite", () => {
  test("the page's references point at in-page symbols holding the same drawings, each once", () => {
    const body = `<ul>${["n8n", "zapier", "n8n"]
      .map((slug) => `<li>${renderToStaticMarkup(<ToolMark slug={slug as "n8n"} />)}</li>`)
      .join("")}</ul>${renderToStaticMarkup(<Icon name="check" />)}`;
    const { html, symbols } = inlineSprites(body, [icons, marks]);
    expect(html).not.toMatch(/\/tool-marks\.svg|\/icons\.svg/);
    expect(html.match(/href="#tool-mark-n8n"/g)).toHaveLength(2);
    expect(html).toContain('href="#tool-mark-zapier"');
    expect(html).toContain('href="#icon-check"');
    expect(symbols.match(/<symbol id="tool-mark-/g)).toHaveLength(2);
    expect(symbols.indexOf('id="tool-mark-n8n"')).toBeLessThan(
      symbols.indexOf('id="tool-mark-zapier"'),
    );
    // The drawings are the shared files', unchanged.
    expect(pathOf("tool-mark-zapier", symbols)).toBe(pathOf("zapier", marks.file));
    expect(pathOf("icon-check", symbols)).toBe(pathOf("check", icons.file));
  });

  test("a page without references is left as it is", () => {
    const body = '<main><a href="/tool-marks">text about /tool-marks.svg</a></main>';
    expect(inlineSprites(body, [marks])).toEqual({ html: body, symbols: "" });
  });

  test("a drawing missing from its file fails the build, naming it, the file and the fix", () => {
    const body = '<svg><use href="/tool-marks.svg#not-a-tool"></use></svg>';
    expect(() => inlineSprites(body, [marks])).toThrow(
      /"not-a-tool" is not in static\/tool-marks\.svg; run `npm run icons`/,
    );
  });
});
