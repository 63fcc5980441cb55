import type { SectionProps } from "./types";
import { SectionShell } from "./SectionShell";
import { StatList } from "../components/StatList";

/** A row of headline figures with an optional heading. */
export function Stats({ section, index }: SectionProps<"stats">): JSX.Element {
  return (
    <SectionShell
      id={section.id}
      index={index}
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
      tone="tinted"
    >
      <StatList stats={section.items} />
    </SectionShell>
  );
}
