import { colors, eyebrowText, fontSizes, mq, radii, space, weave } from "./theme";
import { weaveLayers } from "./brandCss";
import { ARTICLE_FRAME, ARTICLE_NARROW } from "../components/article/articleFrame";

/**
 * A listing of articles (src/sections/collectionList/CollectionList.tsx: blog posts and guides) and its
 * pagination bar (src/components/ListingPagination.tsx) as static class rules: `.post-card`, a
 * white card with the category, the linked title (in the text colour, underlined on hover, as
 * the other cards' titles are), the byline row, the description and an
 * optional button pushed to the card's foot; `.pagination`, a row of 44 px page links (the
 * current page filled in brand blue) above "Page n of m". Also the covers drawn at build time
 * (src/build/covers.ts): `.card-cover`, edge to edge across the top of any listing card (post,
 * case study, template, related reading; `--thumb` for a template's workflow thumbnail; its
 * box shows the cover's surface, woven like the brand's texture, while the file loads: `--light`,
 * `--dark`), and
 * `.article-cover`, an article header's cover (when it has no hero image of its own): a 3 : 1
 * band under the byline on narrow screens, a 3 : 2 tile in the rail
 * beside the title from `lg`; and the breadcrumb trail above an article, set in the article's
 * frame (src/components/article/articleFrame.ts), so it starts at the header's and the body's
 * left edge. Part of the global CSS in the page head, so a listing's looks cost
 * no JavaScript.
 */
export const LISTING_CSS = `
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
    color: ${eyebrowText.color};
    font-size: ${eyebrowText.fontSize};
    font-weight: ${eyebrowText.fontWeight};
    text-transform: ${eyebrowText.textTransform};
    letter-spacing: ${eyebrowText.letterSpacing};
  }
  .post-card__title { font-size: ${fontSizes.lg}; }
  .post-card__title a { color: ${colors.text}; text-decoration: none; }
  .post-card__title a:hover { color: ${colors.primary}; text-decoration: underline; text-underline-offset: 3px; }
  .post-card__byline { display: flex; flex-wrap: wrap; gap: 0 12px; font-size: ${fontSizes.sm}; color: ${colors.muted}; }
  .post-card__description { color: ${colors.muted}; }
  .post-card__action { margin-top: auto; padding-top: ${space.sm}px; }
  .btn.post-card__button { min-height: 44px; padding: 8px 16px; }
  .card-cover {
    display: block;
    width: calc(100% + ${space.lg * 2}px);
    max-width: none;
    height: auto;
    aspect-ratio: 2 / 1;
    margin: -${space.lg}px -${space.lg}px 0;
    border-radius: ${radii.lg - 1}px ${radii.lg - 1}px 0 0;
    border-bottom: 1px solid ${colors.borderSoft};
    background: ${colors.surface};
  }
  .card-cover--light {
    background: ${weaveLayers(weave.warpOnLight, weave.weftOnLight)},
      linear-gradient(135deg, ${colors.primarySoft}, ${colors.white});
  }
  .card-cover--dark { background: ${weaveLayers(weave.warpOnDark, weave.weftOnDark)}, ${colors.navy}; }
  .card-cover--thumb {
    aspect-ratio: 32 / 15;
    background: radial-gradient(${colors.border} 1px, transparent 1.5px) 0 0 / 16px 16px, ${colors.surface};
  }
  .post-card .card-cover { margin-bottom: ${space.xs}px; }
  .article-cover {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 1;
    object-fit: cover;
    margin-top: ${space.lg}px;
    border-radius: ${radii.md}px;
    border: 1px solid ${colors.borderSoft};
    background: ${colors.surface};
  }
  ${mq.lg} {
    .article-cover { aspect-ratio: 3 / 2; margin-top: 0; border-radius: ${radii.lg}px; }
  }
  .breadcrumbs:has(+ [data-static="article"]) .breadcrumbs__list { max-width: ${ARTICLE_NARROW}px; margin-inline: auto; }
  ${mq.lg} { .breadcrumbs:has(+ [data-static="article"]) .breadcrumbs__list { max-width: ${ARTICLE_FRAME}px; } }
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
