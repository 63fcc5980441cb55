import { useState } from "react";
import type { SectionProps } from "../types";
import { SectionShell } from "../SectionShell";
import { Icon } from "../../components/Icon";
import { KeepHyphenated } from "../../components/KeepHyphenated";

/**
 * FAQ accordion: a WAI-ARIA disclosure per question; one item open at a time; choosing the open
 * item collapses it. Buttons work with Enter/Space; answers stay in the static HTML (hidden) so
 * they are indexable and findable. Its looks are static class rules (src/sections/faq/styles.ts).
 */
export function Faq({ section, index }: SectionProps<"faq">): JSX.Element {
  const [open, setOpen] = useState<number | null>(null);
  const base = section.id ?? `faq-${index}`;
  return (
    <SectionShell section={section} index={index} tone="alternate">
      <div className="faq">
        {section.items.map((item, i) => {
          const expanded = open === i;
          return (
            <div
              key={item.question}
              className={expanded ? "faq__item faq__item--open" : "faq__item"}
            >
              <h3 className="faq__question">
                <button
                  type="button"
                  id={`${base}-q${i}`}
                  aria-expanded={expanded}
                  aria-controls={`${base}-a${i}`}
                  onClick={() => setOpen(expanded ? null : i)}
                  className="faq__button"
                >
                  {/* One flex item: the question's words wrap together beside the chevron. */}
                  <span>
                    <KeepHyphenated text={item.question} />
                  </span>
                  <Icon name="chevron-down" size={20} className="faq__chevron" />
                </button>
              </h3>
              <div
                id={`${base}-a${i}`}
                role="region"
                aria-labelledby={`${base}-q${i}`}
                hidden={!expanded}
                className="faq__answer"
              >
                <p>{item.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
    </SectionShell>
  );
}
