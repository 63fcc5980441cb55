import { colors, eyebrowDeclarations, focusRing, fontSizes, radii, shadows, space } from "./theme";

/**
 * The card of a cards section (src/sections/cards/Cards.tsx) as static class rules: `.card`, with
 * `.card--problem` (the pains a page names) and `.card--compact` (denser lists), and its parts
 * (`.card__icon`, `.card__badge`, `.card__title-link`…). Part of the global CSS in the page head,
 * so cards cost no JavaScript for their looks; a card that links (`.card--linked`) carries a
 * chevron after its title (as linked tiles and chips do), lifts on hover (brand-tinted edge,
 * raised shadow, the chevron moves) and shows the focus ring around the whole card while its
 * title link has focus.
 */
export const CARD_CSS = `
  .card {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: ${space.md}px;
    padding: ${space.lg}px;
    background: ${colors.white};
    border: 1px solid ${colors.borderSoft};
    border-radius: ${radii.lg}px;
    box-shadow: 0 1px 2px rgba(15, 23, 42, 0.05);
  }
  .card--compact { gap: ${space.sm}px; padding: ${space.md}px; }
  .card--problem { background: ${colors.problemSoft}; border-color: ${colors.problemBorder}; }
  .card--linked { transition: border-color 150ms, box-shadow 150ms; }
  .card--linked:hover { border-color: ${colors.primaryBorder}; box-shadow: ${shadows.raised}; }
  .card--linked:focus-within {
    outline: ${focusRing.outline};
    outline-offset: ${focusRing.outlineOffset}px;
  }
  .card__top { display: flex; align-items: flex-start; justify-content: space-between; gap: ${space.sm}px; }
  .card__icon {
    display: inline-flex;
    padding: 10px;
    border-radius: ${radii.md}px;
    background: ${colors.primarySoft};
    color: ${colors.primary};
  }
  .card--compact .card__icon { padding: 8px; }
  .card--problem .card__icon { background: ${colors.problemIconBackground}; color: ${colors.problem}; }
  .card__badge {
    margin-left: auto;
    padding: 3px 10px;
    border-radius: ${radii.pill}px;
    background: ${colors.primarySoft};
    color: ${colors.primaryDark};
    font-size: ${fontSizes.xs};
    font-weight: 700;
    white-space: nowrap;
  }
  .card__eyebrow {
    ${eyebrowDeclarations}
    margin-bottom: 4px;
  }
  .card__title { font-size: ${fontSizes.lg}; }
  .card--compact .card__title { font-size: ${fontSizes.md}; }
  .card__title-link { color: inherit; text-decoration: none; }
  .card__title-link::after { content: ""; position: absolute; inset: 0; border-radius: ${radii.lg}px; }
  .card__title-link:hover { text-decoration: underline; }
  .card--linked .card__title-link { text-decoration-thickness: 1px; text-underline-offset: 3px; }
  .card--linked .card__title::after {
    content: "";
    display: inline-block;
    width: 7px;
    height: 7px;
    margin-left: 8px;
    border-top: 2px solid ${colors.primary};
    border-right: 2px solid ${colors.primary};
    transform: translateY(-2px) rotate(45deg);
    transition: transform 150ms;
  }
  .card--linked:hover .card__title::after { transform: translate(3px, -2px) rotate(45deg); }
  .card__description { color: ${colors.muted}; font-size: ${fontSizes.md}; }
  .card--compact .card__description { font-size: ${fontSizes.sm}; }
  .card__meta { display: grid; gap: 6px; margin: 0; font-size: ${fontSizes.sm}; }
  .card__meta > div { display: flex; flex-wrap: wrap; gap: 0 8px; }
  .card__meta dt { color: ${colors.muted}; }
  .card__meta dd { margin: 0; font-weight: 700; color: ${colors.success}; }
  .card--problem .card__meta dd { color: ${colors.problem}; }
  .card__list-title { font-size: ${fontSizes.sm}; margin-bottom: 6px; }
  .card__actions {
    margin-top: auto;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    position: relative;
    z-index: 1;
  }
  .card__actions .btn { min-height: 44px; padding: 8px 16px; font-size: ${fontSizes.sm}; }
  .card__actions .btn--link { padding-inline: 0; }
`;
