import { graphql } from "gatsby";
import { CONTENT_SECTIONS, type SectionComponents } from "../sections/contentSections";
import { RoiCalculator } from "../sections/RoiCalculator";
import { SectionsPageView, type SectionsPageProps } from "./SectionsPageView";

const COMPONENTS: Partial<SectionComponents> = {
  ...CONTENT_SECTIONS,
  roiCalculator: RoiCalculator,
};

/** The template of pages with the ROI calculator (src/content/sectionTemplates.ts): content sections + `roiCalculator`. */
export default function RoiCalculatorPage(props: SectionsPageProps): JSX.Element {
  return <SectionsPageView {...props} components={COMPONENTS} />;
}

export const query = graphql`
  query RoiCalculatorPage($id: String!, $withBlog: Boolean!, $withCaseStudies: Boolean!) {
    ...SectionsPageData
  }
`;
