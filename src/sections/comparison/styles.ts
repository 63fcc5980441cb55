import { colors, fontSizes, mq, radii, space } from "../../styles/theme";

/**
 * The comparison section (src/sections/comparison/Comparison.tsx) as static class rules. Below `sm` each row
 * stacks into a block: the row label, then each value under its column's name (drawn from the
 * cell's `data-label`), while the header row is kept for screen readers only; from `sm` up it is
 * a plain table. The last column (`--ours`, the offer) is tinted and its values set in the text
 * colour at weight 600. Part of the global CSS in the page head, so the table costs no JavaScript
 * for its looks.
 */
export const COMPARISON_CSS = `
  .comparison {
    background: ${colors.white};
    border: 1px solid ${colors.borderSoft};
    border-radius: ${radii.lg}px;
    overflow: hidden;
  }
  .comparison__table { display: block; width: 100%; border-collapse: collapse; font-size: ${fontSizes.sm}; }
  .comparison__head {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .comparison__body { display: block; }
  .comparison__row { display: block; padding-top: ${space.sm}px; padding-bottom: ${space.md}px; }
  .comparison__row + .comparison__row { border-top: 1px solid ${colors.borderSoft}; }
  .comparison__cell { display: block; padding: ${space.xs}px ${space.md}px; text-align: left; vertical-align: top; }
  .comparison__column { background: ${colors.surface}; color: ${colors.text}; font-size: ${fontSizes.sm}; }
  .comparison__column--ours { background: ${colors.primarySoft}; color: ${colors.primaryDark}; }
  .comparison__label { font-weight: 700; font-size: ${fontSizes.md}; }
  .comparison__value { color: ${colors.muted}; font-weight: 400; }
  .comparison__value--ours { color: ${colors.text}; font-weight: 600; }
  .comparison__value::before {
    content: attr(data-label);
    display: block;
    font-size: ${fontSizes.xs};
    font-weight: 700;
    color: ${colors.text};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  .comparison__value--ours::before { color: ${colors.primaryDark}; }
  ${mq.sm} {
    .comparison__table { display: table; }
    .comparison__head {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip-path: none;
      white-space: normal;
      display: table-header-group;
    }
    .comparison__body { display: table-row-group; }
    .comparison__row { display: table-row; padding: 0; }
    .comparison__row + .comparison__row { border-top: none; }
    .comparison__cell { display: table-cell; padding: ${space.md}px; border-bottom: 1px solid ${colors.borderSoft}; }
    .comparison__label { font-size: ${fontSizes.sm}; }
    .comparison__value::before { content: none; }
  }
`;
