/**
 * WCAG AA contrast of the theme's text colours where axe cannot measure it: text over the light
 * gradients (hero: primarySoft → white; CTA panel: primarySoft → #f5f3ff). axe reports those
 * nodes as "incomplete" (background gradient), so the a11y gate relies on this check for them:
 * every text colour must reach 4.5:1 against each gradient stop (dark text on light stops, so the
 * darkest stop is the worst case along the gradient).
 */
import { colors } from "../../src/styles/theme";
import { SURFACE_COLOURS } from "../../src/styles/surfaces";

/** Relative luminance of a #rrggbb colour (WCAG 2.x). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

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
