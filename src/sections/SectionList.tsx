import { Suspense, type ComponentType } from "react";
import type { Section } from "../content/schema";
import type { SectionProps } from "./types";
import type { SectionComponents } from "./contentSections";

/**
 * Renders a page's sections in order through a type → component map (`CONTENT_SECTIONS` on
 * content pages, `SECTION_COMPONENTS` on widget pages). Throws on a type the map lacks (content
 * validation and the template choice in gatsby-node normally make that impossible).
 *
 * Each section sits in its own `<Suspense>` boundary. Nothing in them suspends; the boundaries
 * let React 18 hydrate the sections after the page frame, each in small slices that yield to the
 * browser, instead of in one long task (issue 8: Total Blocking Time). The server HTML is on
 * screen and links work meanwhile; a click or key press in a section hydrates it at once.
 */
export function SectionList({
  sections,
  components,
}: {
  sections: Section[];
  components: Partial<SectionComponents>;
}): JSX.Element {
  return (
    <>
      {sections.map((section, index) => {
        const Component = components[section.type] as
          ComponentType<SectionProps<typeof section.type>> | undefined;
        if (!Component)
          throw new Error(`Unknown section type "${section.type}" at sections[${index}]`);
        return (
          <Suspense key={`${section.type}-${section.id ?? index}`} fallback={null}>
            <Component section={section as never} index={index} />
          </Suspense>
        );
      })}
    </>
  );
}
