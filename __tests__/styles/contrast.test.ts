/**
 * WCAG AA contrast of the theme's text colours where axe cannot measure it: text over the light
 * gradients (hero: primarySoft → white; CTA panel: primarySoft → #f5f3ff). axe reports those
 * nodes as "incomplete" (background gradient), so the a11y gate relies on this check for them:
 * every text colour must reach 4.5:1 against each gradient stop (dark text on light stops, so the
 * darkest stop is the worst case along the gradient).
 */
import { colors } from "../../src/styles/theme";
import { contrast } from "../../jest/contrast";
import { SURFACE_COLOURS } from "../../src/styles/surfaces";

const GRADIENT_STOPS = [colors.primarySoft, colors.white, "#f5f3ff"];
const TEXT_OVER_GRADIENTS = {
  text: colors.text,
  muted: colors.muted,
  primary: colors.primary,
  primaryDark: colors.primaryDark,
  success: colors.success,
};

describe("text over the light gradients meets WCAG AA (4.5:1)", () => {
  for (const [name, fg] of Object.entries(TEXT_OVER_GRADIENTS)) {
    test.each(GRADIENT_STOPS)(`${name} (${fg}) on %s`, (bg) => {
      expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
    });
  }
});

describe("a section's header meets WCAG AA (4.5:1) on each surface it may take", () => {
  for (const [surface, palette] of Object.entries(SURFACE_COLOURS)) {
    test.each(["eyebrow", "heading", "intro"] as const)(`${surface}: %s`, (part) => {
      expect(contrast(palette[part], palette.background)).toBeGreaterThanOrEqual(4.5);
    });
  }
});
