import type { N8nNodeRole } from "../../content/n8nWorkflow";
import {
  cardSurface,
  colors,
  eyebrowDeclarations,
  filterPillDeclarations,
  focusRing,
  fontSizes,
  mq,
  radii,
  readingWidth,
  space,
  type,
} from "../../styles/theme";
import { ROLE_COLORS } from "./WorkflowGraph";

/** One legend swatch's colours per node role (`.workflow-legend__swatch--<role>`). */
const swatchRules = (Object.keys(ROLE_COLORS) as N8nNodeRole[])
  .map(
    (role) =>
      `.workflow-legend__swatch--${role} { background: ${ROLE_COLORS[role].fill}; border: 2px solid ${ROLE_COLORS[role].stroke}; }`,
  )
  .join("\n  ");

/** One run-order number's colours per node role (`.template-node__number--<role>`). */
const numberRules = (Object.keys(ROLE_COLORS) as N8nNodeRole[])
  .map(
    (role) =>
      `.template-node__number--${role} { background: ${ROLE_COLORS[role].fill}; color: ${ROLE_COLORS[role].text}; border: 2px solid ${ROLE_COLORS[role].stroke}; }`,
  )
  .join("\n  ");

/** Width of the "On this page" rail beside the guide from `lg` (px), as on article pages. */
const RAIL_WIDTH = 260;

/** The white, bordered, rounded card panel as CSS declarations. */
const card = `background: ${cardSurface.background}; border: ${cardSurface.border}; border-radius: ${cardSurface.borderRadius}px;`;

/**
 * Static class rules of the template library and its pages (src/components/template/), built
 * from the theme's tokens and written into every page's head with GLOBAL_CSS, so they cost no
 * JavaScript:
 *
 * - the library (TemplateLibrary.tsx): `.template-filters` (the filter rows), `__row`,
 *   `__label`, `__list`; `.template-filter` (one pill link; the current one, `aria-current`,
 *   is filled blue) and its `__count`; `.template-library__showing` (the "showing" line); the
 *   card's parts `.template-card__meta`, `__icon`, `__eyebrow`, `__description`, `__foot`,
 *   `__list-title` (the card itself is `.card`, src/styles/cardCss.ts);
 * - the workflow drawing (WorkflowGraph.tsx): `.workflow-graph` (the scrolling, dotted box),
 *   `__canvas` (its widths follow the workflow, an Emotion prop), `__svg`, `__node` (each
 *   node's place, size and colour are inline styles); `.workflow-legend`, `__item`, `__swatch`
 *   (rounder for the trigger, `--trigger`; coloured by role, `--<role>`);
 * - a template's page (TemplateView.tsx): `.template-header` (tinted top) with `__grid` (two
 *   columns from `lg`), `__eyebrow`, `__icon`, `__title`, `__lede`, `__actions`, `__note`,
 *   `__byline`, `__author`, `__panel` (the card beside) and `__panel-heading`;
 *   `.template-blocks` (nodes and connections), `.template-block-heading`; `.template-nodes`,
 *   `__heading`, `__intro`, `__list` (1, 2, 3 columns); `.template-node` with `__number`
 *   (coloured by role, rounder for the trigger), `__text`, `__name`, `__type`;
 *   `.template-connects` (1, 2 columns), `.template-connect`, `__name`, `__purpose`;
 *   `.template-guide` (the guide with "On this page" in a sticky rail from `lg`,
 *   `.template-guide__toc`).
 */
