import type { SectionProps } from "../types";
import { SectionShell } from "../SectionShell";
import { NewsletterForm } from "../../components/NewsletterForm";
import { cardSurface, space } from "../../styles/theme";

/** An email signup box on a page (resources hub), captured like the footer's. */
export function Newsletter({ section, index }: SectionProps<"newsletter">): JSX.Element {
  return (
    <SectionShell section={section} index={index} tone="tinted">
      <div
        css={{
          maxWidth: 640,
          padding: space.lg,
          ...cardSurface,
        }}
      >
        <NewsletterForm copy={section} source={section.id ?? "page"} />
      </div>
    </SectionShell>
  );
}
