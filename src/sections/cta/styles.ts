import { breakpoints, colors, fontSizes, mq, radii, space } from "../../styles/theme";

/**
 * The call-to-action section (./CallToAction.tsx) as static class rules: `.cta`, the dark closing
 * band (`.cta--band`, centred) or an inline promo card (`.cta__panel`, a tinted gradient), with
 * its eyebrow, heading, intro, actions and tiles (`.cta__tile`: promises or reassurances, in
 * balanced columns from src/styles/grid.ts). On the band the text turns light. A panel with a
 * worked ROI example (`.cta__panel--example`) sets the example beside the words from 1024 px,
 * under them below; the example itself (`.roi-example`) is shared with the ROI calculator
 * (src/styles/roiExampleCss.ts, right after these rules in GLOBAL_CSS). Below 640 px a panel is
 * lighter: less padding, its actions one under the other at full width, and the example is the
 * panel's white foot, edge to edge under a hairline, not a second card inside the first (these
 * rules outrank the example's own by specificity). Part of the global CSS in the page head, so
 * the section costs no JavaScript for its looks.
 */
export const CTA_CSS = `
  .cta { background: ${colors.white}; padding-top: ${space.xxl}px; padding-bottom: ${space.xxl}px; }
  ${mq.md} { .cta { padding-top: ${space.xxxl}px; padding-bottom: ${space.xxxl}px; } }
  .cta--band { background: ${colors.ink}; }
  .cta__panel {
    padding: ${space.xl}px;
    border-radius: ${radii.lg}px;
    background: linear-gradient(135deg, ${colors.primarySoft}, ${colors.accentSoft});
    border: 1px solid ${colors.primaryBorder};
  }
  ${mq.md} { .cta__panel { padding: ${space.xxl}px; } }
  .cta__inner { display: grid; gap: ${space.md}px; text-align: left; justify-items: start; }
  .cta--band .cta__inner { text-align: center; justify-items: center; }
  .cta__eyebrow { font-weight: 700; color: ${colors.primary}; }
  .cta__heading { font-size: ${fontSizes.xxl}; color: ${colors.text}; max-width: 760px; }
  .cta__intro { font-size: ${fontSizes.lg}; color: ${colors.muted}; max-width: 680px; }
  .cta__actions { margin-top: ${space.sm}px; }
  .cta__tiles { list-style: none; padding: 0; margin: ${space.lg}px 0 0; width: 100%; }
  .cta__tile {
    padding: ${space.lg}px;
    border-radius: ${radii.md}px;
    background: ${colors.white};
    border: 1px solid ${colors.borderSoft};
    text-align: left;
  }
  .cta__tile-icon { color: ${colors.primary}; margin-bottom: 8px; }
  .cta__tile h3 { font-size: ${fontSizes.md}; color: ${colors.text}; }
  .cta__tile p { font-size: ${fontSizes.sm}; color: ${colors.muted}; margin-top: 4px; }
  .cta--band .cta__eyebrow, .cta--band .cta__tile-icon { color: ${colors.primaryOnDark}; }
  .cta--band .cta__heading, .cta--band .cta__tile h3 { color: ${colors.white}; }
  .cta--band .cta__intro, .cta--band .cta__tile p { color: ${colors.inkMuted}; }
  .cta--band .cta__tile { background: rgba(255, 255, 255, 0.08); border-color: rgba(255, 255, 255, 0.18); }
  .cta__panel--example { display: grid; gap: ${space.xl}px; align-items: center; }
  ${mq.lg} { .cta__panel--example { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: ${space.xxl}px; } }
  @media (max-width: ${breakpoints.sm - 0.02}px) {
    .cta__panel { padding: ${space.lg}px; }
    .cta__panel .btn-row { flex-direction: column; align-items: stretch; width: 100%; }
    .cta__panel .cta__actions { width: 100%; }
    .cta__panel--example { gap: ${space.lg}px; }
    .cta__panel--example .cta__example { margin: 0 -${space.lg}px -${space.lg}px; }
    .cta__panel--example .roi-example {
      border: 0; border-top: 1px solid ${colors.primaryBorder};
      border-radius: 0 0 ${radii.lg - 1}px ${radii.lg - 1}px; box-shadow: none;
    }
  }
`;
