/**
 * A tool's mark (src/components/ToolMark.tsx: a simple-icons mark from the page's sprite) as a
 * static class rule: `.tool-mark`, 20 px, filled in the text colour, never shrunk by a flex row.
 * Shared by the badges section, a case study's stack and the demo screen;
 * a badge tile or strip sets its own margin and size (src/sections/badges/styles.ts).
 */
export const TOOL_MARK_CSS = `
  .tool-mark { flex-shrink: 0; width: 20px; height: 20px; fill: currentColor; }
`;
