import type { SectionProps } from "../types";
import { SectionShell } from "../SectionShell";
import { StatList } from "../../components/StatList";

/** A row of headline figures with an optional heading. */
export function Stats({ section, index }: SectionProps<"stats">): JSX.Element {
  return (
    <SectionShell isStatic section={section} index={index} tone="tinted">
      <StatList stats={section.items} />
    </SectionShell>
  );
}
