/**
 * The thread colour (the brand's second accent, for connections and highlights) keeps the
 * contrast docs/DESIGN-SYSTEM.md states on every background it is drawn on: lines and short
 * labels reach 4.5:1, so they read as well as text would.
 */
import { colors } from "../../src/styles/theme";
import { contrast } from "../../jest/contrast";

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
