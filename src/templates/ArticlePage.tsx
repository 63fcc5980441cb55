import { createElement, lazy, Suspense } from "react";
import { graphql, type PageProps } from "gatsby";
import type { CaseStudy } from "../content/schema";
import type { BodyHeading } from "../content/markdown";
import type { ArticleKind } from "../lib/articles";
import { useSiteData } from "../content/useSiteData";
import { SiteContentProvider } from "../content/SiteContentContext";
import { ErrorBoundary } from "../components/ErrorBoundary";
import { Layout } from "../components/Layout";
import { PageHead } from "../components/PageHead";
import type { ArticleViewProps } from "../components/article/ArticleView";
import { useServerElement } from "../components/serverMarkup";
import { loadArticleView } from "../components/article/loadArticleView";
import { Breadcrumbs } from "../components/Breadcrumbs";
import type { Crumb } from "../lib/breadcrumbs";
import type { RelatedArticle } from "../components/article/RelatedArticles";
import type { ResponsiveImage } from "../lib/imageSize";
import type { CaseStudyDetails } from "../content/caseStudyPages";

/** The fields every article node has (the `Article` interface, src/content/collections.ts). */
type ArticleFields = {
  kind: ArticleKind;
  path: string;
  title: string;
  description: string;
  author: string;
  category: string;
  datePublished: string;
  dateModified: string;
  readingMinutes: number;
};

/** What the article query returns. */
export type ArticlePageData = {
  article: ArticleFields & {
    /** The author's role and bio from data/authors.json; null for the brand or an unlisted name. */
    authorProfile: { name: string; role: string; bio: string } | null;
    bodyHtml: string;
    headings: BodyHeading[];
    /** A case study's facts, picked by its schema's keys (src/content/articleListing.ts); else null. */
    caseStudy: CaseStudy | null;
  };
  related: { nodes: (ArticleFields & { id: string })[] };
};

/**
 * Page context set by gatsby-node.ts: the article's node id, its related articles' ids, its hero
 * image with its resized variants (null without one), its social image, its breadcrumb trail
 * (Home first) and, for a case study, what its page shows beyond its facts.
 */
export type ArticlePageContext = {
  id: string;
  related: string[];
  heroImage: ResponsiveImage | null;
  socialImage?: { path: string; alt: string };
  breadcrumbs: Crumb[];
  /** A case study's quote, services, stack and before/after figures (src/content/caseStudyPages.ts). */
  caseStudy?: CaseStudyDetails;
};

/*
 * The article is a static part (src/components/article/ArticleView.tsx): on the page the browser
 * loaded it keeps the server's HTML, so its code is only needed to draw another article after a
 * client-side navigation. It waits in a chunk of its own (`part-article`), which gatsby-browser.tsx
 * fetches once the page is idle.
 */
const ArticleView = lazy(() => loadArticleView().then((m) => ({ default: m.ArticleView })));

/**
 * The article's body: on the page the browser loaded, the `<article>` the server wrote, handed
 * back to React as it is (its code not needed); elsewhere {@link ArticleView}, once its chunk has
 * loaded (the server render waits for it).
 */
function ArticleContent(props: ArticleViewProps): JSX.Element {
  const server = useServerElement("article");
  return (
    <Suspense fallback={null}>
      {server ? (
        createElement(server.tag, {
          ...server.props,
          dangerouslySetInnerHTML: { __html: server.html },
        })
      ) : (
        <ArticleView {...props} />
      )}
    </Suspense>
  );
}

/**
 * The template of every article (blog post, case study, guide, legal page): its head (article
 * metadata and JSON-LD), its breadcrumb trail and {@link ArticleView} in the shared layout. Related articles keep the
 * order gatsby-node chose.
 */
export default function ArticlePage({
  data,
  pageContext,
}: PageProps<ArticlePageData, ArticlePageContext>): JSX.Element {
  const siteContent = useSiteData();
  const { article } = data;
  const byId = new Map(data.related.nodes.map((n) => [n.id, n]));
  const related: RelatedArticle[] = pageContext.related.flatMap((id) => {
    const r = byId.get(id);
    return r ? [r] : [];
  });
  return (
    <SiteContentProvider value={siteContent}>
      <ErrorBoundary copy={siteContent.site.errorScreen}>
        <Layout>
          <PageHead
            seo={{
              title: article.title,
              description: article.description,
              keywords: [article.category, ...(article.caseStudy?.tags ?? [])],
            }}
            path={article.path}
            socialImage={pageContext.socialImage}
            article={{
              kind: article.kind,
              author: article.author,
              authorProfile: article.authorProfile ?? undefined,
              section: article.category,
              datePublished: article.datePublished,
              dateModified: article.dateModified,
            }}
            breadcrumbs={pageContext.breadcrumbs}
          />
          <Breadcrumbs trail={pageContext.breadcrumbs} />
          <ArticleContent
            {...article}
            authorRole={article.authorProfile?.role}
            caseStudy={article.caseStudy ?? undefined}
            caseStudyDetails={pageContext.caseStudy}
            heroImage={pageContext.heroImage}
            related={related}
          />
        </Layout>
      </ErrorBoundary>
    </SiteContentProvider>
  );
}

export const query = graphql`
  fragment ArticleFields on Article {
    kind
    path
    title
    description
    author
    category
    datePublished
    dateModified
    readingMinutes
  }
  query ArticlePage($id: String!, $related: [String!]!) {
    article(id: { eq: $id }) {
      ...ArticleFields
      authorProfile
      bodyHtml
      headings
      caseStudy
    }
    related: allArticle(filter: { id: { in: $related } }) {
      nodes {
        id
        ...ArticleFields
      }
    }
  }
`;
