import { graphql } from "gatsby";
import { CONTENT_SECTIONS } from "../sections/contentSections";
import { SectionsPageView, type SectionsPageProps } from "./SectionsPageView";

export type { SectionsPageContext } from "./SectionsPageView";

/**
 * The template of every content page: renders the page's sections with `CONTENT_SECTIONS`, so the
 * widgets' code (calculator, booking widget, search) is not in this template's JavaScript. Pages
 * with a widget use WidgetPage instead (src/content/sectionTemplates.ts).
 */
export default function SectionsPage(props: SectionsPageProps): JSX.Element {
  return <SectionsPageView {...props} components={CONTENT_SECTIONS} />;
}

export const query = graphql`
  query SectionsPage($id: String!, $withBlog: Boolean!, $withCaseStudies: Boolean!) {
    ...SectionsPageData
  }
`;
