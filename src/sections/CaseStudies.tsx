import type { SectionProps } from "./types";
import { SectionShell } from "./SectionShell";
import { CaseStudyCard } from "../components/CaseStudyCard";
import { space } from "../styles/theme";
import { balancedGrid } from "../styles/grid";

/** Success stories / case studies written inline on a page. */
export function CaseStudies({ section, index }: SectionProps<"caseStudies">): JSX.Element {
  return (
    <SectionShell isStatic section={section} index={index} tone="alternate">
      <div css={balancedGrid(section.items.length, { base: 1, md: 2, lg: 3 }, space.lg)}>
        {section.items.map((study) => (
          <CaseStudyCard key={study.company} study={study} />
        ))}
      </div>
    </SectionShell>
  );
}
