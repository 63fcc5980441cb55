import type { ComponentType } from "react";
import type { Section } from "../content/schema";
import type { SectionProps } from "./types";
import type { SectionComponents } from "./contentSections";

/**
 * Renders a page's sections in order through a type → component map (`CONTENT_SECTIONS` on
 * content pages, `SECTION_COMPONENTS` on widget pages). Throws on a type the map lacks (content
 * validation and the template choice in gatsby-node normally make that impossible).
 */
export function SectionList({ sections, components }: { sections: Section[]; components: Partial<SectionComponents> }): JSX.Element {
  return (
    <>
      {sections.map((section, index) => {
        const Component = components[section.type] as ComponentType<SectionProps<typeof section.type>> | undefined;
        if (!Component) throw new Error(`Unknown section type "${section.type}" at sections[${index}]`);
        return <Component key={`${section.type}-${section.id ?? index}`} section={section as never} index={index} />;
      })}
    </>
  );
}
