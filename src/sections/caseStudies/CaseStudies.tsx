import type { SectionProps } from "../types";
import { SectionShell, sectionHeadingId } from "../SectionShell";
import { swipeRowProps } from "../../components/swipeRow";
import { CaseStudyCard } from "../../components/CaseStudyCard";
import { useCaseStudyData } from "../../content/CaseStudyContext";
import { resolveStudies } from "../../content/caseStudyRefs";
import { space } from "../../styles/theme";
import { balancedGrid } from "../../styles/grid";

/**
 * Studies from which the list swipes on phones: two already do, unlike other lists, because a
 * study card (challenge, solution, results, figures) is about a screen and a half tall at 390 px,
 * so two stacked cost some 2,000 px of scrolling.
 */
const STUDY_SWIPE_MIN = 2;

/**
 * Success stories: the case studies the section names by slug (`studies`), each a card with what
 * its file in data/case-studies/ says, ending with a link to the study's page. The studies come
 * from the page's case-study data (gatsby-node.ts puts the ones a page names in its context).
 * Throws when a slug names no study (validation refuses such a page before it is built).
 */
export function CaseStudies({ section, index }: SectionProps<"caseStudies">): JSX.Element {
  const studies = resolveStudies(section.studies, useCaseStudyData().bySlug);
  return (
    <SectionShell isStatic section={section} index={index} tone="alternate">
      <div
        css={balancedGrid(studies.length, { base: 1, md: 2, lg: 3 }, space.lg)}
        {...(studies.length >= STUDY_SWIPE_MIN
          ? swipeRowProps(sectionHeadingId(section, index))
          : {})}
      >
        {studies.map((study) => (
          <CaseStudyCard key={study.slug} study={study} readMore={study.path} />
        ))}
      </div>
    </SectionShell>
  );
}
