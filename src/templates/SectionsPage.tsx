import { useEffect, useMemo } from "react";
import { graphql, type PageProps } from "gatsby";
import type { Page } from "../content/schema";
import { useSiteData } from "../content/useSiteData";
import { SiteContentProvider } from "../content/SiteContentContext";
import { ErrorBoundary } from "../components/ErrorBoundary";
import { Layout } from "../components/Layout";
import { PageHead } from "../components/PageHead";
import { SectionList } from "../sections/SectionList";
import { Breadcrumbs } from "../components/Breadcrumbs";
import type { Crumb } from "../lib/breadcrumbs";
import {
  CollectionsContext,
  type ListedCaseStudy,
  type ListedPost,
} from "../content/CollectionsContext";
import { fill } from "../content/SiteContentContext";
import { SectionVisualsContext } from "../content/SectionVisualsContext";
import { BookingTemplatesContext } from "../content/BookingTemplatesContext";
import { BookingToolsContext } from "../content/BookingToolsContext";
import { BookingPackagesContext } from "../content/BookingPackagesContext";
import { PagePathContext } from "../content/PagePathContext";
import type { BookingPackages } from "../lib/packageChoice";
import type { ToolSubjects } from "../lib/toolSubject";
import { showsBookingPrompt } from "../content/bookingPrompt";
import type { ListedTemplate } from "../content/templatePages";
import type { TemplateFilter } from "../lib/templateLibrary";
import { CaseStudyContext, NO_CASE_STUDY_DATA } from "../content/CaseStudyContext";
import type { ActiveCaseStudyFilter } from "../content/caseStudyPages";
import type { FilterOption } from "../lib/caseStudyFilters";

/**
 * What the page query returns: the page's `content` is its file's own fields; each listed
 * article's `listing` is what its card shows (src/content/articleListing.ts).
 */
export type SectionsPageData = {
  pageJson: { content: Page };
  allBlogPostJson?: { nodes: { listing: ListedPost }[] };
  allGuideJson?: { nodes: { listing: ListedPost }[] };
  allCaseStudyJson?: { nodes: { listing: ListedCaseStudy }[] };
  allTemplateJson?: { nodes: ListedTemplate[] };
};

/** Page context set by gatsby-node.ts for every page and alias. */
export type SectionsPageContext = {
  id: string;
  notFound: boolean;
  withBlog: boolean;
  withCaseStudies: boolean;
  /** Which page of the blog listing this is (1-based), of how many; posts skipped before it. */
  listingPage: number;
  listingPageCount: number;
  skip: number;
  limit: number;
  /** On the page with the booking widget: the templates it can name, `{ slug: title }`. */
  bookingTemplates?: Record<string, string>;
  /** On the page with the booking widget: the tool results it can name (src/content/bookingTools.ts). */
  bookingTools?: ToolSubjects;
  /** On the page with the booking widget: the packages it can name (src/content/bookingPackages.ts). */
  bookingPackages?: BookingPackages;
  /**
   * The visuals of the page's hero and split rows as HTML (src/components/visualMarkup.ts),
   * keyed by section index; absent when no section has one.
   */
  sectionVisuals?: Record<number, string>;
  /** The page's own social image (`/og/<hash>.png`) and its alt text. */
  socialImage?: { path: string; alt: string };
  /** The page's breadcrumb trail, Home first (none on the home and not-found pages). */
  breadcrumbs: Crumb[];
  /** On a page listing the templates: true, and the booking page their Customize links open. */
  withTemplates?: boolean;
  bookingPath?: string;
  /** On a page listing the templates: the slugs its featured row shows (its library leaves them out). */
  featuredTemplates?: string[];
  /** Indexes of sections this page leaves out (a template filter page drops the featured row). */
  omitSections?: number[];
  /**
   * On a filter page of the template library (`/templates/category/sales`): the filter, the
   * name of its value, and the page's own title and description (its canonical URL is its own).
   */
  templateFilter?: TemplateFilter & { name: string; title: string; description: string };
  /** The case studies the page's `caseStudies` sections name, by slug (absent when none). */
  caseStudies?: Record<string, ListedCaseStudy>;
  /** On a case-study listing: its filter options (industries, services). */
  caseStudyFilters?: FilterOption[];
  /**
   * On a filter page of a case-study listing (`/case-studies/industry/legal`): the filter, the
   * name of its value, and the page's own title and description (its canonical URL is its own).
   */
  caseStudyFilter?: ActiveCaseStudyFilter;
};

/** The visuals of a page without any (one object, so no re-render). */
const NO_VISUALS: Record<number, string> = {};

/** The booking templates of a page without the booking widget (one object, so no re-render). */
const NO_TEMPLATES: Record<string, string> = {};

/** The tool results of a page without the booking widget (one object, so no re-render). */
const NO_TOOLS: ToolSubjects = {};

/** The packages of a page without the booking widget (one object, so no re-render). */
const NO_PACKAGES: BookingPackages = {};

