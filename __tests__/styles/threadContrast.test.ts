/**
 * The thread colour (the brand's second accent, for connections and highlights) keeps the
 * contrast docs/DESIGN-SYSTEM.md states on every background it is drawn on: lines and short
 * labels reach 4.5:1, so they read as well as text would.
 */
import { colors } from "../../src/styles/theme";

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

const PAIRS: [string, string, string, string][] = [
  ["thread", colors.thread, "white", colors.white],
  ["thread", colors.thread, "surface", colors.surface],
  ["thread", colors.thread, "primarySoft", colors.primarySoft],
  ["threadText", colors.threadText, "white", colors.white],
  ["threadText", colors.threadText, "threadSoft", colors.threadSoft],
  ["threadOnDark", colors.threadOnDark, "navy", colors.navy],
  ["threadOnDark", colors.threadOnDark, "primary", colors.primary],
  ["navy on threadOnDark (source numbers)", colors.navy, "threadOnDark", colors.threadOnDark],
];

test.each(PAIRS)("%s on %s reaches 4.5:1", (_fgName, fg, _bgName, bg) => {
  expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
});
