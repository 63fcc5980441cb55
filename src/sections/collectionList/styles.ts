import { colors, eyebrowDeclarations, fontSizes, radii, space } from "../../styles/theme";

/**
 * The collection list section's own rules (./CollectionList.tsx: blog posts and guides) and its
 * pagination bar (src/components/ListingPagination.tsx, which only this section shows) as
 * static class rules: `.post-card`, a white card with the category, the linked title (in the
 * text colour, underlined on hover, as the other cards' titles are), the byline row, the
 * description and an optional button pushed to the card's foot, and the space under its cover;
 * `.listing__feed`, the link to the feed under the list; `.pagination`, a row of 44 px page links
 * (the current page filled in brand blue) above "Page n of m". The covers themselves are shared
 * with the other listing cards (src/styles/listingCss.ts, right after these rules in GLOBAL_CSS).
 * Part of the global CSS in the page head, so a listing's looks cost no JavaScript.
 */
export const COLLECTION_LIST_CSS = `
  .post-card {
    display: flex;
    flex-direction: column;
    gap: ${space.sm}px;
    padding: ${space.lg}px;
    background: ${colors.white};
    border: 1px solid ${colors.borderSoft};
    border-radius: ${radii.lg}px;
  }
  .post-card__category {
    ${eyebrowDeclarations}
  }
  .post-card__title { font-size: ${fontSizes.lg}; }
  .post-card__title a { color: ${colors.text}; text-decoration: none; }
  .post-card__title a:hover { color: ${colors.primary}; text-decoration: underline; text-underline-offset: 3px; }
  .post-card__byline { display: flex; flex-wrap: wrap; gap: 0 12px; font-size: ${fontSizes.sm}; color: ${colors.muted}; }
  .post-card__description { color: ${colors.muted}; }
  .post-card__action { margin-top: auto; padding-top: ${space.sm}px; }
  .btn.post-card__button { min-height: 44px; padding: 8px 16px; }
  .post-card .card-cover { margin-bottom: ${space.xs}px; }
  .listing__feed { margin-top: ${space.lg}px; }
  .listing__feed-link { display: inline-flex; align-items: center; gap: 8px; min-height: 44px; }
  .pagination { margin-top: ${space.xl}px; display: grid; gap: ${space.sm}px; }
  .pagination__pages {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm}px;
    align-items: center;
  }
  .pagination__item { display: flex; gap: ${space.sm}px; align-items: center; }
  .pagination__link {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 12px;
    border-radius: ${radii.md}px;
    border: 1px solid ${colors.border};
    background: ${colors.white};
    font-weight: 600;
    text-decoration: none;
  }
  .pagination__link[aria-current="page"] { background: ${colors.primary}; border-color: ${colors.primary}; color: ${colors.white}; }
  .pagination__status { font-size: ${fontSizes.sm}; color: ${colors.muted}; }
`;