export const TEMPLATE_CSS = `
  .template-filters { display: grid; gap: ${space.md}px; }
  .template-filters__row { display: flex; flex-wrap: wrap; align-items: baseline; gap: ${space.sm}px; }
  .template-filters__label { min-width: 80px; font-size: ${fontSizes.sm}; font-weight: 700; color: ${colors.muted}; }
  .template-filters__list {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm}px;
    flex: 1 1 320px;
  }
  .template-filter {${filterPillDeclarations}}
  .template-filter:hover { border-color: ${colors.primary}; color: ${colors.primary}; }
  .template-filter:focus-visible { outline: ${focusRing.outline}; outline-offset: ${focusRing.outlineOffset}px; }
  .template-filter[aria-current="page"] { border-color: ${colors.primary}; background: ${colors.primary}; color: ${colors.white}; }
  .template-filter__count { font-size: ${fontSizes.xs}; font-weight: 700; color: ${colors.muted}; }
  .template-filter[aria-current="page"] .template-filter__count { color: ${colors.primarySoft}; }
  .template-library__showing {
    margin-top: ${space.lg}px;
    margin-bottom: ${space.md}px;
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
  .template-card__meta { display: flex; align-items: center; gap: ${space.sm}px; }
  .template-card__icon { padding: 8px; }
  .template-card__eyebrow { margin-bottom: 0; }
  .template-card__description { font-size: ${fontSizes.sm}; }
  .template-card__foot { margin-top: auto; display: grid; gap: ${space.md}px; }
  .template-card__list-title { font-weight: 650; }

  .workflow-graph {
    overflow-x: auto;
    padding: ${space.md}px;
    background: ${colors.white};
    border: 1px solid ${colors.borderSoft};
    border-radius: ${radii.lg}px;
    background-image: radial-gradient(${colors.borderSoft} 1px, transparent 1px);
    background-size: 16px 16px;
  }
  .workflow-graph__canvas { position: relative; margin: 0 auto; }
  .workflow-graph__svg { display: block; height: auto; }
  .workflow-graph__node {
    position: absolute;
    display: grid;
    place-items: center;
    box-sizing: border-box;
    font-weight: 700;
    line-height: 1;
    font-variant-numeric: tabular-nums;
  }
  .workflow-legend {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs}px ${space.md}px;
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
  .workflow-legend__item { display: inline-flex; align-items: center; gap: 6px; }
  .workflow-legend__swatch { width: 12px; height: 12px; border-radius: 3px; }
  .workflow-legend__swatch--trigger { border-radius: 6px; }
  ${swatchRules}

  .template-header {
    background: linear-gradient(180deg, ${colors.primarySoft} 0%, ${colors.white} 100%);
    padding-top: ${space.xl}px;
    padding-bottom: ${space.xl}px;
  }
  ${mq.md} { .template-header { padding-top: ${space.xxl}px; padding-bottom: ${space.xxl}px; } }
  .template-header__grid { display: grid; gap: ${space.xl}px; }
  ${mq.lg} {
    .template-header__grid {
      grid-template-columns: minmax(0, 7fr) minmax(0, 4fr);
      column-gap: ${space.xxl}px;
      align-items: start;
    }
  }
  .template-header__eyebrow {
    ${eyebrowDeclarations}
    display: flex;
    align-items: center;
    gap: ${space.sm}px;
    margin-bottom: ${space.md}px;
  }
  .template-header__icon {
    display: inline-flex;
    padding: 8px;
    border-radius: 10px;
    background: ${colors.white};
    border: 1px solid ${colors.primaryBorder};
  }
  .template-header__title {
    font-size: ${type.h1.fontSize};
    line-height: ${type.h1.lineHeight};
    letter-spacing: ${type.h1.letterSpacing};
    font-weight: ${type.h1.fontWeight};
  }
  .template-header__lede {
    font-size: ${type.lede.fontSize};
    line-height: ${type.lede.lineHeight};
    letter-spacing: ${type.lede.letterSpacing};
    font-weight: ${type.lede.fontWeight};
    margin-top: ${space.md}px;
    color: ${colors.muted};
  }
  .template-header__actions { display: flex; flex-wrap: wrap; gap: ${space.sm}px; margin-top: ${space.lg}px; }
  .template-header__note { margin-top: ${space.sm}px; font-size: ${fontSizes.sm}; color: ${colors.muted}; }
  .template-header__byline {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    margin-top: ${space.md}px;
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
  .template-header__author { font-weight: 650; color: ${colors.text}; }
  .template-header__panel { ${card} padding: ${space.lg}px; display: grid; gap: ${space.lg}px; }
  .template-header__panel-heading { font-size: ${fontSizes.md}; margin-bottom: ${space.sm}px; }

  .template-blocks { display: grid; gap: ${space.xxl}px; padding-top: ${space.lg}px; padding-bottom: ${space.xl}px; }
  .template-block-heading { font-size: ${fontSizes.xl}; margin-bottom: ${space.md}px; }
  .template-nodes { display: grid; gap: ${space.md}px; }
  .template-nodes__heading { margin-bottom: ${space.xs}px; }
  .template-nodes__intro { color: ${colors.muted}; }
  .template-nodes__list { list-style: none; margin: 0; padding: 0; display: grid; gap: ${space.sm}px; }
  ${mq.sm} { .template-nodes__list { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
  ${mq.lg} { .template-nodes__list { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
  .template-node {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${space.sm}px;
    align-items: start;
    padding: ${space.sm}px ${space.md}px ${space.sm}px ${space.sm}px;
    ${card}
    border-radius: 12px;
  }
  .template-node__number {
    display: inline-grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border-radius: 7px;
    font-size: ${fontSizes.xs};
    font-weight: 700;
  }
  .template-node__number--trigger { border-radius: 14px; }
  ${numberRules}
  .template-node__text { display: grid; min-width: 0; }
  .template-node__name { font-weight: 650; line-height: 1.35; overflow-wrap: anywhere; }
  .template-node__type { font-size: ${fontSizes.sm}; color: ${colors.muted}; }
  .template-connects { margin: 0; display: grid; gap: ${space.sm}px; }
  ${mq.md} { .template-connects { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
  .template-connect { ${card} padding: ${space.md}px; }
  .template-connect__name { font-weight: 650; }
  .template-connect__purpose { margin: 0; margin-top: 2px; font-size: ${fontSizes.sm}; color: ${colors.muted}; }

  .template-guide {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${space.xl}px;
    max-width: 760px;
    padding-top: ${space.xl}px;
    padding-bottom: ${space.xxl}px;
    border-top: 1px solid ${colors.borderSoft};
  }
  ${mq.md} { .template-guide { padding-bottom: ${space.xxxl}px; } }
  ${mq.lg} {
    .template-guide {
      max-width: none;
      grid-template-columns: minmax(0, ${readingWidth}) ${RAIL_WIDTH}px;
      justify-content: space-between;
      column-gap: ${space.xxl + space.md}px;
    }
    .template-guide > * { grid-column: 1; }
    .toc.template-guide__toc {
      grid-column: 2;
      grid-row: 1 / span 2;
      align-self: start;
      position: sticky;
      top: 96px;
      padding: 0 0 0 ${space.lg}px;
      border: 0;
      border-left: 1px solid ${colors.borderSoft};
      border-radius: 0;
      background: transparent;
    }
  }
`;
