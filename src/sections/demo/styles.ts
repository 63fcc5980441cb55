import { colors, fonts, fontSizes, mq, radii, space } from "../../styles/theme";

/** The demo window's shadow: the hero visuals' raised "product window" look. */
const WINDOW_SHADOW = "0 1px 2px rgba(15,23,42,0.06), 0 24px 48px -12px rgba(30,64,175,0.18)";

/**
 * The demo section (src/sections/demo/Demo.tsx) as static class rules: `.demo__window` is a raised
 * product window (a bar with three dots, the run's title and a status pill) holding the run's
 * log (`.demo__log`): each entry (`.demo__entry`, tone `--agent`, `--person` or `--result`) has
 * its time and actor (`.demo__meta`) above its content on phones (entries parted by hairlines)
 * and in a column to its left from 768 px, on a thread of dots (filled for the agent's own
 * work, green for the result). The content is no card of its own (one level of boxes: the window)
 * and holds a heading, labelled fields (two columns from 640 px), words and conversation turns
 * (the agent's lines on the brand tint). The result has a green edge: green marks results only.
 * A tool call (`--tool`: a search, a lookup, a workflow's app step) is a quiet inset panel on a
 * copper dot, the thread colour that marks connections between systems, with its fields in the
 * mono face; an actor may carry its app's mark (16 px). Cited sources (`.demo__sources`) are
 * numbered copper-edged chips. Part of the global CSS in the page head, so the demo costs no
 * JavaScript.
 */
