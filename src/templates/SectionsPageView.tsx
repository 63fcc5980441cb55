import { useEffect } from "react";
import { graphql, type PageProps } from "gatsby";
import type { BlogPost, CaseStudyEntry, Page } from "../content/schema";
import { useSiteData } from "../content/useSiteData";
import { Layout } from "../components/Layout";
import { PageHead } from "../components/PageHead";
import { SectionList } from "../sections/SectionList";
import type { SectionComponents } from "../sections/contentSections";
import { CollectionsContext } from "../content/CollectionsContext";

/** Data of the page queries of both templates (the `SectionsPageData` fragment below). */
export type SectionsPageData = {
  pageJson: Pick<Page, "path" | "seo" | "sections">;
  allBlogPostJson?: { nodes: BlogPost[] };
  allCaseStudyJson?: { nodes: CaseStudyEntry[] };
};

/** Page context set by gatsby-node.ts. */
export type SectionsPageContext = {
  id: string;
  notFound: boolean;
  withBlog: boolean;
  withCaseStudies: boolean;
};

export type SectionsPageProps = PageProps<SectionsPageData, SectionsPageContext>;

/**
 * What every page template renders: the page's SEO and sections (plus the blog or case-study
 * collection when the page lists one) in the shared layout, through the template's section map.
 * The not-found page logs the missing path to the console (spec 01 §2.5, §8).
 */
export function SectionsPageView({
  data,
  pageContext,
  location,
  components,
}: SectionsPageProps & { components: Partial<SectionComponents> }): JSX.Element {
  const { site, navigation } = useSiteData();
  const page = data.pageJson;
  useEffect(() => {
    if (pageContext.notFound) console.warn(`404: no page at "${location.pathname}"`);
  }, [pageContext.notFound, location.pathname]);
  return (
    <Layout site={site} navigation={navigation} hideBookingPrompt={page.path === "/book-session"}>
      <PageHead
        site={site}
        seo={page.seo}
        path={page.path}
        robots={pageContext.notFound ? "noindex, follow" : undefined}
      />
      <CollectionsContext.Provider
        value={{
          blog: data.allBlogPostJson?.nodes ?? [],
          caseStudies: data.allCaseStudyJson?.nodes ?? [],
        }}
      >
        <SectionList sections={page.sections} components={components} />
      </CollectionsContext.Provider>
    </Layout>
  );
}

/** The fields both templates query; their page queries declare $id, $withBlog and $withCaseStudies. */
export const sectionsPageFields = graphql`
  fragment SectionsPageData on Query {
    pageJson(id: { eq: $id }) {
      path
      seo
      sections
    }
    allBlogPostJson(sort: { date: DESC }) @include(if: $withBlog) {
      nodes {
        slug
        title
        excerpt
        author
        date
        category
        readTime
      }
    }
    allCaseStudyJson(sort: [{ order: ASC }, { title: ASC }]) @include(if: $withCaseStudies) {
      nodes {
        slug
        title
        order
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
  }
`;
