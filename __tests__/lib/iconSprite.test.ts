/** @jest-environment node */
import fs from "node:fs";
import { ICON_SPRITE } from "../../src/components/Icon";
import { ICON_NAMES } from "../../src/content/icons";
import { buildSprite, SPRITE_FILE } from "../../scripts/icon-sprite";

describe("icon sprite", () => {
  test("static/icons.svg is what `npm run icons` writes: a symbol for every icon name", () => {
    const sprite = fs.readFileSync(SPRITE_FILE, "utf8");
    expect(sprite).toBe(buildSprite());
    for (const name of ICON_NAMES)
      expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24">`);
  });

  test("Icon references the file the script writes", () => {
    expect(SPRITE_FILE.endsWith(`static${ICON_SPRITE}`)).toBe(true);
  });
});
