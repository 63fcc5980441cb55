import { graphql } from "gatsby";
import { CONTENT_SECTIONS, type SectionComponents } from "../sections/contentSections";
import { SiteSearch } from "../sections/SiteSearch";
import { SectionsPageView, type SectionsPageProps } from "./SectionsPageView";

const COMPONENTS: Partial<SectionComponents> = { ...CONTENT_SECTIONS, siteSearch: SiteSearch };

/** The template of pages with the site search (src/content/sectionTemplates.ts): content sections + `siteSearch`. */
export default function SearchPage(props: SectionsPageProps): JSX.Element {
  return <SectionsPageView {...props} components={COMPONENTS} />;
}

export const query = graphql`
  query SearchPage($id: String!, $withBlog: Boolean!, $withCaseStudies: Boolean!) {
    ...SectionsPageData
  }
`;
