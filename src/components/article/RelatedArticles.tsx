import { Link } from "gatsby";
import { Container } from "../Container";
import { useSiteContent, fill } from "../../content/SiteContentContext";
import { formatDate } from "../../lib/format";
import { space } from "../../styles/theme";
import { balancedGrid } from "../../styles/grid";
import { COVER_SIZE, THUMBNAIL_SIZE, coverOf, coverTone } from "./coverSrc";

/** One related article as a card shows it. `datePublished` is ISO; minutes are whole minutes. */
export type RelatedArticle = {
  path: string;
  title: string;
  category: string;
  description: string;
  datePublished: string;
  readingMinutes: number;
};

/**
 * A related article's cover, or a template's workflow thumbnail (src/build/covers.ts), across
 * the top of its card: decorative (the card names the article), lazy, its box reserved by its
 * width and height. Takes the article's path; nothing for an article without one.
 */
function RelatedCover({ path }: { path: string }): JSX.Element | null {
  const src = coverOf(path);
  if (!src) return null;
  const tone = coverTone(path);
  const size = tone === "thumb" ? THUMBNAIL_SIZE : COVER_SIZE;
  return (
    <img
      className={`card-cover card-cover--${tone}`}
      src={src}
      width={size.width}
      height={size.height}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * "Related reading" (or `heading`): up to three cards linking to other articles of the same kind
 * (chosen at build time, same category first), each opening with the article's cover (a
 * template's workflow thumbnail). Renders nothing when there are none. Static class rules
 * (`.related…`, src/components/article/styles.ts); the grid's columns follow the number of cards.
 */
export function RelatedArticles({
  articles,
  heading,
}: {
  articles: RelatedArticle[];
  heading?: string;
}): JSX.Element | null {
  const copy = useSiteContent().site.articles;
  if (!articles.length) return null;
  return (
    <section aria-labelledby="related-heading" className="related">
      <Container>
        <h2 id="related-heading" className="related__heading">
          {heading ?? copy.related}
        </h2>
        <ul
          className="related__list"
          css={balancedGrid(articles.length, { base: 1, md: 3 }, space.lg)}
        >
          {articles.map((a) => (
            <li key={a.path} className="related__card">
              <RelatedCover path={a.path} />
              <p className="related__category">{a.category}</p>
              <h3 className="related__title">
                <Link to={a.path}>{a.title}</Link>
              </h3>
              <p className="related__meta">
                <time dateTime={a.datePublished}>{formatDate(a.datePublished)}</time>
                {" · "}
                {fill(copy.readingTime, { minutes: a.readingMinutes })}
              </p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
