import { Container } from "../Container";
import { useSiteContent, fill } from "../../content/SiteContentContext";
import { formatDate } from "../../lib/format";
import { colors, eyebrowText, fontSizes, mq, space } from "../../styles/theme";

/** What an article's header shows. Dates are ISO (`2025-03-14`); minutes are whole minutes. */
export type ArticleHeaderProps = {
  category: string;
  title: string;
  description: string;
  author: string;
  datePublished: string;
  dateModified: string;
  readingMinutes: number;
};

/**
 * The top of an article page: category, the page's only `<h1>`, the description as a lede, and a
 * byline with the author, the published and last-updated dates (machine-readable `<time>`s) and
 * the reading time. Words come from `articles` in data/site.json.
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
        <div css={{ maxWidth: 820 }}>
          <p css={{ ...eyebrowText, marginBottom: space.sm }}>{props.category}</p>
          <h1 id="page-heading" css={{ fontSize: fontSizes.display, lineHeight: 1.1 }}>
            {props.title}
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
              {fill(copy.byline, { author: props.author })}
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
        </div>
      </Container>
    </header>
  );
}
