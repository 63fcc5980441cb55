import { colors, fontSizes, radii, space } from "../../styles/theme";

/**
 * The numbered steps of a process section (src/sections/process/Process.tsx) as static class rules:
 * `.process` (the list; its balanced columns come from src/styles/grid.ts), `.process__step` (a
 * card), `.process__top` (the number beside the step's duration), `.process__number` (a filled
 * circle), `.process__duration` (a pill), `.process__text` and `.process__deliverables` (the
 * heading of the step's deliverables). Part of the global CSS in the page head, so the steps cost
 * no JavaScript for their looks.
 */
export const PROCESS_CSS = `
  .process { list-style: none; margin: 0; padding: 0; }
  .process__step {
    padding: ${space.lg}px;
    background: ${colors.white};
    border: 1px solid ${colors.borderSoft};
    border-radius: ${radii.lg}px;
    display: flex;
    flex-direction: column;
    gap: ${space.sm}px;
  }
  .process__top { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
  .process__number {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: ${radii.pill}px;
    background: ${colors.primary};
    color: ${colors.white};
    font-weight: 800;
  }
  .process__duration {
    font-size: ${fontSizes.xs};
    font-weight: 700;
    color: ${colors.primaryDark};
    background: ${colors.primarySoft};
    padding: 3px 10px;
    border-radius: ${radii.pill}px;
  }
  .process__step h3 { font-size: ${fontSizes.lg}; }
  .process__text { color: ${colors.muted}; }
  .process__deliverables { font-size: ${fontSizes.sm}; margin-bottom: 6px; }
`;
