import { useEffect } from "react";
import { graphql, type PageProps } from "gatsby";
import type { BlogPost, CaseStudyEntry, Page } from "../content/schema";
import { useSiteData } from "../content/useSiteData";
import { SiteContentProvider } from "../content/SiteContentContext";
import { ErrorBoundary } from "../components/ErrorBoundary";
import { Layout } from "../components/Layout";
import { PageHead } from "../components/PageHead";
import { SectionList } from "../sections/SectionList";
import { CollectionsContext } from "../content/CollectionsContext";

/** What the page query returns: each node's `content` is its file's own fields. */
export type SectionsPageData = {
  pageJson: { content: Page };
  allBlogPostJson?: { nodes: { content: BlogPost }[] };
  allCaseStudyJson?: { nodes: { content: CaseStudyEntry }[] };
};

/** Page context set by gatsby-node.ts for every page and alias. */
export type SectionsPageContext = {
  id: string;
  notFound: boolean;
  withBlog: boolean;
  withCaseStudies: boolean;
};

/**
 * The template of every page: the page's head and sections (plus the blog or case-study
 * collection when the page lists one) in the shared layout, inside the error boundary. Site
 * settings and navigation come from one static query and reach every component through
 * `SiteContentProvider`. The not-found page logs the missing path to the console.
 */
export default function SectionsPage({
  data,
  pageContext,
  location,
}: PageProps<SectionsPageData, SectionsPageContext>): JSX.Element {
  const siteContent = useSiteData();
  const page = data.pageJson.content;
  useEffect(() => {
    if (pageContext.notFound) console.warn(`404: no page at "${location.pathname}"`);
  }, [pageContext.notFound, location.pathname]);
  const collections = {
    blog: data.allBlogPostJson?.nodes.map((n) => n.content) ?? [],
    caseStudies: data.allCaseStudyJson?.nodes.map((n) => n.content) ?? [],
  };
  return (
    <SiteContentProvider value={siteContent}>
      <ErrorBoundary copy={siteContent.site.errorScreen}>
        <Layout hideBookingPrompt={page.path === "/book-session"}>
          <PageHead
            seo={page.seo}
            path={page.path}
            robots={pageContext.notFound ? "noindex, follow" : undefined}
          />
          <CollectionsContext.Provider value={collections}>
            <SectionList sections={page.sections} />
          </CollectionsContext.Provider>
        </Layout>
      </ErrorBoundary>
    </SiteContentProvider>
  );
}

export const query = graphql`
  query SectionsPage($id: String!, $withBlog: Boolean!, $withCaseStudies: Boolean!) {
    pageJson(id: { eq: $id }) {
      content
    }
    allBlogPostJson(sort: { date: DESC }) @include(if: $withBlog) {
      nodes {
        content
      }
    }
    allCaseStudyJson(sort: [{ order: ASC }, { title: ASC }]) @include(if: $withCaseStudies) {
      nodes {
        content
      }
    }
  }
`;
