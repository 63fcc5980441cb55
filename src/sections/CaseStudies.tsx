import type { SectionProps } from "./types";
import { SectionShell } from "./SectionShell";
import { CaseStudyCard } from "../components/CaseStudyCard";
import { mq, space } from "../styles/theme";

/** Success stories / case studies written inline on a page. */
export function CaseStudies({ section, index }: SectionProps<"caseStudies">): JSX.Element {
  return (
    <SectionShell section={section} index={index} tone="alternate">
      <div
        css={{
          display: "grid",
          gap: space.lg,
          [mq.md]: { gridTemplateColumns: "repeat(2, 1fr)" },
          [mq.lg]: { gridTemplateColumns: `repeat(${Math.min(section.items.length, 3)}, 1fr)` },
        }}
      >
        {section.items.map((study) => (
          <CaseStudyCard key={study.company} study={study} />
        ))}
      </div>
    </SectionShell>
  );
}
