import type { SectionProps } from "../types";
import { SectionShell } from "../SectionShell";
import { NewsletterForm } from "../../components/NewsletterForm";

/**
 * An email signup box on a page (resources hub), captured like the footer's, in a card
 * (`.newsletter-section__card`, src/sections/newsletter/styles.ts).
 */
export function Newsletter({ section, index }: SectionProps<"newsletter">): JSX.Element {
  return (
    <SectionShell section={section} index={index} tone="tinted">
      <div className="newsletter-section__card">
        <NewsletterForm copy={section} source={section.id ?? "page"} />
      </div>
    </SectionShell>
  );
}
