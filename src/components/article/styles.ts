import {
  cardSurface,
  colors,
  eyebrowDeclarations,
  focusRing,
  fonts,
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
  HERO_READABLE_WIDTH,
} from "./articleFrame";
import { TABLE_SCROLL_CLASS } from "../../lib/articles";

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
    ${eyebrowDeclarations}
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
    ${eyebrowDeclarations}
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

/**
 * Static class rules of an article's hero image and body (ArticleHeader.tsx, ArticleBody.tsx),
 * joined at the END of GLOBAL_CSS after ARTICLE_PAGE_CSS (they used to be Emotion props, which
 * come after the static sheet once the page's script runs, so they keep that place):
 *
 * - `.article-figure`: the hero image's box; below `sm` it keeps the image at a readable width
 *   ({@link HERO_READABLE_WIDTH}) and scrolls sideways; `.article-figure__img`, the image
 *   itself (its aspect ratio follows the upload and stays an Emotion prop);
 * - `.article-prose`: the reading styles of the HTML rendered from an article's Markdown
 *   (headings, lists, task lists, quotes, code, tables, images, rules). The wider reading column
 *   from `lg` takes a larger size (19 px), so a line of its 700 px holds about 75 characters,
 *   never more than 78. A table's box (`.table-scroll`) scrolls sideways when its words cannot
 *   fit the column; its edges shade where more of the table is hidden: white covers stay put
 *   with the content (`local`) and hide shadows fixed to the box's edges (`scroll`), so a shadow
 *   shows only at an edge with more beyond it. A table fills its box; cells wrap between words
 *   but never inside one, and keep no background of their own, so the shading shows through
 *   them. Images carry their real width and height (src/content/markdown.ts): scaled to the
 *   column, their box keeps that ratio before the file arrives.
 */
export const ARTICLE_BODY_CSS = `
  .article-figure { margin-top: ${space.xl}px; border-radius: ${radii.lg}px; }
  @media (max-width: 639px) {
    .article-figure {
      overflow-x: auto;
      overscroll-behavior-x: contain;
      margin-inline: -${space.md}px;
      padding-inline: ${space.md}px;
    }
    .article-figure > img { min-width: ${HERO_READABLE_WIDTH}px; }
  }
  .article-figure__img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${radii.lg}px;
    border: 1px solid ${colors.borderSoft};
    background: ${colors.white};
  }

  .article-prose {
    font-size: 1.0625rem;
    line-height: 1.7;
    text-wrap: pretty;
    color: ${colors.text};
    overflow-wrap: anywhere;
    min-width: 0;
  }
  ${mq.lg} { .article-prose { font-size: 1.1875rem; } }
  .article-prose > * + * { margin-top: ${space.md}px; }
  .article-prose h2 {
    font-size: ${fontSizes.xl};
    margin-top: ${space.xxl}px;
    line-height: 1.25;
    scroll-margin-top: 96px;
  }
  .article-prose h3 { font-size: ${fontSizes.lg}; margin-top: ${space.xl}px; scroll-margin-top: 96px; }
  .article-prose ul,
  .article-prose ol { padding-left: 1.5rem; display: grid; gap: 6px; }
  .article-prose ul.contains-task-list { list-style: none; padding-left: 0; }
  .article-prose li.task-list-item { display: flex; gap: 10px; align-items: flex-start; }
  .article-prose li.task-list-item input { width: 20px; height: 20px; margin-top: 4px; flex-shrink: 0; }
  .article-prose blockquote {
    margin: 0;
    padding-left: ${space.md}px;
    border-left: 4px solid ${colors.primaryBorder};
    color: ${colors.muted};
  }
  .article-prose code {
    font-family: ${fonts.mono};
    font-size: 0.9em;
    background: ${colors.surface};
    padding: 1px 5px;
    border-radius: ${radii.sm}px;
  }
  .article-prose pre {
    overflow-x: auto;
    padding: ${space.md}px;
    background: ${colors.surface};
    border-radius: ${radii.md}px;
  }
  .article-prose .${TABLE_SCROLL_CLASS} {
    overflow-x: auto;
    max-width: 100%;
    border: 1px solid ${colors.borderSoft};
    border-radius: ${radii.md}px;
    background:
      linear-gradient(to right, ${colors.white} 30%, rgba(255, 255, 255, 0)) left center / 40px 100% no-repeat local,
      linear-gradient(to left, ${colors.white} 30%, rgba(255, 255, 255, 0)) right center / 40px 100% no-repeat local,
      radial-gradient(farthest-side at 0 50%, rgba(15, 23, 42, 0.22), rgba(15, 23, 42, 0)) left center / 16px 100% no-repeat scroll,
      radial-gradient(farthest-side at 100% 50%, rgba(15, 23, 42, 0.22), rgba(15, 23, 42, 0)) right center / 16px 100% no-repeat scroll,
      ${colors.white};
    margin-top: ${space.lg}px;
    margin-bottom: ${space.lg}px;
  }
  .article-prose .${TABLE_SCROLL_CLASS}:focus-visible {
    outline: ${focusRing.outline};
    outline-offset: ${focusRing.outlineOffset}px;
  }
  .article-prose table {
    border-collapse: collapse;
    width: 100%;
    font-size: ${fontSizes.sm};
    line-height: 1.5;
    font-variant-numeric: tabular-nums;
  }
  .article-prose th,
  .article-prose td {
    text-align: left;
    vertical-align: top;
    padding: 10px 14px;
    border-bottom: 1px solid ${colors.borderSoft};
    overflow-wrap: normal;
    min-width: 6em;
  }
  .article-prose th {
    font-weight: 650;
    font-size: ${fontSizes.xs};
    letter-spacing: 0.02em;
    color: ${colors.muted};
    border-bottom: 1px solid ${colors.border};
    white-space: nowrap;
  }
  .article-prose tr:last-child td { border-bottom: 0; }
  .article-prose td:first-of-type,
  .article-prose th:first-of-type { min-width: 11em; }
  .article-prose td:first-of-type { font-weight: 550; }
  .article-prose img { display: block; max-width: 100%; height: auto; border-radius: ${radii.md}px; }
  .article-prose hr { border: 0; border-top: 1px solid ${colors.borderSoft}; margin: ${space.xl}px 0; }
`;
