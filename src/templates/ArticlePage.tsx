import { graphql, type PageProps } from "gatsby";
import type { CaseStudy } from "../content/schema";
import type { BodyHeading } from "../content/markdown";
import type { ArticleKind } from "../lib/articles";
import { useSiteData } from "../content/useSiteData";
import { SiteContentProvider } from "../content/SiteContentContext";
import { ErrorBoundary } from "../components/ErrorBoundary";
import { Layout } from "../components/Layout";
import { PageHead } from "../components/PageHead";
import { ArticleView } from "../components/article/ArticleView";
import { Breadcrumbs } from "../components/Breadcrumbs";
import type { Crumb } from "../lib/breadcrumbs";
import type { RelatedArticle } from "../components/article/RelatedArticles";
import type { ResponsiveImage } from "../lib/imageSize";

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
    bodyHtml: string;
    headings: BodyHeading[];
    /** The hero image with its resized variants (gatsby-node.ts), null without one. */
    heroImage: ResponsiveImage | null;
    /** Only case studies have these facts. */
    company?: string;
    industry?: string;
    size?: string | null;
    challenge?: string;
    solution?: string;
    results?: string[];
    metrics?: CaseStudy["metrics"] | null;
    tags?: string[] | null;
  };
  related: { nodes: (ArticleFields & { id: string })[] };
};

/**
 * Page context set by gatsby-node.ts: the article's node id, its related articles' ids, its
 * social image and its breadcrumb trail (Home first).
 */
export type ArticlePageContext = {
  id: string;
  related: string[];
  socialImage?: { path: string; alt: string };
  breadcrumbs: Crumb[];
};

/** A case study's facts from the query, or undefined for other kinds. */
function caseStudyOf(a: ArticlePageData["article"]): CaseStudy | undefined {
  if (!a.company || !a.industry || !a.challenge || !a.solution || !a.results) return undefined;
  return {
    company: a.company,
    industry: a.industry,
    size: a.size ?? undefined,
    challenge: a.challenge,
    solution: a.solution,
    results: a.results,
    metrics: a.metrics ?? undefined,
    tags: a.tags ?? undefined,
  };
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
              keywords: [article.category, ...(article.tags ?? [])],
            }}
            path={article.path}
            socialImage={pageContext.socialImage}
            article={{
              kind: article.kind,
              author: article.author,
              section: article.category,
              datePublished: article.datePublished,
              dateModified: article.dateModified,
            }}
            breadcrumbs={pageContext.breadcrumbs}
          />
          <Breadcrumbs trail={pageContext.breadcrumbs} />
          <ArticleView {...article} caseStudy={caseStudyOf(article)} related={related} />
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
      bodyHtml
      headings
      heroImage
      ... on CaseStudyJson {
        company
        industry
        size
        challenge
        solution
        results
        metrics
        tags
      }
    }
    related: allArticle(filter: { id: { in: $related } }) {
      nodes {
        id
        ...ArticleFields
      }
    }
  }
`;
