import {
  cardSurface,
  colors,
  eyebrowText,
  fontSizes,
  mq,
  radii,
  space,
  type,
} from "../../styles/theme";
import {
  ARTICLE_COLUMN,
  ARTICLE_FRAME,
  ARTICLE_GAP,
  ARTICLE_NARROW,
  ARTICLE_RAIL,
} from "./articleFrame";

/**
 * Static class rules of the article pages' parts (src/components/article/), built from the
 * theme's tokens and written into every page's head with GLOBAL_CSS (a visitor may move to an
 * article without loading new HTML), so they cost no JavaScript:
 *
 * - "On this page" (TableOfContents.tsx): `.toc` (a tinted panel; the article view moves it into
 *   the rail from 1024 px), `__heading`, `__list`, `__item`, `__link`;
 * - "Related reading" (RelatedArticles.tsx): `.related` (a tinted band), `__heading`, `__list`
 *   (its columns follow the number of cards, an Emotion prop), `__card`, `__category`, `__title`,
 *   `__meta`.
 */
export const ARTICLE_CSS = `
  .toc {
    padding: ${space.lg}px;
    border: 1px solid ${colors.borderSoft};
    border-radius: ${radii.lg}px;
    background: ${colors.surface};
  }
  .toc__heading { font-size: ${fontSizes.md}; margin-bottom: ${space.sm}px; }
  .toc__list { margin: 0; padding-left: 1.25rem; display: grid; gap: 6px; }
  .toc__item { font-size: ${fontSizes.sm}; }
  .toc__link { line-height: 1.6; }

  .related { background: ${colors.surface}; padding-top: ${space.xxl}px; padding-bottom: ${space.xxl}px; }
  .related__heading { font-size: ${fontSizes.xxl}; margin-bottom: ${space.lg}px; }
  .related__list { list-style: none; margin: 0; padding: 0; }
  .related__card {
    background: ${cardSurface.background};
    border: ${cardSurface.border};
    border-radius: ${cardSurface.borderRadius}px;
    padding: ${space.lg}px;
    display: grid;
    gap: 8px;
    align-content: start;
  }
  .related__category {
    color: ${eyebrowText.color};
    font-size: ${eyebrowText.fontSize};
    font-weight: ${eyebrowText.fontWeight};
    text-transform: ${eyebrowText.textTransform};
    letter-spacing: ${eyebrowText.letterSpacing};
  }
  .related__title { font-size: ${fontSizes.lg}; }
  .related__meta { color: ${colors.muted}; font-size: ${fontSizes.sm}; }
`;

/**
 * Static class rules of an article page's frame and header (ArticleView.tsx, ArticleHeader.tsx),
 * joined at the END of GLOBAL_CSS (they used to be Emotion props, which come after the static
 * sheet once the page's script runs, so they must still follow the rules they override):
 *
 * - `.article-header` (the tinted top), `__eyebrow`, `__title`, `__lede`, `__byline`,
 *   `__author` (the layout beside a cover follows the content and stays an Emotion prop);
 * - `.article-main`: the body and "On this page", one column that may shrink below its
 *   content's width (so a wide table scrolls inside its own box instead of widening the column
 *   past the screen), and from `lg` the reading column with the contents list in a sticky rail
 *   beside it (`.article-main__toc`);
 * - `.cs-overview__frame`: a case study's "At a glance" in the same frame, so its left edge is
 *   the header's and the body's.
 */
export const ARTICLE_PAGE_CSS = `
  .article-header {
    background: linear-gradient(180deg, ${colors.primarySoft} 0%, ${colors.white} 100%);
    padding-top: ${space.xxl}px;
    padding-bottom: ${space.xl}px;
  }
  ${mq.md} { .article-header { padding-top: ${space.xxxl}px; padding-bottom: ${space.xxl}px; } }
  .article-header__eyebrow {
    color: ${eyebrowText.color};
    font-size: ${eyebrowText.fontSize};
    font-weight: ${eyebrowText.fontWeight};
    text-transform: ${eyebrowText.textTransform};
    letter-spacing: ${eyebrowText.letterSpacing};
    margin-bottom: ${space.sm}px;
  }
  .article-header__title {
    font-size: ${type.h1.fontSize};
    line-height: ${type.h1.lineHeight};
    letter-spacing: ${type.h1.letterSpacing};
    font-weight: ${type.h1.fontWeight};
    max-width: 900px;
  }
  .article-header__lede { margin-top: ${space.md}px; font-size: ${fontSizes.lg}; color: ${colors.muted}; }
  .article-header__byline {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    margin-top: ${space.lg}px;
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
  .article-header__author { font-weight: 650; color: ${colors.text}; }

  .article-main {
    max-width: ${ARTICLE_NARROW}px;
    margin-inline: auto;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${space.xl}px;
    padding-top: ${space.lg}px;
    padding-bottom: ${space.xxl}px;
  }
  ${mq.md} { .article-main { padding-bottom: ${space.xxxl}px; } }
  ${mq.lg} {
    .article-main {
      max-width: ${ARTICLE_FRAME}px;
      grid-template-columns: minmax(0, ${ARTICLE_COLUMN}px) ${ARTICLE_RAIL}px;
      justify-content: space-between;
      column-gap: ${ARTICLE_GAP}px;
    }
    .article-main > * { grid-column: 1; }
    .toc.article-main__toc {
      grid-column: 2;
      grid-row: 1 / span 3;
      align-self: start;
      position: sticky;
      top: 96px;
      max-height: calc(100vh - 120px);
      overflow-y: auto;
      padding: 0 0 0 ${space.lg}px;
      border: 0;
      border-left: 1px solid ${colors.borderSoft};
      border-radius: 0;
      background: transparent;
    }
  }

  .cs-overview__frame {
    max-width: ${ARTICLE_NARROW}px;
    margin-inline: auto;
    width: 100%;
    display: grid;
    gap: ${space.xl}px;
  }
  ${mq.md} { .cs-overview__frame { gap: ${space.xxl}px; } }
  ${mq.lg} { .cs-overview__frame { max-width: ${ARTICLE_FRAME}px; } }
`;
