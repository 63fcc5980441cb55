import { Container } from "../Container";
import { useSiteContent, fill } from "../../content/SiteContentContext";
import { formatDate } from "../../lib/format";
import type { ResponsiveImage } from "../../lib/imageSize";
import { articleFrameCss } from "./articleFrame";
import { KeepHyphenated } from "../KeepHyphenated";
import { colors, eyebrowText, fontSizes, mq, radii, space, type } from "../../styles/theme";

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
};

/**
 * An article's hero image: the page's largest element (its LCP), so it loads first
 * (`fetchpriority="high"`, never lazily) and its box keeps its aspect ratio (from the width and
 * height in px) before the file arrives, so nothing below it moves. Takes the image.
 */
export function HeroImage({ image }: { image: ResponsiveImage }): JSX.Element {
  const ratio = image.width && image.height ? `${image.width} / ${image.height}` : undefined;
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? image.sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      decoding="async"
      // React 18 knows no `fetchPriority` prop; the lowercase attribute reaches the HTML as is.
      {...{ fetchpriority: "high" }}
      css={{
        display: "block",
        width: "100%",
        height: "auto",
        aspectRatio: ratio,
        marginTop: space.xl,
        borderRadius: radii.lg,
        border: `1px solid ${colors.borderSoft}`,
        background: colors.white,
      }}
    />
  );
}

/**
 * The top of an article page: category, the page's only `<h1>`, the description as a lede, and a
 * byline with the author, the published and last-updated dates (machine-readable `<time>`s) and
 * the reading time, then the hero image if there is one. Words come from `articles` in
 * data/site.json.
 */
export function ArticleHeader(props: ArticleHeaderProps): JSX.Element {
  const copy = useSiteContent().site.articles;
  return (
    <header
      css={{
        background: `linear-gradient(180deg, ${colors.primarySoft} 0%, ${colors.white} 100%)`,
        paddingTop: space.xxl,
        paddingBottom: space.xl,
        [mq.md]: { paddingTop: space.xxxl, paddingBottom: space.xxl },
      }}
    >
      <Container>
        <div css={articleFrameCss}>
          <div css={{ maxWidth: 820 }}>
            <p css={{ ...eyebrowText, marginBottom: space.sm }}>{props.category}</p>
            <h1 id="page-heading" css={{ ...type.h1, maxWidth: 900 }}>
              <KeepHyphenated text={props.title} />
            </h1>
            <p css={{ marginTop: space.md, fontSize: fontSizes.lg, color: colors.muted }}>
              {props.description}
            </p>
            <p
              css={{
                display: "flex",
                flexWrap: "wrap",
                gap: "4px 16px",
                marginTop: space.lg,
                fontSize: fontSizes.sm,
                color: colors.muted,
              }}
            >
              <span css={{ fontWeight: 650, color: colors.text }}>
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
        </div>
      </Container>
    </header>
  );
}
