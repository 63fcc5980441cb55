import { colors, fontSizes, radii, space } from "../../styles/theme";

/**
 * The site search's class rules (src/sections/siteSearch/SiteSearch.tsx): `.site-search` (the
 * form, at most 760 px wide), `__label`, `__row` (the field beside its button, wrapping on a
 * narrow screen), `__input`, `__results` (the status line and the list), `__status`, `__list`,
 * `__link` (a result's tile, tinted on hover), `__title` and `__description`. Part of GLOBAL_CSS in
 * every page's head, so the search's looks cost no JavaScript.
 */
export const SITE_SEARCH_CSS = `
  .site-search { max-width: 760px; min-width: 0; }
  .site-search__label { display: block; font-weight: 600; margin-bottom: 6px; }
  .site-search__row { display: flex; gap: 8px; flex-wrap: wrap; }
  .site-search__input {
    flex: 1 1 260px;
    min-width: 0;
    min-height: 52px;
    padding: 12px 16px;
    font-size: ${fontSizes.md};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md}px;
  }
  .site-search__results { max-width: 760px; min-width: 0; margin-top: ${space.md}px; overflow-wrap: anywhere; }
  .site-search__status { color: ${colors.muted}; font-size: ${fontSizes.sm}; min-height: 1.6em; }
  .site-search__list { list-style: none; margin: ${space.sm}px 0 0; padding: 0; display: grid; gap: ${space.sm}px; }
  .site-search__link {
    display: block;
    padding: ${space.md}px;
    border: 1px solid ${colors.borderSoft};
    border-radius: ${radii.md}px;
    text-decoration: none;
    color: ${colors.text};
    background: ${colors.white};
  }
  .site-search__link:hover { border-color: ${colors.primaryBorder}; background: ${colors.primarySoft}; }
  .site-search__title { display: block; font-weight: 700; color: ${colors.primary}; }
  .site-search__description { display: block; font-size: ${fontSizes.sm}; color: ${colors.muted}; }
`;
