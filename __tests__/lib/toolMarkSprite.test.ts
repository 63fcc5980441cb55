/** @jest-environment node */
import fs from "node:fs";
import { TOOL_MARK_SPRITE } from "../../src/components/ToolMark";
import { TOOL_MARKS } from "../../src/content/toolMarks";
import { buildToolMarkSprite, TOOL_MARK_SPRITE_FILE } from "../../scripts/tool-mark-sprite";

describe("tool-mark sprite", () => {
  test("static/tool-marks.svg is what `npm run icons` writes: a symbol for every tool mark", () => {
    const sprite = fs.readFileSync(TOOL_MARK_SPRITE_FILE, "utf8");
    expect(sprite).toBe(buildToolMarkSprite());
    for (const slug of TOOL_MARKS)
      expect(sprite).toContain(`<symbol id="${slug}" viewBox="0 0 24 24"><path d="`);
  });

  test("the marks carry no colour of their own, so they take the text colour", () => {
    expect(buildToolMarkSprite()).not.toMatch(/fill=|stroke=|style=|#[0-9a-f]{6}/i);
  });

  test("ToolMark references the file the script writes", () => {
    expect(TOOL_MARK_SPRITE_FILE.endsWith(`static${TOOL_MARK_SPRITE}`)).toBe(true);
  });
});
