import { colors, mq, radii, space, weave } from "./theme";
import { weaveLayers } from "./brandCss";
import { ARTICLE_FRAME, ARTICLE_NARROW } from "../components/article/articleFrame";

/**
 * The covers drawn at build time (src/build/covers.ts) as static class rules: `.card-cover`,
 * edge to edge across the top of any listing card (post, case study, template, related reading;
 * `--thumb` for a template's workflow thumbnail; its box shows the cover's surface, woven like
 * the brand's texture, while the file loads: `--light`, `--dark`), and `.article-cover`, an
 * article header's cover (when it has no hero image of its own): a 3 : 1 band under the byline
 * on narrow screens, a 3 : 2 tile in the rail beside the title from `lg`; and the breadcrumb
 * trail above an article, set in the article's frame (src/components/article/articleFrame.ts),
 * so it starts at the header's and the body's left edge. The listing's own cards and pagination
 * are the collection list section's (src/sections/collectionList/styles.ts, just before these
 * rules in GLOBAL_CSS). Part of the global CSS in the page head, so covers cost no JavaScript.
 */
export const LISTING_CSS = `
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
`;
