import { colors, fontSizes, mq, radii, space } from "../../styles/theme";

/**
 * The split row (src/sections/split/Split.tsx) as static class rules: `.split` puts its ticked items
 * (`.split__items`) beside a side panel (`.split__panel`) or a visual (`.split--visual`, the
 * drawing in `.split__visual`) from 1024 px, stacked below. With a visual the two columns are
 * even and centred on each other, and each item is a compact card; with a panel the list is
 * wider, plain, and both start at the top.
 * Part of the global CSS in the page head, so they cost no JavaScript.
 */
export const SPLIT_CSS = `
  .split { display: grid; grid-template-columns: minmax(0, 1fr); gap: ${space.xl}px; }
  ${mq.lg} {
    .split { grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr); align-items: start; }
    .split--visual { grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr); gap: 56px; align-items: center; }
  }
  .split__items { list-style: none; margin: 0; padding: 0; display: grid; gap: ${space.md}px; }
  .split--visual .split__items > li {
    padding: ${space.md}px 20px;
    background: ${colors.white};
    border: 1px solid ${colors.borderSoft};
    border-radius: ${radii.lg}px;
  }
  .split__items > li { display: flex; gap: 12px; }
  .split__icon { color: ${colors.success}; flex-shrink: 0; margin-top: 2px; }
  .split__items h3 { font-size: ${fontSizes.md}; }
  .split__items p { color: ${colors.muted}; font-size: ${fontSizes.sm}; margin-top: 2px; }
  .split__visual { max-width: 600px; }
  .split__panel {
    padding: ${space.lg}px;
    border-radius: ${radii.lg}px;
    background: ${colors.white};
    border: 1px solid ${colors.primaryBorder};
    box-shadow: 0 12px 28px rgba(30, 64, 175, 0.08);
  }
  .split__panel h3 { font-size: ${fontSizes.lg}; margin-bottom: ${space.md}px; }
  .split__panel-list { margin: 0; padding: 0; list-style: none; display: grid; gap: ${space.sm}px; }
  .split__panel-list--ordered { padding-left: 22px; list-style: decimal; }
  .split__panel-list > li {
    font-size: ${fontSizes.sm};
    padding-bottom: ${space.sm}px;
    border-bottom: 1px solid ${colors.borderSoft};
  }
`;
