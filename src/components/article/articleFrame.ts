import { mq, space } from "../../styles/theme";

/** Width of an article's reading column from `lg` (px): about 75 characters of 19 px prose. */
export const ARTICLE_COLUMN = 700;

/** Width of the "On this page" rail beside the reading column from `lg` (px). */
export const ARTICLE_RAIL = 240;

/** Space between the reading column and the rail from `lg` (px). */
export const ARTICLE_GAP = space.xxl + space.sm;

/**
 * The article's frame: the reading column and its rail, centred in the page from `lg`, so the
 * header above lines up with the column's left edge and a wide screen keeps equal margins.
 * Below `lg` the frame is the column alone (at most {@link ARTICLE_NARROW} px), also centred.
 */
export const ARTICLE_FRAME = ARTICLE_COLUMN + ARTICLE_GAP + ARTICLE_RAIL;

/** Width of the column below `lg` (px), where the contents sit inline above the body. */
export const ARTICLE_NARROW = 760;

/** Below this width (px) a hero image scrolls sideways at a readable size instead of shrinking. */
export const HERO_READABLE_WIDTH = 720;

/** Style of a block that shares the article's frame (header, body grid): centred, capped. */
export const articleFrameCss = {
  maxWidth: ARTICLE_NARROW,
  marginInline: "auto",
  [mq.lg]: { maxWidth: ARTICLE_FRAME },
} as const;