export const DEMO_CSS = `
  .demo { margin: 0; max-width: 1000px; }
  .demo__window {
    background: ${colors.white};
    border: 1px solid ${colors.borderSoft};
    border-radius: ${radii.lg + 4}px;
    box-shadow: ${WINDOW_SHADOW};
    overflow: hidden;
  }
  .demo__bar {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 10px 16px;
    background: ${colors.surface};
    border-bottom: 1px solid ${colors.borderSoft};
  }
  .demo__dots { display: flex; gap: 5px; flex-shrink: 0; }
  .demo__dots span { width: 8px; height: 8px; border-radius: 50%; background: ${colors.border}; }
  .demo__window-title { min-width: 0; font-size: ${fontSizes.xs}; font-weight: 650; line-height: 1.4; color: ${colors.muted}; }
  .demo__status {
    margin-left: auto;
    flex-shrink: 0;
    padding: 2px 10px;
    border-radius: ${radii.pill}px;
    background: ${colors.primarySoft};
    border: 1px solid ${colors.primaryBorder};
    color: ${colors.primaryDark};
    font-size: ${fontSizes.xs};
    font-weight: 650;
  }
  .demo__log { list-style: none; margin: 0; padding: 4px ${space.md}px; }
  ${mq.sm} { .demo__log { padding: 8px ${space.lg}px; } }
  .demo__entry { position: relative; display: grid; gap: 6px; padding: 20px 0; }
  .demo__entry + .demo__entry { border-top: 1px solid ${colors.borderSoft}; }
  ${mq.md} {
    .demo__log { padding: ${space.lg}px ${space.lg}px 8px; }
    .demo__entry { grid-template-columns: 132px minmax(0, 1fr); gap: ${space.lg}px; padding: 0 0 ${space.lg}px; }
    .demo__entry + .demo__entry { border-top: 0; }
    .demo__entry:not(:last-child) > .demo__rail {
      display: block;
      position: absolute;
      left: 5px;
      top: 18px;
      bottom: 0;
      width: 2px;
      background: ${colors.primaryBorder};
    }
  }
  .demo__meta { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
  .demo__rail, .demo__dot { display: none; }
  ${mq.md} {
    .demo__meta { position: relative; flex-direction: column; align-items: flex-start; gap: 2px; padding: 2px 0 0 24px; }
    .demo__dot {
      display: block;
      position: absolute;
      left: 0;
      top: 5px;
      width: 12px;
      height: 12px;
      border-radius: 50%;
      border: 2px solid ${colors.primary};
      background: ${colors.white};
      box-sizing: border-box;
    }
    .demo__entry--agent .demo__dot { background: ${colors.primary}; }
    .demo__entry--result .demo__dot { border-color: ${colors.success}; background: ${colors.success}; }
    .demo__entry--tool .demo__dot { border-color: ${colors.thread}; background: ${colors.threadSoft}; border-radius: 3px; }
  }
  .demo__time { font-family: ${fonts.mono}; font-size: ${fontSizes.xs}; color: ${colors.muted}; }
  .demo__actor { display: inline-flex; align-items: flex-start; gap: 6px; font-size: ${fontSizes.xs}; font-weight: 700; color: ${colors.text}; }
  .demo__actor .tool-mark { width: 16px; height: 16px; flex-shrink: 0; margin-top: 1px; }
  .demo__entry--agent .demo__actor { color: ${colors.primaryDark}; }
  .demo__entry--result .demo__actor { color: ${colors.success}; }
  .demo__entry--tool .demo__actor { color: ${colors.threadText}; }
  .demo__card { min-width: 0; display: grid; gap: 12px; }
  .demo__entry--result .demo__card { padding-left: ${space.md}px; box-shadow: inset 3px 0 0 ${colors.success}; }
  .demo__title { font-size: ${fontSizes.md}; font-weight: 650; line-height: 1.4; letter-spacing: -0.01em; }
  .demo__text { color: ${colors.text}; font-size: ${fontSizes.sm}; line-height: 1.6; white-space: pre-line; max-width: 68ch; }
  .demo__fields { display: grid; gap: 10px 24px; margin: 0; font-size: ${fontSizes.sm}; }
  ${mq.sm} {
    .demo__fields { grid-template-columns: repeat(2, minmax(0, 1fr)); }
    .demo__fields > div:last-child:nth-child(odd) { grid-column: 1 / -1; }
  }
  .demo__fields > div { display: grid; gap: 2px; min-width: 0; align-content: start; }
  .demo__fields dt { font-size: ${fontSizes.xs}; color: ${colors.muted}; font-weight: 600; }
  .demo__fields dd { margin: 0; color: ${colors.text}; line-height: 1.5; }
  .demo__turns { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; font-size: ${fontSizes.sm}; }
  .demo__turn { display: grid; gap: 2px; padding: 8px 12px; border-radius: ${radii.md}px; background: ${colors.surface}; }
  ${mq.sm} { .demo__turn { grid-template-columns: 112px minmax(0, 1fr); gap: 12px; } }
  .demo__turn--agent { background: ${colors.primarySoft}; }
  .demo__speaker { font-size: ${fontSizes.xs}; font-weight: 700; color: ${colors.muted}; padding-top: 2px; }
  .demo__turn--agent .demo__speaker { color: ${colors.primaryDark}; }
  .demo__line { line-height: 1.55; }
  .demo__entry--tool .demo__card {
    gap: 8px;
    padding: 12px 16px;
    background: ${colors.surface};
    border: 1px solid ${colors.borderSoft};
    border-radius: ${radii.md}px;
  }
  .demo__entry--tool .demo__title { font-size: ${fontSizes.sm}; }
  .demo__entry--tool .demo__fields dd { font-family: ${fonts.mono}; font-size: ${fontSizes.xs}; line-height: 1.6; overflow-wrap: anywhere; }
  .demo__sources { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; }
  .demo__source {
    display: inline-flex;
    align-items: baseline;
    flex-wrap: wrap;
    gap: 2px 8px;
    max-width: 100%;
    padding: 4px 10px 4px 4px;
    border: 1px solid ${colors.threadBorder};
    border-radius: ${radii.md}px;
    background: ${colors.threadSoft};
    font-size: ${fontSizes.xs};
    line-height: 1.45;
  }
  .demo__source-n {
    display: inline-grid;
    place-items: center;
    min-width: 18px;
    height: 18px;
    border-radius: 4px;
    background: ${colors.threadText};
    color: ${colors.white};
    font-weight: 700;
  }
  .demo__source-title { font-weight: 650; color: ${colors.text}; }
  .demo__source-detail { color: ${colors.muted}; }
  .demo__note { margin-top: ${space.md}px; font-size: ${fontSizes.xs}; color: ${colors.muted}; }
`;
