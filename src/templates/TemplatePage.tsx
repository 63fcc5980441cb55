import { graphql, type PageProps } from "gatsby";
import type { TemplateEntry } from "../content/schema";
import type { BodyHeading } from "../content/markdown";
import type { WorkflowOutline } from "../content/n8nWorkflow";
import type { ArticleKind } from "../lib/articles";
import { useSiteData } from "../content/useSiteData";
import { SiteContentProvider } from "../content/SiteContentContext";
import { templateActions } from "../content/templatePages";
import { ErrorBoundary } from "../components/ErrorBoundary";
import { Layout } from "../components/Layout";
import { PageHead } from "../components/PageHead";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { TemplateView } from "../components/template/TemplateView";
import type { RelatedArticle } from "../components/article/RelatedArticles";
import type { Crumb } from "../lib/breadcrumbs";

/** What the template page's query returns. */
export type TemplatePageData = {
  article: {
    kind: ArticleKind;
    path: string;
    title: string;
    description: string;
    author: string;
    /** The author's role and bio from data/authors.json; null for the brand or an unlisted name. */
    authorProfile: { name: string; role: string; bio: string } | null;
    category: string;
    datePublished: string;
    dateModified: string;
    readingMinutes: number;
    bodyHtml: string;
    headings: BodyHeading[];
  };
  template: Pick<
    TemplateEntry,
    "slug" | "icon" | "features" | "platforms" | "workflow" | "connects"
  >;
  related: { nodes: (RelatedArticle & { id: string })[] };
};

/**
 * Page context set by gatsby-node.ts: the template's node id, its related templates' ids, its
 * workflow's outline read from its file, the booking page's path (its Customize link), its
 * social image and its breadcrumb trail (Home › Templates › title).
 */
export type TemplatePageContext = {
  id: string;
  related: string[];
  outline: WorkflowOutline | null;
  bookingPath: string;
  socialImage?: { path: string; alt: string };
  breadcrumbs: Crumb[];
};

/**
 * The page of one workflow template (`/templates/<slug>`): its head (CreativeWork JSON-LD with
 * its download, article metadata), its breadcrumb trail and {@link TemplateView} in the shared
 * layout. Related templates keep the order gatsby-node chose.
 */
export default function TemplatePage({
  data,
  pageContext,
}: PageProps<TemplatePageData, TemplatePageContext>): JSX.Element {
  const siteContent = useSiteData();
  const { article, template } = data;
  const byId = new Map(data.related.nodes.map((n) => [n.id, n]));
  const related = pageContext.related.flatMap((id) => byId.get(id) ?? []);
  const actions = templateActions(
    { slug: template.slug, title: article.title, workflow: template.workflow },
    siteContent.site.templates,
    pageContext.bookingPath,
  );
  return (
    <SiteContentProvider value={siteContent}>
      <ErrorBoundary copy={siteContent.site.errorScreen}>
        <Layout>
          <PageHead
            seo={{
              title: article.title,
              description: article.description,
              keywords: [article.category, ...template.platforms],
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
              download: {
                path: template.workflow,
                name: actions.download.download ?? "",
              },
            }}
            breadcrumbs={pageContext.breadcrumbs}
          />
          <Breadcrumbs trail={pageContext.breadcrumbs} />
          <TemplateView
            {...article}
            authorRole={article.authorProfile?.role}
            {...template}
            actions={actions}
            outline={pageContext.outline}
            related={related}
          />
        </Layout>
      </ErrorBoundary>
    </SiteContentProvider>
  );
}

export const query = graphql`
  query TemplatePage($id: String!, $related: [String!]!) {
    article(id: { eq: $id }) {
      kind
      path
      title
      description
      author
      authorProfile
      category
      datePublished
      dateModified
      readingMinutes
      bodyHtml
      headings
    }
    template: templateJson(id: { eq: $id }) {
      slug
      icon
      features
      platforms
      workflow
      connects
    }
    related: allArticle(filter: { id: { in: $related } }) {
      nodes {
        id
        path
        title
        description
        category
        datePublished
        readingMinutes
      }
    }
  }
`;
