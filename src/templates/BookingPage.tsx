import { graphql } from "gatsby";
import { CONTENT_SECTIONS, type SectionComponents } from "../sections/contentSections";
import { BookingWidget } from "../sections/BookingWidget";
import { SectionsPageView, type SectionsPageProps } from "./SectionsPageView";

const COMPONENTS: Partial<SectionComponents> = {
  ...CONTENT_SECTIONS,
  bookingWidget: BookingWidget,
};

/** The template of pages with the booking widget (src/content/sectionTemplates.ts): content sections + `bookingWidget`. */
export default function BookingPage(props: SectionsPageProps): JSX.Element {
  return <SectionsPageView {...props} components={COMPONENTS} />;
}

export const query = graphql`
  query BookingPage($id: String!, $withBlog: Boolean!, $withCaseStudies: Boolean!) {
    ...SectionsPageData
  }
`;
