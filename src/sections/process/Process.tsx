import type { SectionProps } from "../types";
import { SectionShell, sectionHeadingId } from "../SectionShell";
import { SWIPE_MIN_ITEMS, swipeRowProps } from "../../components/swipeRow";
import { useLabels } from "../../content/SiteContentContext";
import { CheckList } from "../../components/CheckAndTagLists";
import { space } from "../../styles/theme";
import { balancedGrid } from "../../styles/grid";

/**
 * Numbered process steps with optional duration and deliverables, in balanced columns. Its looks
 * are static classes (src/sections/process/styles.ts).
 */
export function Process({ section, index }: SectionProps<"process">): JSX.Element {
  const labels = useLabels();
  return (
    <SectionShell isStatic section={section} index={index} tone="alternate">
      <ol
        {...(section.steps.length >= SWIPE_MIN_ITEMS
          ? swipeRowProps(sectionHeadingId(section, index), true)
          : {})}
        className={section.steps.length >= SWIPE_MIN_ITEMS ? "process swipe" : "process"}
        css={balancedGrid(section.steps.length, { base: 1, sm: 2, md: 3, lg: 5 }, space.lg)}
      >
        {section.steps.map((step, i) => (
          <li key={step.title} className="process__step">
            <div className="process__top">
              <span className="process__number">
                <span className="visually-hidden">{labels.step} </span>
                {i + 1}
              </span>
              {step.duration && <span className="process__duration">{step.duration}</span>}
            </div>
            <h3>{step.title}</h3>
            <p className="process__text">{step.description}</p>
            {step.deliverables && (
              <div>
                <h4 className="process__deliverables">{labels.deliverables}</h4>
                <CheckList items={step.deliverables} />
              </div>
            )}
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
