import { graphql } from "gatsby";
import { SECTION_COMPONENTS } from "../sections";
import { SectionsPageView, type SectionsPageProps } from "./SectionsPageView";

/**
 * The template of a page with more than one kind of widget section (src/content/sectionTemplates.ts):
 * the same page as SectionsPage, with every section type. Pages with one widget use its own template.
 */
export default function WidgetPage(props: SectionsPageProps): JSX.Element {
  return <SectionsPageView {...props} components={SECTION_COMPONENTS} />;
}

export const query = graphql`
  query WidgetPage($id: String!, $withBlog: Boolean!, $withCaseStudies: Boolean!) {
    ...SectionsPageData
  }
`;
