import { Container } from "../Container";
import { useSiteContent, fill } from "../../content/SiteContentContext";
import { formatDate } from "../../lib/format";
import type { ResponsiveImage } from "../../lib/imageSize";
import {
  ARTICLE_COLUMN,
  ARTICLE_GAP,
  ARTICLE_RAIL,
  HERO_READABLE_WIDTH,
  articleFrameCss,
} from "./articleFrame";
import { COVER_SIZE, coverOf } from "./coverSrc";
import { KeepHyphenated } from "../KeepHyphenated";
import { mq } from "../../styles/theme";

/** What an article's header shows. Dates are ISO (`2025-03-14`); minutes are whole minutes. */
export type ArticleHeaderProps = {
  category: string;
  title: string;
  description: string;
  author: string;
  /** The author's role from data/authors.json, shown after the name; absent for the brand. */
  authorRole?: string;
  datePublished: string;
  dateModified: string;
  readingMinutes: number;
  /** The hero image, shown under the byline; absent when the article has none. */
  heroImage?: ResponsiveImage | null;
  /** The article's path: a blog post, guide or case study shows its cover (src/build/covers.ts). */
  path?: string;
};

/**
 * The name of a hero image's scroll box: its alt text up to the first colon or full stop (the
 * alt of a diagram starts by saying what it is: "Flow diagram of the invoice example: …").
 */
export function figureLabel(alt: string): string {
  return alt.split(/[:.]/)[0].trim();
}

/**
 * An article's hero image: the page's largest element (its LCP), so it loads first
 * (`fetchpriority="high"`, never lazily) and its box keeps its aspect ratio (from the width and
 * height in px) before the file arrives, so nothing below it moves. Takes the image. Its box
 * and the image's look are `.article-figure…` classes (./styles.ts); the ratio stays an Emotion
 * prop, as it follows the upload.
 */
export function HeroImage({ image }: { image: ResponsiveImage }): JSX.Element {
  const ratio = image.width && image.height ? `${image.width} / ${image.height}` : undefined;
  return (
    // Its phone form: below `sm` the image keeps a readable width and its box scrolls sideways
    // (focusable, so a keyboard scrolls it too), instead of shrinking its labels past reading.
    <div
      role="region"
      aria-label={figureLabel(image.alt)}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="article-figure"
    >
      <HeroPicture image={image} ratio={ratio} />
    </div>
  );
}

/** The hero `<img>` itself (see {@link HeroImage}); `ratio` is its CSS aspect ratio. */
function HeroPicture({ image, ratio }: { image: ResponsiveImage; ratio?: string }): JSX.Element {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={
        image.srcSet ? `(max-width: 639px) ${HERO_READABLE_WIDTH}px, ${image.sizes}` : undefined
      }
      width={image.width}
      height={image.height}
      alt={image.alt}
      decoding="async"
      // React 18 knows no `fetchPriority` prop; the lowercase attribute reaches the HTML as is.
      {...{ fetchpriority: "high" }}
      className="article-figure__img"
      css={{ aspectRatio: ratio }}
    />
  );
}

/**
 * The top of an article page: category, the page's only `<h1>`, the description as a lede, and a
 * byline with the author, the published and last-updated dates (machine-readable `<time>`s) and
 * the reading time, then the hero image if there is one; without one, a blog post's, guide's or
 * case study's cover (src/build/covers.ts) sits under the byline, and from `lg` in the rail
 * beside the words, lined up with the contents list below. Words come from `articles` in
 * data/site.json. Static parts are `.article-header…` classes (./styles.ts); the layout that
 * follows whether there is a cover stays an Emotion prop.
 */
export function ArticleHeader(props: ArticleHeaderProps): JSX.Element {
  const copy = useSiteContent().site.articles;
  // An article with its own hero image shows that picture; the cover is for the others.
  const cover = props.path && !props.heroImage ? coverOf(props.path) : null;
  return (
    <header className="article-header">
      <Container>
        <div
          css={{
            ...articleFrameCss,
            // With a cover: the words in the reading column, the cover in the rail beside them.
            [mq.lg]: cover && {
              ...articleFrameCss[mq.lg],
              display: "grid",
              gridTemplateColumns: `minmax(0, ${ARTICLE_COLUMN}px) ${ARTICLE_RAIL}px`,
              justifyContent: "space-between",
              columnGap: ARTICLE_GAP,
              alignItems: "start",
            },
          }}
        >
          <div css={{ maxWidth: cover ? undefined : 820, minWidth: 0 }}>
            <p className="article-header__eyebrow">{props.category}</p>
            <h1 id="page-heading" className="article-header__title">
              <KeepHyphenated text={props.title} />
            </h1>
            <p className="article-header__lede">{props.description}</p>
            <p className="article-header__byline">
              <span className="article-header__author">
                {fill(copy.byline, {
                  author: props.authorRole ? `${props.author}, ${props.authorRole}` : props.author,
                })}
              </span>
              <span>
                {copy.published}{" "}
                <time dateTime={props.datePublished}>{formatDate(props.datePublished)}</time>
              </span>
              <span>
                {copy.updated}{" "}
                <time dateTime={props.dateModified}>{formatDate(props.dateModified)}</time>
              </span>
              <span>{fill(copy.readingTime, { minutes: props.readingMinutes })}</span>
            </p>
            {props.heroImage && <HeroImage image={props.heroImage} />}
          </div>
          {cover && (
            <img
              className="article-cover"
              src={cover}
              width={COVER_SIZE.width}
              height={COVER_SIZE.height}
              alt=""
              decoding="async"
              loading="eager"
            />
          )}
        </div>
      </Container>
    </header>
  );
}
