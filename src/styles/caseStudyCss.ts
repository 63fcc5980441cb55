import {
  cardSurface,
  colors,
  filterPillDeclarations,
  fontSizes,
  mq,
  radii,
  shadows,
  space,
  type,
} from "./theme";

/**
 * The case-study pieces as static class rules, part of the global CSS in the page head, so they
 * cost no JavaScript:
 * - `.case-study__more`: the "Read the case study" link a story card ends with
 *   (src/components/CaseStudyCard.tsx);
 * - `.cs-library`, `.cs-filters`, `.cs-filter`, `.cs-item`: the listing with its featured row,
 *   filter links (pills; `aria-current="page"` on the active one) and compact study cards
 *   (src/components/CaseStudyLibrary.tsx);
 * - `.cs-overview` and its parts, `.ba…`: the facts, figures, before/after bars, stack, quote,
 *   services and booking panel at the top of a study's page
 *   (src/components/article/CaseStudyOverview.tsx). A bar's length is set on the element
 *   (`style="width: …%"`); everything else is here.
 */
export const CASE_STUDY_CSS = `
  .case-study__label { margin: 0; }
  .case-study__title a { color: ${colors.text}; text-decoration: none; }
  .case-study__title a:hover { color: ${colors.primary}; text-decoration: underline; text-underline-offset: 3px; }
  .case-study__more { margin-top: auto; padding-top: ${space.xs}px; }
  .case-study__more-link {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    font-size: ${fontSizes.sm};
    font-weight: 650;
    color: ${colors.primary};
    text-decoration: none;
  }
  .case-study__more-link:hover { text-decoration: underline; text-underline-offset: 3px; }
  .case-study__more-link svg { flex-shrink: 0; transition: transform 0.15s ease; }
  .case-study__more-link:hover svg { transform: translateX(2px); }

  .cs-library { display: grid; gap: ${space.xxl}px; }
  .cs-library__block { display: grid; gap: ${space.lg}px; }
  .cs-library__heading { font-size: ${fontSizes.xl}; letter-spacing: -0.015em; }
  .cs-library__status { font-size: ${fontSizes.sm}; color: ${colors.muted}; }
  /* Its columns are balanced for its number of items (src/styles/grid.ts): no lone last card. */
  .cs-library__list { list-style: none; margin: 0; padding: 0; }

  .cs-filters { display: grid; gap: ${space.md}px; }
  .cs-filters__group { display: grid; gap: ${space.sm}px; }
  ${mq.md} {
    .cs-filters__group { grid-template-columns: 88px minmax(0, 1fr); align-items: start; }
    .cs-filters__label { padding-top: 10px; }
  }
  .cs-filters__label { font-size: ${fontSizes.sm}; font-weight: 700; color: ${colors.muted}; }
  /* Phones: each group is one row that scrolls sideways, so the list starts within a screen. */
  .cs-filters__list {
    list-style: none;
    margin: 0 -${space.md}px;
    padding: 6px ${space.md}px;
    display: flex;
    gap: ${space.sm}px;
    overflow-x: auto;
    scrollbar-width: thin;
  }
  .cs-filters__list > li { flex: none; }
  /* On a filter page the row starts with "All", then the page's own filter, in view. */
  .cs-filters__list > li:has([aria-current="page"]) { order: -1; }
  .cs-filters__list > .cs-filters__all { order: -2; }
  ${mq.md} {
    .cs-filters__list { flex-wrap: wrap; margin: 0; padding: 0; overflow: visible; }
    .cs-filters__list > li:has([aria-current="page"]) { order: 0; }
  }
  .cs-filter {${filterPillDeclarations}}
  .cs-filter:hover { border-color: ${colors.primary}; color: ${colors.primary}; }
  .cs-filter__count { font-size: ${fontSizes.xs}; font-weight: 700; color: ${colors.muted}; }
  .cs-filter[aria-current="page"] { background: ${colors.primary}; border-color: ${colors.primary}; color: ${colors.white}; }
  .cs-filter[aria-current="page"] .cs-filter__count { color: ${colors.primarySoft}; }

  .cs-item {
    position: relative;
    height: 100%;
    display: flex;
    flex-direction: column;
    gap: ${space.sm}px;
    padding: ${space.lg}px;
    background: ${cardSurface.background};
    border: ${cardSurface.border};
    border-radius: ${cardSurface.borderRadius}px;
    transition: border-color 0.15s ease, box-shadow 0.15s ease;
  }
  .cs-item:hover { border-color: ${colors.primaryBorder}; box-shadow: ${shadows.raised}; }
  .cs-item__title { font-size: ${fontSizes.lg}; line-height: 1.35; }
  .cs-item__link { color: ${colors.text}; text-decoration: none; }
  .cs-item__link:hover { color: ${colors.primary}; text-decoration: underline; text-underline-offset: 3px; }
  .cs-item__client { font-size: ${fontSizes.sm}; color: ${colors.muted}; }
  .cs-item__metrics {
    margin: auto 0 0;
    padding-top: ${space.md}px;
    border-top: 1px solid ${colors.borderSoft};
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm}px ${space.lg}px;
  }
  .cs-item__metric { display: flex; flex-direction: column-reverse; justify-content: flex-end; gap: 2px; }
  .cs-item__metric dt { font-size: ${fontSizes.xs}; color: ${colors.muted}; }
  .cs-item__metric dd { margin: 0; font-weight: 700; color: ${colors.text}; }
  .cs-item__metric--lead { flex-basis: 100%; }
  .cs-item__metric--lead dd { color: ${colors.success}; font-size: ${fontSizes.lg}; }

  .cs-overview {
    padding-top: ${space.lg}px;
    padding-bottom: ${space.xxl}px;
    border-bottom: 1px solid ${colors.borderSoft};
  }
  .cs-overview .container { display: grid; gap: ${space.xl}px; }
  ${mq.md} { .cs-overview .container { gap: ${space.xxl}px; } }
  .cs-overview__heading { font-size: ${fontSizes.xl}; letter-spacing: -0.015em; margin-bottom: -${space.md}px; }
  .cs-overview__subheading { font-size: ${type.h3.fontSize}; letter-spacing: ${type.h3.letterSpacing}; margin-bottom: ${space.md}px; }

  .cs-panel {
    display: grid;
    gap: 1px;
    background: ${colors.borderSoft};
    border: 1px solid ${colors.borderSoft};
    border-radius: ${radii.lg}px;
    box-shadow: ${shadows.flat};
    overflow: hidden;
  }
  /* Hairlines between the cells are the panel's background showing through a 1 px gap. */
  .cs-facts, .cs-figures { margin: 0; display: grid; gap: 1px; grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .cs-facts__item:first-child, .cs-figures__item--lead { grid-column: 1 / -1; }
  ${mq.md} {
    .cs-facts, .cs-figures { grid-template-columns: 2fr 1fr 1fr; }
    .cs-facts__item:first-child, .cs-figures__item--lead { grid-column: auto; }
  }
  .cs-facts__item, .cs-figures__item { display: flex; flex-direction: column; gap: 4px; padding: ${space.md}px ${space.lg}px; }
  .cs-facts__item { background: ${colors.surface}; }
  .cs-figures__item { flex-direction: column-reverse; justify-content: flex-end; background: ${colors.white}; }
  ${mq.md} { .cs-figures__item { padding: ${space.lg}px; } }
  .cs-facts dt, .cs-figures dt { font-size: ${fontSizes.xs}; font-weight: 600; color: ${colors.muted}; text-transform: uppercase; letter-spacing: 0.06em; }
  .cs-facts dd { margin: 0; font-weight: 650; color: ${colors.text}; }
  .cs-figures dd {
    margin: 0;
    font-size: ${type.figure.fontSize};
    line-height: ${type.figure.lineHeight};
    letter-spacing: ${type.figure.letterSpacing};
    font-weight: ${type.figure.fontWeight};
    color: ${colors.text};
    text-wrap: balance;
  }
  .cs-figures__item--lead dd { color: ${colors.success}; }

  .cs-story { display: grid; gap: ${space.xl}px; grid-template-columns: minmax(0, 1fr); }
  ${mq.md} { .cs-story { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: ${space.xxl}px; } }
  .cs-story p { color: ${colors.muted}; font-size: 1.0625rem; line-height: 1.65; max-width: 60ch; }

  .cs-results {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${space.md}px;
    grid-template-columns: minmax(0, 1fr);
  }
  ${mq.md} { .cs-results { grid-template-columns: repeat(auto-fit, minmax(280px, 1fr)); } }
  .cs-result {
    padding: ${space.lg}px;
    background: ${colors.white};
    border: 1px solid ${colors.borderSoft};
    border-radius: ${radii.lg}px;
  }
  .cs-result--plain { display: flex; align-items: flex-start; background: ${colors.surface}; }
  .cs-result__text { display: flex; gap: 8px; align-items: flex-start; font-weight: 600; }
  .cs-result__text .check-list__icon { margin-top: 3px; }

  .ba { margin: 0; display: grid; gap: ${space.md}px; }
  .ba__caption { font-weight: 600; color: ${colors.text}; line-height: 1.45; }
  .ba__rows { margin: 0; display: grid; gap: 10px; }
  .ba__row { display: grid; grid-template-columns: 52px minmax(0, 1fr); align-items: center; gap: ${space.sm}px; }
  .ba__label { font-size: ${fontSizes.xs}; font-weight: 600; color: ${colors.muted}; }
  .ba__value { margin: 0; display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: center; gap: ${space.sm}px; }
  .ba__track { display: block; height: 12px; border-radius: ${radii.pill}px; background: ${colors.surface}; overflow: hidden; }
  .ba__bar { display: block; height: 100%; border-radius: ${radii.pill}px; background: ${colors.border}; }
  .ba__row--after .ba__bar { background: ${colors.primary}; }
  .ba__figure { font-size: ${fontSizes.sm}; font-weight: 700; color: ${colors.text}; white-space: nowrap; text-align: right; min-width: 4.5em; }
  .ba__row--after .ba__figure { color: ${colors.primary}; }

  .cs-block { display: grid; }
  .cs-pair { display: grid; gap: ${space.xl}px; grid-template-columns: minmax(0, 1fr); }
  ${mq.lg} { .cs-pair { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: ${space.xxl}px; align-items: start; } }
  .cs-stack { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: ${space.sm}px; }
  .cs-stack__item {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 40px;
    padding: 6px 14px;
    border-radius: ${radii.pill}px;
    border: 1px solid ${colors.borderSoft};
    background: ${colors.white};
    font-size: ${fontSizes.sm};
    font-weight: 600;
    color: ${colors.text};
  }
  .cs-stack__item .tool-mark { width: 18px; height: 18px; }

  .cs-quote {
    margin: 0;
    padding: ${space.lg}px ${space.lg}px ${space.lg}px ${space.xl}px;
    border-left: 4px solid ${colors.primary};
    background: ${colors.primarySoft};
    border-radius: 0 ${radii.lg}px ${radii.lg}px 0;
  }
  .cs-quote__text { margin: 0; font-size: ${fontSizes.lg}; line-height: 1.55; font-weight: 500; color: ${colors.text}; }
  .cs-quote__text p::before { content: "\\201C"; }
  .cs-quote__text p::after { content: "\\201D"; }
  .cs-quote__by { margin-top: ${space.md}px; font-size: ${fontSizes.sm}; font-weight: 600; color: ${colors.muted}; }

  .cs-services { list-style: none; margin: 0; padding: 0; display: grid; gap: ${space.md}px; }
  .cs-service {
    display: grid;
    gap: 6px;
    padding: ${space.lg}px ${space.lg}px ${space.sm}px;
    background: ${colors.white};
    border: 1px solid ${colors.borderSoft};
    border-radius: ${radii.lg}px;
  }
  .cs-service__title { font-weight: 700; color: ${colors.text}; }
  .cs-service__text { font-size: ${fontSizes.sm}; color: ${colors.muted}; }
  .cs-service .case-study__more-link { justify-self: start; }

  .cs-reference {
    display: grid;
    gap: ${space.md}px;
    justify-items: start;
    padding: ${space.xl}px;
    border-radius: ${radii.lg}px;
    background: ${colors.ink};
    color: ${colors.inkMuted};
  }
  /* Alone on its row (a study without services): across the page, its button beside the words. */
  .cs-pair > .cs-reference:only-child { grid-column: 1 / -1; }
  ${mq.lg} {
    .cs-reference:only-child { grid-template-columns: minmax(0, 1fr) auto; column-gap: ${space.xxl}px; align-items: center; }
    .cs-reference:only-child > .btn { grid-column: 2; grid-row: 1 / span 2; }
  }
  .cs-reference__heading { font-size: ${fontSizes.xl}; color: ${colors.white}; letter-spacing: -0.015em; }
  .cs-reference__text { color: ${colors.inkMuted}; }
`;