/**
 * The template of every page: the page's head and sections (plus the blog or case-study
 * collection when the page lists one) in the shared layout, inside the error boundary. Site
 * settings and navigation come from one static query and reach every component through
 * `SiteContentProvider`. Inner pages open with their breadcrumb trail (from the page context).
 * The not-found page logs the missing path to the console.
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
    blog: data.allBlogPostJson?.nodes.map((n) => n.listing) ?? [],
    guides: data.allGuideJson?.nodes.map((n) => n.listing) ?? [],
    caseStudies: data.allCaseStudyJson?.nodes.map((n) => n.listing) ?? [],
    blogPages: {
      page: pageContext.listingPage,
      count: pageContext.listingPageCount,
      basePath: page.path,
    },
    ...(data.allTemplateJson
      ? {
          templateLibrary: {
            templates: data.allTemplateJson.nodes,
            filter: pageContext.templateFilter
              ? { facet: pageContext.templateFilter.facet, slug: pageContext.templateFilter.slug }
              : null,
            basePath: page.path,
            bookingPath: pageContext.bookingPath ?? "/",
            featured: pageContext.featuredTemplates ?? [],
          },
        }
      : {}),
  };
  const caseStudyData = useMemo(
    () =>
      pageContext.caseStudies || pageContext.caseStudyFilters
        ? {
            bySlug: pageContext.caseStudies ?? {},
            filters: pageContext.caseStudyFilters ?? [],
            active: pageContext.caseStudyFilter ?? null,
          }
        : NO_CASE_STUDY_DATA,
    [pageContext.caseStudies, pageContext.caseStudyFilters, pageContext.caseStudyFilter],
  );
  // A later page of a listing, or a filter page, is its own page: its own title and canonical URL.
  const laterPage = pageContext.listingPage > 1;
  const filter = pageContext.templateFilter ?? pageContext.caseStudyFilter;
  const seo = filter
    ? {
        ...page.seo,
        title: filter.title,
        description: filter.description,
        canonicalPath: undefined,
      }
    : laterPage
      ? {
          ...page.seo,
          title: fill(siteContent.site.articles.pagination.pageTitle, {
            title: page.seo.title,
            page: pageContext.listingPage,
          }),
          canonicalPath: undefined,
        }
      : page.seo;
  return (
    <SiteContentProvider value={siteContent}>
      <ErrorBoundary copy={siteContent.site.errorScreen}>
        <Layout hideBookingPrompt={!showsBookingPrompt(page)}>
          <PageHead
            seo={seo}
            path={laterPage || filter ? location.pathname : page.path}
            robots={pageContext.notFound || page.seo.noindex ? "noindex, follow" : undefined}
            socialImage={pageContext.socialImage}
            breadcrumbs={pageContext.breadcrumbs}
          />
          <Breadcrumbs trail={pageContext.breadcrumbs} />
          <CollectionsContext.Provider value={collections}>
            <BookingTemplatesContext.Provider value={pageContext.bookingTemplates ?? NO_TEMPLATES}>
              <SectionVisualsContext.Provider value={pageContext.sectionVisuals ?? NO_VISUALS}>
                <CaseStudyContext.Provider value={caseStudyData}>
                  <BookingToolsContext.Provider value={pageContext.bookingTools ?? NO_TOOLS}>
                    <BookingPackagesContext.Provider
                      value={pageContext.bookingPackages ?? NO_PACKAGES}
                    >
                      <PagePathContext.Provider value={page.path}>
                        <SectionList sections={page.sections} omit={pageContext.omitSections} />
                      </PagePathContext.Provider>
                    </BookingPackagesContext.Provider>
                  </BookingToolsContext.Provider>
                </CaseStudyContext.Provider>
              </SectionVisualsContext.Provider>
            </BookingTemplatesContext.Provider>
          </CollectionsContext.Provider>
        </Layout>
      </ErrorBoundary>
    </SiteContentProvider>
  );
}

export const query = graphql`
  query SectionsPage(
    $id: String!
    $withBlog: Boolean!
    $withCaseStudies: Boolean!
    $skip: Int!
    $limit: Int!
    $withGuides: Boolean = false
    $withTemplates: Boolean = false
  ) {
    pageJson(id: { eq: $id }) {
      content
    }
    allBlogPostJson(sort: [{ datePublished: DESC }, { slug: ASC }], skip: $skip, limit: $limit)
      @include(if: $withBlog) {
      nodes {
        listing
      }
    }
    allGuideJson(sort: [{ datePublished: DESC }, { slug: ASC }]) @include(if: $withGuides) {
      nodes {
        listing
      }
    }
    allCaseStudyJson(sort: [{ order: ASC }, { title: ASC }]) @include(if: $withCaseStudies) {
      nodes {
        listing
      }
    }
    allTemplateJson(sort: [{ title: ASC }]) @include(if: $withTemplates) {
      nodes {
        slug
        title
        category
        icon
        description
        platforms
        workflow
        path
      }
    }
  }
`;
