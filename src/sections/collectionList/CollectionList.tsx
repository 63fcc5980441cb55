import { lazy } from "react";
import { Link } from "gatsby";
import type { SectionProps } from "../types";
import { SectionShell } from "../SectionShell";
import { ActionButton } from "../../components/ActionButton";
import { useCollections } from "../../content/CollectionsContext";
import { FEED_PATH } from "../../content/feed";
import { fill, useSiteContent } from "../../content/SiteContentContext";
import { ListingPagination } from "../../components/ListingPagination";
import { Icon } from "../../components/Icon";
import { formatDate } from "../../lib/format";
import { space } from "../../styles/theme";
import { balancedGrid } from "../../styles/grid";
import { KeepHyphenated } from "../../components/KeepHyphenated";

/*
 * The template library's code is needed on /templates and its filter pages only, and there
 * only after a client-side visit (on the page the browser loaded it is a static part that keeps
 * the server's HTML): its own chunk, so no other page's JavaScript carries it.
 */
const TemplateLibrary = lazy(() =>
  import(
    /* webpackChunkName: "section-template-library" */ "../../components/template/TemplateLibrary"
  ).then((m) => ({ default: m.TemplateLibrary })),
);

/**
 * The case-study listing, in a chunk of its own: the page's server HTML holds it, so a page
 * loaded in the browser never needs its code, and no other page's JavaScript carries it; it loads
 * only when a visitor moves to the listing inside the app (the server render waits for it).
 */
const CaseStudyLibrary = lazy(() =>
  import(
    /* webpackChunkName: "part-case-study-library" */ "../../components/CaseStudyLibrary"
  ).then((m) => ({ default: m.CaseStudyLibrary })),
);

/**
 * Lists a content collection: blog posts (newest first, from data/blog/, a page at a time with
 * links to the other pages and to the RSS feed), resource guides (newest first, from
 * data/resources/, as posts are, all on one page), case studies (the featured ones by `order`, then
 * every study with its filters: src/components/CaseStudyLibrary.tsx) or workflow templates (the
 * filterable library, src/components/template/TemplateLibrary.tsx). Every item links to its
 * article; a post's or guide's card opens with its cover (src/build/covers.ts).
 * An editor adds an item by adding a file. A listing's cards are static class rules
 * (./styles.ts; their covers: src/styles/listingCss.ts).
 */
export function CollectionList({ section, index }: SectionProps<"collectionList">): JSX.Element {
  const { blog, caseStudies, blogPages, guides } = useCollections();
  // Guides are listed like posts, on one page and without the feed link.
  const posts = section.collection === "guides" ? (guides ?? []) : blog;
  const copy = useSiteContent().site.articles;
  if (section.collection === "templates")
    return <TemplateLibrary section={section} index={index} />;
  const caps = { base: 1, md: 2, lg: 3 };
  const grid = balancedGrid(
    section.collection === "caseStudies" ? caseStudies.length : posts.length,
    caps,
    space.lg,
  );
  return (
    <SectionShell isStatic section={section} index={index} tone="tinted">
      {section.collection !== "caseStudies" ? (
        <>
          <div css={grid}>
            {posts.map((post) => (
              <article key={post.slug} className="post-card">
                {/* Its cover, drawn at build time (src/build/covers.ts): decorative, box reserved. */}
                <img
                  className="card-cover card-cover--light"
                  src={`/covers${post.path}.svg`}
                  width={1200}
                  height={600}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
                <p className="post-card__category">{post.category}</p>
                <h3 className="post-card__title">
                  <Link to={post.path}>
                    <KeepHyphenated text={post.title} />
                  </Link>
                </h3>
                <p className="post-card__byline">
                  <span>{post.author}</span>
                  <time dateTime={post.datePublished}>{formatDate(post.datePublished)}</time>
                  <span>{fill(copy.readingTime, { minutes: post.readingMinutes })}</span>
                </p>
                <p className="post-card__description">{post.description}</p>
                {section.itemActionLabel && (
                  <div className="post-card__action">
                    <ActionButton
                      action={{
                        label: section.itemActionLabel,
                        href: post.path,
                        screenReaderText: post.title,
                      }}
                      tone="secondary"
                      className="post-card__button"
                    />
                  </div>
                )}
              </article>
            ))}
          </div>
          <ListingPagination {...blogPages} />
          {section.collection === "blog" && (
            <p className="listing__feed">
              <a href={FEED_PATH} type="application/rss+xml" className="listing__feed-link">
                <Icon name="rss" size={18} />
                {copy.feedLink}
              </a>
            </p>
          )}
        </>
      ) : (
        <CaseStudyLibrary
          studies={caseStudies}
          basePath={blogPages.basePath}
          anchor={section.id ?? `section-${index}`}
        />
      )}
    </SectionShell>
  );
}
