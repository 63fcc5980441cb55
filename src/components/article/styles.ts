import { cardSurface, colors, eyebrowText, fontSizes, radii, space } from "../../styles/theme";

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
